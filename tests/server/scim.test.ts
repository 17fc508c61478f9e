import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { signIn, useApp } from './helpers.ts';
import { USER, ok, patch, scimCall, scimError, scimToken, type ScimList, type ScimUser } from './scim-fixtures.ts';

const ctx = useApp();
let call: ReturnType<typeof scimCall>;

/** RFC 7644 3.3's example, with an email for userName: here the userName is the person's sign-in email. */
const bjensen = {
  schemas: [USER],
  userName: 'bjensen@example.com',
  externalId: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
};

beforeAll(async () => {
  call = scimCall(ctx, await scimToken(ctx, ['scim:write']));
});

describe('SCIM: Users (RFC 7644)', () => {
  it('creates a user as in 3.3, answers 201 with the resource and its location, and audits it', async () => {
    const created = ok<ScimUser & { meta: { location: string; resourceType: string } }>(
      await call('POST', '/Users', bjensen),
      201,
    );
    expect(created).toMatchObject({
      userName: 'bjensen@example.com',
      externalId: 'bjensen',
      name: { givenName: 'Barbara', familyName: 'Jensen' },
      active: true,
      groups: [],
    });
    expect(created.meta.resourceType).toBe('User');
    expect(created.meta.location).toMatch(new RegExp(`/scim/v2/Users/${created.id}$`));
    expect(ok<ScimUser>(await call('GET', `/Users/${created.id}`))).toMatchObject({ userName: 'bjensen@example.com' });
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'person.provisioned'), eq(s.auditLog.targetId, Number(created.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0].companyId).toBe(1);
    expect(audit[0].data).toMatchObject({ via: 'scim' });
  });

  it('refuses a second user with the same userName or externalId: 409 uniqueness', async () => {
    scimError(await call('POST', '/Users', bjensen), 409, 'uniqueness');
    scimError(
      await call('POST', '/Users', { ...bjensen, userName: 'other@example.com', externalId: 'bjensen' }),
      409,
      'uniqueness',
    );
    scimError(await call('POST', '/Users', { ...bjensen, userName: 'bjensen' }), 400, 'invalidValue');
  });

  it('filters by userName and externalId with eq (3.4.2.2) and refuses other filters', async () => {
    const byName = ok<ScimList<ScimUser>>(
      await call('GET', `/Users?filter=${encodeURIComponent('userName eq "BJensen@example.com"')}`),
    );
    expect(byName.totalResults).toBe(1);
    expect(byName.Resources[0].externalId).toBe('bjensen');
    const byExternal = ok<ScimList<ScimUser>>(
      await call('GET', `/Users?filter=${encodeURIComponent('externalId eq "bjensen"')}`),
    );
    expect(byExternal.Resources.map((u) => u.userName)).toEqual(['bjensen@example.com']);
    const none = ok<ScimList<ScimUser>>(
      await call('GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`),
    );
    expect(none).toMatchObject({ totalResults: 0, Resources: [] });
    scimError(await call('GET', `/Users?filter=${encodeURIComponent('title pr')}`), 400, 'invalidFilter');
    scimError(await call('GET', `/Users?filter=${encodeURIComponent('userName eq')}`), 400, 'invalidFilter');
  });

  it('pages with startIndex and count (3.4.2.4) in a ListResponse', async () => {
    const count = await ctx.database.db.$count(s.memberships, eq(s.memberships.companyId, 1));
    const first = ok<ScimList<ScimUser> & { schemas: string[] }>(await call('GET', '/Users?startIndex=1&count=2'));
    expect(first.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
    expect(first).toMatchObject({ totalResults: count, startIndex: 1, itemsPerPage: 2 });
    const second = ok<ScimList<ScimUser>>(await call('GET', '/Users?startIndex=3&count=2'));
    expect(second.startIndex).toBe(3);
    expect(second.Resources.map((u) => u.id)).not.toContain(first.Resources[0].id);
    const all = ok<ScimList<ScimUser>>(await call('GET', '/Users?count=200'));
    expect(new Set(all.Resources.map((u) => u.id)).size).toBe(Math.min(count, 200));
    const last = ok<ScimList<ScimUser>>(await call('GET', `/Users?startIndex=${String(count)}&count=5`));
    expect(last.itemsPerPage).toBe(1);
  });

  it('applies PATCH add, replace and remove (3.5.2), Azure AD style booleans included', async () => {
    const [user] = ok<ScimList<ScimUser>>(
      await call('GET', `/Users?filter=${encodeURIComponent('externalId eq "bjensen"')}`),
    ).Resources;
    const replaced = ok<ScimUser>(
      await call('PATCH', `/Users/${user.id}`, patch({ op: 'replace', path: 'name.familyName', value: 'Smith' })),
    );
    expect(replaced.name.familyName).toBe('Smith');
    const removed = ok<ScimUser>(await call('PATCH', `/Users/${user.id}`, patch({ op: 'remove', path: 'externalId' })));
    expect(removed.externalId).toBeUndefined();
    const added = ok<ScimUser>(
      await call('PATCH', `/Users/${user.id}`, patch({ op: 'add', value: { externalId: 'bj-2' } })),
    );
    expect(added.externalId).toBe('bj-2');
    const off = ok<ScimUser>(
      await call('PATCH', `/Users/${user.id}`, patch({ op: 'Replace', path: 'active', value: 'False' })),
    );
    expect(off.active).toBe(false);
    const on = ok<ScimUser>(
      await call('PATCH', `/Users/${user.id}`, patch({ op: 'replace', value: { active: true } })),
    );
    expect(on.active).toBe(true);
    scimError(await call('PATCH', `/Users/${user.id}`, patch({ op: 'move', path: 'active' })), 400, 'invalidValue');
    scimError(await call('PATCH', `/Users/${user.id}`, { Operations: [] }), 400, 'invalidValue');
    scimError(
      await call('PATCH', `/Users/${user.id}`, patch({ op: 'replace', path: 'userName', value: 'x@example.com' })),
      400,
      'mutability',
    );
  });

  it('replaces with PUT and deactivates on DELETE, keeping the person and their history', async () => {
    const created = ok<ScimUser>(
      await call('POST', '/Users', {
        schemas: [USER],
        userName: 'put@example.com',
        name: { givenName: 'A', familyName: 'B' },
      }),
      201,
    );
    const put = ok<ScimUser>(
      await call('PUT', `/Users/${created.id}`, {
        schemas: [USER],
        userName: 'put@example.com',
        externalId: 'put-1',
        name: { givenName: 'Анна', familyName: 'Петрова' },
        active: true,
      }),
    );
    expect(put).toMatchObject({
      externalId: 'put-1',
      name: { givenName: 'Анна', familyName: 'Петрова' },
      active: true,
    });
    const gone = await call('DELETE', `/Users/${created.id}`);
    expect(gone.statusCode).toBe(204);
    expect(ok<ScimUser>(await call('GET', `/Users/${created.id}`)).active).toBe(false);
    const audit = await ctx.database.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.targetType, 'membership'), eq(s.auditLog.targetId, Number(created.id))));
    expect(audit.map((a) => a.action)).toEqual(['person.provisioned', 'person.updated', 'person.deactivated']);
  });

  it('answers 400 invalidSyntax to a body that is not JSON', async () => {
    scimError(await call('POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
  });
});

describe('SCIM: access', () => {
  it('needs a token with the scim scope: none 401, another scope 403, read-only cannot write', async () => {
    scimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users' }), 401);
    const admin = await signIn(ctx.app, 'admin');
    expect((await admin.get('/scim/v2/Users')).statusCode).toBe(401);
    const other = scimCall(ctx, await scimToken(ctx, ['structure:write']));
    scimError(await other('GET', '/Users'), 403);
    const reader = scimCall(ctx, await scimToken(ctx, ['scim:read']));
    ok(await reader('GET', '/Users'));
    scimError(await reader('POST', '/Users', { userName: 'r@example.com' }), 403);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/scim/v2/Users',
      headers: { authorization: 'Bearer prt_unknown' },
    });
    scimError(unknown, 401);
  });

  it('never reaches another company: its people and departments are 404 and filtered out', async () => {
    const theirs = (
      await ctx.database.db
        .select({ id: s.memberships.id, email: s.users.email })
        .from(s.memberships)
        .innerJoin(s.users, eq(s.users.id, s.memberships.userId))
        .where(ne(s.memberships.companyId, 1))
        .limit(1)
    ).at(0);
    const department = (
      await ctx.database.db.select().from(s.departments).where(ne(s.departments.companyId, 1)).limit(1)
    ).at(0);
    if (!theirs || !department) throw new Error('the seed has no second company');
    scimError(await call('GET', `/Users/${String(theirs.id)}`), 404);
    scimError(
      await call('PATCH', `/Users/${String(theirs.id)}`, patch({ op: 'replace', path: 'active', value: false })),
      404,
    );
    scimError(await call('DELETE', `/Users/${String(theirs.id)}`), 404);
    scimError(await call('GET', `/Groups/${String(department.id)}`), 404);
    const [mine] = ok<ScimList<ScimUser>>(await call('GET', '/Users?count=1')).Resources;
    scimError(
      await call(
        'PATCH',
        `/Groups/${String(department.id)}`,
        patch({ op: 'add', path: 'members', value: [{ value: mine.id }] }),
      ),
      404,
    );
    const companies = await ctx.database.db
      .select({ id: s.memberships.id })
      .from(s.memberships)
      .where(ne(s.memberships.companyId, 1));
    const listed = ok<ScimList<ScimUser>>(await call('GET', '/Users?count=200')).Resources.map((u) => Number(u.id));
    expect(companies.length).toBeGreaterThan(0);
    for (const m of companies) expect(listed).not.toContain(m.id);
  });
});
