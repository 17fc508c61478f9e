import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.ts';
import type { DepartmentOut, PeriodOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

export type PeriodOption = Pick<PeriodOut, 'id' | 'name' | 'status'>;
export type DepartmentOption = Pick<DepartmentOut, 'id' | 'name'>;

/** The period filter's choices, newest first; `ready` once they are known (or could not be read). */
export function usePeriodOptions() {
  const { api, companyId } = useCompanyApi();
  const periods = useQuery({
    queryKey: queryKeys.review.periods(companyId),
    queryFn: async () => (await api.getPeriods({ page_size: 100 })).results,
  });
  const options: PeriodOption[] = periods.data ?? [];
  return {
    options,
    ready: !periods.isPending,
    active: options.find((period) => period.status === 'active') ?? null,
  };
}

/** Departments for the filter; `available` is false when they cannot be read (the filter hides). */
export function useDepartmentOptions() {
  const { api, companyId } = useCompanyApi();
  const departments = useQuery({
    queryKey: queryKeys.structure.departments(companyId),
    queryFn: async () => (await api.getDepartments()).results,
  });
  const options: DepartmentOption[] = departments.data ?? [];
  return { options, available: departments.isSuccess };
}
