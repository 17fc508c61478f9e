import { call, type Query } from '../httpClient.ts';

/** The staff area's calls: outside any company, for staff users only (the API answers others 403). */
export const staffApi = {
  /** Every user's product feedback, newest first; `search`, `company`, `page`, `page_size`. */
  getFeedback: (query: Query) => call('feedback.staffList', { query }),
};
