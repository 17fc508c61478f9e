import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { BUILT_IN_SECTIONS } from '../../server/src/modules/templates/builtIn.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, OTHER_ADMIN, eipOf } from './structure-helpers.ts';

const ctx = useApp();
const F = `${C1}/performance_review/job_families/`;
const K = `${C1}/performance_review/competencies/`;
const E = `${C1}/structure/employee_in_positions/`;
type Text = { ru: string; en: string };
type Family = {
  id: number;
  name: Text;
  levels: { key: string; name: Text }[];
  positions_count: number;
  competencies_count: number;
  version: number;
};
type Competency = {
  id: number;
  job_family: number | null;
  name: Text;
  description: Text;
  behaviours: Record<string, Text>;
  is_active: boolean;
  version: number;
};
type Person = { id: number; job_family_id: number | null; job_level: string | null; version: number };
type Page<T> = { count: number; results: T[] };
const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );
const t = (ru: string, en = ru): Text => ({ ru, en });
const engineering = {
  name: t('Инженеры', 'Engineering'),
  levels: [
    { key: 'junior', name: t('Младший', 'Junior') },
    { key: 'middle', name: t('Средний', 'Middle') },
    { key: 'senior', name: t('Старший', 'Senior') },
  ],
};

let admin: Client;
let employee: Client;
let family: Family;
beforeAll(async () => {
  [admin, employee] = await Promise.all([signIn(ctx.app, 'admin'), signIn(ctx.app, 'employee')]);
  family = json<Family>(await admin.post(F, engineering));
});

describe('job families', () => {
  it('creates a family with ordered levels that every member reads; refuses bad levels naming the field', async () => {
    expect(family).toMatchObject({ ...engineering, positions_count: 0, competencies_count: 0, version: 1 });
    expect(json<Page<Family>>(await employee.get(F)).results.map((f) => f.id)).toContain(family.id);
    const twice = { ...engineering, levels: [engineering.levels[0], engineering.levels[0]] };
    expect(codesOf(await admin.post(F, twice))).toEqual({ levels: ['job_level_keys_unique'] });
    const blank = { ...engineering, levels: [{ key: 'a', name: t('Уровень', ' ') }] };
    expect(codesOf(await admin.post(F, blank))).toEqual({ 'levels.0.name.en': ['blank'] });
    expect(codesOf(await admin.post(F, { ...engineering, levels: [{ key: 'a b', name: t('x') }] }))).toEqual({
      'levels.0.key': ['invalid_format'],
    });
    expect((await employee.post(F, engineering)).statusCode).toBe(403);
  });

  it('keeps a family in use and a level in use; a stale replace is a 409 with the current family', async () => {
    const sales = json<Family>(await admin.post(F, { ...engineering, name: t('Продажи', 'Sales') }));
    const comp = json<Competency>(
      await admin.post(K, {
        job_family: sales.id,
        name: t('Переговоры', 'Negotiation'),
        behaviours: { senior: t('Ведёт') },
      }),
    );
    const removeSenior = { ...sales, levels: sales.levels.slice(0, 2) };
    const res = await admin.put(`${F}${sales.id}/`, removeSenior);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'job_level_in_use' });
    expect(json<{ detail: string }>(res).detail).toContain('senior');
    const del = await admin.delete(`${F}${sales.id}/`);
    expect(del.statusCode).toBe(409);
    expect(json(del)).toMatchObject({ code: 'job_family_in_use' });
    expect((await admin.delete(`${K}${comp.id}/`)).statusCode).toBe(204);
    expect(json<Family>(await admin.put(`${F}${sales.id}/`, removeSenior)).version).toBe(2);
    const stale = await admin.put(`${F}${sales.id}/`, { ...removeSenior, version: 1 });
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { id: sales.id, version: 2 } });
    expect((await admin.delete(`${F}${sales.id}/`)).statusCode).toBe(204);
  });
});

describe('competencies', () => {
  it('creates a competency with behaviours by level, filters by family and search, replaces and deactivates', async () => {
    const body = {
      job_family: family.id,
      name: t('Обучаемость', 'Learning agility'),
      description: t('Пишет понятный код', 'Writes clear code'),
      behaviours: { junior: t('Следует стилю', 'Follows the style'), senior: t('Задаёт стандарты', 'Sets standards') },
    };
    const created = await admin.post(K, body);
    expect(created.statusCode).toBe(201);
    const comp = json<Competency>(created);
    expect(comp).toMatchObject({ ...body, is_active: true, version: 1 });
    await admin.post(K, { name: t('Коммуникация', 'Communication') });
    const byFamily = json<Page<Competency>>(await employee.get(`${K}?job_family=${family.id}`));
    expect(byFamily.results.map((c) => c.name.en)).toEqual(['Learning agility']);
    const found = json<Page<Competency>>(await employee.get(`${K}?search=${encodeURIComponent('коммуник')}`));
    expect(found.results.map((c) => c.name.en)).toEqual(['Communication']);
    const off = json<Competency>(await admin.put(`${K}${comp.id}/`, { ...comp, is_active: false }));
    expect(off).toMatchObject({ is_active: false, version: 2 });
    expect(json<Page<Competency>>(await employee.get(`${K}?is_active=false`)).results.map((c) => c.id)).toEqual([
      comp.id,
    ]);
    const stale = await admin.put(`${K}${comp.id}/`, { ...comp, version: 1 });
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { version: 2 } });
  });

  it('refuses unknown level keys, a foreign family and a name in use, naming the field', async () => {
    const unknown = await admin.post(K, { job_family: family.id, name: t('Новая'), behaviours: { lead: t('x') } });
    expect(codesOf(unknown)).toEqual({ 'behaviours.lead': ['unknown_job_level'] });
    expect(codesOf(await admin.post(K, { name: t('Без семьи'), behaviours: { junior: t('x') } }))).toEqual({
      'behaviours.junior': ['unknown_job_level'],
    });
    await admin.post(K, { name: t('Лидерство', 'Leadership') });
    expect(codesOf(await admin.post(K, { name: t('ЛИДЕРСТВО', 'Guiding') }))).toEqual({
      'name.ru': ['competency_name_taken'],
    });
    expect(codesOf(await admin.post(K, { name: t('Ведение', 'leadership') }))).toEqual({
      'name.en': ['competency_name_taken'],
    });
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    const theirFamily = json<Family>(await outsider.post(`${C2}/performance_review/job_families/`, engineering));
    expect(codesOf(await admin.post(K, { job_family: theirFamily.id, name: t('Чужая') }))).toEqual({
      job_family: ['no_job_family'],
    });
    expect((await employee.post(K, { name: t('Сотрудника') })).statusCode).toBe(403);
  });

  it('keeps a competency a template uses, and hides one company from another', async () => {
    const comp = json<Competency>(await admin.post(K, { name: t('Надёжность', 'Reliability') }));
    const [template] = await ctx.database.db
      .select({ id: s.reviewTemplates.id })
      .from(s.reviewTemplates)
      .where(eq(s.reviewTemplates.companyId, 1))
      .limit(1);
    const section = { ...BUILT_IN_SECTIONS.SMPL[0], key: 'c', kind: 'competencies' as const, competencyIds: [comp.id] };
    await ctx.database.db
      .insert(s.reviewTemplateVersions)
      .values({ companyId: 1, templateId: template.id, number: 98, sections: [section] });
    expect(json(await admin.delete(`${K}${comp.id}/`))).toMatchObject({ code: 'competency_in_use' });
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    const theirs = `${C2}/performance_review/competencies/${comp.id}/`;
    expect((await outsider.get(theirs)).statusCode).toBe(404);
    expect((await outsider.put(theirs, { name: t('x'), version: 1 })).statusCode).toBe(404);
    expect((await outsider.delete(theirs)).statusCode).toBe(404);
    expect((await outsider.get(`${C2}/performance_review/job_families/${family.id}/`)).statusCode).toBe(404);
  });
});

describe("a position's job family and level", () => {
  it('sets, validates and clears them', async () => {
    // The HR admin's position: outside the demo's engineering departments, which the seed puts on a family.
    const id = await eipOf(ctx, 'hr@demo.example');
    const person = json<Person>(await admin.get(`${E}${id}/`));
    expect(person).toMatchObject({ job_family_id: null, job_level: null });
    const set = json<Person>(
      await admin.patch(`${E}${id}/`, { job_family: family.id, job_level: 'middle', version: person.version }),
    );
    expect(set).toMatchObject({ job_family_id: family.id, job_level: 'middle' });
    expect(json<Family>(await admin.get(`${F}${family.id}/`)).positions_count).toBe(1);
    expect(codesOf(await admin.patch(`${E}${id}/`, { job_level: 'lead', version: set.version }))).toEqual({
      job_level: ['unknown_job_level'],
    });
    expect(codesOf(await admin.patch(`${E}${id}/`, { job_family: 999_999, version: set.version }))).toEqual({
      job_family: ['no_job_family'],
    });
    const cleared = json<Person>(await admin.patch(`${E}${id}/`, { job_family: null, version: set.version }));
    expect(cleared).toMatchObject({ job_family_id: null, job_level: null });
  });

  it("places a new person on a family and level, refusing a level of no family or another company's family", async () => {
    const add = (email: string, place: Record<string, unknown>) =>
      admin.post(E, { email, first_name: 'Нина', last_name: 'Новая', ...place });
    const placed = await add('nina.level@demo.example', { job_family: family.id, job_level: 'senior' });
    expect(placed.statusCode).toBe(201);
    expect(json<Person>(placed)).toMatchObject({ job_family_id: family.id, job_level: 'senior' });
    const before = json<Page<Person>>(await admin.get(`${E}?page_size=1`)).count;
    expect(codesOf(await add('x1.level@demo.example', { job_level: 'senior' }))).toEqual({
      job_level: ['unknown_job_level'],
    });
    expect(codesOf(await add('x2.level@demo.example', { job_family: family.id, job_level: 'lead' }))).toEqual({
      job_level: ['unknown_job_level'],
    });
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    const theirs = json<Family>(await outsider.post(`${C2}/performance_review/job_families/`, engineering));
    expect(codesOf(await add('x3.level@demo.example', { job_family: theirs.id }))).toEqual({
      job_family: ['no_job_family'],
    });
    expect(json<Page<Person>>(await admin.get(`${E}?page_size=1`)).count).toBe(before);
  });
});
