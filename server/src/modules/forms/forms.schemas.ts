import { z } from 'zod';
import { formTemplateOut, launchTemplateOut, missingSection } from './template.schemas.ts';
import { LEVELS } from '../../../../contract/enums.ts';
import type { ErrorCode } from '../../../../contract/errors/index.ts';
import { FORM_TYPES, PERIOD_STATUSES, STAGES } from '../../db/schema/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { coded, q } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';
import {
  agreementItemOut,
  hipoItemOut,
  managerFeedbackOut,
  managerGradesOut,
  participantFeedbackOut,
  resultOut,
  valueItemOut,
} from './items.schemas.ts';

/**
 * Review forms as a whole: the list, the form page, launching, stage moves and delegation. Item writes
 * are in items.schemas.ts. The web imports the types (`import type`), never copies them.
 */

const id = z.number().int().positive().max(INT_MAX, coded('no_record'));
const ids = z.array(id).max(100_000);
const stage = z.enum(STAGES);

// Requests.

export const formListQuery = listQuery.extend({
  period: q.ids().optional(),
  stage: q.enums(STAGES).optional(),
  department: q.ids().optional(),
  employee: q.ids().optional(),
  reviewer: q.ids().optional(),
  type: q.enums(FORM_TYPES).optional(),
  team: q.bool().optional(),
  /** Forms of people still employed (true) or deactivated since (false); both when absent. */
  employee_active: q.bool().optional(),
});

/** One form (`employee`), or everyone of some people and departments (with sub-departments), or everyone. */
export const launchBody = z
  .strictObject({
    period: id,
    employee: id.optional(),
    employees: ids.default([]),
    departments: ids.default([]),
    all_employees: z.boolean().default(false),
    reviewer: id.optional(),
    type: z.enum(FORM_TYPES).optional(),
  })
  .refine((b) => b.all_employees || b.employee !== undefined || b.employees.length > 0 || b.departments.length > 0, {
    message: coded('choose_employees'),
    path: ['employees'],
  });

export const transitionBody = z.strictObject({ stage, reason: z.string().max(2000).default('') });
export const delegationBody = z.strictObject({
  form_ids: z.array(id).min(1, coded('choose_forms')).max(1000),
  to: id,
});

export type FormListQuery = z.infer<typeof formListQuery>;
/** What a client sends to launch; `LaunchBody` is the same after defaults. */
export type LaunchRequest = z.input<typeof launchBody>;
export type LaunchBody = z.infer<typeof launchBody>;
export type TransitionRequest = z.input<typeof transitionBody>;
export type TransitionBody = z.infer<typeof transitionBody>;
export type DelegationBody = z.infer<typeof delegationBody>;
/** Takes back the hand-over in force on each form: the form returns to the reviewer it was handed over by. */
export const revocationBody = z.strictObject({
  form_ids: z.array(id).min(1, coded('choose_forms')).max(1000),
});
export type RevocationBody = z.infer<typeof revocationBody>;

// Responses.

/** Filled-in items out of all; `done` is null where the count would tell what the caller may not see yet. */
const partProgress = z.object({ done: z.number().nullable(), total: z.number() });
export const progressOut = z.object({ self: partProgress, manager: partProgress });

const person = z.object({ id: z.number(), full_name: z.string() });

export const formListRowOut = z.object({
  id: z.number(),
  type: z.enum(FORM_TYPES),
  stage,
  version: z.number(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  period: z.object({ id: z.number(), name: z.string(), status: z.enum(PERIOD_STATUSES) }),
  employee: person.extend({ position: z.string(), is_active: z.boolean() }),
  department: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  reviewer: person.nullable(),
  deadlines: z.object({ self: z.string(), manager: z.string(), feedback: z.string() }),
  progress: progressOut,
});
export const formPageOut = pageOut(formListRowOut);
/** Forms per stage under the list's filters (the stage filter aside), every stage present. */
export const stageCountsOut = z.record(stage, z.number());

/** What a stage move still needs, by code (the error catalogue words it) and how many of it. */
export const MISSING_CODES = [
  'values_without_self_grade',
  'agreements_without_self_grade',
  'no_results',
  'values_without_manager_grade',
  'no_overall_grade',
  'hipo_without_decision',
  'agreements_without_manager_grade',
  'no_strengths',
  'no_growth_areas',
  'template_items_without_self_answer',
  'template_items_without_reviewer_answer',
] as const satisfies readonly ErrorCode[];
export const missingOut = z.object({ code: z.enum(MISSING_CODES), count: z.number(), section: missingSection });
/**
 * Whether the employee has acknowledged the feedback (agreement chosen) and whether the feedback deadline,
 * after which completing waits for nobody, has passed (DESIGN section 5).
 */
export const acknowledgementOut = z.object({
  answered: z.boolean(),
  deadline: z.string(),
  deadline_passed: z.boolean(),
});
/**
 * A move the caller could make now; its button shows what is still missing. FEEDBACK -> COMPLETE before the
 * employee's acknowledgement: an admin owes a reason (`reason_required`), a reviewer waits.
 */
export const moveOut = z.object({ stage, reason_required: z.boolean(), missing: z.array(missingOut) });

export const transitionRecordOut = z.object({
  from_stage: stage,
  to_stage: stage,
  reason: z.string(),
  at: z.string(),
  by: z.string().nullable(),
});
export const delegationRecordOut = z.object({
  from_reviewer_id: z.number().nullable(),
  to_reviewer_id: z.number(),
  by: z.string().nullable(),
  at: z.string(),
  /** Whom the form went from (null once that position is gone) and to, by name. */
  from_reviewer_name: z.string().nullable(),
  to_reviewer_name: z.string(),
  /** This hand-over gave the form back to the reviewer it had last been handed over by. */
  returned: z.boolean(),
  /**
   * The hand-over in force, and the form can go back now (SELF or MANAGER, period open): an admin or the
   * reviewer it came from may take it back.
   */
  revocable: z.boolean(),
});

export const formDetailOut = z.object({
  id: z.number(),
  type: z.enum(FORM_TYPES),
  stage,
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  period: z.object({
    id: z.number(),
    name: z.string(),
    status: z.enum(PERIOD_STATUSES),
    self_deadline: z.string(),
    manager_deadline: z.string(),
    feedback_deadline: z.string(),
    end_date: z.string(),
  }),
  employee: person.extend({ position: z.string(), department: z.string().nullable() }),
  reviewer: person.nullable(),
  me: z.object({ is_employee: z.boolean(), is_reviewer: z.boolean(), is_admin: z.boolean(), read_only: z.boolean() }),
  values: z.array(valueItemOut),
  agreements: z.array(agreementItemOut),
  hipo: z.array(hipoItemOut),
  results: z.array(resultOut),
  manager_grades: managerGradesOut.nullable(),
  /**
   * The grade a locked calibration session agreed on, beside the manager's own overall grade: seen exactly
   * when the overall grade is (the employee from FEEDBACK on). Always in the answer; optional in the type
   * for clients written before it.
   */
  calibrated_grade: z.number().int().nullable().optional(),
  /**
   * The potential level a locked calibration session placed the person at (a move on the potential axis),
   * seen by all but the employee (as hipo decisions are), on any form type; null where no session moved it.
   * Optional in the type for clients written before it.
   */
  calibrated_potential: z.enum(LEVELS).nullable().optional(),
  manager_feedback: managerFeedbackOut.nullable(),
  participant_feedback: participantFeedbackOut.nullable(),
  progress: progressOut,
  /** The stage history, newest first. */
  transitions: z.array(transitionRecordOut),
  /** Hand-overs to another reviewer, newest first. */
  delegations: z.array(delegationRecordOut),
  available_transitions: z.array(moveOut),
  /**
   * At FEEDBACK, what completing waits for: the employee's answer or the deadline; null at other stages.
   * Always in the answer; optional in the type for clients written before it.
   */
  acknowledgement: acknowledgementOut.nullable().optional(),
  /** The template version the form follows, its sections and the answers to its own items the caller may see. */
  template: formTemplateOut.nullable().optional(),
});
/** The caller's own form in the active period, if any. */
export const currentFormOut = z.object({ form: formDetailOut.nullable() });

/**
 * Why a launch gives someone no form, by code (the error catalogue words it): a form in the period already,
 * deactivated (named one by one), or nobody to assess them (no manager, no department head but themselves).
 */
export const LAUNCH_SKIP_REASONS = [
  'already_has_form',
  'employee_inactive',
  'no_reviewer',
] as const satisfies readonly ErrorCode[];
const skippedOut = z.object({ employee_id: z.number(), full_name: z.string(), reason: z.enum(LAUNCH_SKIP_REASONS) });

export const launchOut = z.object({
  created: z.number(),
  form_ids: z.array(z.number()),
  /** People given no form, with the reason: reported, never failing the launch. */
  skipped: z.array(skippedOut),
});
/** What the same launch would do, nothing written: the first names of each list, and how many in all. */
export const launchPreviewOut = z.object({
  period: z.object({ id: z.number(), name: z.string(), status: z.enum(PERIOD_STATUSES) }),
  forms_count: z.number(),
  forms: z.array(
    z.object({
      employee_id: z.number(),
      full_name: z.string(),
      position: z.string(),
      department: z.string().nullable(),
      reviewer: z.string().nullable(),
      template: launchTemplateOut,
    }),
  ),
  skipped_count: z.number(),
  skipped: z.array(skippedOut),
});
/** The manager dashboard's filter choices within the caller's reach: periods with forms to show, their people's departments. */
export const formFilterOptionsOut = z.object({
  periods: z.array(z.object({ id: z.number(), name: z.string(), status: z.enum(PERIOD_STATUSES) })),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const delegationOut = z.object({ delegated: z.number(), to: z.number() });
export const revocationOut = z.object({ revoked: z.number() });
export const delegatesOut = z.object({ results: z.array(person.extend({ position: z.string() })) });

// The bodies of the 409s particular to forms (the common ones are described in the API schema).

const problem = { detail: z.string(), request_id: z.string() };
/** A write or a move the form's stage does not allow: `stage` is the stage the form is at. */
export const stageConflictOut = z.object({
  ...problem,
  code: z.enum(['wrong_stage', 'illegal_transition']),
  params: z.record(z.string(), z.string()),
  stage,
});
/** A move whose preconditions do not hold: `missing` lists what is still to fill in. */
export const preconditionsFailedOut = z.object({
  ...problem,
  code: z.literal('preconditions_failed'),
  params: z.object({
    items: z.array(z.object({ code: z.enum(MISSING_CODES), params: z.object({ smart_count: z.number() }) })),
  }),
  missing: z.array(missingOut),
});

export type ProgressOut = z.infer<typeof progressOut>;
export type FormListRowOut = z.infer<typeof formListRowOut>;
export type FormPageOut = z.infer<typeof formPageOut>;
export type StageCountsOut = z.infer<typeof stageCountsOut>;
export type MissingCode = (typeof MISSING_CODES)[number];
export type MissingOut = z.infer<typeof missingOut>;
export type MoveOut = z.infer<typeof moveOut>;
export type TransitionRecordOut = z.infer<typeof transitionRecordOut>;
export type DelegationRecordOut = z.infer<typeof delegationRecordOut>;
export type FormDetailOut = z.infer<typeof formDetailOut>;
export type CurrentFormOut = z.infer<typeof currentFormOut>;
export type LaunchOut = z.infer<typeof launchOut>;
export type LaunchSkipReason = (typeof LAUNCH_SKIP_REASONS)[number];
export type LaunchPreviewOut = z.infer<typeof launchPreviewOut>;
export type FormFilterOptionsOut = z.infer<typeof formFilterOptionsOut>;
export type DelegationOut = z.infer<typeof delegationOut>;
export type DelegatesOut = z.infer<typeof delegatesOut>;
export type RevocationOut = z.infer<typeof revocationOut>;
export type StageConflictOut = z.infer<typeof stageConflictOut>;
export type AcknowledgementOut = z.infer<typeof acknowledgementOut>;
export type PreconditionsFailedOut = z.infer<typeof preconditionsFailedOut>;
