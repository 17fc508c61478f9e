import { and, eq, ilike, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { assessmentForms, employeeInPositions, employeeNameKey, formCounts } from '../../db/schema/index.ts';
import type { FormType, Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { likePattern } from '../../http/pagination.ts';
import { employeesInDepartmentsSql, visibleFormsSql } from './scope.ts';
import { seesWholeCompany } from '../../policy.ts';

// The forms list's filters as SQL over the forms alone, every value a placeholder, so that one prepared
// statement serves every request of the same shape (list.ts).

export type FormListQuery = {
  page: number;
  page_size: number;
  ordering?: string;
  search?: string;
  period?: number[];
  stage?: Stage[];
  department?: number[];
  employee?: number[];
  reviewer?: number[];
  type?: FormType[];
  /** The manager dashboard: everyone's forms but the caller's own. */
  team?: boolean;
  /** Forms of people still active (true) or deactivated since (false). */
  employee_active?: boolean;
};

export const p = {
  company: sql.placeholder('company'),
  me: sql.placeholder('me'),
  period: sql.placeholder('period'),
  stage: sql.placeholder('stage'),
  type: sql.placeholder('type'),
  employee: sql.placeholder('employee'),
  reviewer: sql.placeholder('reviewer'),
  department: sql.placeholder('department'),
  search: sql.placeholder('search'),
  active: sql.placeholder('active'),
  offset: sql.placeholder('offset'),
};

/** Array filters travel as one comma-joined text each, so that any number of ids is the same statement. */
const ints = (ph: Placeholder) => sql`any(string_to_array(${ph}, ',')::int[])`;

export type Filters = Omit<FormListQuery, 'page' | 'page_size' | 'ordering'>;

/** Spaces collapsed: "Анна  Смирнова" finds Анна Смирнова, and no text reaches across the key's line break. */
const normalised = (search: string) => search.replace(/\s+/g, ' ').trim();

/** At most this many pieces of a search get an index condition each, so that the shapes stay few. */
const MAX_PIECES = 4;

/**
 * Three-letter pieces of the search's words (runs of letters and digits), each word cut from its start
 * and its last piece ending where it ends: "Смирнова" gives "Сми", "рно", "ова". Longest words first.
 */
function searchPieces(search: string): string[] {
  const words = (normalised(search).match(/[\p{L}\p{N}]{3,}/gu) ?? []).sort((a, b) => b.length - a.length);
  const pieces = words.flatMap((w) =>
    Array.from({ length: Math.ceil(w.length / 3) }, (_, i) => w.slice(Math.min(i * 3, w.length - 3)).slice(0, 3)),
  );
  return pieces.slice(0, MAX_PIECES);
}

/**
 * The name search on the expression of forms_employee_name_key_trgm_idx: a trigram index scan, however
 * many forms. Each three-letter piece is a condition of its own, so that the index intersects one
 * trigram's rows with the next's, skipping through the long lists of trigrams that most names share
 * ("ова", or the synthetic "Фамилия"), where one condition for the whole text would walk those lists for
 * every row holding its rarest trigram. The whole text is then checked on the rows found, outside the
 * index (`|| ''`). The texts reach the planner as sub-selects' values, so the plan is the same for every
 * text and PostgreSQL keeps it; a text without three letters in a row, which has no trigrams, is planned
 * with its value (a scan of the company's forms).
 */
function searchSql(search: string): SQL {
  const key = employeeNameKey(assessmentForms);
  const pieces = searchPieces(search);
  if (!pieces.length) return ilike(key, p.search);
  const conditions = pieces.map((_, i) => ilike(key, sql`(select ${sql.placeholder(`piece${i}`)})`));
  return sql`(${sql.join([...conditions, sql`(${key} || '') ilike (select ${p.search})`], sql` and `)})`;
}

/** The values of a search's placeholders. */
function searchValues(search: string | undefined) {
  const pieces = search ? searchPieces(search) : [];
  return {
    search: search ? likePattern(normalised(search)) : '',
    ...Object.fromEntries(Array.from({ length: MAX_PIECES }, (_, i) => [`piece${i}`, likePattern(pieces[i] ?? '')])),
  };
}

/** What makes the SQL text differ: the caller's role, which filters are given, how many pieces the search has. */
export function shapeOf(member: Member, q: Filters): string {
  const role = seesWholeCompany(member) ? 'admin' : member.role;
  const given: string[] = (
    ['period', 'stage', 'type', 'team', 'employee', 'reviewer', 'department', 'search'] as const
  ).filter((k) => Boolean(q[k]));
  // Either value of the flag is the same statement (the value is a placeholder); absent is another.
  if (q.employee_active !== undefined) given.push('active');
  const search = q.search ? `|pieces:${searchPieces(q.search).length}` : '';
  return `${role}|${given.join(',')}${search}`;
}

/** The forms the member may see that pass the request's filters. */
export function filters(member: Member, q: Filters): SQL | undefined {
  return and(
    eq(assessmentForms.companyId, p.company),
    visibleFormsSql(member, { companyId: p.company, me: p.me }),
    q.period ? sql`${assessmentForms.periodId} = ${ints(p.period)}` : undefined,
    q.stage ? sql`${assessmentForms.stage} = any(string_to_array(${p.stage}, ',')::stage[])` : undefined,
    q.type ? sql`${assessmentForms.type} = any(string_to_array(${p.type}, ',')::form_type[])` : undefined,
    q.team ? ne(assessmentForms.employeeId, p.me) : undefined,
    q.employee ? sql`${assessmentForms.employeeId} = ${ints(p.employee)}` : undefined,
    q.reviewer ? sql`${assessmentForms.reviewerId} = ${ints(p.reviewer)}` : undefined,
    q.department
      ? sql`${assessmentForms.employeeId} in ${employeesInDepartmentsSql(p.company, p.department)}`
      : undefined,
    q.search ? searchSql(q.search) : undefined,
    // Through eip's primary key, one probe per form: the flag lives on the position, not on the form.
    q.employee_active === undefined
      ? undefined
      : sql`${assessmentForms.employeeId} in (select e.id from ${employeeInPositions} e where e.company_id = ${p.company} and e.is_active = ${p.active})`,
  );
}

/** The values of one request for the placeholders above. */
export function valuesOf(member: Member, q: Filters & { page?: number; page_size?: number }) {
  const pageSize = q.page_size ?? 0;
  return {
    company: member.companyId,
    me: member.eipId ?? -1,
    period: q.period?.join(',') ?? '',
    stage: q.stage?.join(',') ?? '',
    type: q.type?.join(',') ?? '',
    employee: q.employee?.join(',') ?? '',
    reviewer: q.reviewer?.join(',') ?? '',
    department: q.department?.join(',') ?? '',
    ...searchValues(q.search),
    active: q.employee_active ?? true,
    offset: ((q.page ?? 1) - 1) * pageSize,
  };
}

/** An admin's list filtered by period, stage or type only: form_counts holds its exact count. */
export const counted = (member: Member, q: Filters) =>
  seesWholeCompany(member) &&
  !q.search &&
  !q.department &&
  !q.employee &&
  !q.reviewer &&
  !q.team &&
  q.employee_active === undefined;

/** The counter rows of such a list (see the schema): a handful, whatever the number of forms. */
export function counterFilters(q: Filters): SQL | undefined {
  const c = formCounts;
  return and(
    eq(c.companyId, p.company),
    q.period ? sql`${c.periodId} = ${ints(p.period)}` : undefined,
    q.stage ? sql`${c.stage} = any(string_to_array(${p.stage}, ',')::stage[])` : undefined,
    q.type ? sql`${c.type} = any(string_to_array(${p.type}, ',')::form_type[])` : undefined,
  );
}
