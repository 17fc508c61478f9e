import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, OTHER_ADMIN, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const H = `${C1}/performance_review/hipo_skills/`;
type Skill = { id: number; name: string; description: string; order: number; is_active: boolean; version: number };
type List = { count: number; results: Skill[] };
/** The field errors' codes, by field. */
const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );

let admin: Client;
let manager: Client;
let employee: Client;
beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
});

describe('hipo skills through the shared catalogue', () => {
  it('lists the skills in order for every member, with search, activity filter and ordering', async () => {
    const list = json<List>(await employee.get(H));
    expect(list.results.map((x) => x.name)).toEqual(['Лидерский потенциал', 'Обучаемость', 'Системное мышление']);
    expect(
      json<List>(await manager.get(`${H}?search=${encodeURIComponent('картину')}`)).results.map((x) => x.name),
    ).toEqual(['Системное мышление']);
    expect(json<List>(await manager.get(`${H}?is_active=false`)).count).toBe(0);
    expect(json<List>(await manager.get(`${H}?ordering=-name`)).results[0].name).toBe('Системное мышление');
    expect(codesOf(await manager.get(`${H}?ordering=secret`))).toEqual({ ordering: ['unknown_ordering'] });
  });

  it('replaces with PUT, refuses a stale version with the current record, and reorders', async () => {
    const skill = json<Skill>(await admin.post(H, { name: 'Влияние', description: 'Убеждает без давления.' }));
    const put = json<Skill>(
      await admin.put(`${H}${skill.id}/`, {
        name: 'Влияние',
        description: '',
        order: 10,
        is_active: false,
        version: 1,
      }),
    );
    expect(put).toMatchObject({ order: 10, is_active: false, version: 2 });
    const stale = await admin.patch(`${H}${skill.id}/`, { name: 'Позже', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { id: skill.id, version: 2 } });
    const ids = json<List>(await admin.get(H))
      .results.map((x) => x.id)
      .reverse();
    expect((await admin.post(`${H}reorder/`, { ids })).statusCode).toBe(204);
    expect(json<List>(await admin.get(H)).results.map((x) => x.id)).toEqual(ids);
    expect(codesOf(await admin.post(`${H}reorder/`, { ids: [ids[0], ids[0]] }))).toEqual({ ids: ['duplicate_ids'] });
  });

  it('names bad fields and writes nothing', async () => {
    const before = json<List>(await admin.get(H)).count;
    expect(codesOf(await admin.post(H, { name: 'x'.repeat(201) }))).toEqual({ name: ['too_long'] });
    expect(codesOf(await admin.post(H, { name: 'Ок', order: -1 }))).toEqual({ order: ['min_value'] });
    expect(codesOf(await admin.post(H, { name: 'Ок', is_active: 'yes' }))).toEqual({ is_active: ['invalid_type'] });
    expect(codesOf(await admin.post(H, { id: 5, name: 'Ок' }))).toEqual({ non_field_errors: ['unknown_field'] });
    expect(json<List>(await admin.get(H)).count).toBe(before);
  });

  it('lets only admins write and keeps companies apart', async () => {
    const skill = json<List>(await admin.get(H)).results[0];
    expect((await manager.post(H, { name: 'Нельзя' })).statusCode).toBe(403);
    expect((await manager.patch(`${H}${skill.id}/`, { name: 'Нельзя', version: skill.version })).statusCode).toBe(403);
    expect((await employee.delete(`${H}${skill.id}/`)).statusCode).toBe(403);
    expect((await (await signInAs(ctx, STAFF)).get(H)).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.get(H)).statusCode).toBe(404);
    expect(json<List>(await outsider.get(`${C2}/performance_review/hipo_skills/`)).count).toBe(0);
    expect(
      (
        await outsider.patch(`${C2}/performance_review/hipo_skills/${skill.id}/`, {
          name: 'Чужое',
          version: skill.version,
        })
      ).statusCode,
    ).toBe(404);
    expect((await outsider.delete(`${C2}/performance_review/hipo_skills/${skill.id}/`)).statusCode).toBe(404);
  });
});
