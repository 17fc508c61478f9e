import type { DataProvider, GetListResult, Identifier, PaginationPayload, RaRecord, SortPayload } from 'react-admin';
import { aiCalls } from './api/ai.ts';
import { analyticsCalls } from './api/analytics.ts';
import { calibrationCalls } from './api/calibration.ts';
import { companyCalls } from './api/company.ts';
import { worded } from './api/errors.ts';
import { exportCalls } from './api/exports.ts';
import { notificationCalls } from './api/notifications.ts';
import { reviewCalls } from './api/review.ts';
import { review360Calls } from './api/review360.ts';
import { structureCalls } from './api/structure.ts';
import { request, type Query, type QueryValue } from './httpClient.ts';
import { endpointOf } from './resources/registry.ts';
import type { Page } from './api/types.ts';

type ListAnswer<T> = Page<T> | T[];

/** The company's calls that are not CRUD, typed by the server's schemas: react-admin custom methods. */
type CompanyCalls = ReturnType<typeof companyCalls> &
  ReturnType<typeof reviewCalls> &
  ReturnType<typeof aiCalls> &
  ReturnType<typeof structureCalls> &
  ReturnType<typeof calibrationCalls> &
  ReturnType<typeof notificationCalls> &
  ReturnType<typeof analyticsCalls> &
  ReturnType<typeof exportCalls> &
  ReturnType<typeof review360Calls> & { reorder(resource: string, ids: Identifier[]): Promise<void> };

/**
 * The one way screens reach the company's API: react-admin's methods for the settings grids, and the
 * dashboards', review's, structure's and import's calls beside them (`useDataProvider<CompanyDataProvider>()`).
 */
export type CompanyDataProvider = DataProvider & CompanyCalls;

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

/** react-admin shows a failure's message and its form errors as they are: they are worded by code here. */
async function wording<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw worded(error);
  }
}

export function createDataProvider(companyId: number): CompanyDataProvider {
  const base = `companies/companies/${companyId}/`;
  const itemPath = (resource: string, id: Identifier) => `${base}${endpointOf(resource)}${id}/`;
  const listOf = <R extends RaRecord>(resource: string, query: Query) =>
    wording(request<ListAnswer<R>>('GET', `${base}${endpointOf(resource)}`, { query }));

  const provider: CompanyDataProvider = {
    async getList<R extends RaRecord>(
      resource: string,
      params: { pagination?: PaginationPayload; sort?: SortPayload; filter?: Record<string, unknown> },
    ) {
      return toList(await listOf<R>(resource, listQuery(params.pagination, params.sort, params.filter)));
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
    async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
      return { data: await wording(request<R>('GET', itemPath(resource, params.id))) };
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
    async getMany<R extends RaRecord>(resource: string, params: { ids: Identifier[] }) {
      if (params.ids.length === 0) return { data: [] };
      const query: Query = { ids: params.ids.map(String), page_size: Math.min(params.ids.length, MAX_PAGE_SIZE) };
      return { data: toList(await listOf<R>(resource, query)).data };
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
      return toList(await listOf<R>(resource, listQuery(params.pagination, params.sort, filter)));
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
    async create<R extends RaRecord>(resource: string, params: { data: Record<string, unknown> }) {
      return { data: await wording(request<R>('POST', `${base}${endpointOf(resource)}`, { body: params.data })) };
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
    async update<R extends RaRecord>(
      resource: string,
      params: { id: Identifier; data: Record<string, unknown>; previousData: Record<string, unknown> },
    ) {
      const previous = params.previousData;
      const version = previous.version ?? params.data.version;
      const body = { ...changedFields(params.data, previous), version };
      return { data: await wording(request<R>('PATCH', itemPath(resource, params.id), { body })) };
    },
    async updateMany(resource: string, params: { ids: Identifier[]; data: Record<string, unknown> }) {
      // Every write needs the record's current version, so each record is read before it is patched.
      await Promise.all(
        params.ids.map(async (id) => {
          const current = await wording(request<{ version: number }>('GET', itemPath(resource, id)));
          const body = { ...params.data, version: current.version };
          await wording(request<null>('PATCH', itemPath(resource, id), { body }));
        }),
      );
      return { data: params.ids };
    },
    async delete<R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) {
      await wording(request<null>('DELETE', itemPath(resource, params.id)));
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    async deleteMany(resource: string, params: { ids: Identifier[] }) {
      await Promise.all(params.ids.map((id) => wording(request<null>('DELETE', itemPath(resource, id)))));
      return { data: params.ids };
    },
    async reorder(resource: string, ids: Identifier[]) {
      await wording(request<null>('POST', `${base}${endpointOf(resource)}reorder/`, { body: { ids } }));
    },
    ...companyCalls(companyId),
    ...reviewCalls(companyId),
    ...aiCalls(companyId),
    ...structureCalls(companyId),
    ...notificationCalls(companyId),
    ...analyticsCalls(companyId),
    ...exportCalls(companyId),
    ...calibrationCalls(companyId),
    ...review360Calls(companyId),
  };
  return provider;
}
