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
  'hr_digest',
  'digest',
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
