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

/** One-on-ones: a talking point, an action item, a suggested question; notes are long texts. */
export const ONE_ON_ONE_POINT_MAX = 1000;
export const ONE_ON_ONE_NOTES_MAX = LONG_TEXT_MAX;
export const ONE_ON_ONE_QUESTIONS_MAX = 30;
/** How far ahead a series' first meeting may be set. */
export const ONE_ON_ONE_FIRST_MEETING_DAYS_MAX = 366;
/** Feedback any time and praise. */
export const PEER_FEEDBACK_TEXT_MAX = LONG_TEXT_MAX;
export const FEEDBACK_REQUEST_MESSAGE_MAX = 1000;
/** How many colleagues one request asks, and how many people one praise thanks. */
export const FEEDBACK_REQUEST_PEOPLE_MAX = 10;
export const PRAISE_RECIPIENTS_MAX = 10;
export const PRAISE_TEXT_MAX = 2000;
export const PRAISE_HIDE_REASON_MAX = 500;
/** A page of the company's directory (the pickers search as one types: a page is what a list shows). */
export const COLLEAGUES_PAGE_MAX = 50;

/** A key result's value (start, target, current, a check-in's), either way from zero. */
export const KEY_RESULT_VALUE_MAX = 1e12;
/**
 * How far a check-in's value may lie outside its key result's start..target, in lengths of that span: past it the
 * value is refused as a typo. The web warns already past one length.
 */
export const CHECK_IN_SPAN_FACTOR = 100;
/** A goal's and a key result's title. */
export const GOAL_TITLE_MAX = 300;
