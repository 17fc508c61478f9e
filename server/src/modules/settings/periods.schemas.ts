import { z } from 'zod';
import { FORM_TYPES, PERIOD_STATUSES, SELF_DEADLINE_ACTIONS } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { coded, dateString, q } from '../../http/zod.ts';
import { hasVisibleText } from '../../names.ts';
import { versionField } from './fields.ts';
import { templateDefaults, templateFields, templateOut } from './periods.templates.ts';

/** The dates of a period in the order its stages follow: each on or after the one before. */
export const PERIOD_DATES = [
  'start_date',
  'self_deadline',
  'manager_deadline',
  'feedback_deadline',
  'end_date',
] as const;
export type PeriodDate = (typeof PERIOD_DATES)[number];

/** How a period reminds, when the admin has not said: the table's column defaults. */
const REMINDER_DEFAULTS = {
  reminder_days: [3, 1],
  overdue_every_days: 2,
  overdue_max_times: 3,
  escalate_after_days: 3,
  self_deadline_action: 'none',
} as const;

const MAX_REMINDER_DAY = 60;

/**
 * The days before a deadline a reminder goes, each at most once. A day out of range is an error of the
 * field itself, not of one element, so the form shows it under its one input.
 */
const reminderDays = z
  .array(z.number())
  .max(5)
  .superRefine((days, ctx) => {
    const fraction = days.find((d) => !Number.isInteger(d));
    if (fraction !== undefined) ctx.addIssue({ code: 'invalid_type', expected: 'int', input: fraction });
    const low = days.find((d) => d < 0);
    if (low !== undefined)
      ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: low });
    const high = days.find((d) => d > MAX_REMINDER_DAY);
    if (high !== undefined)
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: MAX_REMINDER_DAY, inclusive: true, input: high });
    const repeated = days.find((d, i) => days.indexOf(d) !== i);
    if (repeated !== undefined)
      ctx.addIssue({ code: 'custom', message: coded('reminder_day_repeated'), params: { day: repeated }, input: days });
  });

/** The reminders, the overdue reminders, the escalation and what the self deadline does. */
const reminderFields = {
  reminder_days: reminderDays,
  overdue_every_days: z.number().int().min(1).max(30),
  overdue_max_times: z.number().int().min(0).max(20),
  escalate_after_days: z.number().int().min(1).max(60),
  self_deadline_action: z.enum(SELF_DEADLINE_ACTIONS),
};

/** Optional, each taking its default when left out (a new period, or a PUT that replaces one). */
const reminderDefaults = {
  reminder_days: reminderFields.reminder_days.default([...REMINDER_DEFAULTS.reminder_days]),
  overdue_every_days: reminderFields.overdue_every_days.default(REMINDER_DEFAULTS.overdue_every_days),
  overdue_max_times: reminderFields.overdue_max_times.default(REMINDER_DEFAULTS.overdue_max_times),
  escalate_after_days: reminderFields.escalate_after_days.default(REMINDER_DEFAULTS.escalate_after_days),
  self_deadline_action: reminderFields.self_deadline_action.default(REMINDER_DEFAULTS.self_deadline_action),
};

const fields = {
  name: z.string().trim().min(1, { abort: true }).max(200).refine(hasVisibleText, coded('blank')),
  start_date: dateString(),
  self_deadline: dateString(),
  manager_deadline: dateString(),
  feedback_deadline: dateString(),
  end_date: dateString(),
  status: z.enum(PERIOD_STATUSES),
  form_type: z.enum(FORM_TYPES),
};

export const periodOut = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  self_deadline: z.string(),
  manager_deadline: z.string(),
  feedback_deadline: z.string(),
  end_date: z.string(),
  status: z.enum(PERIOD_STATUSES),
  form_type: z.enum(FORM_TYPES),
  /** Reminders go this many days before the deadline of the stage a form is in, to whoever holds it. */
  reminder_days: z.array(z.number().int()),
  /** After the deadline, an overdue reminder every this many days, the first the day after it. */
  overdue_every_days: z.number().int(),
  /** The overdue reminders a form and stage gets at most (0: none). */
  overdue_max_times: z.number().int(),
  /** Overdue by this many days: the holder's manager is told, once a form and stage. */
  escalate_after_days: z.number().int(),
  /** `move_to_manager`: the day after the self deadline, the forms still in SELF move on to their reviewer. */
  self_deadline_action: z.enum(SELF_DEADLINE_ACTIONS),
  ...templateOut,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The forms launched in the period: while there are any it cannot be deleted, only closed. */
  forms_count: z.number().int(),
  /** Its forms not complete yet: closing the period makes them read-only where they stand. */
  open_forms_count: z.number().int(),
  /** The agreements set for the period: while there are any it cannot be deleted. */
  agreements_count: z.number().int(),
});
export type PeriodOut = z.infer<typeof periodOut>;

export const periodList = pageOut(periodOut);
export type PeriodListOut = z.infer<typeof periodList>;

export const periodListQuery = listQuery.extend({
  status: q.enums(PERIOD_STATUSES).optional(),
  form_type: q.enums(FORM_TYPES).optional(),
  ids: q.ids().optional(),
});
export type PeriodListQuery = z.infer<typeof periodListQuery>;

export const periodCreate = z.strictObject({
  ...fields,
  status: fields.status.default('draft'),
  form_type: fields.form_type.default('SMPL'),
  ...reminderDefaults,
  ...templateDefaults,
});
export type PeriodCreate = z.infer<typeof periodCreate>;

/**
 * PUT replaces the period: every field, and the version it was read at. The reminder settings it leaves out
 * take their defaults, as on a new period.
 */
export const periodPut = acceptsReadOnly(
  z.strictObject({ ...fields, ...reminderDefaults, ...templateDefaults, version: versionField() }),
  periodOut,
);
/** PATCH changes the fields given; the dates are checked merged with the period's others. */
export const periodPatch = acceptsReadOnly(
  z.strictObject({
    name: fields.name.optional(),
    start_date: fields.start_date.optional(),
    self_deadline: fields.self_deadline.optional(),
    manager_deadline: fields.manager_deadline.optional(),
    feedback_deadline: fields.feedback_deadline.optional(),
    end_date: fields.end_date.optional(),
    status: fields.status.optional(),
    form_type: fields.form_type.optional(),
    reminder_days: reminderFields.reminder_days.optional(),
    overdue_every_days: reminderFields.overdue_every_days.optional(),
    overdue_max_times: reminderFields.overdue_max_times.optional(),
    escalate_after_days: reminderFields.escalate_after_days.optional(),
    self_deadline_action: reminderFields.self_deadline_action.optional(),
    template_id: templateFields.template_id.optional(),
    template_rules: templateFields.template_rules.optional(),
    version: versionField(),
  }),
  periodOut,
);
export type PeriodPatch = z.infer<typeof periodPatch>;
