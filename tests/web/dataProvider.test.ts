import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider.ts';
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
    const result = await provider.getList('values', {
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
  it('turns the common server field messages into translation keys', async () => {
    capture(
      'post',
      VALUES,
      {
        name: ['This field is required.'],
        self_deadline: ['Must be on or after start_date.'],
        description: ['Ensure this field has no more than 5000 characters.'],
        email: ['Enter a valid email address.'],
        other: ['Something else.'],
      },
      400,
    );
    const error = await provider.create('values', { data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      body: {
        errors: {
          name: 'ra.validation.required',
          self_deadline: 'app.server.after.start_date',
          description: 'app.server.too_long',
          email: 'app.server.email',
          other: 'Something else.',
        },
      },
    });
  });

  it('maps a 400 body to react-admin form errors, non_field_errors to the root error', async () => {
    capture(
      'post',
      VALUES,
      { name: ['Ensure this field has no more than 200 characters.'], non_field_errors: ['Name must be unique.'] },
      400,
    );
    const error = await rejection(provider.create('values', { data: { name: 'x'.repeat(201) } }));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: { name: 'app.server.too_long', root: { serverError: 'Name must be unique.' } },
    });
    expect(error.message).toBe('Name must be unique.');
  });

  it('maps a 409 stale version to an HttpError carrying the server detail and current record', async () => {
    const current = value({ id: 4, version: 9 });
    capture(
      'patch',
      `${VALUES}4/`,
      { detail: 'The record was changed by someone else.', code: 'stale_version', current },
      409,
    );
    const error = await rejection(
      provider.update('values', { id: 4, data: { name: 'x' }, previousData: value({ id: 4, version: 8 }) }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('The record was changed by someone else.');
    expect(error.body.current).toEqual(current);
  });

  it('keeps a 401 recognisable as an authentication error', async () => {
    capture(
      'get',
      `${VALUES}1/`,
      { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
      401,
    );
    const error = await rejection(provider.getOne('values', { id: 1 }));
    expect(error.status).toBe(401);
  });

  it('adds the request id to other server errors', async () => {
    capture('get', `${VALUES}1/`, { detail: 'Server error.', code: 'server_error', request_id: 'req-1234abcd' }, 500);
    const error = await rejection(provider.getOne('values', { id: 1 }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server error. (req-1234abcd)');
  });
});
