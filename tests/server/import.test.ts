import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import {
  importRefusedOut,
  importReportOut,
  type ImportRefusedOut,
  type ImportReportOut,
} from '../../server/src/modules/structure/import.schemas.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, countRows, eipOf, OTHER_ADMIN, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const I = `${C1}/structure/import/`;
const HEADER = 'email,first_name,last_name,department,position,manager_email,role,is_admin';
type Report = ImportReportOut;
type FieldErrors = Record<string, string[] | undefined> & { codes: Record<string, { code: string }[] | undefined> };

/** A refused apply is sent by the route itself, past the response check: it is checked here instead. */
const refused = (res: { statusCode: number; json: () => unknown }): ImportRefusedOut => {
  expect(res.statusCode).toBe(400);
  return importRefusedOut.parse(res.json());
};
const codesOf = (row: Report['rows'][number]) => row.errors.map((e) => e.code);

const file = (...lines: string[]) => ({ format: 'csv', content: [HEADER, ...lines].join('\n') });
const snapshot = async () => [
  await countRows(ctx, s.users),
  await countRows(ctx, s.memberships),
  await countRows(ctx, s.employeeInPositions),
  await countRows(ctx, s.departments),
];

let admin: Client;
beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

describe('people import: the template and who may import', () => {
  it('offers a CSV template with a header and two Russian examples', async () => {
    const res = await admin.get(`${I}template/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Разработка/Фронтенд');
  });

  it('is for company admins only', async () => {
    const manager = await signIn(ctx.app, 'manager');
    expect((await manager.get(`${I}template/`)).statusCode).toBe(403);
    expect((await manager.post(I, file('a@demo.example'))).statusCode).toBe(403);
    expect((await (await signInAs(ctx, STAFF)).post(I, file('a@demo.example'))).statusCode).toBe(404);
    expect((await (await signInAs(ctx, OTHER_ADMIN)).post(I, file('a@demo.example'))).statusCode).toBe(404);
  });

  it('names the problem with the file itself by code', async () => {
    const problem = async (body: unknown) => json<FieldErrors>(await admin.post(I, body)).codes;
    expect(await problem({ format: 'xlsx', content: 'x' })).toEqual({
      format: [{ code: 'only_csv', params: { choices: 'csv' } }],
    });
    expect(await problem({ format: 'csv', content: '' })).toEqual({
      content: [{ code: 'file_empty', params: { min: 1 } }],
    });
    expect(await problem({ format: 'csv', content: 'name,phone\nИван,1' })).toEqual({
      content: [{ code: 'no_header', params: { columns: HEADER.split(',').join(', ') } }],
    });
    expect(await problem({ format: 'csv', content: `${HEADER}\n"open` })).toEqual({
      content: [{ code: 'unclosed_quote', params: { line: 2 } }],
    });
  });
});

describe('people import: a good file', () => {
  const good = file(
    'lead@demo.example,Вера,Лидова,Разработка/Бэкенд,Тимлид бэкенда,manager@demo.example,MANAGER,',
    'dev1@demo.example,Пётр,Первый,Разработка/Бэкенд,Разработчик,lead@demo.example,,',
    'employee@demo.example,Анна,Смирнова,,Senior Backend-разработчик,,,',
    'petrov@demo.example,Сергей,Петров,Руководство/Разработка,Backend-разработчик,manager@demo.example,EMPLOYEE,false',
  );

  it('reports per line in a dry run and writes nothing', async () => {
    const before = await snapshot();
    const res = await admin.post(`${I}?dry_run=true`, good);
    expect(res.statusCode).toBe(200);
    const report = importReportOut.parse(res.json());
    expect(report).toMatchObject({
      applied: false,
      summary: { create: 2, update: 1, unchanged: 1, error: 0 },
      new_departments: ['Руководство/Разработка/Бэкенд'],
    });
    expect(report.rows.map((r) => [r.line, r.email, r.action])).toEqual([
      [2, 'lead@demo.example', 'create'],
      [3, 'dev1@demo.example', 'create'],
      [4, 'employee@demo.example', 'update'],
      [5, 'petrov@demo.example', 'unchanged'],
    ]);
    expect(report.rows[2].changes).toEqual({
      position: { before: 'Backend-разработчик', after: 'Senior Backend-разработчик' },
    });
    expect(report.rows[0].changes.department).toEqual({ before: null, after: 'Руководство/Разработка/Бэкенд' });
    expect(report.rows[1].values).toEqual({
      first_name: 'Пётр',
      last_name: 'Первый',
      department: 'Разработка/Бэкенд',
      position: 'Разработчик',
      manager_email: 'lead@demo.example',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('applies everything in one go, and a second run finds nothing to change', async () => {
    const applied = json<Report>(await admin.post(`${I}?dry_run=false`, good));
    expect(applied).toMatchObject({ applied: true, summary: { create: 2, update: 1, unchanged: 1, error: 0 } });
    const lead = await eipOf(ctx, 'lead@demo.example');
    const [dev1] = await ctx.database.db
      .select()
      .from(s.employeeInPositions)
      .where(eq(s.employeeInPositions.id, await eipOf(ctx, 'dev1@demo.example')));
    expect(dev1.managerId).toBe(lead);
    expect(dev1.departmentId).not.toBeNull();
    const [dep] = await ctx.database.db
      .select()
      .from(s.departments)
      .where(eq(s.departments.id, dev1.departmentId ?? 0));
    expect(dep.name).toBe('Бэкенд');
    const [membership] = await ctx.database.db
      .select()
      .from(s.memberships)
      .innerJoin(s.users, eq(s.users.id, s.memberships.userId))
      .where(and(eq(s.memberships.companyId, 1), eq(s.users.email, 'lead@demo.example')));
    expect(membership.memberships).toMatchObject({ role: 'MANAGER', isAdmin: false });
    const [anna] = await ctx.database.db
      .select()
      .from(s.employeeInPositions)
      .where(eq(s.employeeInPositions.id, await eipOf(ctx, 'employee@demo.example')));
    expect(anna).toMatchObject({ position: 'Senior Backend-разработчик', version: 2 });
    const again = json<Report>(await admin.post(I, good));
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 4, error: 0 });
    expect(again.new_departments).toEqual([]);
  });

  it('accepts ";" separators, quotes, CRLF and a byte-order mark', async () => {
    const content =
      '\uFEFFemail;first_name;last_name;department;position\r\n"semi@demo.example";"Ирина";"Точкина";"Продажи";"Менеджер; ключевые клиенты"\r\n';
    const report = json<Report>(await admin.post(I, { format: 'csv', content }));
    expect(report.rows).toEqual([
      expect.objectContaining({ line: 2, email: 'semi@demo.example', action: 'create', errors: [] }),
    ]);
    expect(report.rows[0].changes.position).toEqual({ before: null, after: 'Менеджер; ключевые клиенты' });
  });
});

describe('people import: bad lines', () => {
  it('gives each bad line its reasons by code, and refuses to apply any of the file', async () => {
    const bad = file(
      'ok1@demo.example,Ок,Один,Продажи,Продавец,,,',
      ',Без,Почты,,,,,',
      'not-an-email,Плохая,Почта,,,,,',
      'ok2@demo.example,Ок,Два,,,ghost@nowhere.example,,',
      'ok1@demo.example,Ок,Снова,,,,,',
      'ok3@demo.example,Ок,Три,,,,BOSS,maybe',
      `long@demo.example,,,Отдел/ /Группа,${'д'.repeat(201)},long@demo.example,,`,
    );
    const before = await snapshot();
    const report = refused(await admin.post(`${I}?dry_run=false`, bad));
    expect(report.applied).toBe(false);
    expect(report.codes).toEqual({ non_field_errors: [{ code: 'import_refused', params: { smart_count: 6 } }] });
    expect(report.non_field_errors).toEqual(['В 6 строках есть ошибки, ничего не загружено.']);
    expect(report.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 6 });
    const errors = Object.fromEntries(
      report.rows.map((r) => [r.line, r.errors.map(({ code, params }) => ({ code, params }))]),
    );
    expect(errors[2]).toEqual([]);
    expect(errors[3]).toEqual([{ code: 'row_email_required', params: {} }]);
    expect(errors[4]).toEqual([{ code: 'row_invalid_email', params: { column: 'email', value: 'not-an-email' } }]);
    expect(errors[5]).toEqual([{ code: 'row_manager_unknown', params: { value: 'ghost@nowhere.example' } }]);
    expect(errors[6]).toEqual([{ code: 'row_duplicate', params: { value: 'ok1@demo.example', line: 2 } }]);
    expect(errors[7]).toEqual([
      { code: 'row_bad_role', params: { value: 'BOSS' } },
      { code: 'row_bad_admin', params: { value: 'maybe' } },
    ]);
    expect(errors[8].map((e) => e.code)).toEqual(['row_own_manager', 'row_empty_segment', 'row_position_too_long']);
    expect(await snapshot()).toEqual(before);
  });

  it('words each reason in Russian by default and in English for Accept-Language: en', async () => {
    const bad = file('not-an-email,,,,,,,', 'ok@demo.example,,,,,,,');
    const ru = importReportOut.parse((await admin.post(I, bad)).json());
    expect(ru.rows[0].errors).toEqual([
      {
        code: 'row_invalid_email',
        params: { column: 'email', value: 'not-an-email' },
        message: 'email: «not-an-email» — некорректный адрес почты.',
      },
    ]);
    const en = refused(await admin.request('POST', `${I}?dry_run=false`, bad, { 'accept-language': 'en' }));
    expect(en.rows[0].errors[0].message).toBe('email: "not-an-email" is not a valid email address.');
    expect(en.non_field_errors).toEqual(['1 line has errors; nothing was imported.']);
  });

  it('keeps the name of an existing account, with a warning on its line', async () => {
    const report = importReportOut.parse((await admin.post(I, file('petrov@demo.example,Другое,Имя,,,,,'))).json());
    expect(report.rows[0]).toMatchObject({ action: 'unchanged', errors: [] });
    expect(report.rows[0].warnings).toEqual([
      {
        code: 'row_name_kept',
        params: { name: 'Сергей Петров' },
        message: 'Имя в файле отличается от имени в учётной записи («Сергей Петров»); оставлено как есть.',
      },
    ]);
  });

  it('finds manager cycles inside the file and through the people already there, writing nothing', async () => {
    const before = await snapshot();
    const inFile = json<Report>(
      await admin.post(
        I,
        file(
          'a@demo.example,,,,,b@demo.example,,',
          'b@demo.example,,,,,a@demo.example,,',
          'c@demo.example,,,,,a@demo.example,,',
        ),
      ),
    );
    expect(inFile.rows.map((r) => r.action)).toEqual(['error', 'error', 'create']);
    expect(inFile.rows[0].errors.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'row_manager_cycle', params: { chain: 'a@demo.example → b@demo.example → a@demo.example' } },
    ]);
    const throughCompany = refused(
      await admin.post(
        `${I}?dry_run=false`,
        file('new.boss@demo.example,,,,,egorova@demo.example,,', 'manager@demo.example,,,,,new.boss@demo.example,,'),
      ),
    );
    expect(throughCompany.rows.every((r) => codesOf(r).includes('row_manager_cycle'))).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});

describe('people import: scale', () => {
  it('accepts a file above the app-wide 1 MB body limit', async () => {
    const notes = 'Примечание '.repeat(400);
    const content = [
      'email,position,notes',
      ...Array.from({ length: 300 }, (_, i) => `big${i}@bulk.example,Специалист,"${notes}"`),
    ].join('\n');
    expect(Buffer.byteLength(content)).toBeGreaterThan(1024 * 1024);
    const res = await admin.post(I, { format: 'csv', content });
    expect(res.statusCode).toBe(200);
    expect(json<Report>(res)).toMatchObject({
      summary: { create: 300 },
      warnings: [
        { code: 'unknown_column', params: { column: 'notes' }, message: 'Столбец «notes» не известен и пропущен.' },
      ],
    });
  });

  it('keeps the app-wide body limit everywhere else', async () => {
    const res = await admin.post(`${C1}/structure/departments/`, { name: 'x', padding: 'я'.repeat(600_000) });
    expect(res.statusCode).toBe(413);
  });

  const people = (n: number, tag: string) =>
    file(
      ...Array.from(
        { length: n },
        (_, i) =>
          `${tag}${i}@bulk.example,Имя${i},Фамилия${i},Массовый ${tag}/Группа ${i % 7},Специалист,${i === 0 ? 'manager@demo.example' : `${tag}${Math.floor(i / 10)}@bulk.example`},,`,
      ),
    );

  it('applies with the same number of SQL statements for 20 and 1,000 people', async () => {
    const statements = async (body: ReturnType<typeof file>) => {
      const { count, result: res } = await ctx.database.counter.counted(() => admin.post(`${I}?dry_run=false`, body));
      expect(res.statusCode).toBe(200);
      return count;
    };
    const small = await statements(people(20, 's'));
    const large = await statements(people(1000, 'l'));
    expect(large).toBe(small);
    const [{ n }] = await ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.users)
      .where(sql`${s.users.email} like 'l%@bulk.example'`);
    expect(n).toBe(1000);
  });
});
