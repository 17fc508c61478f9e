import { z } from 'zod';
import { LONG_TEXT_MAX } from '../../../../contract/limits.ts';
import { coded } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';

/**
 * The assistant's two calls. It helps people read and write reviews; it never grades anyone. Every bullet
 * of a summary cites what a person wrote on the form (checked by the server, see grounding.ts).
 */

const id = z.number().int().positive().max(INT_MAX, coded('no_record'));

/** The longest text the improver takes: as long as a result may be. */
export const IMPROVE_MAX_CHARS = LONG_TEXT_MAX;

export const summaryBody = z.strictObject({ form_id: id });
export const improveBody = z
  .strictObject({
    text: z.string().trim().min(1).max(IMPROVE_MAX_CHARS).optional(),
    result_id: id.optional(),
  })
  .refine((b) => (b.text === undefined) !== (b.result_id === undefined), {
    message: 'ai_text_or_result',
    path: ['non_field_errors'],
  });

export type SummaryRequest = z.input<typeof summaryBody>;
export type SummaryBody = z.infer<typeof summaryBody>;
export type ImproveRequest = z.input<typeof improveBody>;
export type ImproveBody = z.infer<typeof improveBody>;

/**
 * What a source points at: a value item, a result, an agreement item, a feedback text, a hipo item, or a check-in
 * of an agreement's goal (its comment; only of goals the reader may see); between reviews, feedback any time the
 * person received (`peer_feedback`, only what the reader may read) and praise (`praise`), their `text`; on a
 * company's own template, an answer to a question or competency (`template_answer`, the id of its row), the
 * employee's text as `self_comment` and the reviewer's as `manager_comment`.
 */
export const SOURCE_KINDS = [
  'value',
  'result',
  'agreement',
  'feedback',
  'hipo',
  'check_in',
  'peer_feedback',
  'praise',
  'template_answer',
] as const;
/**
 * The text field of the item a quote comes from. With the kind and id it names one text on the form page,
 * so the web can scroll to it (feedback ids of the manager and of the employee come from different tables).
 * `title` is a value's name or an agreement's title: only the server's own gaps cite it, never an engine.
 */
export const SOURCE_FIELDS = [
  'title',
  'self_comment',
  'manager_comment',
  'text',
  'comment',
  'strengths',
  'growth_areas',
  'recommendation',
  'final_comment',
  'feedback_to_manager',
] as const;
/** Strengths and growth areas summarise; grade gaps and missed agreements are the gaps worth discussing. */
export const SUMMARY_SECTIONS = ['strength', 'growth_area'] as const;
export const GAP_SECTIONS = ['grade_gap', 'missed_agreement'] as const;

export const sourceOut = z.object({
  kind: z.enum(SOURCE_KINDS),
  id: z.number(),
  field: z.enum(SOURCE_FIELDS),
  /** An exact substring of that field's text as the caller can read it. */
  quote: z.string(),
});
export const summaryBulletOut = z.object({
  section: z.enum(SUMMARY_SECTIONS),
  text: z.string(),
  sources: z.array(sourceOut).min(1),
});
export const gapBulletOut = z.object({
  section: z.enum(GAP_SECTIONS),
  text: z.string(),
  sources: z.array(sourceOut).min(1),
});
export const summaryOut = z.object({
  summary: z.array(summaryBulletOut),
  gaps: z.array(gapBulletOut),
  /** `offline`, or the model's name. */
  engine: z.string(),
  generated_at: z.string(),
  /** Bullets the engine wrote that the server refused: a source that does not check out, or a grade-like claim. */
  dropped: z.number(),
});

export const improveOut = z.object({
  suggestion: z.string(),
  changes: z.array(z.string()),
  hints: z.array(z.string()),
  /** The language of the text, which is the language of the answer. */
  lang: z.enum(['ru', 'en']),
  engine: z.string(),
});

export type SourceKind = (typeof SOURCE_KINDS)[number];
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];
export type GapSection = (typeof GAP_SECTIONS)[number];
export type SourceOut = z.infer<typeof sourceOut>;
export type SummaryBulletOut = z.infer<typeof summaryBulletOut>;
export type GapBulletOut = z.infer<typeof gapBulletOut>;
export type SummaryOut = z.infer<typeof summaryOut>;
export type ImproveOut = z.infer<typeof improveOut>;
