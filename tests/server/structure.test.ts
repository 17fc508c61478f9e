import { beforeAll, describe, expect, it } from 'vitest';
import { managedEmployeeIds } from '../../server/src/modules/structure/scope.ts';
import type {
  DepartmentListOut,
  DepartmentOut,
  DepartmentWithPeopleListOut,
  ManagedPersonListOut,
  PersonListOut,
} from '../../server/src/modules/structure/structure.schemas.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, C2, departmentOf, eipOf, OTHER_ADMIN, periodOf, STAFF } from './structure-helpers.ts';

const ctx = useApp();
const S = `${C1}/structure`;

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

describe('department tree', () => {
  it('is a flat list with parent_id, path from the root, head and head count, for every member', async () => {
    const list = json<DepartmentListOut>(await employee.get(`${S}/departments/`));
    expect(list.count).toBe(5);
    const byName = new Map(list.results.map((d) => [d.name, d]));
    const frontend = byName.get('Фронтенд');
    expect(frontend).toMatchObject({
      path: 'Руководство/Разработка/Фронтенд',
      employees_count: 5,
      children_count: 0,
      head: { full_name: 'Павел Орлов' },
    });
    expect(frontend?.parent_id).toBe(byName.get('Разработка')?.id);
    expect(list.results[0]).toMatchObject({ path: 'Руководство', parent_id: null, children_count: 3 });
    const one = json<DepartmentOut>(await employee.get(`${S}/departments/${String(frontend?.id)}/`));
    expect(one).toEqual(frontend);
  });

  it('is a 404 for staff without a membership and for another company', async () => {
    expect((await (await signInAs(ctx, STAFF)).get(`${S}/departments/`)).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect((await outsider.get(`${S}/departments/`)).statusCode).toBe(404);
    const frontend = await departmentOf(ctx, 'Фронтенд');
    expect((await outsider.get(`${C2}/structure/departments/${frontend}/`)).statusCode).toBe(404);
    expect(
      json<DepartmentListOut>(await outsider.get(`${C2}/structure/departments/`)).results.map((d) => d.name),
    ).toEqual(['Основной отдел']);
  });
});

describe('departments with their people', () => {
  it('gives the admin every department with everyone, filtered by department and search', async () => {
    const all = json<DepartmentWithPeopleListOut>(await admin.get(`${S}/departments/with_employee_in_positions/`));
    expect(all.count).toBe(5);
    expect(all.results.reduce((n, d) => n + d.employee_in_positions.length, 0)).toBe(30);
    const frontend = await departmentOf(ctx, 'Фронтенд');
    const one = json<DepartmentWithPeopleListOut>(
      await admin.get(`${S}/departments/with_employee_in_positions/?department=${frontend}`),
    );
    expect(one.results.map((d) => d.employee_in_positions.length)).toEqual([5]);
    const [first] = one.results[0].employee_in_positions;
    expect(first).toMatchObject({ department_id: frontend, department_name: 'Фронтенд', is_active: true });
    expect(first.manager_id).not.toBeNull();
    const found = json<DepartmentWithPeopleListOut>(
      await admin.get(`${S}/departments/with_employee_in_positions/?search=${encodeURIComponent('орлов')}`),
    );
    expect(found.results.map((d) => [d.name, d.employee_in_positions.map((p) => p.full_name)])).toEqual([
      ['Фронтенд', ['Павел Орлов']],
    ]);
  });

  it('gives a manager only the people they oversee, and an employee nobody', async () => {
    const mine = json<DepartmentWithPeopleListOut>(await manager.get(`${S}/departments/with_employee_in_positions/`));
    expect(mine.results.map((d) => d.name).sort()).toEqual(['Разработка', 'Фронтенд']);
    expect(mine.results.flatMap((d) => d.employee_in_positions).length).toBe(12);
    expect(
      json<DepartmentWithPeopleListOut>(await employee.get(`${S}/departments/with_employee_in_positions/`)).count,
    ).toBe(0);
  });

  it('lists the departments the caller heads, sub-departments included, without the caller', async () => {
    const headed = json<DepartmentWithPeopleListOut>(
      await manager.get(`${S}/managed_departments/with_employee_in_positions/`),
    );
    expect(headed.results.map((d) => [d.name, d.employee_in_positions.length])).toEqual([
      ['Разработка', 7],
      ['Фронтенд', 5],
    ]);
    const hr = json<DepartmentWithPeopleListOut>(
      await admin.get(`${S}/managed_departments/with_employee_in_positions/`),
    );
    expect(hr.results.map((d) => d.name)).toEqual(['Управление персоналом']);
    expect(
      json<DepartmentWithPeopleListOut>(await employee.get(`${S}/managed_departments/with_employee_in_positions/`))
        .count,
    ).toBe(0);
  });
});

describe('managed people', () => {
  const M = `${S}/managed_employee_in_positions/`;

  it('lists whom the caller oversees: a manager their chain and departments, an admin everyone, an employee nobody', async () => {
    const mine = json<ManagedPersonListOut>(await manager.get(M));
    expect(mine.count).toBe(12);
    expect(mine.results.map((p) => p.email)).toContain('egorova@demo.example');
    expect(mine.results.map((p) => p.email)).not.toContain('manager@demo.example');
    expect(json<ManagedPersonListOut>(await admin.get(M)).count).toBe(30);
    expect(json<ManagedPersonListOut>(await employee.get(M)).count).toBe(0);
  });

  it('matches the reusable scope function', async () => {
    const ids = await managedEmployeeIds(ctx.database.db, 1, await eipOf(ctx, 'manager@demo.example'));
    const listed = json<ManagedPersonListOut>(await manager.get(`${M}?page_size=100`)).results.map((p) => p.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b));
  });

  it('filters by search, department and form in a period', async () => {
    expect(
      json<ManagedPersonListOut>(await manager.get(`${M}?search=${encodeURIComponent('Фёдоров')}`)).results.map(
        (p) => p.full_name,
      ),
    ).toEqual(['Игорь Фёдоров']);
    const frontend = await departmentOf(ctx, 'Фронтенд');
    expect(json<ManagedPersonListOut>(await manager.get(`${M}?department=${frontend}`)).count).toBe(5);
    const period = await periodOf(ctx, ACTIVE_PERIOD);
    const withForms = json<ManagedPersonListOut>(await manager.get(`${M}?period=${period}&has_form=true`));
    expect(withForms.count).toBe(12);
    expect(withForms.results.every((p) => p.form && p.form.id > 0)).toBe(true);
    expect(json<ManagedPersonListOut>(await manager.get(`${M}?period=${period}&has_form=false`)).count).toBe(0);
    expect(json(await manager.get(`${M}?has_form=true`)).codes).toEqual({
      has_form: [{ code: 'has_form_needs_period' }],
    });
    expect(json(await manager.get(`${M}?ordering=salary`)).codes).toMatchObject({
      ordering: [{ code: 'unknown_ordering', params: { name: 'salary' } }],
    });
  });

  it('runs the same number of statements whatever the page size', async () => {
    const period = await periodOf(ctx, ACTIVE_PERIOD);
    const statements = async (url: string) => {
      const { count, result } = await ctx.database.counter.counted(() => admin.get(url));
      expect(result.statusCode).toBe(200);
      return count;
    };
    const small = await statements(`${M}?page_size=2&period=${period}`);
    const large = await statements(`${M}?page_size=500&period=${period}`);
    expect(large).toBe(small);
    expect(await statements(`${S}/departments/with_employee_in_positions/`)).toBe(
      await statements(`${S}/departments/with_employee_in_positions/?department=1`),
    );
  });
});

describe("the caller's own position", () => {
  it('answers the positions of the signed-in user in this company', async () => {
    const mine = json<PersonListOut>(await employee.get(`${S}/user_employee_in_position/`));
    expect(mine.results).toHaveLength(1);
    expect(mine.results[0]).toMatchObject({
      email: 'employee@demo.example',
      position: 'Backend-разработчик',
      manager_name: 'Дмитрий Иванов',
      department_name: 'Разработка',
    });
    expect((await (await signInAs(ctx, STAFF)).get(`${S}/user_employee_in_position/`)).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    expect(
      json<PersonListOut>(await outsider.get(`${C2}/structure/user_employee_in_position/`)).results[0].position,
    ).toBe('Директор');
  });
});

describe('every structure read', () => {
  const reads = [
    'departments/',
    'departments/with_employee_in_positions/',
    'managed_departments/with_employee_in_positions/',
    'managed_employee_in_positions/',
    'user_employee_in_position/',
    'employee_in_positions/',
    'import/template/',
  ];

  it('needs a session, and is a 404 for staff without a membership and for members of another company', async () => {
    const [staff, outsider] = await Promise.all([signInAs(ctx, STAFF), signInAs(ctx, OTHER_ADMIN)]);
    for (const path of reads) {
      expect((await ctx.app.inject({ method: 'GET', url: `${S}/${path}` })).statusCode, path).toBe(401);
      expect((await staff.get(`${S}/${path}`)).statusCode, path).toBe(404);
      expect((await outsider.get(`${S}/${path}`)).statusCode, path).toBe(404);
      expect((await outsider.get(`${C2}/structure/${path}`)).statusCode, path).toBe(200);
    }
  });
});

describe('API document', () => {
  it('describes every structure, agreement and period endpoint', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await admin.get('/api/schema/?format=json'));
    const base = '/api/companies/companies/{companyId}';
    for (const [path, methods] of [
      ['/structure/departments/', ['get', 'post']],
      ['/structure/departments/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/structure/departments/with_employee_in_positions/', ['get']],
      ['/structure/managed_departments/with_employee_in_positions/', ['get']],
      ['/structure/managed_employee_in_positions/', ['get']],
      ['/structure/user_employee_in_position/', ['get']],
      ['/structure/employee_in_positions/', ['get', 'post']],
      ['/structure/employee_in_positions/{id}/', ['get', 'put', 'patch']],
      ['/structure/import/', ['post']],
      ['/structure/import/template/', ['get']],
      ['/performance_review/agreements/', ['get', 'post']],
      ['/performance_review/agreements/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/performance_review/assessment_forms/items/agreements/{id}/history/', ['get']],
      ['/performance_review/assessment_periods/{id}/', ['get', 'put', 'patch', 'delete']],
    ] as const) {
      expect(Object.keys(doc.paths[`${base}${path}`] ?? {}).sort()).toEqual([...methods].sort());
    }
  });
});
