import { call, type Query } from '../../httpClient.ts';

/**
 * Review analytics, one measure a call: `period` (default: the active one) and `department` (ids, each with its
 * sub-departments). For managers the server withholds every cell of fewer than 3 people (`suppressed`, its
 * figures null).
 */
export function analyticsCalls(companyId: number) {
  return {
    getAnalyticsCompletion: (query: Query) => call('analytics.completion', { params: { companyId }, query }),
    getAnalyticsGrades: (query: Query) => call('analytics.grades', { params: { companyId }, query }),
    getAnalyticsHeatmap: (query: Query) => call('analytics.heatmap', { params: { companyId }, query }),
    getAnalyticsGap: (query: Query) => call('analytics.gap', { params: { companyId }, query }),
    getAnalyticsHipo: (query: Query) => call('analytics.hipo', { params: { companyId }, query }),
    getAnalyticsGoals: (query: Query) => call('analytics.goals', { params: { companyId }, query }),
    /** A page of reviewers: `page`, `page_size`, `ordering` (name, mean, people, deviation; `-` for descending). */
    getAnalyticsLeniency: (query: Query) => call('analytics.leniency', { params: { companyId }, query }),
    /** `periods`: how many periods up to the chosen one (1..12). */
    /** Praise per value and department; a department of too few people praised is withheld. */
    getAnalyticsPraise: (query: Query) => call('analytics.praise', { params: { companyId }, query }),
    /** Per manager: 1:1 meetings held against those their cadences called for; too few series withheld. */
    getAnalyticsOneOnOnes: (query: Query) => call('analytics.oneOnOnes', { params: { companyId }, query }),
    getAnalyticsTrend: (query: Query) => call('analytics.trend', { params: { companyId }, query }),
  };
}
