import { call } from '../httpClient.ts';
import type { FeedbackCreate } from './types.ts';

/** Product feedback goes to the product team, from any page, with or without a company. */
export const feedbackApi = {
  send: (body: FeedbackCreate) => call('feedback.create', { body }),
};
