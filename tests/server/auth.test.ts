import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { MeOut, ProvidersOut } from '../../server/src/auth/auth.schemas.ts';
import { Client, json, signIn, useApp } from './helpers.ts';

const ctx = useApp();

describe('sessions and CSRF', () => {
  it('answers 401 without a session', async () => {
    const res = await new Client(ctx.app).get('/api/auth/me/');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ code: 'not_authenticated' });
    expect(json(res).request_id).toBe(res.headers['x-request-id']);
  });

  it('sets a readable csrftoken cookie on the first GET', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers/' });
    expect(json<ProvidersOut>(res)).toMatchObject({ demo: true });
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[0-9a-f]{48}$/);
    expect(cookie?.httpOnly).not.toBe(true);
  });

  it('refuses an unsafe request without the X-CSRFToken header', async () => {
    const client = await signIn(ctx.app, 'admin');
    const res = await client.request(
      'POST',
      '/api/companies/companies/1/performance_review/values/',
      { name: 'Без токена' },
      { 'x-csrftoken': 'wrong' },
    );
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('csrf_failed');
    const list = await client.get('/api/companies/companies/1/performance_review/values/?search=Без токена');
    expect(json(list).count).toBe(0);
  });

  it('demo sign-in gives a session for the chosen role', async () => {
    const client = await signIn(ctx.app, 'manager');
    const me = json<MeOut>(await client.get('/api/auth/me/'));
    expect(me).toMatchObject({ email: DEMO_LOGINS.manager, impersonator: null });
    expect(me.full_name).toBe('Дмитрий Иванов');
  });

  it('demo sign-in refuses an unknown role with a field error', async () => {
    const res = await new Client(ctx.app).post('/api/demo/impersonate_as_demo_user/', { role: 'boss' });
    expect(res.statusCode).toBe(400);
    expect(json(res).codes).toEqual({
      role: [{ code: 'invalid_choice', params: { choices: 'employee, manager, admin' } }],
    });
  });

  it('logout ends the session', async () => {
    const client = await signIn(ctx.app, 'employee');
    expect((await client.post('/api/auth/logout/')).statusCode).toBe(204);
    expect((await client.get('/api/auth/me/')).statusCode).toBe(401);
  });

  it('a session cookie that was never issued is not a session', async () => {
    const client = new Client(ctx.app);
    client.cookies.set('sessionid', 'forged-token');
    expect((await client.get('/api/auth/me/')).statusCode).toBe(401);
  });
});
