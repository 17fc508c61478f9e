import { request, type Query } from '../httpClient.ts';
import type {
  DeclineIn,
  DraftPut,
  PeopleListOut,
  RequestDetailOut,
  RequestListOut,
  RequestOut,
  ResultsOut,
  Review360AnalyticsOut,
  Review360SettingsOut,
  Review360SettingsPut,
  ReviewerAdd,
  SubjectListOut,
  SubjectOut,
  TeamResultListOut,
} from './types.ts';

/**
 * 360 feedback's calls under `companies/companies/{id}/performance_review/review360/`: a period's settings
 * and questions (admins), nominating reviewers, a reviewer's requests and answers, and results, which the
 * server gives only aggregated per group and only once the group reached the period's threshold.
 */
export function review360Calls(companyId: number) {
  const root = `companies/companies/${companyId}/performance_review/review360/`;
  const analytics = `companies/companies/${companyId}/performance_review/analytics/review360/`;
  return {
    getReview360Settings: (periodId: number) => request<Review360SettingsOut>('GET', `${root}settings/${periodId}/`),
    putReview360Settings: (periodId: number, body: Review360SettingsPut) =>
      request<Review360SettingsOut>('PUT', `${root}settings/${periodId}/`, { body }),
    /** People reviewed in a period, as the caller may see them; `period`, `search`, `status`, `department`. */
    getReview360Subjects: (query: Query) => request<SubjectListOut>('GET', `${root}subjects/`, { query }),
    /** The caller's own 360 in a period (a row with `id` null before anyone was nominated). */
    getMyReview360: (periodId: number) =>
      request<SubjectOut>('GET', `${root}subjects/me/`, { query: { period: periodId } }),
    addReview360Reviewer: (body: ReviewerAdd) => request<SubjectOut>('POST', `${root}subjects/reviewers/`, { body }),
    removeReview360Reviewer: (requestId: number) =>
      request<SubjectOut>('DELETE', `${root}subjects/reviewers/${requestId}/`),
    /** The person sends their list to the manager. */
    submitReview360List: (subjectId: number, version: number) =>
      request<SubjectOut>('POST', `${root}subjects/${subjectId}/submit/`, { body: { version } }),
    /** The manager (or an admin) approves the list: the requests go out. */
    approveReview360List: (subjectId: number, version: number) =>
      request<SubjectOut>('POST', `${root}subjects/${subjectId}/approve/`, { body: { version } }),
    /** Colleagues to nominate for `employee` in `period`; `search`, `department`, `page_size`. */
    getReview360People: (query: Query) => request<PeopleListOut>('GET', `${root}people/`, { query }),
    /** The caller's requests as a reviewer; `period`, `status`. */
    getReview360Requests: (query: Query) => request<RequestListOut>('GET', `${root}requests/`, { query }),
    getReview360Request: (id: number) => request<RequestDetailOut>('GET', `${root}requests/${id}/`),
    saveReview360Draft: (id: number, body: DraftPut) =>
      request<RequestDetailOut>('PUT', `${root}requests/${id}/draft/`, { body }),
    submitReview360Request: (id: number, body: DraftPut) =>
      request<RequestOut>('POST', `${root}requests/${id}/submit/`, { body }),
    declineReview360Request: (id: number, body: DeclineIn) =>
      request<RequestOut>('POST', `${root}requests/${id}/decline/`, { body }),
    /** A person's 360 results for their form, as the caller may read them. */
    getReview360Results: (formId: number) => request<ResultsOut>('GET', `${root}results/`, { query: { form: formId } }),
    /** The 360 mean per value of each person of the caller's team; `period`, `page`, `page_size`. */
    getReview360TeamResults: (query: Query) => request<TeamResultListOut>('GET', `${root}results/team/`, { query }),
    /** The analytics' 360 measure: mean 360 grade per value per department; `period`, `department`. */
    getReview360Analytics: (query: Query) => request<Review360AnalyticsOut>('GET', analytics, { query }),
  };
}
