import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOutage, retryAfterOf, staleCurrentOf } from '../../src/api/errors.ts';
import type { CatalogueOut } from '../../src/api/types.ts';
import { createDataProvider } from '../../src/dataProvider.ts';
import { setActiveLocale } from '../../src/i18n/locale.ts';
import { API, clearCookies, page, value } from './fixtures.ts';
import { server } from './msw.ts';

const VALUES = `${API}/companies/companies/1/performance_review/values/`;
const provider = createDataProvider(1);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

/** Records the URL of every request to `path` and answers with `body`. */
function capture(method: 'get' | 'post' | 'patch' | 'delete', path: string, body: unknown = {}, status = 200) {
  const requests: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      requests.push(request.clone());
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return requests;
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('dataProvider getList', () => {
  it('sends page, page_size, descending ordering, search and filters as query parameters', async () => {
    const requests = capture('get', VALUES, page([]));
    await provider.getList('values', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'клиент', is_active: true },
    });
    const params = new URL(requests[0].url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      page_size: '20',
      ordering: '-name',
      search: 'клиент',
      is_active: 'true',
    });
  });

  it('sends an ascending sort as the bare field name', async () => {
    const requests = capture('get', VALUES, page([]));
    await provider.getList('values', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'order', order: 'ASC' },
      filter: {},
    });
    expect(new URL(requests[0].url).searchParams.get('ordering')).toBe('order');
  });

  it('joins array filter values with commas', async () => {
    const requests = capture('get', VALUES, page([]));
    await provider.getList('values', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { stage: ['SELF', 'MANAGER'], department: [3, 4] },
    });
    const params = new URL(requests[0].url).searchParams;
    expect(params.get('stage')).toBe('SELF,MANAGER');
    expect(params.get('department')).toBe('3,4');
  });

  it('turns the DRF list shape into {data, total}', async () => {
    capture('get', VALUES, { count: 42, next: `${VALUES}?page=2`, previous: null, results: [value({ id: 5 })] });
    const result = await provider.getList<CatalogueOut>('values', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(42);
    expect(result.data.map((row) => row.id)).toEqual([5]);
  });

  it('accepts the route name of a resource as well as its API name', async () => {
    const requests = capture('get', VALUES, page([]));
    await provider.getList('settings/values', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(requests).toHaveLength(1);
  });
});

describe('dataProvider reads by id', () => {
  it('getMany asks for the ids comma-joined in one request', async () => {
    const requests = capture('get', VALUES, page([value({ id: 1 }), value({ id: 2 })]));
    const result = await provider.getMany('values', { ids: [1, 2] });
    expect(new URL(requests[0].url).searchParams.get('ids')).toBe('1,2');
    expect(result.data).toHaveLength(2);
  });

  it('getManyReference filters by the target field', async () => {
    const requests = capture('get', `${API}/companies/companies/1/performance_review/agreements/`, page([]));
    await provider.getManyReference('agreements', {
      target: 'employee',
      id: 9,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(new URL(requests[0].url).searchParams.get('employee')).toBe('9');
  });
});

describe('dataProvider writes', () => {
  it('sends the csrftoken cookie back in X-CSRFToken on a POST', async () => {
    document.cookie = 'csrftoken=token-from-cookie; path=/';
    const requests = capture('post', VALUES, value({ id: 3 }), 201);
    await provider.create('values', { data: { name: 'Честность' } });
    expect(requests[0].headers.get('x-csrftoken')).toBe('token-from-cookie');
    expect(await requests[0].json()).toEqual({ name: 'Честность' });
  });

  it('fetches a CSRF cookie first when there is none yet', async () => {
    clearCookies();
    let cookieSet = false;
    server.use(
      http.get(`${API}/auth/providers/`, () => {
        document.cookie = 'csrftoken=fresh-token; path=/';
        cookieSet = true;
        return HttpResponse.json({ providers: [], demo: false });
      }),
    );
    const requests = capture('post', VALUES, value(), 201);
    await provider.create('values', { data: { name: 'Смелость' } });
    expect(cookieSet).toBe(true);
    expect(requests[0].headers.get('x-csrftoken')).toBe('fresh-token');
  });

  it('update PATCHes only the changed fields plus the version the user saw', async () => {
    const previous = value({ id: 4, version: 6 });
    const requests = capture('patch', `${VALUES}4/`, { ...previous, name: 'Новое', version: 7 });
    await provider.update('values', { id: 4, data: { ...previous, name: 'Новое' }, previousData: previous });
    expect(await requests[0].json()).toEqual({ name: 'Новое', version: 6 });
  });

  it('updateMany patches each record with the version it currently has', async () => {
    server.use(
      http.get(`${VALUES}:id/`, ({ params }) =>
        HttpResponse.json(value({ id: Number(params.id), version: Number(params.id) * 10 })),
      ),
    );
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch(`${VALUES}:id/`, async ({ request, params }) => {
        bodies.push({ id: Number(params.id), ...((await request.json()) as Record<string, unknown>) });
        return HttpResponse.json(value({ id: Number(params.id) }));
      }),
    );
    const result = await provider.updateMany('values', { ids: [1, 2], data: { is_active: false } });
    expect(result.data).toEqual([1, 2]);
    expect(bodies.sort((a, b) => Number(a.id) - Number(b.id))).toEqual([
      { id: 1, is_active: false, version: 10 },
      { id: 2, is_active: false, version: 20 },
    ]);
  });

  it('reorder posts the new order of ids', async () => {
    const requests = capture('post', `${VALUES}reorder/`, {}, 204);
    await provider.reorder('settings/values', [3, 1, 2]);
    expect(await requests[0].json()).toEqual({ ids: [3, 1, 2] });
  });

  it('delete sends DELETE to the record URL', async () => {
    const requests = capture('delete', `${VALUES}8/`, {}, 204);
    const result = await provider.delete('values', { id: 8, previousData: value({ id: 8 }) });
    expect(requests).toHaveLength(1);
    expect(result.data.id).toBe(8);
  });
});

describe('dataProvider errors', () => {
  afterEach(() => setActiveLocale('ru'));

  it('words 400 field errors from their codes in the language shown, never from the server sentences', async () => {
    capture(
      'post',
      VALUES,
      {
        name: ['(anything)'],
        self_deadline: ['(anything)'],
        description: ['(anything)'],
        codes: {
          name: [{ code: 'required' }],
          self_deadline: [{ code: 'date_order', params: { after: 'start_date' } }],
          description: [{ code: 'too_long', params: { max: 5000 } }],
        },
      },
      400,
    );
    const error = await provider.create('values', { data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      body: {
        errors: {
          name: 'Обязательное поле.',
          self_deadline: 'Дата не может быть раньше, чем дата начала.',
          description: 'Не более 5000 символов.',
        },
      },
    });

    setActiveLocale('en');
    const english = await rejection(provider.create('values', { data: {} }));
    expect(english.body).toMatchObject({ errors: { self_deadline: 'Must be on or after the start date.' } });
  });

  it('asks the server to answer in the language shown', async () => {
    const requests = capture('get', VALUES, page([]));
    setActiveLocale('en');
    await provider.getList('values', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' } });
    expect(requests[0].headers.get('Accept-Language')).toBe('en');
  });

  it('maps a 400 body to react-admin form errors, non_field_errors to the root error', async () => {
    capture(
      'post',
      VALUES,
      {
        name: ['x'],
        non_field_errors: ['y'],
        codes: { name: [{ code: 'too_long', params: { max: 200 } }], non_field_errors: [{ code: 'duplicate' }] },
      },
      400,
    );
    const error = await rejection(provider.create('values', { data: { name: 'x'.repeat(201) } }));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      errors: { name: 'Не более 200 символов.', root: { serverError: 'Такая запись уже существует.' } },
    });
    expect(error.message).toBe('Такая запись уже существует.');
  });

  it('maps a 409 stale version to an error worded by its code, carrying the current record', async () => {
    const current = value({ id: 4, version: 9 });
    capture('patch', `${VALUES}4/`, { detail: '(anything)', code: 'stale_version', current }, 409);
    const error = await rejection(
      provider.update('values', { id: 4, data: { name: 'x' }, previousData: value({ id: 4, version: 8 }) }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('Запись уже изменил кто-то другой. Обновите её и повторите изменение.');
    expect(staleCurrentOf(error)).toEqual(current);
  });

  it('falls back to the server words (asked in the language shown) for a code this build does not know yet', async () => {
    capture('patch', `${VALUES}4/`, { detail: 'Новое правило сервера.', code: 'a_code_from_a_newer_server' }, 409);
    const error = await rejection(
      provider.update('values', { id: 4, data: { name: 'x' }, previousData: value({ id: 4, version: 8 }) }),
    );
    expect(error.message).toBe('Новое правило сервера.');
  });

  it('keeps a 401 recognisable as an authentication error', async () => {
    capture('get', `${VALUES}1/`, { detail: '(anything)', code: 'not_authenticated' }, 401);
    const error = await rejection(provider.getOne('values', { id: 1 }));
    expect(error.status).toBe(401);
  });

  it('adds the request id to other server errors', async () => {
    capture('get', `${VALUES}1/`, { detail: '(anything)', code: 'server_error', request_id: 'req-1234abcd' }, 500);
    const error = await rejection(provider.getOne('values', { id: 1 }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Внутренняя ошибка сервера. (req-1234abcd)');
  });

  it('tells a lost database (503, with Retry-After) and a lost network apart from a wrong request', async () => {
    server.use(
      http.get(`${VALUES}1/`, () =>
        HttpResponse.json(
          { detail: '(anything)', code: 'db_unavailable' },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
      http.get(`${VALUES}2/`, () => HttpResponse.error()),
      http.get(`${VALUES}3/`, () => HttpResponse.json({ detail: '(anything)', code: 'not_found' }, { status: 404 })),
    );
    const unavailable = await rejection(provider.getOne('values', { id: 1 }));
    expect([isOutage(unavailable), retryAfterOf(unavailable)]).toEqual([true, 5]);
    const offline = await rejection(provider.getOne('values', { id: 2 }));
    expect([offline.status, isOutage(offline)]).toEqual([0, true]);
    expect(isOutage(await rejection(provider.getOne('values', { id: 3 })))).toBe(false);
  });
});
