import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { freshForm, setStage } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, countRows, departmentOf, eipOf, OTHER_ADMIN, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const D = `${C1}/structure/departments/`;
const E = `${C1}/structure/employee_in_positions/`;
type Department = {
  id: number;
  name: string;
  parent_id: number | null;
  path: string;
  version: number;
  head: { id: number; full_name: string } | null;
};
type Person = {
  id: number;
  user_id: number;
  email: string;
  full_name: string;
  role: string;
  is_admin: boolean;
  position: string;
  manager_id: number | null;
  department_id: number | null;
  version: number;
};

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

describe('department writes', () => {
  it('lets the admin create, rename, move and delete an empty department', async () => {
    const dev = await departmentOf(ctx, 'Разработка');
    const created = await admin.post(D, { name: 'Бэкенд', parent: dev, head: await eipOf(ctx, 'petrov@demo.example') });
    expect(created.statusCode).toBe(201);
    const backend = json<Department>(created);
    expect(backend).toMatchObject({
      path: 'Руководство/Разработка/Бэкенд',
      version: 1,
      head: { full_name: 'Сергей Петров' },
    });
    const moved = json<Department>(
      await admin.patch(`${D}${backend.id}/`, { name: 'Платформа', parent: null, version: 1 }),
    );
    expect(moved).toMatchObject({ path: 'Платформа', parent_id: null, version: 2 });
    expect((await admin.patch(`${D}${backend.id}/`, { name: 'Поздно', version: 1 })).statusCode).toBe(409);
    expect((await admin.delete(`${D}${backend.id}/`)).statusCode).toBe(204);
  });

  it('refuses a cycle, a foreign parent or head, a duplicate or slashed name, naming the field', async () => {
    const dev = await departmentOf(ctx, 'Разработка');
    const frontend = await departmentOf(ctx, 'Фронтенд');
    const under = await admin.patch(`${D}${dev}/`, { parent: frontend, version: 1 });
    expect(under.statusCode).toBe(400);
    expect(json(under)).toEqual({
      parent: ['Отдел не может находиться внутри своего подотдела.'],
      codes: { parent: [{ code: 'department_cycle' }] },
    });
    const itself = await admin.request(
      'PATCH',
      `${D}${dev}/`,
      { parent: dev, version: 1 },
      { 'accept-language': 'en' },
    );
    expect(json(itself)).toEqual({
      parent: ['A department cannot sit under its own descendant.'],
      codes: { parent: [{ code: 'department_cycle' }] },
    });
    const theirs = await departmentOf(ctx, 'Основной отдел', 2);
    const theirPerson = await eipOf(ctx, 'worker1@veter.example', 2);
    const codes = async (body: unknown) => json<{ codes: unknown }>(await admin.post(D, body)).codes;
    expect(await codes({ name: 'Чужой', parent: theirs, head: theirPerson })).toEqual({
      parent: [{ code: 'no_department' }],
      head: [{ code: 'no_employee' }],
    });
    expect(await codes({ name: 'фронтенд', parent: dev })).toMatchObject({
      name: [{ code: 'duplicate_department', params: { name: 'Фронтенд' } }],
    });
    expect(await codes({ name: 'A/B' })).toEqual({ name: [{ code: 'name_slash', params: {} }] });
    expect(await codes({ name: '' })).toEqual({ name: [{ code: 'blank', params: { min: 1 } }] });
    expect(json<Department>(await admin.get(`${D}${dev}/`)).version).toBe(1);
  });

  it('refuses a department name over 200 characters on create, replace and change, naming the field', async () => {
    const dev = await departmentOf(ctx, 'Разработка');
    const long = 'Я'.repeat(10_000);
    const tooLong = { name: [{ code: 'too_long', params: { max: 200 } }] };
    expect(json<{ codes: unknown }>(await admin.post(D, { name: long })).codes).toEqual(tooLong);
    expect(json<{ codes: unknown }>(await admin.patch(`${D}${dev}/`, { name: long, version: 1 })).codes).toEqual(
      tooLong,
    );
    const read = json<Department>(await admin.get(`${D}${dev}/`));
    const put = await admin.put(`${D}${dev}/`, { ...read, parent: read.parent_id, name: long });
    expect(put.statusCode).toBe(400);
    expect(json<{ codes: unknown }>(put).codes).toEqual(tooLong);
    expect((await admin.post(D, { name: 'Я'.repeat(200) })).statusCode).toBe(201);
    expect(json<Department>(await admin.get(`${D}${dev}/`)).name).toBe('Разработка');
  });

  it('refuses to delete a department with people or sub-departments', async () => {
    const dev = await departmentOf(ctx, 'Разработка');
    const res = await admin.delete(`${D}${dev}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'department_not_empty', employees: 8, children: 1 });
  });

  it('is for admins of the company only', async () => {
    const dev = await departmentOf(ctx, 'Разработка');
    expect((await manager.post(D, { name: 'Тайный' })).statusCode).toBe(403);
    expect((await employee.patch(`${D}${dev}/`, { name: 'Моё', version: 1 })).statusCode).toBe(403);
    expect((await (await signInAs(ctx, STAFF)).post(D, { name: 'Поддержка' })).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.delete(`${D}${dev}/`)).statusCode).toBe(404);
    expect((await outsider.delete(`${C2}/structure/departments/${dev}/`)).statusCode).toBe(404);
  });
});

describe('writes that take back a record as read', () => {
  it('lets PUT and PATCH of a department carry its read-only fields, still checking the version', async () => {
    const created = json<Department>(await admin.post(D, { name: 'Склад', head: await eipOf(ctx, 'hr@demo.example') }));
    const read = json<Department>(await admin.get(`${D}${created.id}/`));
    const patched = await admin.patch(`${D}${read.id}/`, { ...read, name: 'Склад и логистика' });
    expect(patched.statusCode).toBe(200);
    expect(json<Department>(patched)).toMatchObject({ name: 'Склад и логистика', head: read.head, version: 2 });
    const put = await admin.put(`${D}${read.id}/`, { ...read, name: 'Логистика', parent: null, version: 2 });
    expect(put.statusCode).toBe(200);
    expect(json<Department>(put)).toMatchObject({ name: 'Логистика', parent_id: null, head: read.head, version: 3 });
    expect((await admin.put(`${D}${read.id}/`, { ...read, parent: null })).statusCode).toBe(409);
    expect(json(await admin.put(`${D}${read.id}/`, { ...read, version: 3 })).codes).toMatchObject({
      parent: [{ code: 'required' }],
    });
    expect(json(await admin.patch(`${D}${read.id}/`, { ...read, colour: 'red', version: 3 })).codes).toEqual({
      non_field_errors: [{ code: 'unknown_field', params: { keys: 'colour' } }],
    });
    expect((await admin.delete(`${D}${read.id}/`)).statusCode).toBe(204);
  });

  it('lets PUT and PATCH of a person carry the fields of the read, the email and names left alone', async () => {
    const id = await eipOf(ctx, 'sorokina@demo.example');
    const read = json<Person>(await admin.get(`${E}${id}/`));
    const patched = await admin.patch(`${E}${id}/`, { ...read, email: 'other@demo.example', position: 'Аналитик' });
    expect(patched.statusCode).toBe(200);
    expect(json<Person>(patched)).toMatchObject({ email: read.email, position: 'Аналитик', version: read.version + 1 });
    const put = await admin.put(`${E}${id}/`, {
      ...read,
      department: read.department_id,
      manager: read.manager_id,
      position: 'Ведущий аналитик',
      version: read.version + 1,
    });
    expect(put.statusCode).toBe(200);
    expect(json<Person>(put)).toMatchObject({
      position: 'Ведущий аналитик',
      department_id: read.department_id,
      manager_id: read.manager_id,
      role: read.role,
      version: read.version + 2,
    });
    expect(json(await admin.put(`${E}${id}/`, { ...read, version: read.version + 2 })).codes).toMatchObject({
      department: [{ code: 'required' }],
      manager: [{ code: 'required' }],
    });
  });
});

describe('people in positions', () => {
  it('creates the user and the membership for a new email', async () => {
    const dev = await departmentOf(ctx, 'Разработка');
    const boss = await eipOf(ctx, 'manager@demo.example');
    const res = await admin.post(E, {
      email: 'New.Person@Demo.example',
      first_name: 'Олег',
      last_name: 'Новый',
      department: dev,
      position: 'Стажёр',
      manager: boss,
    });
    expect(res.statusCode).toBe(201);
    expect(json<Person>(res)).toMatchObject({
      email: 'new.person@demo.example',
      full_name: 'Олег Новый',
      role: 'EMPLOYEE',
      is_admin: false,
      department_id: dev,
      manager_id: boss,
      version: 1,
    });
    const again = await admin.post(E, { email: 'new.person@demo.example', position: 'Второй раз' });
    expect(json(again).codes).toEqual({ email: [{ code: 'already_placed' }] });
  });

  it('adds a user of another company without touching their name', async () => {
    const res = json<Person>(
      await admin.post(E, {
        email: 'worker1@veter.example',
        first_name: 'Другое',
        last_name: 'Имя',
        position: 'Консультант',
      }),
    );
    expect(res.full_name).toBe('Галина Широкова');
    const [u] = await ctx.database.db.select().from(s.users).where(eq(s.users.email, 'worker1@veter.example'));
    expect(u.firstName).toBe('Галина');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const users = await countRows(ctx, s.users);
    const theirs = await eipOf(ctx, 'worker2@veter.example', 2);
    const theirDep = await departmentOf(ctx, 'Основной отдел', 2);
    expect(json(await admin.post(E, { email: 'broken@', position: 'x' })).codes).toEqual({
      email: [{ code: 'invalid_email' }],
    });
    expect(
      json(await admin.post(E, { email: 'someone@demo.example', manager: theirs, department: theirDep })).codes,
    ).toEqual({ department: [{ code: 'no_department' }], manager: [{ code: 'no_employee' }] });
    expect(await countRows(ctx, s.users)).toBe(users);
  });

  it('refuses a manager cycle and a person managing themselves', async () => {
    const boss = await eipOf(ctx, 'manager@demo.example');
    const egorova = await eipOf(ctx, 'egorova@demo.example');
    const res = await admin.patch(`${E}${boss}/`, { manager: egorova, version: 1 });
    expect(res.statusCode).toBe(400);
    expect(json(res).codes).toEqual({ manager: [{ code: 'manager_cycle' }] });
    expect(json(await admin.patch(`${E}${boss}/`, { manager: boss, version: 1 })).codes).toEqual({
      manager: [{ code: 'own_manager' }],
    });
  });

  it('changes position, role and activity with a version check, and keeps one admin', async () => {
    const petrov = await eipOf(ctx, 'petrov@demo.example');
    const changed = json<Person>(
      await admin.patch(`${E}${petrov}/`, { position: 'Тимлид', role: 'MANAGER', version: 1 }),
    );
    expect(changed).toMatchObject({ position: 'Тимлид', role: 'MANAGER', version: 2 });
    const stale = await admin.patch(`${E}${petrov}/`, { position: 'Снова', version: 1 });
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { position: 'Тимлид' } });
    const hr = await eipOf(ctx, 'hr@demo.example');
    expect(json(await admin.patch(`${E}${hr}/`, { is_admin: false, version: 1 })).codes).toEqual({
      is_admin: [{ code: 'last_admin' }],
    });
  });

  it('lists everyone for the admin only, with search', async () => {
    const list = json<{ count: number; results: Person[] }>(
      await admin.get(`${E}?search=${encodeURIComponent('петров')}`),
    );
    expect(list.results.map((p) => p.email)).toEqual(['petrov@demo.example']);
    expect((await manager.get(E)).statusCode).toBe(403);
    expect(
      (await manager.patch(`${E}${await eipOf(ctx, 'employee@demo.example')}/`, { position: 'x', version: 1 }))
        .statusCode,
    ).toBe(403);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect(
      (await outsider.get(`${C2}/structure/employee_in_positions/${await eipOf(ctx, 'petrov@demo.example')}/`))
        .statusCode,
    ).toBe(404);
    const [{ n }] = await ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.memberships)
      .where(eq(s.memberships.companyId, 2));
    expect(json<{ count: number }>(await outsider.get(`${C2}/structure/employee_in_positions/`)).count).toBe(n);
  });
});

describe("a person's open forms, for the deactivate dialog", () => {
  it('counts unfinished forms in open periods, their own and those they assess, for admins only', async () => {
    const [anna, ivanov] = [await eipOf(ctx, 'employee@demo.example'), await eipOf(ctx, 'manager@demo.example')];
    type Open = { as_employee: number; as_reviewer: number };
    const openOf = async (id: number) => json<Open>(await admin.get(`${E}${id}/open_forms/`));
    const [annaBefore, ivanovBefore] = [await openOf(anna), await openOf(ivanov)];
    const formId = await freshForm(ctx, admin);
    expect(await openOf(anna)).toEqual({ ...annaBefore, as_employee: annaBefore.as_employee + 1 });
    expect(await openOf(ivanov)).toEqual({ ...ivanovBefore, as_reviewer: ivanovBefore.as_reviewer + 1 });
    await setStage(ctx, formId, 'COMPLETE');
    expect(await openOf(anna)).toEqual(annaBefore);
    expect((await manager.get(`${E}${anna}/open_forms/`)).statusCode).toBe(403);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.get(`${C2}/structure/employee_in_positions/${anna}/open_forms/`)).statusCode).toBe(404);
    expect((await admin.get(`${E}999999/open_forms/`)).statusCode).toBe(404);
  });
});
