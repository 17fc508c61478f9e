import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys.ts';
import { sessionApi } from '../api/session.ts';
import type { CompanyOut, FormDetailOut } from '../api/types.ts';
import { analyticsCalls } from '../features/analytics/api.ts';
import { analyticsFiltersOf } from '../features/analytics/filters.ts';
import { reviewCalls } from '../features/forms/api.ts';
import { filtersOf, managerQueries } from '../features/forms/useManagerFilters.ts';

/**
 * The first reads of the screen a deep link names start with the app's code, before React mounts, instead of
 * after the code, the session, react-admin and the screen have each loaded in turn. Each read goes into the
 * query client under the key its screen uses, so the screen finds it there (in flight or done) and renders its
 * data on its first render. Only a head start: a screen still reads whatever is missing itself.
 */
type Prefetch = { queryKey: QueryKey; promise: Promise<unknown> };

/** How long a first-load answer counts as just read, for the screen that first shows it. */
const FIRST_LOAD_FRESH_MS = 30_000;

const started: Prefetch[] = [];
let adopter: QueryClient | null = null;
/** The queries the first load answered that no screen has shown yet. */
const unseen = new Set<string>();

/** A failed read is its query's error state, which the screen shows with Retry; nothing else has to handle it. */
const shownByItsQuery = () => undefined;

function handOver(client: QueryClient, { queryKey, promise }: Prefetch): void {
  // No retries of the handed-over answer: after a failure the screen reads again itself, with the app's retries.
  client.query({ queryKey, queryFn: () => promise, retry: false }).catch(shownByItsQuery);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query) unseen.add(query.queryHash);
}

/**
 * Every read is refetched when a screen mounts (the app's default), except on the first showing of an answer the
 * first load has just read: reading it again would only repeat the request and redraw the screen.
 */
export function refetchOnMount(query: Query): boolean | 'always' {
  const fresh = Date.now() - query.state.dataUpdatedAt < FIRST_LOAD_FRESH_MS;
  return unseen.has(query.queryHash) && fresh ? false : 'always';
}

function offer(queryKey: QueryKey, promise: Promise<unknown>): void {
  // Until the query client takes the read, nothing else listens to it.
  promise.catch(shownByItsQuery);
  const prefetch = { queryKey, promise };
  started.push(prefetch);
  if (adopter) handOver(adopter, prefetch);
}

/** The query client takes every read started so far, and those started later as they start. */
export function adoptPrefetched(client: QueryClient): void {
  adopter = client;
  // The screen's first observer decides on its mount fetch right after it is added: the mark goes after that.
  client.getQueryCache().subscribe((event) => {
    const { queryHash } = event.query;
    if (event.type === 'observerAdded' && unseen.has(queryHash)) setTimeout(() => unseen.delete(queryHash));
  });
  for (const prefetch of started) handOver(client, prefetch);
}

function companyOf(companies: Promise<CompanyOut[]>, companyId: number): Promise<CompanyOut | undefined> {
  return companies.then((list) => list.find((company) => company.id === companyId));
}

function employeeDashboard(
  companyId: number,
  companies: Promise<CompanyOut[]>,
  current: Promise<FormDetailOut | null>,
) {
  const review = reviewCalls(companyId);
  Promise.all([companyOf(companies, companyId), current])
    .then(([company, form]) => {
      const employee = company?.employee_in_position_id ?? null;
      if (employee === null) return;
      const agreements = { employee, period: form?.period.id ?? null, page_size: 100 };
      const past = { employee, ordering: '-period', page_size: 50 };
      offer(
        queryKeys.review.agreements(companyId, agreements),
        review.getAgreements(agreements).then((page) => page.results),
      );
      offer(queryKeys.review.forms(companyId, past), review.getForms(past));
    })
    .catch(shownByItsQuery);
}

function managerDashboard(companyId: number, search: URLSearchParams) {
  const review = reviewCalls(companyId);
  const filters = filtersOf(search);
  if (search.get('form')) return;
  const options = review.getFormFilterOptions();
  offer(queryKeys.review.filterOptions(companyId), options);
  options
    .then(({ periods }) => {
      const active = periods.find((period) => period.status === 'active')?.id ?? null;
      const { common, list: listQuery } = managerQueries(filters, active);
      offer(queryKeys.review.forms(companyId, listQuery), review.getForms(listQuery));
      offer(queryKeys.review.stageCounts(companyId, common), review.getStageCounts(common));
    })
    .catch(shownByItsQuery);
}

/**
 * Analytics: the filter options, then the measures of the top of the page (completion, grades, the heatmap, the
 * gap and the hipo share) for the period and department the page will ask for (features/analytics/
 * useAnalyticsFilters.ts: the address's period, else the active one, else the latest), all at once rather than
 * each after the page's code and its filter options.
 */
function analytics(companyId: number, search: URLSearchParams) {
  const review = reviewCalls(companyId);
  const calls = analyticsCalls(companyId);
  const options = review.getFormFilterOptions();
  offer(queryKeys.review.filterOptions(companyId), options);
  options
    .then(({ periods }) => {
      const { period, department } = analyticsFiltersOf(search, periods);
      const query = { period: period ?? undefined, department: department ?? undefined };
      const measures = {
        completion: calls.getAnalyticsCompletion,
        grades: calls.getAnalyticsGrades,
        heatmap: calls.getAnalyticsHeatmap,
        gap: calls.getAnalyticsGap,
        hipo: calls.getAnalyticsHipo,
      };
      for (const [measure, call] of Object.entries(measures))
        offer(queryKeys.analytics.measure(companyId, measure, query), call(query));
    })
    .catch(shownByItsQuery);
}

/** Starts the session's reads and those of the screen at `location`, if it is one of the prefetched screens. */
export function prefetchPageData({ pathname, search }: { pathname: string; search: string }): void {
  const analyticsMatch = /^\/c\/(\d+)\/performance-review\/analytics\/$/.exec(pathname);
  if (analyticsMatch) {
    offer(queryKeys.companies, sessionApi.getCompanies());
    analytics(Number(analyticsMatch[1]), new URLSearchParams(search));
    return;
  }
  const match = /^\/c\/(\d+)\/performance-review\/(employee-dashboard\/(form\/)?|manager-dashboard\/)$/.exec(pathname);
  if (!match) return;
  const companyId = Number(match[1]);
  const params = new URLSearchParams(search);
  const companies = sessionApi.getCompanies();
  offer(queryKeys.companies, companies);
  if (match[2] === 'manager-dashboard/') {
    managerDashboard(companyId, params);
    return;
  }
  const formId = match[3] ? Number(params.get('id')) || null : null;
  const review = reviewCalls(companyId);
  const current = formId ? review.getForm(formId) : review.getCurrentForm();
  offer(queryKeys.review.form(companyId, formId), current);
  if (!match[3]) employeeDashboard(companyId, companies, current);
}
