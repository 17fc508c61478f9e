import { request, type Query } from '../httpClient.ts';
import type {
  DashboardApp,
  DashboardInfo,
  DashboardTask,
  FeedbackCreated,
  PerformanceReviewSummary,
  Paginated,
  ResultsOf,
  UserOption,
} from '../types.ts';
import type { AgreementHistoryListOut } from './types.ts';

/** The company dashboard, product feedback and the agreements' history (data provider methods). */
export function companyCalls(companyId: number) {
  const root = `companies/companies/${companyId}/`;
  return {
    getDashboardInfo: () => request<DashboardInfo>('GET', `${root}dashboard/info/`),
    getDashboardApps: () => request<ResultsOf<DashboardApp>>('GET', `${root}dashboard/apps/`),
    getDashboardTasks: () => request<ResultsOf<DashboardTask>>('GET', `${root}dashboard/tasks/`),
    getReviewSummary: () => request<PerformanceReviewSummary>('GET', `${root}performance_review/`),
    sendProductFeedback: (body: { text: string; page: string }) =>
      request<FeedbackCreated>('POST', `${root}feedback/create/`, { body }),
    /** Users who share a company with the caller, to add to this one. */
    getUsers: (query: Query) => request<Paginated<UserOption>>('GET', 'users/users/', { query }),
    getAgreementHistory: (id: number | string, query: Query) =>
      request<AgreementHistoryListOut>(
        'GET',
        `${root}performance_review/assessment_forms/items/agreements/${id}/history/`,
        { query },
      ),
  };
}
