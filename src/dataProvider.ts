import type { DataProvider, GetListResult, Identifier, PaginationPayload, RaRecord, SortPayload } from 'react-admin';
import { apiUrl, httpClient, type Query, type QueryValue } from './httpClient.ts';
import { endpointOf } from './resources/registry.ts';
import type { Paginated } from './types.ts';

type ListAnswer<T> = Paginated<T> | T[];

/** The react-admin methods plus the company-scoped calls that are not CRUD. */
export interface CompanyDataProvider extends DataProvider {
  companyGet<T>(path: string, query?: Query): Promise<T>;
  companyPost<T>(path: string, body?: unknown): Promise<T>;
  reorder(resource: string, ids: Identifier[]): Promise<void>;
}

const MAX_PAGE_SIZE = 500;
const READ_ONLY_FIELDS = new Set(['id', 'version', 'created_at', 'updated_at']);

function isQueryValue(value: unknown): value is QueryValue {
  if (Array.isArray(value)) return value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));
  return value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
}

/** `q` is react-admin's full-text filter; the API calls it `search`. Other filters pass through. */
export function filterToQuery(filter: Record<string, unknown> = {}): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (isQueryValue(value)) query[key === 'q' ? 'search' : key] = value;
  }
  return query;
}

export function listQuery(pagination?: PaginationPayload, sort?: SortPayload, filter?: Record<string, unknown>): Query {
  const query: Query = { ...filterToQuery(filter) };
  if (pagination) {
    query.page = pagination.page;
    query.page_size = Math.min(pagination.perPage, MAX_PAGE_SIZE);
  }
  if (sort?.field) query.ordering = sort.order === 'DESC' ? `-${sort.field}` : sort.field;
  return query;
}

function toList<T extends RaRecord>(answer: ListAnswer<T>): GetListResult<T> {
  if (Array.isArray(answer)) return { data: answer, total: answer.length };
  return { data: answer.results, total: answer.count };
}

/** PATCH carries only what the form changed, plus the `version` the user saw (optimistic locking). */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY_FIELDS.has(key)) continue;
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
  }
  return changed;
}

export function createDataProvider(companyId: number | string): CompanyDataProvider {
  const base = `companies/companies/${companyId}/`;
  const url = (path: string, query?: Query) => apiUrl(`${base}${path}`, query);
  const get = async <T>(path: string, query?: Query) => (await httpClient<T>(url(path, query))).json;
  const send = async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    const init: RequestInit = { method };
    if (body !== undefined) init.body = JSON.stringify(body);
    return (await httpClient<T>(url(path), init)).json;
  };
  const itemPath = (resource: string, id: Identifier) => `${endpointOf(resource)}${id}/`;

  const provider: CompanyDataProvider = {
    async getList<R extends RaRecord>(
      resource: string,
      params: { pagination?: PaginationPayload; sort?: SortPayload; filter?: Record<string, unknown> },
    ) {
      return toList(
        await get<ListAnswer<R>>(endpointOf(resource), listQuery(params.pagination, params.sort, params.filter)),
      );
    },
    async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
      return { data: await get<R>(itemPath(resource, params.id)) };
    },
    async getMany<R extends RaRecord>(resource: string, params: { ids: Identifier[] }) {
      if (params.ids.length === 0) return { data: [] };
      const query: Query = { ids: params.ids.map(String), page_size: Math.min(params.ids.length, MAX_PAGE_SIZE) };
      return { data: toList(await get<ListAnswer<R>>(endpointOf(resource), query)).data };
    },
    async getManyReference<R extends RaRecord>(
      resource: string,
      params: {
        target: string;
        id: Identifier;
        pagination: PaginationPayload;
        sort: SortPayload;
        filter: Record<string, unknown>;
      },
    ) {
      const filter = { ...params.filter, [params.target]: params.id };
      return toList(await get<ListAnswer<R>>(endpointOf(resource), listQuery(params.pagination, params.sort, filter)));
    },
    async create<R extends RaRecord>(resource: string, params: { data: Record<string, unknown> }) {
      return { data: await send<R>('POST', endpointOf(resource), params.data) };
    },
    async update<R extends RaRecord>(
      resource: string,
      params: { id: Identifier; data: Record<string, unknown>; previousData: Record<string, unknown> },
    ) {
      const previous = params.previousData ?? {};
      const version = previous.version ?? params.data.version;
      const body = { ...changedFields(params.data, previous), version };
      return { data: await send<R>('PATCH', itemPath(resource, params.id), body) };
    },
    async updateMany(resource: string, params: { ids: Identifier[]; data: Record<string, unknown> }) {
      // Every write needs the record's current version, so each record is read before it is patched.
      await Promise.all(
        params.ids.map(async (id) => {
          const current = await get<{ version: number }>(itemPath(resource, id));
          await send('PATCH', itemPath(resource, id), { ...params.data, version: current.version });
        }),
      );
      return { data: params.ids };
    },
    async delete<R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) {
      await send('DELETE', itemPath(resource, params.id));
      return { data: (params.previousData ?? { id: params.id }) as R };
    },
    async deleteMany(resource: string, params: { ids: Identifier[] }) {
      await Promise.all(params.ids.map((id) => send('DELETE', itemPath(resource, id))));
      return { data: params.ids };
    },
    companyGet: get,
    companyPost: <T>(path: string, body?: unknown) => send<T>('POST', path, body),
    async reorder(resource: string, ids: Identifier[]) {
      await send('POST', `${endpointOf(resource)}reorder/`, { ids });
    },
  };
  return provider;
}
