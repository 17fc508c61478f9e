import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ErrorCode } from '../../contract/errors/index.ts';
import type { Role as CompanyRole } from './db/schema/enums.ts';
import { Forbidden } from './http/errors.ts';

/** What the policy reads of a membership: the role in the company and the admin flag. */
export type Role = { role: CompanyRole; isAdmin: boolean };

/**
 * Who may do what by their role in the company, in one place: every service asks here (`can`, `assertCan` and
 * the named questions below) instead of reading `isAdmin` and `role` itself. What depends on the record (whose
 * form it is, who was invited to a session, whom a manager oversees) stays with the record's own rules; this
 * module is the role's part. `route()`'s `access: 'admin'` asks it for `company.administer` on whole routes.
 */
type Audience = 'members' | 'reviewers' | 'admins';

const AUDIENCES: Record<Audience, (member: Role) => boolean> = {
  members: () => true,
  // Managers review their people; admins see every team.
  reviewers: (member) => member.isAdmin || member.role === 'MANAGER',
  admins: (member) => member.isAdmin,
};

type Rule = { who: Audience; code: ErrorCode };

/** Each action with who may do it and the code of the 403 everyone else gets. */
export const POLICY = {
  /** Review analytics: the company for admins, their people for managers. */
  'analytics.read': { who: 'reviewers', code: 'analytics_staff_only' },
  /** The 9-box and its thresholds' page (changing the thresholds is an admin route). */
  'nine_box.read': { who: 'reviewers', code: 'nine_box_staff_only' },
  /** Calibration sessions: admins open and lock them, managers join those they are invited to. */
  'calibration.read': { who: 'reviewers', code: 'permission_denied' },
  /** A period's or a department's forms as a spreadsheet or a packet of PDFs. */
  'exports.period': { who: 'reviewers', code: 'permission_denied' },
  /** The 360 results of a team, and the 360 analytics. */
  'review360.team': { who: 'reviewers', code: 'review360_staff_only' },
  /** Setting agreements: managers for their people, admins for anyone. */
  'agreements.write': { who: 'reviewers', code: 'agreements_staff_only' },
  /** Seeing hipo decisions in a period's spreadsheet. */
  'hipo.read': { who: 'reviewers', code: 'permission_denied' },
  /** The manager dashboard among the caller's apps. */
  'manager_dashboard.open': { who: 'reviewers', code: 'permission_denied' },
  /** The company's settings: its app among the caller's apps, and every route that says `access: 'admin'`. */
  'company.administer': { who: 'admins', code: 'admin_only' },
  /** Exporting a review that is not one's own (the employee may export their own). */
  'exports.review': { who: 'reviewers', code: 'export_own_review_only' },
  /** Approving a goal from draft into active: the owner's manager (a department's head) or an admin, never the owner. */
  'goals.approve': { who: 'reviewers', code: 'goals_approve_staff_only' },
  /** The company's own goals: admins set, change and check them in. */
  'goals.company': { who: 'admins', code: 'goals_company_admin_only' },
  /** Every 1:1 series of the company, that it exists (who, cadence, dates), never its agenda or notes. */
  'one_on_ones.company': { who: 'admins', code: 'admin_only' },
  /** The company's suggested questions for a 1:1. */
  'one_on_ones.questions': { who: 'admins', code: 'admin_only' },
  /** Hiding a praise from the feed, with a reason. */
  'praise.hide': { who: 'admins', code: 'admin_only' },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

/** Whether the member's role allows the action. */
export function can(member: Role, action: Action): boolean {
  return AUDIENCES[POLICY[action].who](member);
}

/** A 403 with the action's code unless the member's role allows it. */
export function assertCan(member: Role, action: Action): void {
  if (!can(member, action)) throw new Forbidden(POLICY[action].code);
}

/**
 * The questions that narrow a list or join a record's own rule rather than refuse a whole action: each service
 * asks these instead of reading the role, and the record's rule (and its 403 code) stays beside the question.
 */
export const PREDICATES = {
  /**
   * Every team's records in lists, scopes and figures (forms, 360, structure, exports, analytics, the 9-box,
   * dashboards, agreements); anyone else sees their own and, as a manager, their people's.
   */
  seesWholeCompany: (member: Role) => AUDIENCES.admins(member),
  /** Below the whole company: sees and acts for the people they oversee, not only for themselves. */
  managesPeople: (member: Role) => member.role === 'MANAGER',
  /**
   * Steps in where a record names someone else: delegates or takes back any form's review, takes a form's
   * admin transitions, sets anyone's agreement, changes and approves any 360 list in every nomination mode.
   */
  actsForAnyone: (member: Role) => AUDIENCES.admins(member),
  /** Every calibration session, invited or not: sees, edits and controls it. */
  mayManageCalibration: (member: Role) => AUDIENCES.admins(member),
} as const satisfies Record<string, (member: Role) => boolean>;

export const { seesWholeCompany, managesPeople, actsForAnyone, mayManageCalibration } = PREDICATES;

/**
 * What only the person themselves reads, never staff acting as them (impersonation): a 1:1's private notes and
 * feedback any time (given, received or shared). `impersonatorId` is the caller's (server/src/http/caller.ts).
 */
export function readsPersonalContent(caller: { impersonatorId: number | null }): boolean {
  return actsAsThemselves(caller);
}

/**
 * The caller is the person, not staff acting as them: what is signed in the person's name (a praise, a 360 answer)
 * or handed to them alone (their private calendar address) needs it.
 */
export function actsAsThemselves(caller: { impersonatorId: number | null }): boolean {
  return caller.impersonatorId === null;
}

/**
 * The reviewers' audience of the table above as a condition on a membership's role and admin flag, for other
 * members read in one query: who may be handed a form's review (a delegate) or invited to a calibration session.
 */
export function reviewerSql(role: SQLWrapper, isAdmin: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${role} = 'MANAGER' or ${isAdmin})`;
}
