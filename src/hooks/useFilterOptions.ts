import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys.ts';
import type { FormFilterOptionsOut } from '../api/types.ts';
import { useCompanyApi } from '../api/useCompanyApi.ts';

export type PeriodOption = FormFilterOptionsOut['periods'][number];
export type DepartmentOption = FormFilterOptionsOut['departments'][number];

/**
 * The dashboard's filter choices as the server scopes them: periods that are running, over or hold forms
 * (newest first), and the departments of the people whose forms the caller sees. `ready` once they are known
 * (or could not be read); `departments` is null when they could not be read or there is nothing to choose.
 */
export function useFilterOptions() {
  const { api, companyId } = useCompanyApi();
  const options = useQuery({
    queryKey: queryKeys.review.filterOptions(companyId),
    queryFn: () => api.getFormFilterOptions(),
  });
  const periods: PeriodOption[] = options.data?.periods ?? [];
  const departments = options.data?.departments ?? [];
  return {
    periods,
    departments: departments.length ? departments : null,
    ready: !options.isPending,
    active: periods.find((period) => period.status === 'active') ?? null,
  };
}
