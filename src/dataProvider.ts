import type { DataProvider, GetListResult, Identifier, PaginationPayload, RaRecord, SortPayload } from 'react-admin';
import { worded } from './api/errors.ts';
import { aiCalls } from './features/ai/api.ts';
import { analyticsCalls } from './features/analytics/api.ts';
import { calibrationCalls } from './features/calibration/api.ts';
import { goalCalls } from './features/goals/api.ts';
import { oneOnOneCalls } from './features/oneonones/api.ts';
import { recognitionCalls } from './features/recognition/api.ts';
import { companyCalls } from './features/companies/api.ts';
import { exportCalls } from './features/exports/api.ts';
import { reviewCalls } from './features/forms/api.ts';
import { notificationCalls } from './features/notifications/api.ts';
import { review360Calls } from './features/review360/api.ts';
import { structureCalls } from './features/structure/api.ts';
import { sendTo, type Query, type QueryValue } from './httpClient.ts';
import { API_RESOURCES, type ApiResource } from './resources/registry.ts';
import type { Page } from './api/types.ts';
import type { RouteName } from '../contract/routes.ts';

type ListAnswer<T> = Page<T> | T[];

type Crud = 'list' | 'get' | 'create' | 'update' | 'delete';

/** The routes of each settings grid's CRUD, by resource: `values` is `values.list`, `values.get`, ... */
const CRUD: Record<ApiResource, Record<Crud, RouteName> & { reorder?: RouteName }> = {
  values: {
    list: 'values.list',
    get: 'values.get',
    create: 'values.create',
    update: 'values.update',
    delete: 'values.delete',
    reorder: 'values.reorder',
  },
  hipo_skills: {
    list: 'hipo_skills.list',
    get: 'hipo_skills.get',
    create: 'hipo_skills.create',
    update: 'hipo_skills.update',
    delete: 'hipo_skills.delete',
    reorder: 'hipo_skills.reorder',
  },
  assessment_periods: {
    list: 'assessment_periods.list',
    get: 'assessment_periods.get',
    create: 'assessment_periods.create',
    update: 'assessment_periods.update',
    delete: 'assessment_periods.delete',
  },
  agreements: {
    list: 'agreements.list',
    get: 'agreements.get',
    create: 'agreements.create',
    update: 'agreements.update',
    delete: 'agreements.delete',
  },
};

/** A react-admin resource by its API name (`values`) or its route (`settings/values`). */
function isResource(name: string): name is ApiResource {
  return Object.hasOwn(API_RESOURCES, name);
}

function resourceOf(resource: string): ApiResource {
  if (isResource(resource)) return resource;
  for (const [name, entry] of Object.entries(API_RESOURCES)) {
    if (entry.route === resource && isResource(name)) return name;
  }
  throw new Error(`Unknown resource "${resource}"`);
}

/**
 * react-admin's CRUD methods are generic in the record the caller names (`getOne<R>`): the answer of the
 * resource's route is that record, as the server's schema serialized it.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
function recordOf<R>(answer: unknown): R {
  return answer as R;
}

/** The company's calls that are not CRUD, typed by the server's schemas: react-admin custom methods. */
type CompanyCalls = ReturnType<typeof companyCalls> &
  ReturnType<typeof reviewCalls> &
  ReturnType<typeof aiCalls> &
  ReturnType<typeof structureCalls> &
  ReturnType<typeof calibrationCalls> &
  ReturnType<typeof goalCalls> &
  ReturnType<typeof oneOnOneCalls> &
  ReturnType<typeof recognitionCalls> &
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
  const company = { companyId };
  const one = (id: Identifier) => ({ companyId, id: String(id) });
  const routeOf = (resource: string, crud: Crud) => CRUD[resourceOf(resource)][crud];
  const listOf = async <R extends RaRecord>(resource: string, query: Query) =>
    recordOf<ListAnswer<R>>(await wording(sendTo(routeOf(resource, 'list'), { params: company, query })));

  const provider: CompanyDataProvider = {
    async getList<R extends RaRecord>(
      resource: string,
      params: { pagination?: PaginationPayload; sort?: SortPayload; filter?: Record<string, unknown> },
    ) {
      return toList(await listOf<R>(resource, listQuery(params.pagination, params.sort, params.filter)));
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
    async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
      return { data: recordOf<R>(await wording(sendTo(routeOf(resource, 'get'), { params: one(params.id) }))) };
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
      const answer = await wording(sendTo(routeOf(resource, 'create'), { params: company, body: params.data }));
      return { data: recordOf<R>(answer) };
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- react-admin's signature: the caller names the record
    async update<R extends RaRecord>(
      resource: string,
      params: { id: Identifier; data: Record<string, unknown>; previousData: Record<string, unknown> },
    ) {
      const previous = params.previousData;
      const version = previous.version ?? params.data.version;
      const body = { ...changedFields(params.data, previous), version };
      return {
        data: recordOf<R>(await wording(sendTo(routeOf(resource, 'update'), { params: one(params.id), body }))),
      };
    },
    async updateMany(resource: string, params: { ids: Identifier[]; data: Record<string, unknown> }) {
      // Every write needs the record's current version, so each record is read before it is patched.
      await Promise.all(
        params.ids.map(async (id) => {
          const current = recordOf<{ version: number }>(
            await wording(sendTo(routeOf(resource, 'get'), { params: one(id) })),
          );
          const body = { ...params.data, version: current.version };
          await wording(sendTo(routeOf(resource, 'update'), { params: one(id), body }));
        }),
      );
      return { data: params.ids };
    },
    async delete<R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) {
      await wording(sendTo(routeOf(resource, 'delete'), { params: one(params.id) }));
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    async deleteMany(resource: string, params: { ids: Identifier[] }) {
      await Promise.all(params.ids.map((id) => wording(sendTo(routeOf(resource, 'delete'), { params: one(id) }))));
      return { data: params.ids };
    },
    async reorder(resource: string, ids: Identifier[]) {
      const routes = CRUD[resourceOf(resource)];
      if (!routes.reorder) throw new Error(`The resource "${resource}" has no order`);
      await wording(sendTo(routes.reorder, { params: company, body: { ids } }));
    },
    ...companyCalls(companyId),
    ...reviewCalls(companyId),
    ...aiCalls(companyId),
    ...structureCalls(companyId),
    ...notificationCalls(companyId),
    ...analyticsCalls(companyId),
    ...exportCalls(companyId),
    ...calibrationCalls(companyId),
    ...goalCalls(companyId),
    ...oneOnOneCalls(companyId),
    ...recognitionCalls(companyId),
    ...review360Calls(companyId),
  };
  return provider;
}
