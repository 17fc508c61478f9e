import { request } from '../httpClient.ts';
import type { FeedbackCreate, FeedbackOut } from './types.ts';

/** Product feedback goes to the product team, from any page, with or without a company. */
export const feedbackApi = {
  send: (body: FeedbackCreate) => request<FeedbackOut>('POST', 'feedback/create/', { body }),
};
