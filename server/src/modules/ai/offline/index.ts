import type { AiEngine } from '../engine.ts';
import { EngineFailure } from '../engine.ts';
import { improve } from './improve.ts';
import { summarise } from './summarise.ts';

/**
 * The assistant without a model: rules and statistics over the form's own sentences. Nothing leaves the
 * server, the same form gives the same answer, and every bullet is a sentence someone wrote on the form.
 */
export function offlineEngine(): AiEngine {
  const checked = (signal: AbortSignal) => {
    if (signal.aborted) throw new EngineFailure('offline engine: request aborted', signal.reason);
  };
  return {
    name: 'offline',
    summarise: (input, signal) =>
      new Promise((resolve) => {
        checked(signal);
        resolve(summarise(input));
      }),
    improve: (input, signal) =>
      new Promise((resolve) => {
        checked(signal);
        resolve(improve(input));
      }),
  };
}

export { findHints, hintCodes, hintTexts, HINT_CODES, type HintCode } from './hints.ts';
export { improve } from './improve.ts';
export { looksLikeGrade } from './cues.ts';
export { splitSentences, type Sentence } from './sentences.ts';
export { summarise } from './summarise.ts';
