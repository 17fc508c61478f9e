import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '../../../../contract/enums.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { departments, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import { nameSkeleton } from '../../names.ts';
import type { ImportPlan, ImportState, Person } from './import.plan.ts';
import type { ImportField } from './import.schemas.ts';
import { jsonRows, parsedRows } from '../../db/sql.ts';
import { emitEvents, type PersonData } from '../webhooks/emit.ts';

const e = employeeInPositions;
const POSITION_FIELDS: readonly ImportField[] = ['department', 'position', 'manager', 'is_active'];

const personRow = z.object({
  user_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES).nullable(),
  is_admin: z.boolean().nullable(),
  eip_id: z.number().nullable(),
  department_id: z.number().nullable(),
  position: z.string().nullable(),
  manager_id: z.number().nullable(),
  is_active: z.boolean().nullable(),
});
const positionRow = z.object({
  position: z.string(),
  id: z.number(),
  manager_id: z.number().nullable(),
  email: z.string(),
});
const userRow = z.object({ id: z.number(), email: z.string(), first_name: z.string(), last_name: z.string() });
const departmentRow = z.object({ id: z.number(), parent_id: z.number().nullable(), name: z.string() });
const idRow = z.object({ id: z.number(), email: z.string() });
const insertedPosition = z.object({ id: z.number(), user_id: z.number() });

/** A value the plan guarantees (an id of a row written a statement earlier); a missing one is a bug. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The import lost track of ${what}.`);
  return value;
}

/**
 * The company's people, positions and departments, and the file's users: four statements, any size.
 * One after another: inside a transaction they share one connection, which runs one query at a time.
 */
export async function loadState(ex: Executor, companyId: number, emails: string[]): Promise<ImportState> {
  const people = await parsedRows(
    ex,
    personRow,
    sql`with ids as (select user_id from ${memberships} where company_id = ${companyId} union select user_id from ${e} where company_id = ${companyId})
    select u.id as user_id, lower(u.email) as email, u.first_name, u.last_name, m.role, m.is_admin,
      p.id as eip_id, p.department_id, p.position, p.manager_id, p.is_active
    from ids join ${users} u on u.id = ids.user_id
    left join ${memberships} m on m.company_id = ${companyId} and m.user_id = u.id
    left join lateral (select x.id, x.department_id, x.position, x.manager_id, x.is_active from ${e} x
      where x.company_id = ${companyId} and x.user_id = u.id order by x.is_active desc, x.id limit 1) p on true`,
  );
  const positions = await parsedRows(
    ex,
    positionRow,
    sql`select p.id, p.manager_id, p.position, lower(u.email) as email from ${e} p join ${users} u on u.id = p.user_id where p.company_id = ${companyId}`,
  );
  const outsiders = await parsedRows(
    ex,
    userRow,
    sql`select id, lower(email) as email, first_name, last_name from ${users} where lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
  );
  const deps = await parsedRows(
    ex,
    departmentRow,
    sql`select id, parent_id, name from ${departments} where company_id = ${companyId}`,
  );
  const map = new Map<string, Person>();
  for (const r of people) {
    map.set(r.email, {
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      isAdmin: r.is_admin,
      eip:
        r.eip_id === null
          ? null
          : {
              id: r.eip_id,
              departmentId: r.department_id,
              position: r.position ?? '',
              managerId: r.manager_id,
              isActive: r.is_active ?? false,
            },
    });
  }
  return {
    people: map,
    outsiders: new Map(
      outsiders
        .filter((u) => !map.has(u.email))
        .map((u) => [u.email, { userId: u.id, firstName: u.first_name, lastName: u.last_name }]),
    ),
    positions: positions.map((p) => ({ id: p.id, managerId: p.manager_id, email: p.email, title: p.position })),
    departments: deps.map((d) => ({ id: d.id, parentId: d.parent_id, name: d.name })),
  };
}

/** Inserts the new departments a generation at a time (parents first); answers key -> id for all of them. */
async function insertDepartments(tx: Executor, companyId: number, plan: ImportPlan): Promise<(key: string) => number> {
  const ids = new Map<string, number>();
  const idOf = (key: string) => (key.startsWith('d') ? Number(key.slice(1)) : must(ids.get(key), `department ${key}`));
  const byGeneration = new Map<number, typeof plan.created>();
  for (const node of plan.created) {
    const g = plan.resolver.generation(node.key);
    const list = byGeneration.get(g);
    if (list) list.push(node);
    else byGeneration.set(g, [node]);
  }
  for (const [, nodes] of [...byGeneration].sort(([x], [y]) => x - y)) {
    const values = nodes.map((n) => ({
      parent_id: n.parentKey === null ? null : idOf(n.parentKey),
      name: n.name,
      name_skeleton: nameSkeleton(n.name),
    }));
    const inserted = await parsedRows(
      tx,
      departmentRow,
      sql`insert into ${departments} (company_id, parent_id, name, name_skeleton)
        select ${companyId}, v.parent_id, v.name, v.name_skeleton
        from jsonb_to_recordset(${jsonRows(values)}) as v(parent_id int, name text, name_skeleton text)
        returning id, parent_id, name`,
    );
    const found = new Map(inserted.map((r) => [`${String(r.parent_id ?? '')}|${r.name}`, r.id]));
    nodes.forEach((n, i) => {
      const key = `${String(values[i].parent_id ?? '')}|${n.name}`;
      ids.set(n.key, must(found.get(key), `new department ${key}`));
    });
  }
  return idOf;
}

/** Writes a plan without errors: a fixed number of set-based statements (plus one per level of new departments). */
export async function applyPlan(tx: Executor, companyId: number, plan: ImportPlan, state: ImportState): Promise<void> {
  const rows = plan.rows.filter((r) => r.action !== 'unchanged');
  const departmentId = await insertDepartments(tx, companyId, plan);

  const userIds = new Map<string, number>();
  for (const r of rows) if (r.userId !== null) userIds.set(r.email, r.userId);
  const fresh = rows
    .filter((r) => r.userId === null)
    .map((r) => ({ email: r.email, first_name: r.names?.first ?? '', last_name: r.names?.last ?? '' }));
  if (fresh.length) {
    await tx.execute(sql`insert into ${users} (email, first_name, last_name)
      select v.email, v.first_name, v.last_name from jsonb_to_recordset(${jsonRows(fresh)}) as v(email text, first_name text, last_name text)
      on conflict do nothing`);
    const found = await parsedRows(
      tx,
      idRow,
      sql`select id, lower(email) as email from ${users} where lower(email) in (select jsonb_array_elements_text(${JSON.stringify(fresh.map((f) => f.email))}::jsonb))`,
    );
    for (const u of found) userIds.set(u.email, u.id);
  }
  const uid = (email: string) => must(userIds.get(email), `the user ${email}`);

  const named = rows.flatMap((r) =>
    r.userId !== null && r.names ? [{ id: r.userId, first_name: r.names.first, last_name: r.names.last }] : [],
  );
  if (named.length) {
    await tx.execute(sql`update ${users} u set first_name = v.first_name, last_name = v.last_name
      from jsonb_to_recordset(${jsonRows(named)}) as v(id int, first_name text, last_name text)
      where u.id = v.id and u.first_name = '' and u.last_name = ''`);
  }

  const joining = rows
    .filter((r) => r.membership === 'create')
    .map((r) => ({ user_id: uid(r.email), role: r.role ?? 'EMPLOYEE', is_admin: r.isAdmin ?? false }));
  if (joining.length) {
    await tx.execute(sql`insert into ${memberships} (company_id, user_id, role, is_admin)
      select ${companyId}, v.user_id, v.role::"role", v.is_admin from jsonb_to_recordset(${jsonRows(joining)}) as v(user_id int, role text, is_admin boolean)
      on conflict (company_id, user_id) do nothing`);
  }
  const changing = rows
    .filter((r) => r.membership === 'update')
    .map((r) => ({ user_id: uid(r.email), role: r.role ?? null, is_admin: r.isAdmin ?? null }));
  if (changing.length) {
    await tx.execute(sql`update ${memberships} m set role = coalesce(v.role::"role", m.role), is_admin = coalesce(v.is_admin, m.is_admin)
      from jsonb_to_recordset(${jsonRows(changing)}) as v(user_id int, role text, is_admin boolean)
      where m.company_id = ${companyId} and m.user_id = v.user_id`);
  }

  const eipIds = new Map<string, number>();
  for (const p of state.people.values()) if (p.eip) eipIds.set(p.email, p.eip.id);
  const creating = rows.filter((r) => r.eipId === null);
  if (creating.length) {
    const values = creating.map((r) => ({
      user_id: uid(r.email),
      department_id: r.departmentKey ? departmentId(r.departmentKey) : null,
      position: r.position ?? '',
    }));
    const inserted = await parsedRows(
      tx,
      insertedPosition,
      sql`insert into ${e} (company_id, user_id, department_id, position)
        select ${companyId}, v.user_id, v.department_id, v.position from jsonb_to_recordset(${jsonRows(values)}) as v(user_id int, department_id int, position text)
        returning id, user_id`,
    );
    const byUser = new Map(inserted.map((r) => [r.user_id, r.id]));
    for (const r of creating) eipIds.set(r.email, must(byUser.get(uid(r.email)), `the position of ${r.email}`));
  }

  // Managers last: a new person's manager may be another new person of the file.
  const updates = rows
    .filter(
      (r) => (r.eipId !== null && POSITION_FIELDS.some((f) => f in r.changes)) || (r.eipId === null && r.managerEmail),
    )
    .map((r) => ({
      id: must(eipIds.get(r.email), `the position of ${r.email}`),
      department_id: r.eipId !== null && r.departmentKey ? departmentId(r.departmentKey) : null,
      position: r.eipId !== null ? (r.position ?? null) : null,
      manager_id: r.managerEmail ? must(eipIds.get(r.managerEmail), `the position of ${r.managerEmail}`) : null,
      activate: r.activate,
      bump: r.eipId !== null ? 1 : 0,
    }));
  if (updates.length) {
    await tx.execute(sql`update ${e} p set department_id = coalesce(v.department_id, p.department_id), position = coalesce(v.position, p.position),
        manager_id = coalesce(v.manager_id, p.manager_id), is_active = p.is_active or v.activate,
        version = p.version + v.bump, updated_at = case when v.bump = 1 then now() else p.updated_at end
      from jsonb_to_recordset(${jsonRows(updates)}) as v(id int, department_id int, position text, manager_id int, activate boolean, bump int)
      where p.company_id = ${companyId} and p.id = v.id`);
  }
  if (creating.length)
    await emitCreated(
      tx,
      companyId,
      creating.map((r) => must(eipIds.get(r.email), r.email)),
    );
}

/** `person.created` for each new position of the file, as it stands after the whole file is written. */
async function emitCreated(tx: Executor, companyId: number, ids: number[]): Promise<void> {
  const people = await rowsOf<PersonData>(
    tx,
    sql`select p.id, p.user_id, u.email, u.first_name, u.last_name, p.position, p.department_id, p.manager_id,
      p.is_active from ${e} p join ${users} u on u.id = p.user_id
    where p.company_id = ${companyId} and p.id = any(${`{${ids.join(',')}}`}::int[]) order by p.id`,
  );
  await emitEvents(
    tx,
    people.map((data) => ({ companyId, type: 'person.created' as const, data })),
  );
}
