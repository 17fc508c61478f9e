import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { useApp } from './helpers.ts';
import {
  USER,
  ok,
  patch,
  scimCall,
  scimError,
  scimToken,
  type ScimGroup,
  type ScimList,
  type ScimUser,
} from './scim-fixtures.ts';

const ctx = useApp();
let call: ReturnType<typeof scimCall>;

beforeAll(async () => {
  call = scimCall(ctx, await scimToken(ctx, ['scim:write']));
});

describe('SCIM: Groups', () => {
  it('creates a department as a group and moves members in and out with PATCH (3.5.2)', async () => {
    const users = ok<ScimList<ScimUser>>(await call('GET', '/Users?count=3')).Resources;
    const group = ok<ScimGroup>(
      await call('POST', '/Groups', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: 'SCIM отдел',
        externalId: 'g-1',
      }),
      201,
    );
    expect(group).toMatchObject({ displayName: 'SCIM отдел', externalId: 'g-1', members: [] });
    const added = ok<ScimGroup>(
      await call(
        'PATCH',
        `/Groups/${group.id}`,
        patch({ op: 'add', path: 'members', value: users.map((u) => ({ value: u.id })) }),
      ),
    );
    expect(added.members.map((x) => x.value).sort()).toEqual(users.map((u) => u.id).sort());
    const removed = ok<ScimGroup>(
      await call('PATCH', `/Groups/${group.id}`, patch({ op: 'remove', path: `members[value eq "${users[0].id}"]` })),
    );
    expect(removed.members.map((x) => x.value)).not.toContain(users[0].id);
    const renamed = ok<ScimGroup>(
      await call('PATCH', `/Groups/${group.id}`, patch({ op: 'replace', path: 'displayName', value: 'SCIM 2' })),
    );
    expect(renamed.displayName).toBe('SCIM 2');
    const listed = ok<ScimList<ScimGroup>>(
      await call('GET', `/Groups?filter=${encodeURIComponent('externalId eq "g-1"')}`),
    );
    expect(listed.Resources.map((g) => g.id)).toEqual([group.id]);
    scimError(await call('POST', '/Groups', { displayName: 'Другой', externalId: 'g-1' }), 409, 'uniqueness');
    scimError(await call('POST', '/Groups', { displayName: 'SCIM 2' }), 409, 'uniqueness');
    scimError(
      await call('PATCH', `/Groups/${group.id}`, patch({ op: 'add', path: 'members', value: [{ value: '999999' }] })),
      400,
      'invalidValue',
    );
  });

  it('finds a member’s groups, replaces a group with PUT (3.5.1) and deletes an empty one (3.6)', async () => {
    const users = ok<ScimList<ScimUser>>(await call('GET', '/Users?startIndex=4&count=2')).Resources;
    const [first, second] = users;
    const group = ok<ScimGroup>(
      await call('POST', '/Groups', { displayName: 'Группа PUT', externalId: 'g-put', members: [{ value: first.id }] }),
      201,
    );
    const member = async (value: string) =>
      ok<ScimList<ScimGroup>>(
        await call(
          'GET',
          `/Groups?filter=${encodeURIComponent(`id eq "${group.id}" and members[value eq "${value}"]`)}`,
        ),
      ).totalResults;
    expect(await member(first.id)).toBe(1);
    expect(await member(second.id)).toBe(0);
    const byMember = ok<ScimList<ScimGroup>>(
      await call('GET', `/Groups?filter=${encodeURIComponent(`members.value eq "${first.id}"`)}`),
    );
    expect(byMember.Resources.map((g) => g.id)).toEqual([group.id]);

    const replaced = ok<ScimGroup>(
      await call('PUT', `/Groups/${group.id}`, { displayName: 'Группа PUT 2', members: [{ value: second.id }] }),
    );
    expect(replaced).toMatchObject({ displayName: 'Группа PUT 2', members: [{ value: second.id }] });
    expect(replaced.externalId).toBeUndefined();
    expect(await member(first.id)).toBe(0);
    scimError(await call('PUT', `/Groups/${group.id}`, { displayName: '' }), 400, 'invalidValue');
    scimError(await call('PUT', '/Groups/999999', { displayName: 'Нет' }), 404);

    // A department with people stays: the provider moves them first.
    scimError(await call('DELETE', `/Groups/${group.id}`), 409);
    ok(await call('PATCH', `/Groups/${group.id}`, patch({ op: 'replace', path: 'members', value: [] })));
    const gone = await call('DELETE', `/Groups/${group.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    scimError(await call('GET', `/Groups/${group.id}`), 404);
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'department.deleted'), eq(s.auditLog.targetId, Number(group.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0].data).toMatchObject({ via: 'scim', before: { displayName: 'Группа PUT 2' } });
  });

  it('serves the discovery endpoints', async () => {
    const config = ok<{ patch: { supported: boolean }; filter: { supported: boolean } }>(
      await call('GET', '/ServiceProviderConfig'),
    );
    expect(config).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = ok<ScimList<{ id: string }>>(await call('GET', '/ResourceTypes'));
    expect(types.Resources.map((t) => t.id)).toEqual(['User', 'Group']);
    const schemas = ok<ScimList<{ id: string }>>(await call('GET', '/Schemas'));
    expect(schemas.Resources.map((x) => x.id)).toContain(USER);
    ok(await call('GET', `/Schemas/${USER}`));
    scimError(await call('GET', '/Nothing'), 404);
  });
});
