import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { PeopleListOut, SubjectListOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { json, type Client } from './helpers.ts';
import { codeOf, R, useNominationApp, type Person } from './review360-nomination-fixtures.ts';

const { ctx, db, eip, period, callers, settings, addAll } = useNominationApp();

const people = (client: Client, query: string, employee: Person = 'employee') =>
  client.get(`${R}/people/?period=${String(period())}&employee=${String(eip(employee))}&${query}`);
const found = async (client: Client, query: string, employee: Person = 'employee') => {
  const res = await people(client, query, employee);
  expect(res.statusCode, res.body).toBe(200);
  return json<PeopleListOut>(res).results;
};

describe('colleagues to nominate', () => {
  it('are found by name in either order and by department, the person left out', async () => {
    const { employee } = callers();
    expect(await found(employee, 'search=Петров')).toEqual([
      {
        id: eip('petrov'),
        name: 'Сергей Петров',
        position: 'Backend-разработчик',
        department: 'Разработка',
        department_id: expect.any(Number) as number,
        relationship: 'peer',
        requests_received: 0,
        full: false,
      },
    ]);
    expect((await found(employee, `search=${encodeURIComponent('Сергей Пет')}`)).map((p) => p.id)).toEqual([
      eip('petrov'),
    ]);
    expect((await found(employee, `search=${encodeURIComponent('Петров Сер')}`)).map((p) => p.id)).toEqual([
      eip('petrov'),
    ]);
    expect((await found(employee, 'search=Фронтенд&page_size=50')).map((p) => p.name).sort()).toEqual(
      ['Артём Белов', 'Ксения Егорова', 'Максим Никитин', 'Павел Орлов', 'Юлия Захарова'].sort(),
    );
    expect(await found(employee, 'search=Смирнова')).toEqual([]);
  });

  it('carry their relationship to the person and how many requests they already have against the cap', async () => {
    const { employee, admin } = callers();
    expect((await found(employee, 'search=Иванов'))[0]).toMatchObject({ id: eip('manager'), relationship: 'manager' });
    // Her manager's manager is a manager of hers too, not a peer.
    expect((await found(employee, 'search=Соколов'))[0]).toMatchObject({ id: eip('ceo'), relationship: 'manager' });
    expect((await found(admin, 'search=Иванов', 'egorova'))[0]).toMatchObject({
      id: eip('manager'),
      relationship: 'manager',
    });
    expect((await found(admin, 'search=Смирнова', 'manager'))[0]).toMatchObject({
      id: eip('employee'),
      relationship: 'direct_report',
    });
    await settings({ maxRequestsPerReviewer: 1 });
    await addAll(employee, ['petrov']);
    expect((await found(employee, 'search=Петров'))[0]).toMatchObject({ requests_received: 1, full: true });
  });

  it('are never inactive people nor another company’s', async () => {
    const { employee } = callers();
    await db()
      .update(s.employeeInPositions)
      .set({ isActive: false })
      .where(eq(s.employeeInPositions.id, eip('popov')));
    expect(await found(employee, 'search=Попов')).toEqual([]);
    expect(await found(employee, 'search=Широкова')).toEqual([]);
    const all = await found(employee, 'page_size=500');
    expect(all.map((p) => p.id)).not.toContain(eip('popov'));
    expect(all).toHaveLength(28);
  });

  it('are only for a person the caller may nominate for: 400 naming the field otherwise', async () => {
    const { employee, orlov } = callers();
    expect(codeOf(await people(employee, 'search=а', 'petrov'), 'employee')).toBe('no_record');
    expect(codeOf(await people(orlov, 'search=а'), 'employee')).toBe('no_record');
    const res = await employee.get(`${R}/people/?period=2147483647&employee=${String(eip('employee'))}`);
    expect(codeOf(res, 'period')).toBe('no_record');
  });
});

describe('statements per request', () => {
  const statements = async (client: Client, url: string) => {
    const { count, result: res } = await ctx.database.counter.counted(() => client.get(url));
    expect(res.statusCode, res.body).toBe(200);
    return count;
  };

  it('the list of people reviewed costs the same for a page of 5 or 50, with every reviewer', async () => {
    const { admin } = callers();
    for (const p of ['employee', 'manager'] as const) await addAll(admin, ['petrov', 'vasilieva', 'popov', 'ceo'], p);
    const list = `${R}/subjects/?period=${String(period())}`;
    const small = await statements(admin, `${list}&page_size=5`);
    const large = await statements(admin, `${list}&page_size=50`);
    expect(json<SubjectListOut>(await admin.get(`${list}&page_size=50`)).results.length).toBeGreaterThan(25);
    expect(large).toBe(small);
    // The page, its count's reuse, and the release of what is due (one statement when nothing is).
    expect(small).toBeLessThanOrEqual(3);
  });

  it('the search costs one statement whatever the page', async () => {
    const { employee } = callers();
    const base = `${R}/people/?period=${String(period())}&employee=${String(eip('employee'))}`;
    const small = await statements(employee, `${base}&page_size=5`);
    expect(await statements(employee, `${base}&page_size=50`)).toBe(small);
    expect(small).toBeLessThanOrEqual(2);
  });
});
