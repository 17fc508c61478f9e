import { z } from 'zod';

/**
 * What an admin's export of a person holds (`personalData.export`, format_version 1). Every list is of what the
 * product keeps about the person in this company; dates are ISO 8601 in UTC. What the product's privacy rules
 * keep from admins is never in it: 1:1 private notes and feedback any time (given or received) are counts only,
 * and the 360 answers the person gave are not there at all (they are kept without any link to who gave them).
 * `privacy_note` says so in the caller's language.
 */
const at = z.string();
const maybeAt = z.string().nullable();

export const person = z.strictObject({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: at,
  erased_at: maybeAt,
});

export const membership = z.strictObject({ role: z.string(), is_admin: z.boolean(), created_at: at });

export const position = z.strictObject({
  id: z.number().int(),
  position: z.string(),
  department: z.string().nullable(),
  manager: z.string().nullable(),
  job_level: z.string().nullable(),
  is_active: z.boolean(),
  created_at: at,
  updated_at: at,
});

const gradedItem = z.strictObject({
  name: z.string(),
  self_grade: z.number().nullable(),
  self_comment: z.string(),
  manager_grade: z.number().nullable(),
  manager_comment: z.string(),
});

const answer = z.strictObject({
  section_key: z.string(),
  item_key: z.string(),
  self_value: z.number().nullable(),
  self_choice: z.string().nullable(),
  self_text: z.string(),
  reviewer_value: z.number().nullable(),
  reviewer_choice: z.string().nullable(),
  reviewer_text: z.string(),
});

/** A review of the person: what they wrote and what their reviewer wrote and graded. */
export const form = z.strictObject({
  id: z.number().int(),
  period: z.string(),
  stage: z.string(),
  reviewer: z.string().nullable(),
  submitted_at: maybeAt,
  completed_at: maybeAt,
  values: z.array(gradedItem),
  agreements: z.array(gradedItem),
  answers: z.array(answer),
  overall_grade: z.number().nullable(),
  calibrated_grade: z.number().nullable(),
  final_comment: z.string().nullable(),
  participant_agreement: z.string().nullable(),
  participant_comment: z.string().nullable(),
});

/** A review the person wrote as reviewer: what they graded and wrote of the employee's form. */
export const reviewed = z.strictObject({
  id: z.number().int(),
  period: z.string(),
  employee: z.string(),
  stage: z.string(),
  overall_grade: z.number().nullable(),
  final_comment: z.string().nullable(),
});

export const goal = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  progress: z.number(),
  due_date: z.string().nullable(),
  period: z.string(),
});

export const checkIn = z.strictObject({
  goal_id: z.number().int(),
  goal: z.string(),
  at,
  health: z.string(),
  comment: z.string(),
});

export const series = z.strictObject({
  id: z.number().int(),
  manager: z.string(),
  report: z.string(),
  cadence: z.string(),
  next_meeting_at: at,
});
export const meeting = z.strictObject({
  id: z.number().int(),
  series_id: z.number().int(),
  scheduled_at: at,
  status: z.string(),
  shared_notes: z.string(),
});
export const point = z.strictObject({
  meeting_id: z.number().int(),
  text: z.string(),
  discussed: z.boolean(),
  created_at: at,
});
export const actionItem = z.strictObject({
  meeting_id: z.number().int(),
  text: z.string(),
  due_date: z.string().nullable(),
  done: z.boolean(),
});

export const praiseOut = z.strictObject({
  id: z.number().int(),
  author: z.string(),
  value: z.string(),
  text: z.string(),
  hidden: z.boolean(),
  created_at: at,
});

export const request360 = z.strictObject({
  period: z.string(),
  subject: z.string(),
  relationship: z.string(),
  status: z.string(),
});
export const subject360 = z.strictObject({ period: z.string(), status: z.string(), reviewers_asked: z.number().int() });

export const notification = z.strictObject({
  kind: z.string(),
  created_at: at,
  read_at: maybeAt,
  mail_status: z.string(),
  subject: z.string(),
});

export const token = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  hint: z.string(),
  scopes: z.array(z.string()),
  created_at: at,
  expires_at: at,
  last_used_at: maybeAt,
  revoked_at: maybeAt,
});

export const auditRow = z.strictObject({
  id: z.number().int(),
  action: z.string(),
  at,
  by_this_person: z.boolean(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
});

export const personalDataExport = z.strictObject({
  format_version: z.literal(1),
  generated_at: at,
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  privacy_note: z.string(),
  person,
  membership: membership.nullable(),
  positions: z.array(position),
  forms: z.array(form),
  reviewed_forms: z.array(reviewed),
  goals: z.array(goal),
  check_ins: z.array(checkIn),
  one_on_ones: z.strictObject({
    series: z.array(series),
    meetings: z.array(meeting),
    points_written: z.array(point),
    action_items: z.array(actionItem),
    private_notes_count: z.number().int(),
  }),
  feedback: z.strictObject({
    given_count: z.number().int(),
    received_count: z.number().int(),
    requests_made_count: z.number().int(),
    requests_received_count: z.number().int(),
  }),
  praise: z.strictObject({ given: z.array(praiseOut), received: z.array(praiseOut) }),
  review360: z.strictObject({ as_subject: z.array(subject360), asked_to_review: z.array(request360) }),
  notifications: z.array(notification),
  notification_settings: z
    .strictObject({ lang: z.string(), mail_off: z.array(z.string()), digest: z.boolean() })
    .nullable(),
  ai_usage: z.array(z.strictObject({ window_start: at, calls: z.number().int() })),
  api_tokens: z.array(token),
  product_feedback: z.array(z.strictObject({ text: z.string(), page: z.string(), created_at: at })),
  audit: z.array(auditRow),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

/** The answer to an erasure: whose, when; `already` when the person had been erased before (nothing changed). */
export const erasureOut = z.strictObject({ user_id: z.number().int(), erased_at: z.string(), already: z.boolean() });
export type ErasureOut = z.infer<typeof erasureOut>;

/** The company's retention: people without an active position are erased this many days after; null: never. */
export const retentionSettings = z.strictObject({
  erase_deactivated_after_days: z.number().int().min(1).max(3650).nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettings>;
