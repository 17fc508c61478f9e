/** Sizes the API refuses past, shared so that the web can say so at the field before sending anything. */

/** A comment, a result, a feedback text on a review form. */
export const LONG_TEXT_MAX = 5000;
