import { describe, expect, it } from 'vitest';
import { json, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp();
const H = '/api/companies/companies/1/performance_review/hipo_skills/';
type Skill = { id: number; name: string; version: number; order: number };

describe('hipo skills', () => {
  it('lets the admin create, rename and delete a skill', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const created = json<Skill>(await admin.post(H, { name: 'Стратегическое мышление' }));
    expect(created).toMatchObject({ order: 4, version: 1 });
    expect(json<Skill>(await admin.patch(`${H}${created.id}/`, { name: 'Стратегия', version: 1 }))).toMatchObject({
      name: 'Стратегия',
      version: 2,
    });
    expect((await admin.delete(`${H}${created.id}/`)).statusCode).toBe(204);
  });

  it('refuses skills in use, writes by non-admins and other companies', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const used = json<{ results: Skill[] }>(await admin.get(H)).results[0];
    const inUse = await admin.delete(`${H}${used.id}/`);
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse)).toMatchObject({ code: 'hipo_skill_in_use' });
    const employee = await signIn(ctx.app, 'employee');
    expect((await employee.post(H, { name: 'Нельзя' })).statusCode).toBe(403);
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await other.get(`${H}${used.id}/`)).statusCode).toBe(404);
    const bad = await admin.post(H, { name: '' });
    expect(json(bad)).toMatchObject({ codes: { name: [{ code: 'blank' }] } });
  });

  it('counts the forms that grade a skill, and refuses a name taken in any letter case', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const [used] = json<{ results: (Skill & { forms_count: number })[] }>(await admin.get(H)).results;
    expect(used.forms_count).toBeGreaterThan(0);
    const taken = await admin.post(H, { name: used.name.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toEqual({
      name: [`Навык с таким названием уже есть: «${used.name}».`],
      codes: { name: [{ code: 'hipo_skill_name_taken', params: { name: used.name, id: used.id } }] },
    });
    expect(json(await admin.post(H, { name: 'Н'.repeat(201) }))).toMatchObject({
      codes: { name: [{ code: 'too_long', params: { max: 200 } }] },
    });
  });

  it('takes back on PUT what a GET returned, with only the name changed', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const skill = json<Skill>(await admin.post(H, { name: 'Влияние' }));
    const read = json<Skill & { created_at: string; updated_at: string }>(await admin.get(`${H}${skill.id}/`));
    const put = await admin.put(`${H}${skill.id}/`, { ...read, name: 'Влияние без давления' });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put)).toMatchObject({ id: skill.id, name: 'Влияние без давления', order: read.order, version: 2 });
  });
});
