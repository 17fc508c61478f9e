import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/client.ts';
import { codesOf, ok } from './goals-fixtures.ts';
import { json, signIn, signInAs, useApp } from './helpers.ts';
import { C1, C2, eipOf, OTHER_ADMIN, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const D1 = `${C1}/colleagues/`;

type Colleague = { id: number; full_name: string; department: string | null; position: string };
type Page = { count: number; next: string | null; results: Colleague[] };

async function activePeople(companyId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from employee_in_positions where company_id = ${companyId} and is_active`,
  );
  return row.n;
}

describe("the company's directory", () => {
  it("lists the caller's company but the caller: id, name, department and position only, paged", async () => {
    const employee = await signIn(ctx.app, 'employee');
    const anna = await eipOf(ctx, 'employee@demo.example');
    const stranger = await eipOf(ctx, OTHER_ADMIN, 2);
    const first = ok<Page>(await employee.get(`${D1}?page_size=2`));
    expect(first.count).toBe((await activePeople(1)) - 1);
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    for (const person of first.results)
      expect(Object.keys(person).sort()).toEqual(['department', 'full_name', 'id', 'position']);
    const all = ok<Page>(await employee.get(`${D1}?page_size=50`));
    const ids = all.results.map((p) => p.id);
    expect(ids).not.toContain(anna);
    expect(ids).not.toContain(stranger);
  });

  it('finds a colleague by name in either order, and never another company’s people', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const petrov = await eipOf(ctx, 'petrov@demo.example');
    const [name] = ok<Page>(await employee.get(`${D1}?page_size=50`)).results.filter((p) => p.id === petrov);
    const [first, last] = name.full_name.split(' ');
    for (const search of [last, `${last} ${first}`, first.toLowerCase()])
      expect(
        ok<Page>(await employee.get(`${D1}?search=${encodeURIComponent(search)}`)).results.map((p) => p.id),
      ).toContain(petrov);
    const other = await signInAs(ctx, OTHER_ADMIN);
    const theirs = ok<Page>(await other.get(`${C2}/colleagues/?page_size=50`));
    expect(theirs.results.map((p) => p.id)).not.toContain(petrov);
    expect(ok<Page>(await other.get(`${C2}/colleagues/?search=${encodeURIComponent(last)}`)).count).toBe(0);
    expect((await other.get(D1)).statusCode).toBe(404);
  });

  it('with `reports`, lists only whom a feedback request may be about: the caller’s own people', async () => {
    const [manager, employee] = await Promise.all([signIn(ctx.app, 'manager'), signIn(ctx.app, 'employee')]);
    const [boss, anna, petrov] = await Promise.all([
      eipOf(ctx, 'manager@demo.example'),
      eipOf(ctx, 'employee@demo.example'),
      eipOf(ctx, 'petrov@demo.example'),
    ]);
    const reports = await rowsOf<{ id: number }>(
      ctx.database.db,
      sql`select id from employee_in_positions where manager_id = ${boss} and is_active order by id`,
    );
    const listed = ok<Page>(await manager.get(`${D1}?reports=true&page_size=50`)).results.map((p) => p.id);
    expect(listed.sort((a, b) => a - b)).toEqual(reports.map((r) => r.id));
    expect(listed).toContain(anna);
    expect(ok<Page>(await employee.get(`${D1}?reports=true`)).count).toBe(0);
    expect(codesOf(await employee.post(`${C1}/peer_feedback/requests/`, { about: boss, people: [petrov] }))).toEqual({
      about: ['feedback_request_about'],
    });
    ok(await manager.post(`${C1}/peer_feedback/requests/`, { about: anna, people: [petrov] }), 201);
  });

  it('refuses bad query parameters with coded 400s naming them', async () => {
    const employee = await signIn(ctx.app, 'employee');
    expect(codesOf(await employee.get(`${D1}?page=0`))).toEqual({ page: ['min_value'] });
    expect(Object.keys(codesOf(await employee.get(`${D1}?page_size=51`)))).toEqual(['page_size']);
    expect(Object.keys(codesOf(await employee.get(`${D1}?page_size=x`)))).toEqual(['page_size']);
    expect(Object.keys(codesOf(await employee.get(`${D1}?reports=maybe`)))).toEqual(['reports']);
    expect(Object.keys(codesOf(await employee.get(`${D1}?search=${'я'.repeat(201)}`)))).toEqual(['search']);
  });

  it('answers staff acting as someone with what that person sees, and staff alone not at all', async () => {
    const staff = await signInAs(ctx, STAFF);
    expect((await staff.get(D1)).statusCode).toBe(404);
    const users = json<{ results: { id: number; email: string }[] }>(
      await staff.get('/api/auth/impersonate/users/?search=employee@demo'),
    );
    const target = users.results.find((u) => u.email === 'employee@demo.example');
    ok(await staff.post('/api/auth/impersonate/start/', { user_id: target?.id, reason: 'Проверка' }));
    const seen = ok<Page>(await staff.get(`${D1}?page_size=50`));
    expect(seen.count).toBe((await activePeople(1)) - 1);
    expect(seen.results.map((p) => p.id)).not.toContain(await eipOf(ctx, 'employee@demo.example'));
  });
});
