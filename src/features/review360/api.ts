import type { DeclineIn, DraftPut, Review360SettingsPut, ReviewerAdd } from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/**
 * 360 feedback's calls: a period's settings and questions (admins), nominating reviewers, a reviewer's requests
 * and answers, and results, which the server gives only aggregated per group and only once the group reached
 * the period's threshold.
 */
export function review360Calls(companyId: number) {
  return {
    getReview360Settings: (periodId: number) => call('review360.settings', { params: { companyId, periodId } }),
    putReview360Settings: (periodId: number, body: Review360SettingsPut) =>
      call('review360.updateSettings', { params: { companyId, periodId }, body }),
    /** People reviewed in a period, as the caller may see them; `period`, `search`, `status`, `department`. */
    getReview360Subjects: (query: Query) => call('review360.subjects', { params: { companyId }, query }),
    /** The caller's own 360 in a period (a row with `id` null before anyone was nominated). */
    getMyReview360: (periodId: number) =>
      call('review360.mySubject', { params: { companyId }, query: { period: periodId } }),
    addReview360Reviewer: (body: ReviewerAdd) => call('review360.addReviewer', { params: { companyId }, body }),
    removeReview360Reviewer: (requestId: number) =>
      call('review360.removeReviewer', { params: { companyId, id: requestId } }),
    /** The person sends their list to the manager. */
    submitReview360List: (subjectId: number, version: number) =>
      call('review360.submitSubject', { params: { companyId, id: subjectId }, body: { version } }),
    /** The manager (or an admin) approves the list: the requests go out. */
    approveReview360List: (subjectId: number, version: number) =>
      call('review360.approveSubject', { params: { companyId, id: subjectId }, body: { version } }),
    /** Colleagues to nominate for `employee` in `period`; `search`, `department`, `page_size`. */
    getReview360People: (query: Query) => call('review360.people', { params: { companyId }, query }),
    /** The caller's requests as a reviewer; `period`, `status`. */
    getReview360Requests: (query: Query) => call('review360.requests', { params: { companyId }, query }),
    getReview360Request: (id: number) => call('review360.request', { params: { companyId, id } }),
    saveReview360Draft: (id: number, body: DraftPut) =>
      call('review360.saveDraft', { params: { companyId, id }, body }),
    submitReview360Request: (id: number, body: DraftPut) =>
      call('review360.submitRequest', { params: { companyId, id }, body }),
    declineReview360Request: (id: number, body: DeclineIn) =>
      call('review360.declineRequest', { params: { companyId, id }, body }),
    /** A person's 360 results for their form, as the caller may read them. */
    getReview360Results: (formId: number) =>
      call('review360.results', { params: { companyId }, query: { form: formId } }),
    /** The 360 mean per value of each person of the caller's team; `period`, `page`, `page_size`. */
    getReview360TeamResults: (query: Query) => call('review360.teamResults', { params: { companyId }, query }),
    /** The analytics' 360 measure: mean 360 grade per value per department; `period`, `department`. */
    getReview360Analytics: (query: Query) => call('analytics.review360', { params: { companyId }, query }),
  };
}
