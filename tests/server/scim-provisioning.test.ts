import { describe, expect, it } from 'vitest';
import { json, signIn, useApp } from './helpers.ts';
import { USER, ok, patch, scimCall, scimToken, type ScimGroup, type ScimUser } from './scim-fixtures.ts';

const ctx = useApp();
const STRUCTURE = '/api/companies/companies/1/structure';

type Person = {
  email: string;
  first_name: string;
  last_name: string;
  department_id: number | null;
  is_active: boolean;
};
type DepartmentWithPeople = { id: number; name: string; employee_in_positions: { email: string }[] };

describe('SCIM provisioning seen through the structure API', () => {
  it('creates, updates, moves between groups and deactivates people; the structure pages show each result', async () => {
    const call = scimCall(ctx, await scimToken(ctx, ['scim:write']));
    const admin = await signIn(ctx.app, 'admin');
    const person = async (email: string): Promise<Person | undefined> => {
      const res = await admin.get(`${STRUCTURE}/employee_in_positions/?search=${encodeURIComponent(email)}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ results: Person[] }>(res).results.find((p) => p.email === email);
    };
    const tree = async () => {
      const res = await admin.get(`${STRUCTURE}/departments/with_employee_in_positions/`);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ results: DepartmentWithPeople[] }>(res).results;
    };

    const sales = ok<ScimGroup>(
      await call('POST', '/Groups', { displayName: 'Продажи SCIM', externalId: 'okta-sales' }),
      201,
    );
    const support = ok<ScimGroup>(
      await call('POST', '/Groups', { displayName: 'Поддержка SCIM', externalId: 'okta-support' }),
      201,
    );
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const user = ok<ScimUser>(
        await call('POST', '/Users', {
          schemas: [USER],
          userName: `scim${String(n)}@example.com`,
          externalId: `okta-${String(n)}`,
          name: { givenName: `Имя${String(n)}`, familyName: 'Провизионов' },
        }),
        201,
      );
      ids.push(user.id);
    }
    expect(await person('scim1@example.com')).toMatchObject({
      first_name: 'Имя1',
      is_active: true,
      department_id: null,
    });

    await call('PATCH', `/Users/${ids[0]}`, patch({ op: 'replace', path: 'name.givenName', value: 'Мария' }));
    expect((await person('scim1@example.com'))?.first_name).toBe('Мария');

    ok(
      await call(
        'PATCH',
        `/Groups/${sales.id}`,
        patch({ op: 'add', path: 'members', value: ids.map((value) => ({ value })) }),
      ),
    );
    let departments = await tree();
    const inSales = departments.find((d) => d.id === Number(sales.id))?.employee_in_positions.map((p) => p.email);
    expect(inSales?.sort()).toEqual(['scim1@example.com', 'scim2@example.com', 'scim3@example.com']);

    // Moved: out of sales, into support, as an identity provider sends a group change.
    ok(await call('PATCH', `/Groups/${sales.id}`, patch({ op: 'remove', path: `members[value eq "${ids[1]}"]` })));
    ok(await call('PATCH', `/Groups/${support.id}`, patch({ op: 'add', path: 'members', value: [{ value: ids[1] }] })));
    expect((await person('scim2@example.com'))?.department_id).toBe(Number(support.id));
    // Added to another group without a removal first: the person moves (a position is in one department).
    ok(await call('PATCH', `/Groups/${support.id}`, patch({ op: 'add', path: 'members', value: [{ value: ids[2] }] })));
    departments = await tree();
    expect(departments.find((d) => d.id === Number(sales.id))?.employee_in_positions.map((p) => p.email)).toEqual([
      'scim1@example.com',
    ]);
    expect(
      departments
        .find((d) => d.id === Number(support.id))
        ?.employee_in_positions.map((p) => p.email)
        .sort(),
    ).toEqual(['scim2@example.com', 'scim3@example.com']);
    expect(ok<ScimUser>(await call('GET', `/Users/${ids[2]}`)).groups.map((g) => g.value)).toEqual([support.id]);

    await call('PATCH', `/Users/${ids[0]}`, patch({ op: 'replace', path: 'active', value: false }));
    expect((await call('DELETE', `/Users/${ids[1]}`)).statusCode).toBe(204);
    expect(await person('scim1@example.com')).toMatchObject({ is_active: false, department_id: Number(sales.id) });
    expect((await person('scim2@example.com'))?.is_active).toBe(false);
    const active = json<{ results: Person[] }>(
      await admin.get(`${STRUCTURE}/employee_in_positions/?search=scim&is_active=true`),
    );
    expect(active.results.map((p) => p.email)).toEqual(['scim3@example.com']);
    expect(ok<ScimGroup>(await call('GET', `/Groups/${support.id}`)).members.map((m) => m.value)).toEqual([ids[2]]);
  });
});
