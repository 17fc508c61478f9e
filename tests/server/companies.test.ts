import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import type {
  CompanyListOut,
  ReviewSummaryOut,
  TasksOut,
} from '../../server/src/modules/companies/companies.schemas.ts';
import { Client, json, signIn, signInAs, useApp } from './helpers.ts';

const ctx = useApp({ usersServiceUrl: 'https://users.example/' });
const C = '/api/companies/companies/1';

describe('companies', () => {
  it("lists only the caller's companies with their role there", async () => {
    const manager = await signIn(ctx.app, 'manager');
    const body = json<CompanyListOut>(await manager.get('/api/companies/companies/'));
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ id: 1, name: 'Демо Компания', role: 'MANAGER', is_admin: false });
    expect(body.results[0].employee_in_position_id).toBeGreaterThan(0);
  });

  it('answers 404 for a company the caller is not in, for every company endpoint', async () => {
    const manager = await signIn(ctx.app, 'manager');
    for (const path of [
      '/',
      '/billing/company_info/',
      '/dashboard/apps/',
      '/dashboard/info/',
      '/dashboard/tasks/',
      '/performance_review/',
      '/performance_review/values/',
    ]) {
      expect((await manager.get(`/api/companies/companies/2${path}`)).statusCode, path).toBe(404);
      expect((await manager.get(`/api/companies/companies/999${path}`)).statusCode, path).toBe(404);
    }
    expect((await manager.post('/api/companies/companies/2/feedback/create/', { text: 'x' })).statusCode).toBe(404);
  });

  it('answers 401 for every company endpoint without a session', async () => {
    const anonymous = new Client(ctx.app);
    for (const path of [
      '/',
      '/billing/company_info/',
      '/dashboard/apps/',
      '/dashboard/info/',
      '/dashboard/tasks/',
      '/performance_review/',
    ]) {
      expect((await anonymous.get(`${C}${path}`)).statusCode, path).toBe(401);
    }
    expect((await anonymous.get('/api/companies/companies/')).statusCode).toBe(401);
    expect((await anonymous.get('/api/users/users/')).statusCode).toBe(401);
    expect((await anonymous.get('/api/plugins/users/get_service_url/')).statusCode).toBe(401);
  });

  it('tells seats used against the plan', async () => {
    const admin = await signIn(ctx.app, 'admin');
    expect(json(await admin.get(`${C}/billing/company_info/`))).toEqual({
      company_id: 1,
      name: 'Демо Компания',
      plan: 'business',
      seat_limit: 100,
      seats_used: 30,
    });
  });
});

describe('dashboard', () => {
  it('offers settings to admins only and the manager dashboard to managers', async () => {
    const codes = async (role: 'admin' | 'manager' | 'employee') =>
      json<{ results: { code: string }[] }>(
        await (await signIn(ctx.app, role)).get(`${C}/dashboard/apps/`),
      ).results.map((a) => a.code);
    expect(await codes('admin')).toContain('settings');
    expect(await codes('manager')).toEqual(['employee_dashboard', 'manager_dashboard', 'performance_review']);
    expect(await codes('employee')).toEqual(['employee_dashboard', 'performance_review']);
  });

  it('shows company figures and the active period', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const info = json<{
      employees_count: number;
      departments_count: number;
      active_period: { name: string };
      forms_by_stage: Record<string, number>;
    }>(await admin.get(`${C}/dashboard/info/`));
    expect(info.employees_count).toBe(30);
    expect(info.departments_count).toBe(5);
    expect(info.active_period.name).toBe('Оценка за второе полугодие');
    expect(Object.values(info.forms_by_stage).reduce((a, b) => a + b, 0)).toBe(29);
  });

  it('counts for a manager only the forms they review', async () => {
    const manager = await signIn(ctx.app, 'manager');
    const info = json<{ forms_by_stage: Record<string, number> }>(await manager.get(`${C}/dashboard/info/`));
    expect(Object.values(info.forms_by_stage).reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('gives the employee their own self-assessment to fill, with its deadline', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const tasks = json<TasksOut>(await employee.get(`${C}/dashboard/tasks/`)).results;
    expect(tasks.map((t) => t.code)).toEqual(['fill_self_assessment']);
    expect(tasks[0]).toMatchObject({ overdue: false, employee_name: null });
    expect(tasks[0].due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tasks[0].path).toMatch(/^\/c\/1\/performance-review\/employee-dashboard\/form\/\?id=\d+$/);
  });

  it('gives the manager the forms waiting for them', async () => {
    const manager = await signIn(ctx.app, 'manager');
    const tasks = json<{ results: { code: string; employee_name: string }[] }>(
      await manager.get(`${C}/dashboard/tasks/`),
    ).results;
    expect(tasks.length).toBeGreaterThan(0);
    expect(
      tasks.every((t) =>
        ['assess_employee', 'write_feedback', 'fill_self_assessment', 'answer_feedback'].includes(t.code),
      ),
    ).toBe(true);
    expect(tasks.filter((t) => t.code === 'assess_employee').every((t) => t.employee_name)).toBe(true);
  });

  it('asks an admin for no period while the active one has forms', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const codes = json<TasksOut>(await admin.get(`${C}/dashboard/tasks/`)).results.map((t) => t.code);
    expect(codes).not.toContain('create_period');
    expect(codes).not.toContain('launch_period');
    const summary = json<ReviewSummaryOut>(await (await signIn(ctx.app, 'manager')).get(`${C}/performance_review/`));
    expect(summary.reviewing_count).toBe(8);
    expect(summary.active_period?.name).toBe('Оценка за второе полугодие');
  });

  it('summarises the review module for the caller', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const summary = json<{ my_form: { stage: string }; reviewing_count: number }>(
      await employee.get(`${C}/performance_review/`),
    );
    expect(summary.my_form.stage).toBe('SELF');
    expect(summary.reviewing_count).toBe(0);
  });
});

describe('users, plugins and product feedback', () => {
  it('finds only people who share a company with the caller', async () => {
    const other = await signInAs(ctx, 'director@veter.example');
    const mine = json<{ count: number; results: { email: string }[] }>(
      await other.get('/api/users/users/?page_size=100'),
    );
    expect(mine.count).toBe(3);
    expect(mine.results.every((u) => u.email.endsWith('@veter.example'))).toBe(true);
    const employee = await signIn(ctx.app, 'employee');
    const found = json<{ results: { full_name: string }[] }>(
      await employee.get(`/api/users/users/?search=${encodeURIComponent('Иванов')}`),
    );
    expect(found.results.map((u) => u.full_name)).toEqual(['Дмитрий Иванов']);
    expect(json<{ count: number }>(await employee.get('/api/users/users/?company=2')).count).toBe(0);
    const bad = await employee.get('/api/users/users/?ids=1,x');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ codes: { ids: [{ code: 'invalid_ids' }] } });
    const byEmail = json<{ count: number; results: { email: string }[] }>(
      await other.get('/api/users/users/?ordering=-email&page_size=2&page=2'),
    );
    expect(byEmail.count).toBe(3);
    expect(byEmail.results.map((u) => u.email)).toHaveLength(1);
    expect(json<{ count: number }>(await other.get('/api/users/users/?page=9'))).toMatchObject({ count: 3 });
    expect(json(await other.get('/api/users/users/?ordering=password'))).toMatchObject({
      codes: { ordering: [{ code: 'unknown_ordering' }] },
    });
  });

  it('returns the users-service address from the configuration', async () => {
    const employee = await signIn(ctx.app, 'employee');
    expect(json(await employee.get('/api/plugins/users/get_service_url/'))).toEqual({ url: 'https://users.example/' });
  });

  it('stores product feedback and refuses an empty one', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const res = await employee.post(`${C}/feedback/create/`, { text: 'Удобно!', page: '/c/1/' });
    expect(res.statusCode).toBe(201);
    expect(json<{ id: number }>(res).id).toBeGreaterThan(0);
    const empty = await employee.post(`${C}/feedback/create/`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ codes: { text: [{ code: 'blank' }] } });
    const unknown = await employee.post(`${C}/feedback/create/`, { text: 'Да', rating: 5 });
    expect(json(unknown)).toMatchObject({ codes: { non_field_errors: [{ code: 'unknown_field' }] } });
  });
});

describe('HTTP conventions', () => {
  it('redirects a path without the trailing slash with 308, keeping the query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me?x=1' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/api/auth/me/?x=1');
    const post = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect([308, 403]).toContain(post.statusCode);
  });

  it('serves the OpenAPI document in JSON and YAML with every route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/schema/?format=json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toBe('3.1.0');
    const value = doc.paths['/api/companies/companies/{companyId}/performance_review/values/{id}/'];
    expect(value).toHaveProperty('patch');
    expect(JSON.stringify(value.put)).toContain(
      'Output-only fields (id, created_at, updated_at, forms_count) are accepted and ignored.',
    );
    expect(Object.keys(doc.paths).length).toBeGreaterThan(15);
    const yaml = await ctx.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(yaml.body).toContain('openapi: 3.1.0');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/' })).body).toContain('swagger-ui');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/schema/?format=xml' })).statusCode).toBe(400);
  });

  it('answers an unknown API path with JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: 'not_found' });
  });

  it('refuses the development identity provider and a missing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_IDP: '1', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /development identity provider/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const prod = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(prod.devIdp).toBe(false);
    expect(prod.demo).toBe(false);
  });
});
