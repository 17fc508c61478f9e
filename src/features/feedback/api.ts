import type { FeedbackCreate } from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/** Product feedback goes to the product team, from any page, with or without a company; staff read it. */
export const feedbackApi = {
  send: (body: FeedbackCreate) => call('feedback.create', { body }),
  /**
   * The staff area's list, outside any company and for staff users only (the API answers others 403): every
   * user's product feedback, newest first; `search`, `company`, `page`, `page_size`.
   */
  getFeedback: (query: Query) => call('feedback.staffList', { query }),
};
