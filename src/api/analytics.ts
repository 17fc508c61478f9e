import { request, type Query } from '../httpClient.ts';
import type { CompletionOut, GapOut, GradesOut, HeatmapOut, HipoOut, LeniencyOut, TrendOut } from './types.ts';

/**
 * Review analytics under `companies/companies/{id}/performance_review/analytics/`, one measure a call: `period`
 * (default: the active one) and `department` (ids, each with its sub-departments). For managers the server
 * withholds every cell of fewer than 3 people (`suppressed`, its figures null).
 */
export function analyticsCalls(companyId: number) {
  const root = `companies/companies/${companyId}/performance_review/analytics/`;
  return {
    getAnalyticsCompletion: (query: Query) => request<CompletionOut>('GET', `${root}completion/`, { query }),
    getAnalyticsGrades: (query: Query) => request<GradesOut>('GET', `${root}grades/`, { query }),
    getAnalyticsHeatmap: (query: Query) => request<HeatmapOut>('GET', `${root}heatmap/`, { query }),
    getAnalyticsGap: (query: Query) => request<GapOut>('GET', `${root}gap/`, { query }),
    getAnalyticsHipo: (query: Query) => request<HipoOut>('GET', `${root}hipo/`, { query }),
    /** A page of reviewers: `page`, `page_size`, `ordering` (name, mean, people, deviation; `-` for descending). */
    getAnalyticsLeniency: (query: Query) => request<LeniencyOut>('GET', `${root}leniency/`, { query }),
    /** `periods`: how many periods up to the chosen one (1..12). */
    getAnalyticsTrend: (query: Query) => request<TrendOut>('GET', `${root}trend/`, { query }),
  };
}
