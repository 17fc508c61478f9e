import { z } from 'zod';
import { SOURCE_FIELDS, SOURCE_KINDS, SUMMARY_SECTIONS } from '../ai.schemas.ts';
import { EngineFailure, type DraftBullet, type ImproveDraft } from '../engine.ts';

/**
 * Reading the model's answer. Servers differ in how well they keep to "JSON only": some wrap it in ``` fences,
 * add a sentence, or (reasoning models) think aloud in <think> first. We take the outermost JSON object of
 * the answer and check its shape; anything else is an EngineFailure, never a half-read answer.
 */

/** The part of a chat completion we read; the server is outside our control, so it is checked too. */
const completion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

/** Small models sometimes write an id as a string of digits: that is still the id. */
const itemId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
]);

const summaryAnswer = z.object({
  bullets: z.array(
    z.object({
      section: z.enum(SUMMARY_SECTIONS),
      text: z.string().trim().min(1),
      sources: z
        .array(
          z.object({
            kind: z.enum(SOURCE_KINDS),
            id: itemId,
            field: z.enum(SOURCE_FIELDS),
            // Never trimmed: the server checks that it is an exact substring of the text.
            quote: z.string().min(1),
          }),
        )
        // A bullet without sources is read, then dropped by the server's checks like any ungrounded one.
        .default([]),
    }),
  ),
});

const improveAnswer = z.object({
  suggestion: z.string().trim().min(1),
  changes: z.array(z.string()).default([]),
  hints: z.array(z.string()).default([]),
});

/** The message text of a completion, or why there is none. */
export function contentOf(body: unknown): string {
  const parsed = completion.safeParse(body);
  if (!parsed.success) throw new EngineFailure('the model server answered something that is not a chat completion');
  const [choice] = parsed.data.choices;
  if (choice.finish_reason === 'length') throw new EngineFailure('the answer was cut at the token limit');
  if (choice.message.refusal) throw new EngineFailure('the model refused to answer');
  if (!choice.message.content?.trim()) throw new EngineFailure('the model answered nothing');
  return choice.message.content;
}

function jsonOf(content: string): unknown {
  const answer = content.replace(/<think>[\s\S]*?<\/think>/g, '');
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) throw new EngineFailure('the answer holds no JSON object');
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch (error) {
    throw new EngineFailure('the answer is not valid JSON', error);
  }
}

function shaped<T extends z.ZodType>(schema: T, content: string): z.output<T> {
  const parsed = schema.safeParse(jsonOf(content));
  if (!parsed.success) throw new EngineFailure('the answer is not in the agreed shape', parsed.error);
  return parsed.data;
}

export function parseSummary(content: string): DraftBullet[] {
  return shaped(summaryAnswer, content).bullets;
}

export function parseImprove(content: string): ImproveDraft {
  return shaped(improveAnswer, content);
}
