import type { Review360Relationship } from '../../../../contract/enums.ts';
import type { Lang } from '../../../../contract/errors/index.ts';
import type { SourceField, SourceKind, SummarySection } from './ai.schemas.ts';

/**
 * One interface, two engines: the offline engine (default, nothing leaves the server) and an
 * OpenAI-compatible chat-completions client (when AI_BASE_URL is set). The service gives an engine only what
 * the caller may see of a form, and checks every bullet it answers (grounding.ts) before anyone reads it.
 */

/**
 * Who wrote a text: the employee (self part, results, their feedback), the reviewer, or a colleague (feedback any
 * time and praise the person received between reviews).
 */
export type Author = 'employee' | 'manager' | 'colleague';

/** One text a person wrote, as the caller can read it. A quote must be an exact substring of `text`. */
export type SourceText = { field: SourceField; author: Author; text: string };

/**
 * One item of the form: a value, an agreement, a hipo skill, a result, or a feedback block. `title` is the
 * company's label (a value's name, an agreement's title); it gives context and is never quoted. `signal` is
 * the server's reading of the grades, without the grades themselves: `high` where the item's grades are 4-5,
 * `low` where they are 0-2 (hipo: never set), so an engine can group without ever seeing or repeating a grade.
 */
export type SourceItem = {
  kind: SourceKind;
  id: number;
  title: string;
  signal: 'high' | 'low' | null;
  texts: SourceText[];
};

/**
 * The person's 360 feedback on one company value, as the caller may read it (review360 results): the mean
 * grade of each reviewer group shown (at least the anonymity threshold of answers) and over them. Only
 * aggregated: no comment, no count, nobody's name. Engines read it as a signal like the form's grades; the
 * means stay on the server (the model server gets the signals alone).
 */
export type Review360Value = {
  valueId: number;
  title: string;
  groups: { group: Review360Relationship; mean: number }[];
  mean: number;
};

export type SummaryInput = {
  /** The language of the caller, in which bullets are written (quotes stay as written). */
  lang: Lang;
  formType: 'SMPL' | 'STND';
  items: SourceItem[];
  /** Empty until the person's 360 closed and the caller may read it. */
  review360: Review360Value[];
};

export type DraftSource = { kind: SourceKind; id: number; field: SourceField; quote: string };
/** A bullet as an engine proposes it; the server keeps it only if every source checks out. */
export type DraftBullet = { section: SummarySection; text: string; sources: DraftSource[] };

export type ImproveInput = { text: string; lang: Lang };
export type ImproveDraft = { suggestion: string; changes: string[]; hints: string[] };

export interface AiEngine {
  /** `offline`, or the model's name: shown to the user beside the answer. */
  readonly name: string;
  summarise(input: SummaryInput, signal: AbortSignal): Promise<DraftBullet[]>;
  improve(input: ImproveInput, signal: AbortSignal): Promise<ImproveDraft>;
}

/** The model server timed out, refused, or answered something that is not the agreed JSON: a 503. */
export class EngineFailure extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}
