import { request, type Query } from '../httpClient.ts';
import type {
  AgreementHistoryListOut,
  AppsOut,
  DashboardInfoOut,
  ReviewSummaryOut,
  TasksOut,
  UserListOut,
} from './types.ts';

/** The company dashboard, users to add and the agreements' history (data provider methods). */
export function companyCalls(companyId: number) {
  const root = `companies/companies/${companyId}/`;
  return {
    getDashboardInfo: () => request<DashboardInfoOut>('GET', `${root}dashboard/info/`),
    getDashboardApps: () => request<AppsOut>('GET', `${root}dashboard/apps/`),
    getDashboardTasks: () => request<TasksOut>('GET', `${root}dashboard/tasks/`),
    getReviewSummary: () => request<ReviewSummaryOut>('GET', `${root}performance_review/`),
    /** Users who share a company with the caller, to add to this one. */
    getUsers: (query: Query) => request<UserListOut>('GET', 'users/users/', { query }),
    getAgreementHistory: (id: number | string, query: Query) =>
      request<AgreementHistoryListOut>(
        'GET',
        `${root}performance_review/assessment_forms/items/agreements/${id}/history/`,
        { query },
      ),
  };
}
