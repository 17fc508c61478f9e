import { z } from 'zod';
import { CALIBRATION_CHANGE_KINDS, CALIBRATION_STATUSES, STAGES } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { coded, q } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';
import { recordId } from '../settings/fields.ts';
import { axisOut, BOX_KEYS, cardFields, level, nineBoxSettingsOut } from './ninebox.schemas.ts';

export const GRADES = ['0', '1', '2', '3', '4', '5'] as const;
const grade = z.number().int().min(0).max(5);
const person = z.object({ id: z.number().int(), full_name: z.string() });

/** Percent of people per overall grade "0".."5"; a grade left out is 0. */
export const targetCurve = z.partialRecord(z.enum(GRADES), z.number().min(0).max(100)).superRefine((curve, ctx) => {
  const sum = Object.values(curve).reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 100) > 0.01)
    ctx.addIssue({ code: 'custom', message: coded('target_curve_sum'), params: { sum }, input: curve });
});
export const DEFAULT_TARGET_CURVE = { '1': 10, '2': 20, '3': 40, '4': 20, '5': 10 } as const;

const uniqueIds = z
  .array(recordId())
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, coded('duplicate_ids'));

/**
 * A new session. `department_ids`: each with its sub-departments; none = the whole company.
 * `participant_ids`: users who are managers or admins of the company. `target_curve`: defaults to
 * 10/20/40/20/10 % over grades 1..5.
 */
export const sessionCreate = z.strictObject({
  name: z.string().trim().min(1).max(200),
  period: recordId(),
  department_ids: uniqueIds.default([]),
  participant_ids: uniqueIds.default([]),
  target_curve: targetCurve.default(DEFAULT_TARGET_CURVE),
});
export type SessionCreate = z.infer<typeof sessionCreate>;

/**
 * An open session's changes (admins): any of its name, target curve, participants and, while nobody has
 * changed a grade or box in it yet, its departments. `version`: the session's as read, else a 409 with it as
 * it now is. The period stays.
 */
export const sessionUpdate = z.strictObject({
  name: sessionCreate.shape.name.optional(),
  department_ids: uniqueIds.optional(),
  participant_ids: uniqueIds.optional(),
  target_curve: targetCurve.optional(),
  version: z.number().int().min(1).max(INT_MAX),
});
export type SessionUpdate = z.infer<typeof sessionUpdate>;

export const sessionListQuery = listQuery.pick({ page: true, page_size: true }).extend({
  period: q.ids().optional(),
  status: q.enums(CALIBRATION_STATUSES).optional(),
});
export type SessionListQuery = z.infer<typeof sessionListQuery>;

/** A session as lists show it. */
export const sessionSummaryOut = z.object({
  id: z.number().int(),
  name: z.string(),
  period: z.object({ id: z.number().int(), name: z.string() }),
  department_ids: z.array(z.number().int()),
  target_curve: z.record(z.enum(GRADES), z.number()),
  status: z.enum(CALIBRATION_STATUSES),
  participants_count: z.number().int(),
  created_by: person.nullable(),
  created_at: z.string(),
  locked_at: z.string().nullable(),
  locked_by: person.nullable(),
  version: z.number().int(),
});
export type SessionSummaryOut = z.infer<typeof sessionSummaryOut>;
export const sessionList = pageOut(sessionSummaryOut);

/**
 * A person of a session: the form as computed (the manager's overall grade, the 9-box values and levels)
 * and as calibrated. `entry` holds what participants set (null fields: as computed; version 0: never
 * changed; its performance is the level of its calibrated grade, never set apart from it); `final` is what
 * counts: the calibrated grade or else the overall grade, the performance level of that grade, the entry's
 * potential over the computed one, and their box (null box: no potential).
 */
export const sessionPersonOut = z.object({
  ...cardFields,
  reviewer: person.nullable(),
  stage: z.enum(STAGES),
  overall_grade: z.number().int(),
  /**
   * The points of the form's own scale where it grades on a company's (a template's), null on the built-in
   * 0..5: its grades are points of that scale, its performance their place on 0..5 (README).
   */
  scale: z.array(z.object({ value: z.number().int(), label: z.object({ ru: z.string(), en: z.string() }) })).nullable(),
  performance: axisOut,
  potential: axisOut.nullable(),
  entry: z.object({
    calibrated_grade: grade.nullable(),
    performance: level.nullable(),
    potential: level.nullable(),
    version: z.number().int(),
    updated_by: person.nullable(),
    updated_at: z.string().nullable(),
  }),
  final: z.object({
    grade: grade,
    performance: level,
    potential: level.nullable(),
    box: z.enum(BOX_KEYS).nullable(),
  }),
});
export type SessionPersonOut = z.infer<typeof sessionPersonOut>;

/** One grade's share: now (calibrated), as the managers graded, the target, and now minus the target. */
const gradeShareOut = z.object({
  grade: grade,
  count: z.number().int(),
  percent: z.number(),
  manager_count: z.number().int(),
  manager_percent: z.number(),
  target: z.number(),
  deviation: z.number(),
});

export const sessionDetailOut = sessionSummaryOut.extend({
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  participants: z.array(person.extend({ email: z.string() })),
  me: z.object({ is_admin: z.boolean(), is_participant: z.boolean(), can_edit: z.boolean() }),
  thresholds: nineBoxSettingsOut,
  /** Who is calibrated: the period's forms in the departments past SELF that carry an overall grade. */
  people: z.array(sessionPersonOut),
  boxes: z.array(z.object({ key: z.enum(BOX_KEYS), count: z.number().int(), form_ids: z.array(z.number().int()) })),
  no_potential: z.object({ count: z.number().int(), form_ids: z.array(z.number().int()) }),
  distribution: z.object({ total: z.number().int(), grades: z.array(gradeShareOut) }),
});
export type SessionDetailOut = z.infer<typeof sessionDetailOut>;

/**
 * A move: a new calibrated grade, a new box (either axis), or both, always with a reason. Null puts a
 * field back to as computed. `version`: the entry's as read (0 or left out for one never changed).
 * Performance is the level of the grade: a box on another performance level needs a calibrated grade inside
 * that level (else a 400 naming `calibrated_grade`), and a new grade moves the box with it.
 */
export const entryBody = z
  .strictObject({
    calibrated_grade: grade.nullable().optional(),
    performance: level.nullable().optional(),
    potential: level.nullable().optional(),
    reason: z.string().trim().min(1).max(2000),
    version: z.number().int().min(0).max(INT_MAX).default(0),
  })
  .refine((b) => b.calibrated_grade !== undefined || b.performance !== undefined || b.potential !== undefined, {
    message: coded('calibration_nothing_to_change'),
    path: ['non_field_errors'],
  });
export type EntryBody = z.infer<typeof entryBody>;

export const lockBody = z.strictObject({ reason: z.string().trim().max(2000).default('') });
export const reopenBody = z.strictObject({ reason: z.string().trim().min(1).max(2000) });

export const sessionPathParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive().max(INT_MAX),
});
export const entryParams = sessionPathParams.extend({
  formId: z.coerce.number().int().positive().max(INT_MAX),
});

/** What a change changed: a grade, the levels of a box, or the session's status. */
const changeState = z.object({
  grade: grade.nullable().optional(),
  calibrated_grade: grade.nullable().optional(),
  performance: level.nullable().optional(),
  potential: level.nullable().optional(),
  status: z.enum(CALIBRATION_STATUSES).optional(),
  /** Lock: how many forms received a calibrated grade. */
  grades_written: z.number().int().optional(),
  /** Lock: how many forms received a calibrated potential (a move on the potential axis). */
  potentials_written: z.number().int().optional(),
});
export type ChangeState = z.infer<typeof changeState>;

export const changeOut = z.object({
  id: z.number().int(),
  kind: z.enum(CALIBRATION_CHANGE_KINDS),
  form_id: z.number().int().nullable(),
  employee_name: z.string().nullable(),
  by: person.nullable(),
  at: z.string(),
  before: changeState,
  after: changeState,
  reason: z.string(),
});
export type ChangeOut = z.infer<typeof changeOut>;
export const changeList = pageOut(changeOut);
export const historyQuery = listQuery.pick({ page: true, page_size: true });
