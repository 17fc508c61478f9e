import { z } from 'zod';
import { STAGES } from '../../../../contract/enums.ts';
import { ANSWERED_BY, QUESTION_TYPES, SECTION_KINDS } from '../../../../contract/templates.ts';
import { LONG_TEXT_MAX } from '../../../../contract/limits.ts';
import { INT_MAX } from '../../db/sql.ts';

/** The form's template as its page shows it: sections resolved (scales, competencies at the person's level). */
const text = z.object({ ru: z.string(), en: z.string() });
/** A launch preview's person: the template their form follows (a rule, the period's default, or the built-in). */
export const launchTemplateOut = z.object({ id: z.number(), name: text }).nullable();
/**
 * A template section a move still needs, by title, with its unanswered required items in the section's order: a
 * question by its key and text, a competency by its id (the answers' `item_key`) and name.
 */
export const missingSection = z
  .object({ key: z.string(), title: text, items: z.array(z.object({ key: z.string(), title: text })) })
  .optional();
const scaleOut = z.object({
  points: z.array(z.object({ value: z.number(), label: text })),
  allow_not_applicable: z.boolean(),
});
const questionOut = z.object({
  key: z.string(),
  type: z.enum(QUESTION_TYPES),
  text,
  required: z.boolean(),
  options: z.array(z.object({ key: z.string(), label: text })),
  scale: scaleOut.nullable(),
});
const competencyOut = z.object({
  key: z.string(),
  name: text,
  description: text,
  /** What is expected at the person's job level; null when their position names no level the competency describes. */
  behaviours: text.nullable(),
});
export const sectionOut = z.object({
  key: z.string(),
  kind: z.enum(SECTION_KINDS),
  title: text,
  description: text.nullable(),
  answered_by: z.enum(ANSWERED_BY),
  required: z.boolean(),
  weight: z.number(),
  visibility: z.object({ reviewer_sees_employee_from: z.enum(STAGES), employee_sees_reviewer_from: z.enum(STAGES) }),
  scale: scaleOut.nullable(),
  questions: z.array(questionOut),
  competencies: z.array(competencyOut),
});
const sideOut = z.object({
  value: z.number().nullable(),
  not_applicable: z.boolean(),
  choice: z.string().nullable(),
  text: z.string(),
});
/** One item's answers, each side null when the caller may not see it (yet). `version` 0: nobody answered yet. */
export const answerOut = z.object({
  /** The answer's row, as an AI summary's source cites it. */
  id: z.number(),
  section_key: z.string(),
  item_key: z.string(),
  self: sideOut.nullable(),
  reviewer: sideOut.nullable(),
  version: z.number(),
});
export const formTemplateOut = z.object({
  id: z.number(),
  version_id: z.number(),
  name: text,
  built_in: z.enum(['SMPL', 'STND']).nullable(),
  sections: z.array(sectionOut),
  answers: z.array(answerOut),
});

const key = z.string().min(1).max(100);
/** One answer of the caller's side: a point of the scale, not applicable, a choice (or yes/no), a text. */
export const answerBody = z.strictObject({
  section_key: key,
  item_key: key,
  value: z.number().int().min(-1000).max(1000).nullable().optional(),
  not_applicable: z.boolean().optional(),
  choice: z.string().max(100).nullable().optional(),
  text: z.string().max(LONG_TEXT_MAX).optional(),
  version: z.number().int().min(0).max(INT_MAX),
});

export type SectionOut = z.infer<typeof sectionOut>;
export type AnswerOut = z.infer<typeof answerOut>;
export type FormTemplateOut = z.infer<typeof formTemplateOut>;
export type AnswerBody = z.infer<typeof answerBody>;
