/** Sizes the API refuses past, shared so that the web can say so at the field before sending anything. */

/** A comment, a result, a feedback text on a review form. */
export const LONG_TEXT_MAX = 5000;

/** 360 feedback: a period's defaults and the bounds an admin may set. */
export const REVIEW360_DEFAULTS = {
  min_reviewers: 3,
  max_reviewers: 8,
  max_requests_per_reviewer: 8,
  anonymity_threshold: 3,
} as const;
/** Never below 2: a "group" of one is a person. */
export const REVIEW360_THRESHOLD_MIN = 2;
export const REVIEW360_REVIEWERS_MAX = 20;
export const REVIEW360_REQUESTS_PER_REVIEWER_MAX = 50;
export const REVIEW360_QUESTIONS_MAX = 30;
/** A question's own wording, and a decline's reason. */
export const REVIEW360_QUESTION_TEXT_MAX = 500;
export const REVIEW360_REASON_MAX = 1000;
