import { z } from 'zod';
import {
  GOAL_HEALTHS,
  GOAL_STATUSES,
  ONE_ON_ONE_CADENCES,
  ONE_ON_ONE_MEETING_STATUSES,
  ONE_ON_ONE_SCOPES,
  ONE_ON_ONE_WHEN,
} from '../../../../contract/enums.ts';
import { ONE_ON_ONE_NOTES_MAX, ONE_ON_ONE_POINT_MAX, ONE_ON_ONE_QUESTIONS_MAX } from '../../../../contract/limits.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { dateString } from '../../http/zod.ts';
import { recordId, versionField } from '../settings/fields.ts';

/** A person of the company (a position's id) by name. */
export const personRef = z.object({ id: z.number().int(), name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

const at = () => z.iso.datetime({ offset: true });

/** A series as a list shows it. `is_member`: the caller is one of the two (an admin seeing the company's is not). */
export const seriesOut = z.object({
  id: z.number().int(),
  manager: personRef,
  report: personRef,
  cadence: z.enum(ONE_ON_ONE_CADENCES),
  next_meeting_at: z.string(),
  /** The latest meeting not yet held, if any: the one to prepare. */
  upcoming_meeting: z.number().int().nullable(),
  meeting_count: z.number().int(),
  open_action_items: z.number().int(),
  is_member: z.boolean(),
  version: z.number().int(),
});
export type SeriesOut = z.infer<typeof seriesOut>;
export const seriesList = pageOut(seriesOut);

export const seriesListQuery = listQuery.pick({ page: true, page_size: true, search: true }).extend({
  scope: z.enum(ONE_ON_ONE_SCOPES).default('mine'),
});
export type SeriesListQuery = z.infer<typeof seriesListQuery>;

/** A new series with the other side (the caller's manager or one of their people) and its first meeting. */
export const seriesCreate = z.strictObject({
  with: recordId(),
  cadence: z.enum(ONE_ON_ONE_CADENCES).default('weekly'),
  first_meeting_at: at(),
});
export type SeriesCreate = z.infer<typeof seriesCreate>;

export const seriesPatch = z.strictObject({
  cadence: z.enum(ONE_ON_ONE_CADENCES).optional(),
  next_meeting_at: at().optional(),
  version: versionField(),
});
export type SeriesPatch = z.infer<typeof seriesPatch>;

/** A meeting in a series' list: the agenda's size, whether its notes match the search. */
export const meetingRowOut = z.object({
  id: z.number().int(),
  series: z.number().int(),
  scheduled_at: z.string(),
  status: z.enum(ONE_ON_ONE_MEETING_STATUSES),
  point_count: z.number().int(),
  open_point_count: z.number().int(),
  action_item_count: z.number().int(),
  /** The first line of the shared notes. */
  notes_excerpt: z.string(),
});
export type MeetingRowOut = z.infer<typeof meetingRowOut>;
export const meetingList = pageOut(meetingRowOut);

export const meetingListQuery = listQuery.pick({ page: true, page_size: true, search: true }).extend({
  when: z.enum(ONE_ON_ONE_WHEN).default('all'),
});
export type MeetingListQuery = z.infer<typeof meetingListQuery>;

export const pointOut = z.object({
  id: z.number().int(),
  author: personRef.nullable(),
  text: z.string(),
  discussed: z.boolean(),
  /** The point of an earlier meeting this one carries over, if any. */
  carried_from: z.number().int().nullable(),
  created_at: z.string(),
});
export type PointOut = z.infer<typeof pointOut>;

export const actionItemOut = z.object({
  id: z.number().int(),
  owner: personRef,
  text: z.string(),
  due_date: z.string().nullable(),
  done: z.boolean(),
  /** Agreed at an earlier meeting and carried to this one. */
  carried: z.boolean(),
  first_meeting: z.number().int(),
  created_at: z.string(),
});
export type ActionItemOut = z.infer<typeof actionItemOut>;

export const meetingGoalOut = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(GOAL_STATUSES),
  health: z.enum(GOAL_HEALTHS).nullable(),
  progress: z.number().min(0).max(1),
});
export type MeetingGoalOut = z.infer<typeof meetingGoalOut>;

/** A meeting's page for one of the two: the agenda, the shared notes, the caller's own private note only. */
export const meetingOut = meetingRowOut.omit({ notes_excerpt: true }).extend({
  manager: personRef,
  report: personRef,
  shared_notes: z.string(),
  private_note: z.string(),
  points: z.array(pointOut),
  action_items: z.array(actionItemOut),
  goals: z.array(meetingGoalOut),
  /** The company's suggested questions. */
  questions: z.array(z.string()),
  version: z.number().int(),
});
export type MeetingOut = z.infer<typeof meetingOut>;

/** The next meeting; `scheduled_at` defaults to the series' next date by its cadence. */
export const meetingCreate = z.strictObject({ scheduled_at: at().optional() });
export type MeetingCreate = z.infer<typeof meetingCreate>;

export const meetingPatch = z.strictObject({
  shared_notes: z.string().max(ONE_ON_ONE_NOTES_MAX).optional(),
  status: z.enum(ONE_ON_ONE_MEETING_STATUSES).optional(),
  scheduled_at: at().optional(),
  version: versionField(),
});
export type MeetingPatch = z.infer<typeof meetingPatch>;

export const privateNoteBody = z.strictObject({ text: z.string().max(ONE_ON_ONE_NOTES_MAX) });

const pointText = z.string().trim().min(1).max(ONE_ON_ONE_POINT_MAX);
export const pointCreate = z.strictObject({ text: pointText });
export const pointPatch = z.strictObject({ text: pointText.optional(), discussed: z.boolean().optional() });
export type PointPatch = z.infer<typeof pointPatch>;
export const pointParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  pointId: z.coerce.number().int().positive(),
});

/** `owner`: one of the pair (a position's id); the caller by default. */
export const actionItemCreate = z.strictObject({
  text: pointText,
  owner: recordId().optional(),
  due_date: dateString().nullable().default(null),
});
export type ActionItemCreate = z.infer<typeof actionItemCreate>;
export const actionItemPatch = z.strictObject({
  text: pointText.optional(),
  owner: recordId().optional(),
  due_date: dateString().nullable().optional(),
  done: z.boolean().optional(),
});
export type ActionItemPatch = z.infer<typeof actionItemPatch>;
export const actionItemParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  itemId: z.coerce.number().int().positive(),
});

export const goalLinkBody = z.strictObject({ goal: recordId() });
export const goalLinkParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
  goalId: z.coerce.number().int().positive(),
});

/** A private calendar address: shown once, when issued. */
export const feedOut = z.object({ url: z.string() });
export const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const questionsOut = z.object({ results: z.array(z.object({ id: z.number().int(), text: z.string() })) });
export const questionsPut = z.strictObject({
  questions: z.array(z.string().trim().min(1).max(ONE_ON_ONE_POINT_MAX)).max(ONE_ON_ONE_QUESTIONS_MAX),
});
export type QuestionsPut = z.infer<typeof questionsPut>;

/** The dashboards' block: the caller's next meeting and their open action items (oldest due first). */
export const dashboardOut = z.object({
  next_meeting: z
    .object({ id: z.number().int(), series: z.number().int(), scheduled_at: z.string(), with: personRef })
    .nullable(),
  action_items: z.array(actionItemOut.extend({ meeting: z.number().int(), series: z.number().int() })),
});
export type DashboardOut = z.infer<typeof dashboardOut>;
