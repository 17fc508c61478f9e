/** The enumerations of the API, shared by the server (database enums, zod schemas) and the web. */
export const STAGES = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'] as const;
export const FORM_TYPES = ['SMPL', 'STND'] as const;
export const ROLES = ['MANAGER', 'EMPLOYEE'] as const;
export const PERIOD_STATUSES = ['draft', 'active', 'closed'] as const;
export const HIPO_DECISIONS = ['IS_HIPO', 'IS_NOT_HIPO'] as const;
export const AGREEMENT_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;
export const PARTICIPANT_AGREEMENT = ['AGREE', 'DISAGREE'] as const;

export type Stage = (typeof STAGES)[number];
export type FormType = (typeof FORM_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export type HipoDecision = (typeof HIPO_DECISIONS)[number];
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/**
 * What a notification tells its recipient. Events of a form: `self_open` (a period launched, the
 * self-assessment is open), `to_review` (a form reached the reviewer), `feedback_open`, `complete`,
 * `returned` (sent back a stage, with the reason), `reopened`, `delegated` (to the new reviewer),
 * `relieved` (to the reviewer the form was taken from), `moved_by_deadline`. Reminders: `reminder` (before
 * a stage's deadline), `overdue` (after it), `escalation` (to the holder's manager). Digests: `hr_digest`
 * (overdue forms per department, to admins), `digest` (a person's day of notices in one mail).
 * 360 feedback: `review360_nomination` (to the manager: a list of reviewers awaits approval),
 * `review360_request` (to a reviewer: a colleague asks for feedback), `review360_reminder` (before the 360
 * deadline, to a reviewer who has not answered), `review360_closed` (to the form's reviewer: the 360
 * results are ready). Their data names the person reviewed, never who answered.
 * Goals: `goal_check_in` (to a goal's owner: no check-in within the company's cadence).
 * One-on-ones: `one_on_one_prepare` (to both people, the day before a meeting: add talking points),
 * `one_on_one_action_due` (to an action item's owner on its due day, while it is open).
 */
export const NOTIFICATION_KINDS = [
  'self_open',
  'to_review',
  'feedback_open',
  'complete',
  'returned',
  'reopened',
  'delegated',
  'relieved',
  'moved_by_deadline',
  'reminder',
  'overdue',
  'escalation',
  'nudge',
  'hr_digest',
  'digest',
  'review360_nomination',
  'review360_request',
  'review360_reminder',
  'review360_closed',
  'goal_check_in',
  'one_on_one_prepare',
  'one_on_one_action_due',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The mail of a notification: `pending` (queued, or waiting for a retry), `sent` (the SMTP server took it),
 * `kept` (no SMTP_URL: kept as it would have gone out), `failed` (every try failed; admins see it),
 * `off` (the recipient turned this kind's mail off), `digest` (waiting for the recipient's daily digest),
 * `digested` (went out inside a digest).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed', 'off', 'digest', 'digested'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a period does with the forms still in SELF when the self-assessment deadline has passed. */
export const SELF_DEADLINE_ACTIONS = ['none', 'move_to_manager'] as const;
export type SelfDeadlineAction = (typeof SELF_DEADLINE_ACTIONS)[number];

/** A 9-box axis cut in three by the company's thresholds. */
export const LEVELS = ['low', 'medium', 'high'] as const;
export type Level = (typeof LEVELS)[number];

/** A calibration session: `open` while participants move people; `locked` writes its grades to the forms. */
export const CALIBRATION_STATUSES = ['open', 'locked'] as const;
export type CalibrationStatus = (typeof CALIBRATION_STATUSES)[number];

/** One entry of a session's history: a grade or box changed, the session locked or reopened. */
export const CALIBRATION_CHANGE_KINDS = ['grade', 'box', 'lock', 'reopen'] as const;
export type CalibrationChangeKind = (typeof CALIBRATION_CHANGE_KINDS)[number];

export const EXPORT_KINDS = ['forms_xlsx', 'forms_csv', 'review_pdf', 'department_pdf'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * 360 feedback. Who picks a person's reviewers: the person proposes and their manager approves
 * (`employee_proposes`), the manager assigns (`manager_assigns`), or HR (an admin) assigns (`hr_assigns`).
 */
export const REVIEW360_NOMINATION_MODES = ['employee_proposes', 'manager_assigns', 'hr_assigns'] as const;
export type Review360NominationMode = (typeof REVIEW360_NOMINATION_MODES)[number];

/**
 * A reviewer's relationship to the person reviewed, worked out from the structure when they are nominated:
 * the person's manager, one of their direct reports, or a peer (anyone else). Answers are aggregated per
 * group; `self` is the person's own grades on their review form, shown beside the groups.
 */
export const REVIEW360_RELATIONSHIPS = ['manager', 'direct_report', 'peer'] as const;
export type Review360Relationship = (typeof REVIEW360_RELATIONSHIPS)[number];
export const REVIEW360_GROUPS = ['self', ...REVIEW360_RELATIONSHIPS] as const;
export type Review360Group = (typeof REVIEW360_GROUPS)[number];

/**
 * A person's 360 in a period: `nominating` (reviewers being picked), `pending_approval` (the person sent
 * their list to the manager), `collecting` (requests went out), `released` (answering closed: every request
 * answered or declined, the deadline passed, or the review form left SELF; results readable by the rules).
 */
export const REVIEW360_SUBJECT_STATUSES = ['nominating', 'pending_approval', 'collecting', 'released'] as const;
export type Review360SubjectStatus = (typeof REVIEW360_SUBJECT_STATUSES)[number];

/**
 * A request to one reviewer: `proposed` (on a list not yet approved), `open` (sent, awaiting the answer),
 * `declined` (with a reason), `submitted`. Only admins and the reviewer see `submitted`; to the person
 * reviewed and their manager a submitted request reads as `open`, so progress never tells who answered.
 */
export const REVIEW360_REQUEST_STATUSES = ['proposed', 'open', 'declined', 'submitted'] as const;
export type Review360RequestStatus = (typeof REVIEW360_REQUEST_STATUSES)[number];

/**
 * A 360 question: `value` (a 0..5 grade and a comment on a company value), `continue` and `change` ("что
 * продолжать" / "что изменить", text; worded by the web in the reader's language), `grade` and `text`
 * (the admin's own question, as written).
 */
export const REVIEW360_QUESTION_KINDS = ['value', 'continue', 'change', 'grade', 'text'] as const;
export type Review360QuestionKind = (typeof REVIEW360_QUESTION_KINDS)[number];
/** Questions answered with a grade, which sending an answer requires (the server checks it, the web before asking). */
export const REVIEW360_GRADED_KINDS: readonly Review360QuestionKind[] = ['value', 'grade'];

/**
 * Goals are the agreements grown up: one record, one status column. The goals API speaks draft, active, done,
 * cancelled; the agreements API (the spec's) keeps new, in_progress, done, cancelled. The two maps below turn one
 * into the other, both ways.
 */
export const GOAL_STATUSES = ['draft', 'active', 'done', 'cancelled'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_STATUS_TO_AGREEMENT = {
  draft: 'new',
  active: 'in_progress',
  done: 'done',
  cancelled: 'cancelled',
} as const satisfies Record<GoalStatus, AgreementStatus>;
export const AGREEMENT_STATUS_TO_GOAL = {
  new: 'draft',
  in_progress: 'active',
  done: 'done',
  cancelled: 'cancelled',
} as const satisfies Record<AgreementStatus, GoalStatus>;

/** Whose goal it is: a person's (the spec's agreements), a department's, or the whole company's. */
export const GOAL_OWNER_KINDS = ['person', 'department', 'company'] as const;
export type GoalOwnerKind = (typeof GOAL_OWNER_KINDS)[number];
/** `company`: everyone in the company reads it; `private`: the owner, their managers (a department's head) and admins. */
export const GOAL_VISIBILITIES = ['company', 'private'] as const;
export type GoalVisibility = (typeof GOAL_VISIBILITIES)[number];
/** Set at each check-in; a goal has none until its first. */
export const GOAL_HEALTHS = ['on_track', 'at_risk', 'off_track'] as const;
export type GoalHealth = (typeof GOAL_HEALTHS)[number];
/** Which goals a list shows: the caller's own, their team's (people they oversee, departments they head), all they may read. */
export const GOAL_SCOPES = ['mine', 'team', 'company'] as const;
export type GoalScope = (typeof GOAL_SCOPES)[number];
/** A key result measured from a start to a target, or a milestone that is done or not. */
export const KEY_RESULT_KINDS = ['metric', 'milestone'] as const;
export type KeyResultKind = (typeof KEY_RESULT_KINDS)[number];
/** A metric's way to its target: up, down, or exactly to it. */
export const KEY_RESULT_DIRECTIONS = ['increase', 'decrease', 'reach'] as const;
export type KeyResultDirection = (typeof KEY_RESULT_DIRECTIONS)[number];

/** How often a manager and their report meet one on one. */
export const ONE_ON_ONE_CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type OneOnOneCadence = (typeof ONE_ON_ONE_CADENCES)[number];
/** A meeting is `scheduled` until it is `held` (the next one was set up after it) or `cancelled`. */
export const ONE_ON_ONE_MEETING_STATUSES = ['scheduled', 'held', 'cancelled'] as const;
export type OneOnOneMeetingStatus = (typeof ONE_ON_ONE_MEETING_STATUSES)[number];
/** Whose series a list shows: the caller's own (either side), or, for admins, every series of the company (no notes). */
export const ONE_ON_ONE_SCOPES = ['mine', 'company'] as const;
export type OneOnOneScope = (typeof ONE_ON_ONE_SCOPES)[number];
/** A series' meetings: the ones still ahead, the past ones (the pair's history), or all. */
export const ONE_ON_ONE_WHEN = ['upcoming', 'past', 'all'] as const;
export type OneOnOneWhen = (typeof ONE_ON_ONE_WHEN)[number];
/** Feedback lists: what I received, what I gave, what was shared with me as my people's manager. */
export const PEER_FEEDBACK_BOXES = ['received', 'sent', 'team'] as const;
export type PeerFeedbackBox = (typeof PEER_FEEDBACK_BOXES)[number];
/** Feedback requests: those asking me, and those I made. */
export const FEEDBACK_REQUEST_BOXES = ['to_me', 'mine'] as const;
export type FeedbackRequestBox = (typeof FEEDBACK_REQUEST_BOXES)[number];
/** The reactions a praise takes, one of each per person. */
export const PRAISE_REACTIONS = ['like', 'heart', 'clap', 'party', 'star'] as const;
export type PraiseReaction = (typeof PRAISE_REACTIONS)[number];
