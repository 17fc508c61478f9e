import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { apiGet, apiSend, type Query } from '../../httpClient.ts';
import { useCompany } from '../../shell/session.tsx';
import type { Paginated, Role } from '../../types.ts';

/** `structure/departments/`: the tree as a flat list ordered by path (server structure.schemas.ts). */
export type Department = {
  id: number;
  name: string;
  parent_id: number | null;
  path: string;
  depth: number;
  head: { id: number; full_name: string } | null;
  employees_count: number;
  children_count: number;
  version: number;
};

/** A person in a position (`structure/employee_in_positions/`). */
export type Person = {
  id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  position: string;
  department_id: number | null;
  department_name: string | null;
  manager_id: number | null;
  manager_name: string | null;
  is_active: boolean;
  role: Role | null;
  is_admin: boolean;
  version: number;
  created_at: string;
  updated_at: string;
};

/** A user of `/api/users/users/` (people who share a company with the caller). */
export type UserOption = { id: number; email: string; first_name: string; last_name: string; full_name: string };

/** Every query of the structure screens starts with this key, so one invalidation refreshes them all. */
export const STRUCTURE_KEY = 'structure';

export const STRUCTURE_PATH = '/settings/structure/';
export const IMPORT_PATH = '/settings/structure/import/';

/** Company-scoped calls under `companies/companies/{id}/structure/`. */
export function useStructureApi() {
  const company = useCompany();
  const base = `companies/companies/${company.id}/structure/`;
  return {
    companyId: company.id,
    base,
    get: <T>(path: string, query?: Query) => apiGet<T>(`${base}${path}`, query),
    send: <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      apiSend<T>(method, `${base}${path}`, body),
  };
}

export function useDepartments() {
  const api = useStructureApi();
  return useQuery({
    queryKey: [STRUCTURE_KEY, api.companyId, 'departments'],
    queryFn: async () => (await api.get<Paginated<Department>>('departments/')).results,
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
  const api = useStructureApi();
  return useQuery({
    queryKey: [STRUCTURE_KEY, api.companyId, 'people', filter],
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get<Paginated<Person>>('employee_in_positions/', {
        department: filter.departments ?? undefined,
        search: filter.search || undefined,
        is_active: filter.activeOnly ? true : undefined,
        page: filter.page + 1,
        page_size: filter.perPage,
        ordering: 'full_name',
      }),
  });
}

export function useRefreshStructure() {
  const client = useQueryClient();
  const company = useCompany();
  return () => client.invalidateQueries({ queryKey: [STRUCTURE_KEY, company.id] });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function errorStatus(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

/** A 400's messages by field (react-admin form error shape from httpClient) and the non-field one. */
export function fieldErrorsOf(error: unknown): { fields: Record<string, string>; root: string | null } | null {
  if (!(error instanceof HttpError) || error.status !== 400 || !isRecord(error.body) || !isRecord(error.body.errors))
    return null;
  const fields: Record<string, string> = {};
  let root: string | null = null;
  for (const [field, value] of Object.entries(error.body.errors)) {
    if (field === 'root' && isRecord(value) && typeof value.serverError === 'string') root = value.serverError;
    else if (typeof value === 'string') fields[field] = value;
  }
  return { fields, root };
}

/** The record as the server has it now, from a 409 `stale_version`. */
export function staleCurrentOf<T>(error: unknown): T | null {
  if (!(error instanceof HttpError) || error.status !== 409 || !isRecord(error.body)) return null;
  return error.body.code === 'stale_version' && isRecord(error.body.current) ? (error.body.current as T) : null;
}

/** What a 409 `department_not_empty` counts. */
export function notEmptyOf(error: unknown): { employees: number; children: number } | null {
  if (
    !(error instanceof HttpError) ||
    error.status !== 409 ||
    !isRecord(error.body) ||
    error.body.code !== 'department_not_empty'
  )
    return null;
  return { employees: Number(error.body.employees ?? 0), children: Number(error.body.children ?? 0) };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'ra.notification.http_error';
}
