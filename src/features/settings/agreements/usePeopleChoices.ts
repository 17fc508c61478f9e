import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import type { PersonOption } from './types.ts';

/** Enough to pick from while typing; the search narrows the rest on the server. */
export const PEOPLE_PAGE_SIZE = 50;

/**
 * The people the caller may set agreements for, searched on the server as the user types:
 * `managed_employee_in_positions/` answers everyone in the company for admins and the people a manager
 * oversees (the rule agreements.service.ts checks on write) for managers. `pinned` keeps the chosen
 * person among the choices when the search would leave them out.
 */
export function usePeopleChoices({ activeOnly, pinned }: { activeOnly: boolean; pinned?: PersonOption | null }) {
  const { api, companyId } = useCompanyApi();
  const [search, setSearch] = useState('');
  const people = {
    search,
    ordering: 'full_name',
    page_size: PEOPLE_PAGE_SIZE,
    is_active: activeOnly ? true : undefined,
  };
  const query = useQuery({
    queryKey: queryKeys.structure.managedPeople(companyId, people),
    queryFn: () => api.getManagedPeople(people),
    placeholderData: keepPreviousData,
  });
  const choices = useMemo(() => {
    const found: PersonOption[] = query.data?.results ?? [];
    return pinned && !found.some((person) => person.id === pinned.id) ? [pinned, ...found] : found;
  }, [query.data, pinned]);
  return { choices, search, setSearch, isPending: query.isPending, error: query.error };
}
