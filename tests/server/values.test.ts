import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { json, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp();
const V = '/api/companies/companies/1/performance_review/values/';
const OTHER = '/api/companies/companies/2/performance_review/values/';
type Value = { id: number; name: string; order: number; version: number; is_active: boolean; description: string };
type List = { count: number; next: string | null; previous: string | null; results: Value[] };
type Codes = Record<string, { code: string; params?: Record<string, unknown> }[]>;
const codesOf = (res: LightMyRequestResponse) => json<{ codes: Codes }>(res).codes;

describe('company values: reading', () => {
  it('lists the company values in order with the DRF shape', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const body = json<List>(await employee.get(V));
    expect(body.count).toBe(5);
    expect(body.results.map((v) => v.order)).toEqual([1, 2, 3, 4, 5]);
    expect(body.results[0]).toMatchObject({ name: 'Клиент в центре', is_active: true, version: 1 });
    expect(body.results[0].id).toBeGreaterThan(0);
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
    expect(codesOf(bad)).toMatchObject({ ordering: [{ code: 'unknown_ordering', params: { name: 'password' } }] });
    expect(codesOf(bad).ordering[0].params?.allowed).toContain('order');
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
    expect(codesOf(res)).toEqual({ page_size: [{ code: 'max_value', params: { max: 500 } }] });
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

  it('closes the gap in the order when a value is deleted', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const made = [];
    for (const name of ['Первая новая', 'Вторая новая', 'Третья новая']) {
      made.push(json<Value>(await admin.post(V, { name, description: '' })));
    }
    expect((await admin.delete(`${V}${made[1].id}/`)).statusCode).toBe(204);
    const orders = json<List>(await admin.get(`${V}?page_size=100`)).results.map((v) => v.order);
    expect(orders).toEqual(orders.map((_, i) => i + 1));
    for (const v of made) if (v !== made[1]) await admin.delete(`${V}${v.id}/`);
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
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'required'],
      [{ name: '   ' }, 'name', 'blank'],
      [{ name: 'x'.repeat(201) }, 'name', 'too_long'],
      [{ name: 'Ок', order: -1 }, 'order', 'min_value'],
      [{ name: 'Ок', is_active: 'yes' }, 'is_active', 'invalid_type'],
      [{ name: 'Ок', unknown_field: 1 }, 'non_field_errors', 'unknown_field'],
      [[1, 2], 'non_field_errors', 'invalid_type'],
    ];
    for (const [body, field, code] of cases) {
      const res = await admin.post(V, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json(res)).sort(), JSON.stringify(body)).toEqual(['codes', field]);
      expect(
        codesOf(res)[field].map((e) => e.code),
        JSON.stringify(body),
      ).toEqual([code]);
    }
    expect(json<List>(await admin.get(V)).count).toBe(before);
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const res = await admin.request('POST', V, '{"name": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(codesOf(res)).toEqual({ non_field_errors: [{ code: 'malformed_request' }] });
  });

  it('requires the version and refuses a stale one with 409 and the current record', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const value = json<Value>(await admin.post(V, { name: 'Версии' }));
    const missing = await admin.patch(`${V}${value.id}/`, { name: 'Без версии' });
    expect(missing.statusCode).toBe(400);
    expect(codesOf(missing)).toEqual({ version: [{ code: 'required', params: { expected: 'number' } }] });
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
    expect(codesOf(bad)).toEqual({ ids: [{ code: 'unknown_ids' }] });
    expect(json<List>(await admin.get(`${V}?page_size=100`)).results.map((v) => v.id)).toEqual(reversed);
  });

  it('refuses to delete a value that forms use, with a reason', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const used = json<List>(await admin.get(`${V}?search=${encodeURIComponent('Клиент в центре')}`)).results[0];
    const res = await admin.delete(`${V}${used.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json<{ code: string; forms: number }>(res)).toMatchObject({ code: 'value_in_use' });
    expect(json<{ forms: number }>(res).forms).toBeGreaterThan(0);
    expect((await admin.get(`${V}${used.id}/`)).statusCode).toBe(200);
  });

  it('tells on every read how many form items grade a value, so the list knows it cannot be deleted', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const listed = json<{ results: (Value & { forms_count: number })[] }>(await admin.get(V)).results;
    const used = listed.find((v) => v.name === 'Клиент в центре');
    expect(used?.forms_count).toBeGreaterThan(0);
    expect(json<{ forms_count: number }>(await admin.get(`${V}${used?.id}/`)).forms_count).toBe(used?.forms_count);
    const fresh = json<{ id: number; forms_count: number }>(await admin.post(V, { name: 'Ещё не оценена' }));
    expect(fresh.forms_count).toBe(0);
    expect((await admin.delete(`${V}${fresh.id}/`)).statusCode).toBe(204);
  });

  it('refuses a name the company already has, in any letter case, and one over 200 characters', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const taken = await admin.post(V, { name: ' клиент В ЦЕНТРЕ ' });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({
      name: ['Ценность с таким названием уже есть: «Клиент в центре».'],
      codes: { name: [{ code: 'value_name_taken', params: { name: 'Клиент в центре' } }] },
    });
    const own = json<Value>(await admin.post(V, { name: 'Скорость' }));
    expect(json<Value>(await admin.patch(`${V}${own.id}/`, { name: 'СКОРОСТЬ', version: 1 })).name).toBe('СКОРОСТЬ');
    expect(codesOf(await admin.patch(`${V}${own.id}/`, { name: 'Клиент в центре', version: 2 }))).toMatchObject({
      name: [{ code: 'value_name_taken', params: { name: 'Клиент в центре' } }],
    });
    expect(codesOf(await admin.post(V, { name: 'Ц'.repeat(201) }))).toEqual({
      name: [{ code: 'too_long', params: { max: 200 } }],
    });
    const theirs = await signInAs(ctx, 'director@veter.example');
    expect((await theirs.post(OTHER, { name: 'Скорость' })).statusCode).toBe(201);
    expect((await admin.delete(`${V}${own.id}/`)).statusCode).toBe(204);
  });

  it('takes back on PUT and PATCH what a GET returned, ignoring the read-only fields', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const value = json<Value>(await admin.post(V, { name: 'Круглая поездка' }));
    const read = json<Value>(await admin.get(`${V}${value.id}/`));
    const put = await admin.put(`${V}${value.id}/`, { ...read, name: 'Туда и обратно' });
    expect(put.statusCode, put.body).toBe(200);
    const changed = json<Value>(put);
    expect(changed).toMatchObject({ id: read.id, name: 'Туда и обратно', version: 2 });
    const patch = await admin.patch(`${V}${value.id}/`, { ...changed, id: 1, created_at: 'later', is_active: false });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(json<Value>(patch)).toMatchObject({ id: read.id, is_active: false, version: 3 });
    const stale = await admin.put(`${V}${value.id}/`, { ...read, name: 'Поздно' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { name: 'Туда и обратно', version: 3 } });
    const unknown = await admin.put(`${V}${value.id}/`, { ...read, version: 3, colour: 'red' });
    expect(codesOf(unknown)).toEqual({ non_field_errors: [{ code: 'unknown_field', params: { keys: 'colour' } }] });
  });
});

describe('company values: error messages', () => {
  it('words a field error in Russian by default and in English on Accept-Language: en', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const ru = await admin.post(V, { name: ' ' });
    expect(json(ru)).toEqual({
      name: ['Поле не может быть пустым.'],
      codes: { name: [{ code: 'blank', params: { min: 1 } }] },
    });
    const en = await admin.request('POST', V, { name: ' ' }, { 'accept-language': 'en' });
    expect(json(en)).toMatchObject({ name: ['This field may not be blank.'] });
    const used = json<List>(await admin.get(`${V}?search=${encodeURIComponent('Клиент в центре')}`)).results[0];
    const conflict = await admin.request('DELETE', `${V}${used.id}/`, undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(json<{ code: string; detail: string }>(conflict)).toMatchObject({
      code: 'value_in_use',
      detail: 'This value is used in assessment forms and cannot be deleted. Make it inactive instead.',
    });
    expect(json<{ detail: string }>(await admin.delete(`${V}${used.id}/`)).detail).toBe(
      'Ценность используется в анкетах, удалить её нельзя. Сделайте её неактивной.',
    );
  });
});
