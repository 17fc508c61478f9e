import { z } from 'zod';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { coded, q } from '../../http/zod.ts';

/** What a user tells the product team, from any page; `company_id` names the company it was written in. */
export const feedbackCreate = z.strictObject({
  text: z.string().trim().min(1).max(5000),
  /** The app's path the feedback was written on (`/c/1/`), or nothing. */
  page: z
    .string()
    .max(500)
    .regex(/^(\/\S*)?$/, coded('invalid_format'))
    .default(''),
  company_id: z.number().int().positive().optional(),
});
export type FeedbackCreate = z.infer<typeof feedbackCreate>;

/** One piece of feedback as stored, with its author and company (null once deleted, or never given). */
export const feedbackOut = z.object({
  id: z.number().int(),
  text: z.string(),
  page: z.string(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), full_name: z.string() }).nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type FeedbackOut = z.infer<typeof feedbackOut>;

export const feedbackList = pageOut(feedbackOut);
export type FeedbackListOut = z.infer<typeof feedbackList>;

export const feedbackListQuery = listQuery.extend({ company: q.int().optional() });
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;
