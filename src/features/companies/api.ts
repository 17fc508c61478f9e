import { call, type Query } from '../../httpClient.ts';

/** The company dashboard, users to add and the agreements' history (data provider methods). */
export function companyCalls(companyId: number) {
  return {
    getDashboardInfo: () => call('dashboard.info', { params: { companyId } }),
    getDashboardApps: () => call('dashboard.apps', { params: { companyId } }),
    getDashboardTasks: () => call('dashboard.tasks', { params: { companyId } }),
    getReviewSummary: () => call('review.summary', { params: { companyId } }),
    /** Users who share a company with the caller, to add to this one. */
    getUsers: (query: Query) => call('users.list', { query }),
    getAgreementHistory: (id: number | string, query: Query) =>
      call('agreements.history', { params: { companyId, id }, query }),
  };
}
