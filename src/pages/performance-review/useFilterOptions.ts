import { useQuery } from '@tanstack/react-query';
import { REVIEW_KEY, useReviewApi, type FormRow, type Page } from './api.ts';

export type PeriodOption = { id: number; name: string; status: string };
export type DepartmentOption = { id: number; name: string };

/** Periods named by the forms themselves, newest first (the forms come ordered by period). */
export function periodsOfForms(rows: FormRow[]): PeriodOption[] {
  const seen = new Map<number, PeriodOption>();
  for (const row of rows) if (!seen.has(row.period.id)) seen.set(row.period.id, row.period);
  return [...seen.values()];
}

/**
 * The period filter's choices: `assessment_periods/`, or, where that endpoint is not there, the
 * periods the caller's team forms belong to. `ready` once either answered (or both failed).
 */
export function usePeriodOptions() {
  const api = useReviewApi();
  const periods = useQuery({
    queryKey: [REVIEW_KEY, 'periods', api.companyId],
    queryFn: async () => (await api.get<Page<PeriodOption>>('assessment_periods/', { page_size: 100 })).results,
  });
  const fallback = useQuery({
    queryKey: [REVIEW_KEY, 'periods-of-forms', api.companyId],
    enabled: periods.isError,
    queryFn: async () =>
      periodsOfForms(
        (await api.get<Page<FormRow>>('assessment_forms/', { team: true, ordering: '-period', page_size: 500 }))
          .results,
      ),
  });
  const options = periods.data ?? fallback.data ?? [];
  const ready = periods.isSuccess || (periods.isError && !fallback.isPending);
  return { options, ready, active: options.find((period) => period.status === 'active') ?? null };
}

/** Departments for the filter; `available` is false when the endpoint is missing or fails (the filter hides). */
export function useDepartmentOptions() {
  const api = useReviewApi();
  const departments = useQuery({
    queryKey: [REVIEW_KEY, 'departments', api.companyId],
    queryFn: async () => (await api.getCompany<Page<DepartmentOption>>('structure/departments/')).results,
  });
  return { options: departments.data ?? [], available: departments.isSuccess };
}
