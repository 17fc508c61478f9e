import { useQuery, type QueryFunction } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { CompanyDataProvider } from '../../dataProvider.ts';
import type { Query } from '../../httpClient.ts';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { analyticsFiltersOf, type AnalyticsFilters } from './filters.ts';
import { useFormats } from './format.ts';

export type { AnalyticsFilters } from './filters.ts';

/**
 * The period and the department (with its sub-departments) in the address, so a view can be shared as a link.
 * No period there: the active one, else the latest with forms (the filter options list them newest first).
 */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const options = useFilterOptions();
  const { period, department } = analyticsFiltersOf(params, options.periods);
  const set = (name: keyof AnalyticsFilters, value: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  const filters: AnalyticsFilters = { period, department };
  return {
    filters,
    options,
    /** The measures' common query; ready once the period is known (or there is none to know). */
    query: { period: period ?? undefined, department: department ?? undefined } satisfies Query,
    ready: options.ready,
    setPeriod: (value: number | null) => set('period', value),
    setDepartment: (value: number | null) => set('department', value),
  };
}

/** One measure's answer for the filters, kept under the analytics keys (so a refresh reloads them all). */
export function useMeasure<T>(
  measure: string,
  query: Query,
  enabled: boolean,
  call: (api: CompanyDataProvider, query: Query) => Promise<T>,
) {
  const { api, companyId } = useCompanyApi();
  const queryFn: QueryFunction<T> = () => call(api, query);
  return useQuery({ queryKey: queryKeys.analytics.measure(companyId, measure, query), queryFn, enabled });
}

export type Measure = 'completion' | 'grades' | 'heatmap' | 'gap' | 'hipo' | 'leniency' | 'trend' | 'goals';

/** What every section starts from: its measure's answer, its title, and the words and formats to show it in. */
export function useSection<T>(
  measure: Measure,
  query: Query,
  enabled: boolean,
  call: (api: CompanyDataProvider, query: Query) => Promise<T>,
) {
  const translate = useTranslate();
  const format = useFormats();
  const answer = useMeasure(measure, query, enabled, call);
  return { translate, format, answer, title: translate(`app.analytics.${measure}.title`) };
}
