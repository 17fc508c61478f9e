import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetMany, type Identifier } from 'react-admin';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { AgreementHistoryOut, AgreementOut, PeriodOut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { ROUTES } from '../../../resources/registry.ts';

export const HISTORY_PAGE_SIZE = 20;

/** The agreement's changes, newest first, a page at a time. */
export function useAgreementHistory(id: Identifier) {
  const { api, companyId } = useCompanyApi();
  return useInfiniteQuery({
    queryKey: queryKeys.agreements.history(companyId, String(id)),
    queryFn: ({ pageParam }) => api.getAgreementHistory(id, { page: pageParam, page_size: HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
}

function idsOf(entries: AgreementHistoryOut[], field: string): number[] {
  const ids = new Set<number>();
  for (const entry of entries) {
    const change = Object.hasOwn(entry.changes, field) ? entry.changes[field] : null;
    for (const value of change ? [change.before, change.after] : []) if (typeof value === 'number') ids.add(value);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * History rows name the employee and the period by id. The periods are readable by every member; the
 * people only by those who manage them, so the agreement's own employee is named from the record and
 * anyone else the caller cannot read stays a number.
 */
export function useHistoryNames(record: AgreementOut, entries: AgreementHistoryOut[]) {
  const { api, companyId } = useCompanyApi();
  const company = useCompany();
  const periodIds = idsOf(entries, 'period');
  const employeeIds = idsOf(entries, 'employee').filter((id) => id !== record.employee);
  const periods = useGetMany<PeriodOut>(
    ROUTES.assessment_periods,
    { ids: periodIds },
    { enabled: periodIds.length > 0 },
  );
  const mayReadPeople = company.is_admin || company.role === 'MANAGER';
  const query = { ids: employeeIds, page_size: employeeIds.length };
  const people = useQuery({
    queryKey: queryKeys.structure.managedPeople(companyId, query),
    enabled: mayReadPeople && employeeIds.length > 0,
    queryFn: () => api.getManagedPeople(query),
  });
  return useMemo(() => {
    const employees = new Map<number, string>([[record.employee, record.employee_name]]);
    for (const person of people.data?.results ?? []) employees.set(person.id, person.full_name);
    const periodNames = new Map<number, string>([[record.period, record.period_name]]);
    for (const period of periods.data ?? []) periodNames.set(period.id, period.name);
    return { employees, periods: periodNames };
  }, [record, people.data, periods.data]);
}
