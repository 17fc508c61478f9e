import { describe, expect, it } from 'vitest';
import { json, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp();
const V = '/api/companies/companies/1/performance_review/values/';
const OTHER = '/api/companies/companies/2/performance_review/values/';
type Value = { id: number; name: string; order: number; version: number; is_active: boolean; description: string };
type List = { count: number; next: string | null; previous: string | null; results: Value[] };

describe('company values: reading', () => {
  it('lists the company values in order with the DRF shape', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const body = json<List>(await employee.get(V));
    expect(body.count).toBe(5);
    expect(body.results.map((v) => v.order)).toEqual([1, 2, 3, 4, 5]);
    expect(body.results[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: 'Клиент в центре', is_active: true, version: 1 }),
    );
    expect(body.results[0]).not.toHaveProperty('company_id');
  });

  it('paginates with next and previous links', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const p1 = json<List>(await admin.get(`${V}?page_size=2`));
    expect(p1.results).toHaveLength(2);
    expect(p1.next).toContain('page=2');
    const p3 = json<List>(await admin.get(`${V}?page_size=2&page=3`));
    expect(p3.results).toHaveLength(1);
    expect(p3.next).toBeNull();
    expect(p3.previous).toContain('page=2');
    const beyond = json<List>(await admin.get(`${V}?page_size=2&page=9`));
    expect(beyond).toMatchObject({ count: 5, results: [] });
  });

  it('orders by any allowed field and refuses unknown ones naming ordering', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const names = json<List>(await admin.get(`${V}?ordering=-name`)).results.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'ru')));
    const bad = await admin.get(`${V}?ordering=password`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad))).toEqual(['ordering']);
  });

  it('searches by name and filters by activity', async () => {
    const admin = await signIn(ctx.app, 'admin');
    expect(
      json<List>(await admin.get(`${V}?search=${encodeURIComponent('ответств')}`)).results.map((v) => v.name),
    ).toEqual(['Ответственность']);
    expect(json<List>(await admin.get(`${V}?is_active=false`)).count).toBe(0);
    expect(json<List>(await admin.get(`${V}?search=%25`)).count).toBe(0);
  });

  it('refuses a page size over 500 naming page_size', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const res = await admin.get(`${V}?page_size=501`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toHaveProperty('page_size');
  });

  it("answers 404 for another company's list and objects", async () => {
    const admin = await signIn(ctx.app, 'admin');
    expect((await admin.get(OTHER)).statusCode).toBe(404);
    const other = await signInAs(ctx, 'director@veter.example');
    const theirs = json<List>(await other.get(OTHER)).results[0];
    expect((await admin.get(`${V}${theirs.id}/`)).statusCode).toBe(404);
    expect((await admin.patch(`${V}${theirs.id}/`, { name: 'x', version: 1 })).statusCode).toBe(404);
    expect((await admin.delete(`${V}${theirs.id}/`)).statusCode).toBe(404);
    expect((await admin.post(OTHER, { name: 'Чужая' })).statusCode).toBe(404);
  });
});

describe('company values: writing', () => {
  it('lets an admin create, edit and delete a value', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const created = await admin.post(V, { name: 'Смелость', description: 'Берём на себя сложное.' });
    expect(created.statusCode).toBe(201);
    const value = json<Value>(created);
    expect(value).toMatchObject({ name: 'Смелость', order: 6, version: 1, is_active: true });
    const patched = json<Value>(await admin.patch(`${V}${value.id}/`, { is_active: false, version: 1 }));
    expect(patched).toMatchObject({ is_active: false, version: 2, name: 'Смелость' });
    const put = json<Value>(
      await admin.put(`${V}${value.id}/`, {
        name: 'Смелость и честность',
        description: '',
        order: 7,
        is_active: true,
        version: 2,
      }),
    );
    expect(put).toMatchObject({ name: 'Смелость и честность', order: 7, version: 3 });
    expect((await admin.delete(`${V}${value.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${V}${value.id}/`)).statusCode).toBe(404);
  });

  it('does not let employees or managers write values', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const user = await signIn(ctx.app, role);
      expect((await user.post(V, { name: 'Нельзя' })).statusCode).toBe(403);
      const first = json<List>(await user.get(V)).results[0];
      expect((await user.patch(`${V}${first.id}/`, { name: 'Нельзя', version: first.version })).statusCode).toBe(403);
      expect((await user.delete(`${V}${first.id}/`)).statusCode).toBe(403);
    }
    const admin = await signIn(ctx.app, 'admin');
    expect(json<List>(await admin.get(`${V}?search=Нельзя`)).count).toBe(0);
  });

  it('refuses bad bodies with 400 naming each field and writes nothing', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const before = json<List>(await admin.get(V)).count;
    const cases: [unknown, string[]][] = [
      [{}, ['name']],
      [{ name: '   ' }, ['name']],
      [{ name: 'x'.repeat(201) }, ['name']],
      [{ name: 'Ок', order: -1 }, ['order']],
      [{ name: 'Ок', is_active: 'yes' }, ['is_active']],
      [{ name: 'Ок', unknown_field: 1 }, ['non_field_errors']],
      [[1, 2], ['non_field_errors']],
    ];
    for (const [body, fields] of cases) {
      const res = await admin.post(V, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json(res)).sort()).toEqual(fields);
    }
    expect(json<List>(await admin.get(V)).count).toBe(before);
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const res = await admin.request('POST', V, '{"name": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toHaveProperty('non_field_errors');
  });

  it('requires the version and refuses a stale one with 409 and the current record', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const value = json<Value>(await admin.post(V, { name: 'Версии' }));
    const missing = await admin.patch(`${V}${value.id}/`, { name: 'Без версии' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toHaveProperty('version');
    expect((await admin.patch(`${V}${value.id}/`, { name: 'Первый', version: 1 })).statusCode).toBe(200);
    const stale = await admin.patch(`${V}${value.id}/`, { name: 'Второй', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { name: 'Первый', version: 2 } });
    expect(json<Value>(await admin.get(`${V}${value.id}/`)).name).toBe('Первый');
  });

  it('reorders values in one call', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const ids = json<List>(await admin.get(`${V}?page_size=100`)).results.map((v) => v.id);
    const reversed = [...ids].reverse();
    expect((await admin.post(`${V}reorder/`, { ids: reversed })).statusCode).toBe(204);
    expect(json<List>(await admin.get(`${V}?page_size=100`)).results.map((v) => v.id)).toEqual(reversed);
    const bad = await admin.post(`${V}reorder/`, { ids: [ids[0], 999999] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toHaveProperty('ids');
    expect(json<List>(await admin.get(`${V}?page_size=100`)).results.map((v) => v.id)).toEqual(reversed);
  });

  it('refuses to delete a value that forms use, with a reason', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const used = json<List>(await admin.get(`${V}?search=${encodeURIComponent('Клиент в центре')}`)).results[0];
    const res = await admin.delete(`${V}${used.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'in_use' });
    expect((await admin.get(`${V}${used.id}/`)).statusCode).toBe(200);
  });
});
