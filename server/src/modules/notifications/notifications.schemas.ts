import { z } from 'zod';
import { timeZoneIn } from '../timezones/timezones.schemas.ts';
import { LANGUAGES, MAIL_STATUSES, NOTIFICATION_KINDS, STAGES } from '../../../../contract/enums.ts';
import { cappedPageOut, pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { q } from '../../http/zod.ts';

/**
 * What a notice's texts are made of, copied when it was written. Every form notice has the company, the
 * employee, the period, the stage the form was in and that stage's deadline; some kinds add to it:
 * `returned`/`reopened`: `reason`; `delegated`/`relieved`: `reviewer_name` (the new reviewer);
 * `reminder`: `days_left`; `overdue`: `days_over`; `escalation`: `days_over` and `holder_name`;
 * `hr_digest` (no form): `day`, `total` and `departments` with the overdue forms of each;
 * `goal_check_in` (no form): `goal_title`, `days_since` (the last check-in, or the goal's start) and `day` (that day).
 * `one_on_one_prepare` (no form): `employee_name` (the other person) and `day` (the meeting's);
 * `one_on_one_action_due` (no form): `item_text`, `employee_name` (the other person) and `day` (the due date).
 */
export const noticeData = z.object({
  company_name: z.string().optional(),
  employee_name: z.string().optional(),
  period_name: z.string().optional(),
  stage: z.enum(STAGES).optional(),
  deadline: z.string().nullable().optional(),
  reason: z.string().optional(),
  reviewer_name: z.string().optional(),
  holder_name: z.string().optional(),
  days_left: z.number().int().optional(),
  days_over: z.number().int().optional(),
  day: z.string().optional(),
  total: z.number().int().optional(),
  goal_title: z.string().optional(),
  days_since: z.number().int().optional(),
  /** An action item's text (`one_on_one_action_due`). */
  item_text: z.string().optional(),
  departments: z
    .array(
      z.object({
        name: z.string(),
        self: z.number().int(),
        manager: z.number().int(),
        feedback: z.number().int(),
      }),
    )
    .optional(),
});
export type NoticeData = z.infer<typeof noticeData>;

/** A notice in a person's list: the web writes its text from `kind` and `data` in the reader's language. */
export const notificationOut = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: noticeData,
  /** The page to act on, from the site's root (`/c/1/performance-review/employee-dashboard/form/?id=7`). */
  link: z.string(),
  form_id: z.number().int().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationOut = z.infer<typeof notificationOut>;

export const notificationList = pageOut(notificationOut);
export type NotificationListOut = z.infer<typeof notificationList>;

export const notificationListQuery = listQuery.omit({ ordering: true, search: true }).extend({
  unread: q.bool().optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** The bell's number. */
export const unreadOut = z.object({ count: z.number().int().min(0) });
export type UnreadOut = z.infer<typeof unreadOut>;

/** Marking read: how many notices it changed. */
export const markedOut = z.object({ marked: z.number().int().min(0) });
export type MarkedOut = z.infer<typeof markedOut>;

/**
 * Each person's choices: the language of their mail and chat messages, mail off per kind, one daily digest
 * instead, and notices in their linked Telegram chat on or off.
 */
export const notificationSettingsOut = z.object({
  lang: z.enum(LANGUAGES),
  mail_off: z.array(z.enum(NOTIFICATION_KINDS)),
  digest: z.boolean(),
  chat: z.boolean(),
  /** The person's own time zone; null: the company's, `company_time_zone`. */
  time_zone: z.string().nullable(),
  company_time_zone: z.string(),
});
export type NotificationSettingsOut = z.infer<typeof notificationSettingsOut>;

export const notificationSettingsPut = z.strictObject({
  lang: z.enum(LANGUAGES),
  mail_off: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
  digest: z.boolean(),
  /** Left out: as it was. */
  chat: z.boolean().optional(),
  /** Left out: as it was; null: the company's. */
  time_zone: timeZoneIn.nullable().optional(),
});
export type NotificationSettingsPut = z.infer<typeof notificationSettingsPut>;

/** One message of the admins' outbox "Отправленные уведомления": as it went out, or would have. */
export const outboxOut = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  recipient: z.object({ id: z.number().int(), email: z.string(), full_name: z.string() }),
  mail_to: z.string(),
  subject: z.string(),
  body_text: z.string(),
  body_html: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  form_id: z.number().int().nullable(),
});
export type OutboxOut = z.infer<typeof outboxOut>;

export const outboxList = cappedPageOut(outboxOut);
export type OutboxListOut = z.infer<typeof outboxList>;

/** The outbox, newest first; `status` filters (comma-separated), `search` finds a recipient or a subject. */
export const outboxListQuery = listQuery.omit({ ordering: true }).extend({
  status: q.enums(MAIL_STATUSES).optional(),
  kind: q.enums(NOTIFICATION_KINDS).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuery>;
