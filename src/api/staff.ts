import { request, type Query } from '../httpClient.ts';
import type { FeedbackListOut } from './types.ts';

/** The staff area's calls: outside any company, for staff users only (the API answers others 403). */
export const staffApi = {
  /** Every user's product feedback, newest first; `search`, `company`, `page`, `page_size`. */
  getFeedback: (query: Query) => request<FeedbackListOut>('GET', 'staff/feedback/', { query }),
};
