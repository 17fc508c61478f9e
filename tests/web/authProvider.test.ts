import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionHasEnded } from '../../src/api/sessionEnd.ts';
import { createAuthProvider, loginPathFor, safeNextPath, withCompanyAccess } from '../../src/authProvider.ts';
import { ROUTES } from '../../src/resources/registry.ts';
import { anonymousHandlers, API, user } from './fixtures.ts';
import { server } from './msw.ts';

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  window.history.replaceState(null, '', '/c/1/settings/values/?page=2');
});

describe('authProvider', () => {
  it('on a 401 neither signs out nor leaves the page: it reports the ended session once, for the notice', async () => {
    server.use(...anonymousHandlers);
    const provider = createAuthProvider();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.checkError(new HttpError('Unauthorized', 401))).resolves.toBeUndefined();
    expect(sessionHasEnded()).toBe(true);
  });

  it('resolves checkAuth and gives the identity when auth/me answers', async () => {
    server.use(http.get(`${API}/auth/me/`, () => HttpResponse.json(user({ id: 3, full_name: 'Иван Петров' }))));
    const provider = createAuthProvider();
    await provider.checkAuth({});
    expect(await provider.getIdentity?.()).toMatchObject({ id: 3, fullName: 'Иван Петров' });
  });

  it('shares one auth/me request between the checks made within the cache window', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/auth/me/`, () => {
        calls += 1;
        return HttpResponse.json(user());
      }),
    );
    const provider = createAuthProvider({ cacheMs: 60_000 });
    await Promise.all([provider.checkAuth({}), provider.checkAuth({}), provider.getIdentity?.()]);
    await provider.checkAuth({});
    expect(calls).toBe(1);
  });

  it('logout posts auth/logout/ with the CSRF header and leads to the sign-in chooser', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(`${API}/auth/logout/`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const redirect = await createAuthProvider().logout({});
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('x-csrftoken')).toBe('test-token');
    expect(redirect).toBe('/auth/login/?choose=1');
  });

  it('checkError keeps the user where they are on 403', async () => {
    await expect(createAuthProvider().checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
  });
});

describe('login redirects', () => {
  it('only accepts same-site paths as next', () => {
    expect(safeNextPath('/c/1/')).toBe('/c/1/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(loginPathFor('/')).toBe('/auth/login/');
  });

  it('never nests next: a target that is the sign-in page stands for where it leads', () => {
    const form = '/c/1/performance-review/employee-dashboard/form/?id=3';
    const once = loginPathFor(form);
    expect(once).toBe(`/auth/login/?next=${encodeURIComponent(form)}`);
    expect(loginPathFor(once)).toBe(once);
    expect(loginPathFor(`/auth/login/?next=${encodeURIComponent(once)}`)).toBe(once);
    expect(loginPathFor('/auth/logout/')).toBe('/auth/login/');
    expect(safeNextPath(`/auth/login/?next=${encodeURIComponent('//evil.example/')}`)).toBe('/');
  });
});

describe('access in a company', () => {
  it('answers react-admin by the member’s role in that company, keeping the rest of the provider', async () => {
    const base = createAuthProvider({ cacheMs: 0 });
    const employee = withCompanyAccess(base, { role: 'EMPLOYEE', is_admin: false });
    const admin = withCompanyAccess(base, { role: 'MANAGER', is_admin: true });
    const ask = (provider: typeof base, resource: string, action: string) =>
      provider.canAccess?.({ resource, action }) ?? Promise.resolve(undefined);
    expect(await ask(employee, ROUTES.hipo_skills, 'list')).toBe(false);
    expect(await ask(employee, ROUTES.values, 'list')).toBe(true);
    expect(await ask(employee, ROUTES.values, 'delete')).toBe(false);
    expect(await ask(admin, ROUTES.hipo_skills, 'list')).toBe(true);
    expect(await ask(admin, ROUTES.values, 'delete')).toBe(true);
    expect(Object.keys(employee)).toEqual(expect.arrayContaining(Object.keys(base)));
  });
});
