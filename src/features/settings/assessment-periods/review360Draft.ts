import type { Review360NominationMode, Review360QuestionKind } from '../../../../contract/enums.ts';
import {
  REVIEW360_REQUESTS_PER_REVIEWER_MAX,
  REVIEW360_REVIEWERS_MAX,
  REVIEW360_THRESHOLD_MIN,
} from '../../../../contract/limits.ts';
import type { Review360SettingsOut, Review360SettingsPut } from '../../../api/types.ts';

/**
 * The 360 section's form state: the numbers as typed (so a cleared field stays cleared until it is valid), the
 * questions in order, each with a key of its own for React and the focus.
 */
export type DraftQuestion = { key: string; kind: Review360QuestionKind; value: number | null; text: string };

export const NUMBER_FIELDS = [
  'min_reviewers',
  'max_reviewers',
  'max_requests_per_reviewer',
  'anonymity_threshold',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** The API's ranges (review360.schemas.ts), checked here first so the admin sees them before saving. */
export const NUMBER_RANGES: Record<NumberField, { min: number; max: number }> = {
  min_reviewers: { min: 1, max: REVIEW360_REVIEWERS_MAX },
  max_reviewers: { min: 1, max: REVIEW360_REVIEWERS_MAX },
  max_requests_per_reviewer: { min: 1, max: REVIEW360_REQUESTS_PER_REVIEWER_MAX },
  anonymity_threshold: { min: REVIEW360_THRESHOLD_MIN, max: REVIEW360_REVIEWERS_MAX },
};

export type Draft = {
  enabled: boolean;
  nomination_mode: Review360NominationMode;
  numbers: Record<NumberField, string>;
  /** `YYYY-MM-DD`, or empty for the period's self-assessment deadline. */
  deadline: string;
  questions: DraftQuestion[];
};

let nextKey = 0;
export const newKey = (): string => `q${String((nextKey += 1))}`;

export function questionsOf(settings: Review360SettingsOut): DraftQuestion[] {
  return settings.questions.map((question) => ({
    key: newKey(),
    kind: question.kind,
    value: question.value,
    text: question.text,
  }));
}

export function draftOf(settings: Review360SettingsOut): Draft {
  return {
    enabled: settings.enabled,
    nomination_mode: settings.nomination_mode,
    numbers: {
      min_reviewers: String(settings.min_reviewers),
      max_reviewers: String(settings.max_reviewers),
      max_requests_per_reviewer: String(settings.max_requests_per_reviewer),
      anonymity_threshold: String(settings.anonymity_threshold),
    },
    deadline: settings.deadline ?? '',
    questions: questionsOf(settings),
  };
}

/** The default questions: one per active company value in the values' order, then "continue" and "change". */
export function defaultQuestions(valueIds: number[]): DraftQuestion[] {
  return [
    ...valueIds.map((value): DraftQuestion => ({ key: newKey(), kind: 'value', value, text: '' })),
    { key: newKey(), kind: 'continue', value: null, text: '' },
    { key: newKey(), kind: 'change', value: null, text: '' },
  ];
}

const sameQuestions = (a: DraftQuestion[], b: DraftQuestion[]) =>
  a.length === b.length &&
  a.every((q, i) => q.kind === b[i].kind && q.value === b[i].value && q.text.trim() === b[i].text.trim());

/** The numbers that are not whole numbers in their range. */
export function badNumbers(numbers: Record<NumberField, string>): NumberField[] {
  return NUMBER_FIELDS.filter((field) => {
    const { min, max } = NUMBER_RANGES[field];
    const typed = numbers[field].trim();
    return !/^\d+$/.test(typed) || Number(typed) < min || Number(typed) > max;
  });
}

/**
 * The PUT body. The questions go only when they changed from what the server holds: a period whose 360 was
 * never saved then gets the server's defaults, and a period whose questions are frozen can still change the
 * rest.
 */
export function bodyOf(draft: Draft, settings: Review360SettingsOut): Review360SettingsPut {
  const questions = draft.questions.map((q) => ({
    kind: q.kind,
    value: q.kind === 'value' ? q.value : null,
    text: q.text.trim(),
  }));
  const changed = !sameQuestions(draft.questions, questionsOf(settings));
  return {
    enabled: draft.enabled,
    nomination_mode: draft.nomination_mode,
    min_reviewers: Number(draft.numbers.min_reviewers),
    max_reviewers: Number(draft.numbers.max_reviewers),
    max_requests_per_reviewer: Number(draft.numbers.max_requests_per_reviewer),
    anonymity_threshold: Number(draft.numbers.anonymity_threshold),
    deadline: draft.deadline || null,
    ...(changed && !settings.questions_frozen ? { questions } : {}),
    version: settings.version,
  };
}
