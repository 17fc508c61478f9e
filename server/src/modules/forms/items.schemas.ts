import { z } from 'zod';
import { AGREEMENT_STATUSES, HIPO_DECISIONS, PARTICIPANT_AGREEMENT } from '../../db/schema/enums.ts';
import { LONG_TEXT_MAX } from '../../../../contract/limits.ts';
import { coded } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';
import { goalInFormOut } from './goals-in-form.schemas.ts';

/**
 * The items of a review form: what a write sends and what the form page, every item write and the
 * `current` of a 409 answer. The web imports the types (`import type`), never copies them.
 */

const id = z.number().int().positive().max(INT_MAX, coded('no_record'));
const version = z.number().int().positive().max(INT_MAX);
export const grade = z
  .number()
  .int(coded('grade_range'))
  .min(0, coded('grade_range'))
  .max(5, coded('grade_range'))
  .nullable();
const comment = z.string().max(LONG_TEXT_MAX);
const resultText = z.string().trim().min(1).max(LONG_TEXT_MAX);

// Requests. Each write carries the version of the item it was read at (a stale one is a 409).

export const selfValueBody = z.strictObject({
  self_grade: grade.optional(),
  self_comment: comment.optional(),
  version,
});
export const managerValueBody = z.strictObject({
  id,
  manager_grade: grade.optional(),
  manager_comment: comment.optional(),
  version,
});
export const managerGradesBody = z
  .strictObject({
    overall_grade: grade.optional(),
    final_comment: comment.optional(),
    version: version.optional(),
    values: z.array(managerValueBody).max(200).optional(),
  })
  .refine((b) => (b.overall_grade === undefined && b.final_comment === undefined) || b.version !== undefined, {
    message: coded('required'),
    path: ['version'],
  });
/** Either side's part of an agreement item, never both in one call: they belong to different stages. */
export const agreementItemBody = z
  .strictObject({
    self_grade: grade.optional(),
    self_comment: comment.optional(),
    manager_grade: grade.optional(),
    manager_comment: comment.optional(),
    version,
  })
  .refine(
    (b) =>
      !(
        (b.self_grade !== undefined || b.self_comment !== undefined) &&
        (b.manager_grade !== undefined || b.manager_comment !== undefined)
      ),
    { message: coded('one_part'), path: ['non_field_errors'] },
  );
export const hipoBody = z.strictObject({
  decision: z.enum(HIPO_DECISIONS).nullable().optional(),
  comment: comment.optional(),
  version,
});
export const resultCreate = z.strictObject({ form: id, text: resultText });
export const resultPatch = z.strictObject({ text: resultText, version });
export const managerFeedbackBody = z.strictObject({
  strengths: comment.optional(),
  growth_areas: comment.optional(),
  recommendation: comment.optional(),
  version,
});
export const participantFeedbackBody = z.strictObject({
  agreement: z.enum(PARTICIPANT_AGREEMENT).nullable().optional(),
  comment: comment.optional(),
  feedback_to_manager: comment.optional(),
  version,
});

export type SelfValueBody = z.infer<typeof selfValueBody>;
export type ManagerValueBody = z.infer<typeof managerValueBody>;
export type ManagerGradesBody = z.infer<typeof managerGradesBody>;
export type AgreementItemBody = z.infer<typeof agreementItemBody>;
export type HipoBody = z.infer<typeof hipoBody>;
export type ResultCreate = z.infer<typeof resultCreate>;
export type ResultPatch = z.infer<typeof resultPatch>;
export type ManagerFeedbackBody = z.infer<typeof managerFeedbackBody>;
export type ParticipantFeedbackBody = z.infer<typeof participantFeedbackBody>;

// Responses. A part the caller may not see yet is null (DESIGN section 5), never left out.

const graded = {
  self_grade: z.number().nullable(),
  self_comment: z.string().nullable(),
  manager_grade: z.number().nullable(),
  manager_comment: z.string().nullable(),
};
export const valueItemOut = z.object({
  id: z.number(),
  value_id: z.number(),
  name: z.string(),
  description: z.string(),
  version: z.number(),
  ...graded,
});
export const agreementItemOut = z.object({
  id: z.number(),
  agreement_id: z.number(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  version: z.number(),
  ...graded,
  /** The form page's goal (progress, health, check-ins), where the reader may see it; item writes leave it out. */
  goal: goalInFormOut.nullable().optional(),
});
export const hipoItemOut = z.object({
  id: z.number(),
  hipo_skill_id: z.number(),
  name: z.string(),
  description: z.string(),
  decision: z.enum(HIPO_DECISIONS).nullable(),
  comment: z.string(),
  version: z.number(),
});
export const resultOut = z.object({
  id: z.number(),
  text: z.string(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const managerGradesOut = z.object({
  id: z.number(),
  overall_grade: z.number().nullable(),
  final_comment: z.string(),
  version: z.number(),
});
/** The grades after a manager_grades_update call, with the value items it changed. */
export const managerGradesUpdateOut = managerGradesOut.extend({ values: z.array(valueItemOut) });
export const managerFeedbackOut = z.object({
  id: z.number(),
  strengths: z.string(),
  growth_areas: z.string(),
  recommendation: z.string(),
  version: z.number(),
});
export const participantFeedbackOut = z.object({
  id: z.number(),
  agreement: z.enum(PARTICIPANT_AGREEMENT).nullable(),
  comment: z.string(),
  feedback_to_manager: z.string(),
  version: z.number(),
});
export const hipoSkillOut = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  order: z.number(),
  is_active: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const hipoSkillsOut = z.object({
  count: z.number(),
  next: z.null(),
  previous: z.null(),
  results: z.array(hipoSkillOut),
});

/** The 409 of a write at a stale version: `current` is the item as the caller's form page shows it now. */
export const staleOut = <T extends z.ZodType>(item: T) =>
  z.object({ detail: z.string(), code: z.literal('stale_version'), request_id: z.string(), current: item });

export type ValueItemOut = z.infer<typeof valueItemOut>;
export type AgreementItemOut = z.infer<typeof agreementItemOut>;
export type HipoItemOut = z.infer<typeof hipoItemOut>;
export type ResultOut = z.infer<typeof resultOut>;
export type ManagerGradesOut = z.infer<typeof managerGradesOut>;
export type ManagerGradesUpdateOut = z.infer<typeof managerGradesUpdateOut>;
export type ManagerFeedbackOut = z.infer<typeof managerFeedbackOut>;
export type ParticipantFeedbackOut = z.infer<typeof participantFeedbackOut>;
export type HipoSkillOut = z.infer<typeof hipoSkillOut>;
export type HipoSkillsOut = z.infer<typeof hipoSkillsOut>;
export type StaleOut<T> = { detail: string; code: 'stale_version'; request_id: string; current: T };
