import type { AnswerIn } from '../../../api/types.ts';

/**
 * A request's answers not yet saved as its draft on the server, kept in this browser meanwhile (with the draft's
 * version they go over), so that signing in again after the session ended loses nothing. The key names the
 * reviewer (see features/forms/drafts.ts): nobody else signing in here sees or sends them. Dropped once the
 * server has them, and when the request is sent, declined or read again.
 */
export type KeptAnswers = { answers: AnswerIn[]; version: number };

export function keptAnswersKey(owner: string, requestId: number): string {
  return `perf-review.review360-draft.${owner}.${requestId}`;
}

function isAnswer(value: unknown): value is AnswerIn {
  return (
    typeof value === 'object' &&
    value !== null &&
    'question_id' in value &&
    typeof value.question_id === 'number' &&
    'comment' in value &&
    typeof value.comment === 'string' &&
    'grade' in value &&
    (value.grade === null || typeof value.grade === 'number')
  );
}

export function readKeptAnswers(key: string): KeptAnswers | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null || !('answers' in value) || !('version' in value)) return null;
    const { answers, version } = value;
    return Array.isArray(answers) && answers.every(isAnswer) && typeof version === 'number'
      ? { answers, version }
      : null;
  } catch {
    return null;
  }
}

export function keepAnswers(key: string, kept: KeptAnswers): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the answers still live in the form until they are saved.
  }
}

export function dropKeptAnswers(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept, then.
  }
}
