import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

export const STRUCTURE_PATH = '/settings/structure/';
export const IMPORT_PATH = '/settings/structure/import/';

/** The tree as a flat list ordered by path. */
export function useDepartments() {
  const { api, companyId } = useCompanyApi();
  return useQuery({
    queryKey: queryKeys.structure.departments(companyId),
    queryFn: async () => (await api.getDepartments()).results,
  });
}

export type PeopleFilter = {
  departments: number[] | null;
  search: string;
  activeOnly: boolean;
  page: number;
  perPage: number;
};

/** One page of people, filtered on the server (thousands of people never reach the browser at once). */
export function usePeople(filter: PeopleFilter) {
  const { api, companyId } = useCompanyApi();
  const query = {
    department: filter.departments ?? undefined,
    search: filter.search || undefined,
    is_active: filter.activeOnly ? true : undefined,
    page: filter.page + 1,
    page_size: filter.perPage,
    ordering: 'full_name',
  };
  return useQuery({
    queryKey: queryKeys.structure.people(companyId, query),
    placeholderData: keepPreviousData,
    queryFn: () => api.getPeople(query),
  });
}

/** Every query of the structure screens shares one key prefix, so this refreshes them all. */
export function useRefreshStructure() {
  const client = useQueryClient();
  const { companyId } = useCompanyApi();
  return () => client.invalidateQueries({ queryKey: queryKeys.structure.all(companyId) });
}
