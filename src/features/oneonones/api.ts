import type { ApiBody } from '../../../server/src/http/api.ts';
import { pathOf } from '../../../contract/routes.ts';
import { apiUrl, call, type Query } from '../../httpClient.ts';

export type SeriesCreateBody = ApiBody<'oneOnOnes.createSeries'>;
export type MeetingPatchBody = ApiBody<'oneOnOnes.updateMeeting'>;
export type ActionItemBody = ApiBody<'oneOnOnes.addActionItem'>;
export type ActionItemPatchBody = ApiBody<'oneOnOnes.updateActionItem'>;
export type PointPatchBody = ApiBody<'oneOnOnes.updatePoint'>;

/**
 * One-on-ones' calls (data provider methods). Only the two people of a series read its meetings; the private note
 * a meeting answers with is the caller's own.
 */
export function oneOnOneCalls(companyId: number) {
  return {
    /** `scope` mine (the caller's series) or company (admins: that a series exists), `search`, paged. */
    getSeriesList: (query: Query) => call('oneOnOnes.series', { params: { companyId }, query }),
    createSeries: (body: SeriesCreateBody) => call('oneOnOnes.createSeries', { params: { companyId }, body }),
    getSeries: (id: number) => call('oneOnOnes.getSeries', { params: { companyId, id } }),
    /** `when` upcoming, past or all; `search` in the agenda and shared notes; paged. */
    getMeetings: (id: number, query: Query) => call('oneOnOnes.meetings', { params: { companyId, id }, query }),
    createMeeting: (id: number) => call('oneOnOnes.createMeeting', { params: { companyId, id }, body: {} }),
    issueFeed: (id: number) => call('oneOnOnes.issueFeed', { params: { companyId, id } }),
    revokeFeed: async (id: number) => {
      await call('oneOnOnes.revokeFeed', { params: { companyId, id } });
    },
    getMeeting: (id: number) => call('oneOnOnes.meeting', { params: { companyId, id } }),
    /** At the version as read: a change in between is a 409 `stale_version`. */
    updateMeeting: (id: number, body: MeetingPatchBody) =>
      call('oneOnOnes.updateMeeting', { params: { companyId, id }, body }),
    savePrivateNote: (id: number, text: string) =>
      call('oneOnOnes.privateNote', { params: { companyId, id }, body: { text } }),
    addPoint: (id: number, text: string) => call('oneOnOnes.addPoint', { params: { companyId, id }, body: { text } }),
    updatePoint: (id: number, pointId: number, body: PointPatchBody) =>
      call('oneOnOnes.updatePoint', { params: { companyId, id, pointId }, body }),
    deletePoint: (id: number, pointId: number) => call('oneOnOnes.deletePoint', { params: { companyId, id, pointId } }),
    addActionItem: (id: number, body: ActionItemBody) =>
      call('oneOnOnes.addActionItem', { params: { companyId, id }, body }),
    updateActionItem: (id: number, itemId: number, body: ActionItemPatchBody) =>
      call('oneOnOnes.updateActionItem', { params: { companyId, id, itemId }, body }),
    deleteActionItem: (id: number, itemId: number) =>
      call('oneOnOnes.deleteActionItem', { params: { companyId, id, itemId } }),
    linkGoal: (id: number, goal: number) => call('oneOnOnes.linkGoal', { params: { companyId, id }, body: { goal } }),
    unlinkGoal: (id: number, goalId: number) => call('oneOnOnes.unlinkGoal', { params: { companyId, id, goalId } }),
    getQuestions: () => call('oneOnOnes.questions', { params: { companyId } }),
    /** Admins: the company's suggested questions, the whole list at once. */
    updateQuestions: (questions: string[]) =>
      call('oneOnOnes.updateQuestions', { params: { companyId }, body: { questions } }),
    /** The dashboards' block: the next meeting and the caller's open action items. */
    getOneOnOneDashboard: () => call('oneOnOnes.dashboard', { params: { companyId } }),
  };
}

/**
 * The series' calendar file (.ics) to download: an address, not a call, so it stays outside the data provider (whose
 * methods must answer with a promise).
 */
export function calendarUrl(companyId: number, id: number): string {
  return apiUrl(pathOf('oneOnOnes.calendar', { companyId, id }));
}
