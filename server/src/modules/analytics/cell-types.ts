import type { Member } from '../../http/access.ts';

/** The kinds of cells analytics reads (cells.ts), each a CTE `c_<kind>`. */
export type CellKind = 'completion' | 'values' | 'reviewers' | 'hipo';

/**
 * What an admin's reviewer cells are grouped by: only what the measure shows (a cell per department for the
 * distributions; the leniency has its own statement, aggregates.ts). A manager's are always department x
 * reviewer, the cells the privacy rule works on.
 */
export type ReviewerGrain = 'department' | 'reviewer';

/** Beyond the cells: the values' and the reviewers' names, the company's overall grades (leniency). */
export type Extras = {
  valueNames?: boolean;
  reviewerNames?: boolean;
  company?: boolean;
  reviewerGrain?: ReviewerGrain;
};

export type CellsInput = {
  member: Member;
  periodIds: readonly number[];
  /** The departments asked for with all their sub-departments; null: no department filter. */
  departmentIds: readonly number[] | null;
  /** Today, `YYYY-MM-DD`: a form is overdue when today is past its stage's deadline. */
  today: string;
  /** A manager's forms (scope.ts), comma-joined; null for an admin: every form of the company. */
  formIds: string | null;
};
