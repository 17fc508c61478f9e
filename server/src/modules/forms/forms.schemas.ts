import { z } from 'zod';
import { FORM_TYPES, HIPO_DECISIONS, PARTICIPANT_AGREEMENT, STAGES } from '../../db/schema/enums.ts';
import { listQuery } from '../../http/pagination.ts';
import { coded, q } from '../../http/zod.ts';

export const formListQuery = listQuery.extend({
  period: q.ids().optional(),
  stage: q.enums(STAGES).optional(),
  department: q.ids().optional(),
  employee: q.ids().optional(),
  reviewer: q.ids().optional(),
  type: q.enums(FORM_TYPES).optional(),
  team: q.bool().optional(),
});

const ids = z.array(z.number().int().positive()).max(100_000);
export const launchBody = z
  .strictObject({
    period: z.number().int().positive(),
    employee: z.number().int().positive().optional(),
    employees: ids.default([]),
    departments: ids.default([]),
    all_employees: z.boolean().default(false),
    reviewer: z.number().int().positive().optional(),
    type: z.enum(FORM_TYPES).optional(),
  })
  .refine((b) => b.all_employees || b.employee !== undefined || b.employees.length > 0 || b.departments.length > 0, {
    message: coded('choose_employees'),
    path: ['employees'],
  });

export const transitionBody = z.strictObject({ stage: z.enum(STAGES), reason: z.string().max(2000).default('') });
export const delegationBody = z.strictObject({
  form_ids: z.array(z.number().int().positive()).min(1, coded('choose_forms')).max(1000),
  to: z.number().int().positive(),
});

export const grade = z
  .number()
  .int(coded('grade_range'))
  .min(0, coded('grade_range'))
  .max(5, coded('grade_range'))
  .nullable();
const comment = z.string().max(5000);
const version = z.number().int().positive();

export const selfValueBody = z.strictObject({
  self_grade: grade.optional(),
  self_comment: comment.optional(),
  version,
});
export const managerValueBody = z.strictObject({
  id: z.number().int().positive(),
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
export const agreementItemBody = z.strictObject({
  self_grade: grade.optional(),
  self_comment: comment.optional(),
  manager_grade: grade.optional(),
  manager_comment: comment.optional(),
  version,
});
export const hipoBody = z.strictObject({
  decision: z.enum(HIPO_DECISIONS).nullable().optional(),
  comment: comment.optional(),
  version,
});
export const resultCreate = z.strictObject({
  form: z.number().int().positive(),
  text: z.string().trim().min(1).max(5000),
});
export const resultPatch = z.strictObject({
  text: z.string().trim().min(1).max(5000),
  version,
});
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
