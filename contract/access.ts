import type { Role } from './enums.ts';
import { ROUTES } from './resources.ts';

/**
 * Who may open which screen of the company app, and who may change what. The menu, the routes, the buttons and
 * react-admin (through the auth provider's `canAccess`) all ask here, so a screen a role may not use is neither
 * offered nor shown; the server's first paint asks too (server/src/http/first-paint.ts). The server refuses the same data on its side; this only keeps the interface in step with it.
 */

/** The company app's own pages, by their route under `/c/{companyId}/`. */
export const PAGES = {
  dashboard: '',
  review: 'performance-review',
  employeeDashboard: 'performance-review/employee-dashboard',
  form: 'performance-review/employee-dashboard/form',
  managerDashboard: 'performance-review/manager-dashboard',
  analytics: 'performance-review/analytics',
  nineBox: 'performance-review/nine-box',
  calibration: 'performance-review/calibration',
  calibrationSession: 'performance-review/calibration/:id',
  feedback360: 'performance-review/feedback-360',
  feedbackRequest: 'performance-review/feedback-requests/:id',
  settings: 'settings',
  structure: 'settings/structure',
  structureImport: 'settings/structure/import',
  notifications: 'notifications',
  outbox: 'settings/notifications',
  feedback360Admin: 'settings/feedback-360',
  ratingScales: 'settings/rating-scales',
  competencies: 'settings/competencies',
  apiTokens: 'settings/api-tokens',
  personalData: 'settings/personal-data',
  webhooks: 'settings/webhooks',
  auditLog: 'settings/audit-log',
  chatSettings: 'settings/chat',
  companySettings: 'settings/company',
  goals: 'goals',
  goal: 'goals/:id',
  oneOnOnes: 'one-on-ones',
  oneOnOneSeries: 'one-on-ones/series/:id',
  oneOnOneMeeting: 'one-on-ones/meetings/:id',
  peerFeedback: 'feedback-anytime',
  praise: 'praise',
  templates: 'settings/templates',
  templateBuilder: 'settings/templates/:id',
} as const;

/** What the rules read of a member of the company (the companies list's `role` and `is_admin`). */
export type Member = { role: Role; is_admin: boolean };

type Audience = 'everyone' | 'reviewers' | 'admins';

const AUDIENCES: Record<Audience, (member: Member) => boolean> = {
  everyone: () => true,
  // Managers review their teams; admins see every team.
  reviewers: (member) => member.is_admin || member.role === 'MANAGER',
  admins: (member) => member.is_admin,
};

/** Who opens each screen, and who changes what it lists (create, edit, delete). */
const RULES: Record<string, { read: Audience; write: Audience }> = {
  [PAGES.dashboard]: { read: 'everyone', write: 'admins' },
  [PAGES.review]: { read: 'everyone', write: 'admins' },
  [PAGES.employeeDashboard]: { read: 'everyone', write: 'everyone' },
  // Whose form it is, the server decides: a form the caller may not read is "not found".
  [PAGES.form]: { read: 'everyone', write: 'everyone' },
  // Handing forms over is for the people who see the team's forms; launching is the periods' admins' (their write).
  [PAGES.managerDashboard]: { read: 'reviewers', write: 'reviewers' },
  // Review analytics: admins read the company, managers the people they oversee (the server withholds small groups).
  [PAGES.analytics]: { read: 'reviewers', write: 'reviewers' },
  // The 9-box: managers see their people, admins everyone; only admins change its thresholds.
  [PAGES.nineBox]: { read: 'reviewers', write: 'admins' },
  // Admins open calibration sessions and lock them; the managers they invite move people in them (the server checks).
  [PAGES.calibration]: { read: 'reviewers', write: 'admins' },
  [PAGES.calibrationSession]: { read: 'reviewers', write: 'admins' },
  // Everyone nominates their own 360 reviewers; who may change whose list, the server decides.
  [PAGES.feedback360]: { read: 'everyone', write: 'everyone' },
  // Anyone may be asked for 360 feedback; the server opens a request only to its reviewer.
  [PAGES.feedbackRequest]: { read: 'everyone', write: 'everyone' },
  [PAGES.settings]: { read: 'admins', write: 'admins' },
  [PAGES.structure]: { read: 'admins', write: 'admins' },
  [PAGES.structureImport]: { read: 'admins', write: 'admins' },
  // Everyone reads and marks their own notices and sets their own mail; the company's outbox is the admins'.
  [PAGES.notifications]: { read: 'everyone', write: 'everyone' },
  [PAGES.outbox]: { read: 'admins', write: 'admins' },
  // Who was picked to review whom and who answered (never what): the admins'.
  [PAGES.feedback360Admin]: { read: 'admins', write: 'admins' },
  // The scales and the competency library: the admins' settings (every member reads them through a form).
  [PAGES.ratingScales]: { read: 'admins', write: 'admins' },
  [PAGES.competencies]: { read: 'admins', write: 'admins' },
  // The company's API tokens: the admins' (a token itself never reaches them).
  [PAGES.apiTokens]: { read: 'admins', write: 'admins' },
  [PAGES.personalData]: { read: 'admins', write: 'admins' },
  // The company's webhooks: the admins'.
  [PAGES.webhooks]: { read: 'admins', write: 'admins' },
  // The company's audit log: the admins' to read (nothing on it changes).
  [PAGES.auditLog]: { read: 'admins', write: 'admins' },
  // The company's Telegram bot and chat channel: the admins' (the bot token never comes back in full).
  [PAGES.chatSettings]: { read: 'admins', write: 'admins' },
  // The company's time zone: the admins'.
  [PAGES.companySettings]: { read: 'admins', write: 'admins' },
  // Everyone has goals and checks them in; what a goal lets the caller do, its own answer says (can_edit).
  [PAGES.goals]: { read: 'everyone', write: 'everyone' },
  [PAGES.goal]: { read: 'everyone', write: 'everyone' },
  // Everyone has 1:1s with their manager or people; admins also edit the company's suggested questions (server).
  [PAGES.oneOnOnes]: { read: 'everyone', write: 'everyone' },
  [PAGES.oneOnOneSeries]: { read: 'everyone', write: 'everyone' },
  [PAGES.oneOnOneMeeting]: { read: 'everyone', write: 'everyone' },
  // Anyone gives and asks for feedback and praise; who reads a feedback, and who hides a praise, the server decides.
  [PAGES.peerFeedback]: { read: 'everyone', write: 'everyone' },
  [PAGES.praise]: { read: 'everyone', write: 'everyone' },
  // Review templates: the admins build them (members read a form's version through the form).
  [PAGES.templates]: { read: 'admins', write: 'admins' },
  [PAGES.templateBuilder]: { read: 'admins', write: 'admins' },
  // Everyone reads the values they are graded on; admins keep them.
  [ROUTES.values]: { read: 'everyone', write: 'admins' },
  [ROUTES.assessment_periods]: { read: 'admins', write: 'admins' },
  // Everyone reads their own agreements; managers set them for their people, admins for anyone.
  [ROUTES.agreements]: { read: 'everyone', write: 'reviewers' },
  [ROUTES.hipo_skills]: { read: 'admins', write: 'admins' },
};

/** react-admin's read actions; any other action (create, edit, delete, …) changes something. */
const READ_ACTIONS = new Set(['list', 'show', 'export']);

export interface AccessRequest {
  resource: string;
  /** A react-admin action; a page is opened with `list`, the default. */
  action?: string;
  /** A record that says itself whether the caller may change it (agreements' `can_edit`). */
  record?: unknown;
}

function recordForbidsChange(record: unknown): boolean {
  return typeof record === 'object' && record !== null && 'can_edit' in record && record.can_edit === false;
}

/** Whether a member may do `action` on `resource`; a screen not listed here is refused. */
export function canAccess(member: Member, { resource, action = 'list', record }: AccessRequest): boolean {
  const rule = Object.hasOwn(RULES, resource) ? RULES[resource] : undefined;
  if (!rule) return false;
  if (READ_ACTIONS.has(action)) return AUDIENCES[rule.read](member);
  return AUDIENCES[rule.write](member) && !recordForbidsChange(record);
}
