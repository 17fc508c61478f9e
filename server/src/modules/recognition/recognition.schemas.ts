import { z } from 'zod';
import { FEEDBACK_REQUEST_BOXES, PEER_FEEDBACK_BOXES, PRAISE_REACTIONS } from '../../../../contract/enums.ts';
import {
  COLLEAGUES_PAGE_MAX,
  FEEDBACK_REQUEST_MESSAGE_MAX,
  FEEDBACK_REQUEST_PEOPLE_MAX,
  PEER_FEEDBACK_TEXT_MAX,
  PRAISE_HIDE_REASON_MAX,
  PRAISE_RECIPIENTS_MAX,
  PRAISE_TEXT_MAX,
} from '../../../../contract/limits.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { q } from '../../http/zod.ts';
import { recordId } from '../settings/fields.ts';
import { personRef } from '../oneonones/oneonones.schemas.ts';

export const feedbackOut = z.object({
  id: z.number().int(),
  author: personRef,
  recipient: personRef,
  text: z.string(),
  shared_with_manager: z.boolean(),
  request: z.number().int().nullable(),
  created_at: z.string(),
});
export type FeedbackOut = z.infer<typeof feedbackOut>;
export const feedbackList = pageOut(feedbackOut);
export const feedbackListQuery = listQuery.pick({ page: true, page_size: true }).extend({
  box: z.enum(PEER_FEEDBACK_BOXES).default('received'),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

/** Feedback to a colleague (never oneself); `request` when it answers one made to the caller. */
export const feedbackCreate = z.strictObject({
  recipient: recordId(),
  text: z.string().trim().min(1).max(PEER_FEEDBACK_TEXT_MAX),
  shared_with_manager: z.boolean().default(false),
  request: recordId().optional(),
});
export type FeedbackCreate = z.infer<typeof feedbackCreate>;

/** A request about the caller, or (a manager's) about one of their people, of chosen colleagues. */
export const feedbackRequestCreate = z.strictObject({
  about: recordId().optional(),
  people: z.array(recordId()).min(1).max(FEEDBACK_REQUEST_PEOPLE_MAX),
  message: z.string().trim().max(FEEDBACK_REQUEST_MESSAGE_MAX).default(''),
});
export type FeedbackRequestCreate = z.infer<typeof feedbackRequestCreate>;

export const feedbackRequestOut = z.object({
  id: z.number().int(),
  requester: personRef,
  about: personRef,
  message: z.string(),
  people: z.array(personRef.extend({ answered: z.boolean() })),
  /** For a request to the caller: whether they have answered it. */
  answered: z.boolean(),
  created_at: z.string(),
});
export type FeedbackRequestOut = z.infer<typeof feedbackRequestOut>;
export const feedbackRequestList = pageOut(feedbackRequestOut);
export const feedbackRequestQuery = listQuery.pick({ page: true, page_size: true }).extend({
  box: z.enum(FEEDBACK_REQUEST_BOXES).default('to_me'),
});
export type FeedbackRequestQuery = z.infer<typeof feedbackRequestQuery>;

/** A colleague in the company's directory (feedback and praise pickers): who they are and where they work, only. */
export const colleagueOut = z.object({
  id: z.number().int(),
  full_name: z.string(),
  department: z.string().nullable(),
  position: z.string(),
});
export type ColleagueOut = z.infer<typeof colleagueOut>;
export const colleagueList = pageOut(colleagueOut);
export const colleagueQuery = listQuery.pick({ page: true, search: true }).extend({
  page_size: z.coerce.number().int().positive().max(COLLEAGUES_PAGE_MAX).default(20),
  /** Only the caller's own people (whom they manage directly): those a feedback request may be about. */
  reports: q.bool().optional(),
});
export type ColleagueQuery = z.infer<typeof colleagueQuery>;

export const praiseOut = z.object({
  id: z.number().int(),
  author: personRef,
  recipients: z.array(personRef),
  value: z.object({ id: z.number().int(), name: z.string() }),
  text: z.string(),
  created_at: z.string(),
  reactions: z.array(z.object({ kind: z.enum(PRAISE_REACTIONS), count: z.number().int(), mine: z.boolean() })),
  /** Admins see a hidden praise with why and by whom; members never see it. */
  hidden: z.boolean(),
  hidden_reason: z.string(),
  hidden_by: z.string().nullable(),
});
export type PraiseOut = z.infer<typeof praiseOut>;

/** The feed, newest first, by keyset: `next` is the cursor of the next page, null at the end. */
export const praiseFeed = z.object({ results: z.array(praiseOut), next: z.string().nullable() });
export const praiseFeedQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d+:\d+$/)
    .optional(),
  limit: z.coerce.number().int().positive().max(100).default(20),
  /** Only praise thanking this person. */
  recipient: z.coerce.number().int().positive().optional(),
});
export type PraiseFeedQuery = z.infer<typeof praiseFeedQuery>;

export const praiseCreate = z.strictObject({
  recipients: z.array(recordId()).min(1).max(PRAISE_RECIPIENTS_MAX),
  /** Required: missing, it is a 400 `praise_value_required` naming `value`. */
  value: recordId().optional(),
  text: z.string().trim().min(1).max(PRAISE_TEXT_MAX),
});
export type PraiseCreate = z.infer<typeof praiseCreate>;

export const reactionBody = z.strictObject({ kind: z.enum(PRAISE_REACTIONS) });
export const reactionParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  kind: z.enum(PRAISE_REACTIONS),
});
export const praiseHide = z.strictObject({ reason: z.string().trim().min(1).max(PRAISE_HIDE_REASON_MAX) });

/** What the review form reads of the time between reviews: for a form, in its period, what the caller may see. */
export const betweenReviewsOut = z.object({
  feedback: z.array(feedbackOut),
  praise: z.array(praiseOut),
  action_items: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      owner: personRef,
      due_date: z.string().nullable(),
      done: z.boolean(),
      meeting_at: z.string(),
    }),
  ),
});
export type BetweenReviewsOut = z.infer<typeof betweenReviewsOut>;

/**
 * Praise per value and department. A department with fewer than MIN_GROUP_SIZE people praised is withheld as
 * analytics withholds any small group: `suppressed: true` and its count null.
 */
export const praiseAnalyticsOut = z.object({
  /** The small-group threshold the withheld figures fell under. */
  min_group_size: z.number().int(),
  by_value: z.array(z.object({ value: z.number().int(), name: z.string(), count: z.number().int() })),
  by_department: z.array(
    z.object({
      department: z.number().int().nullable(),
      name: z.string(),
      value: z.number().int(),
      count: z.number().int().nullable(),
      suppressed: z.boolean(),
    }),
  ),
});
/**
 * How well each manager keeps their 1:1 cadence: meetings held against those due by the cadence, over the period's
 * dates (the last 90 days without one). A manager with fewer than MIN_GROUP_SIZE series is withheld.
 */
export const cadenceAnalyticsOut = z.object({
  min_group_size: z.number().int(),
  results: z.array(
    z.object({
      manager: personRef,
      series: z.number().int(),
      due: z.number().int().nullable(),
      held: z.number().int().nullable(),
      kept: z.number().min(0).max(1).nullable(),
      suppressed: z.boolean(),
    }),
  ),
});
export const analyticsRangeQuery = z.object({
  period: z.coerce.number().int().positive().optional(),
  department: z.coerce.number().int().positive().optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuery>;
