import type { ErrorCode } from '../../contract/errors/index.ts';
import type { Member } from './http/access.ts';
import { Forbidden } from './http/errors.ts';

/**
 * Who may do what by their role in the company, in one table: every service asks here (`assertCan`) instead of
 * reading `isAdmin` and `role` itself. What depends on the record (whose form it is, who was invited to a
 * session, whom a manager oversees) stays with the record's own rules; this table is the role's part.
 * `route()`'s `access: 'admin'` is the admins' row of it for whole routes.
 */
type Audience = 'members' | 'reviewers' | 'admins';

const AUDIENCES: Record<Audience, (member: Pick<Member, 'role' | 'isAdmin'>) => boolean> = {
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
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

/** Whether the member's role allows the action. */
export function can(member: Pick<Member, 'role' | 'isAdmin'>, action: Action): boolean {
  return AUDIENCES[POLICY[action].who](member);
}

/** A 403 with the action's code unless the member's role allows it. */
export function assertCan(member: Pick<Member, 'role' | 'isAdmin'>, action: Action): void {
  if (!can(member, action)) throw new Forbidden(POLICY[action].code);
}
