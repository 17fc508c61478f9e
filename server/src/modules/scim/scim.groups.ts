import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ScimPatchOperation } from 'scim-patch';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { departments, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import { lockStructure } from '../structure/lock.ts';
import { createDepartment, deleteDepartment, updateDepartment } from '../structure/departments.service.ts';
import { createPosition, updatePosition } from '../structure/positions.service.ts';
import {
  GROUP_SCHEMA,
  ScimError,
  equalities,
  idOf,
  listResponse,
  parseScim,
  patchBody,
  type ListQuery,
} from './scim.common.ts';
import { auditScim, peopleRows, type ScimActor } from './scim.people.ts';
import { applyPatch } from './scim.users.ts';

const d = departments;
const e = employeeInPositions;
const m = memberships;

type DepartmentRow = {
  id: number;
  name: string;
  externalId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};
type Member = { value: string; display: string };

/** A department's members are the people whose active position is in it (not in its sub-departments). */
async function membersOf(ex: Db | Tx, companyId: number, ids: number[]): Promise<Map<number, Member[]>> {
  const byDepartment = new Map<number, Member[]>();
  if (!ids.length) return byDepartment;
  const rows = await ex
    .select({
      departmentId: e.departmentId,
      id: m.id,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
    })
    .from(e)
    .innerJoin(m, and(eq(m.companyId, e.companyId), eq(m.userId, e.userId)))
    .innerJoin(users, eq(users.id, e.userId))
    .where(and(eq(e.companyId, companyId), eq(e.isActive, true), inArray(e.departmentId, ids)))
    .orderBy(asc(m.id));
  for (const r of rows) {
    if (r.departmentId === null) continue;
    const list = byDepartment.get(r.departmentId) ?? [];
    list.push({ value: String(r.id), display: [r.first, r.last].filter(Boolean).join(' ') || r.email });
    byDepartment.set(r.departmentId, list);
  }
  return byDepartment;
}

async function groupsOf(ex: Db | Tx, actor: ScimActor, rows: DepartmentRow[]) {
  const members = await membersOf(
    ex,
    actor.companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    schemas: [GROUP_SCHEMA],
    id: String(r.id),
    ...(r.externalId !== null ? { externalId: r.externalId } : {}),
    displayName: r.name,
    members: (members.get(r.id) ?? []).map((x) => ({ ...x, type: 'User', $ref: `${actor.baseUrl}/Users/${x.value}` })),
    meta: {
      resourceType: 'Group',
      created: r.createdAt.toISOString(),
      lastModified: r.updatedAt.toISOString(),
      location: `${actor.baseUrl}/Groups/${String(r.id)}`,
      version: `W/"${String(r.version)}"`,
    },
  }));
}

const columns = {
  id: d.id,
  name: d.name,
  externalId: d.externalId,
  version: d.version,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
};

async function groupOr404(ex: Db | Tx, actor: ScimActor, id: number) {
  const rows = await ex
    .select(columns)
    .from(d)
    .where(and(eq(d.companyId, actor.companyId), eq(d.id, id)));
  const group = (await groupsOf(ex, actor, rows)).at(0);
  if (!group) throw new ScimError(404, `Group ${String(id)} not found`);
  return group;
}

export async function getGroup(db: Db, actor: ScimActor, id: string) {
  return groupOr404(db, actor, idOf(id));
}

/**
 * The company's departments as groups, filtered by displayName, externalId, id or a member (`eq`; a member as
 * `members[value eq "x"]` or `members.value eq "x"`: the departments the person's active position is in), a page at
 * a time.
 */
export async function listGroups(db: Db, actor: ScimActor, query: ListQuery) {
  const eqs = equalities(query.filter, ['displayname', 'externalid', 'id', 'members.value']);
  const name = eqs.get('displayname');
  const externalId = eqs.get('externalid');
  const id = eqs.get('id');
  const member = eqs.get('members.value');
  const number = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0);
  const where: SQL | undefined = and(
    eq(d.companyId, actor.companyId),
    name === undefined ? undefined : sql`lower(${d.name}) = ${name.toLowerCase()}`,
    externalId === undefined ? undefined : eq(d.externalId, externalId),
    id === undefined ? undefined : eq(d.id, number(id)),
    member === undefined
      ? undefined
      : sql`exists (select 1 from ${e} join ${m} on ${m.companyId} = ${e.companyId} and ${m.userId} = ${e.userId}
          where ${e.companyId} = ${actor.companyId} and ${e.isActive} and ${e.departmentId} = ${d.id}
            and ${m.id} = ${number(member)})`,
  );
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(d).where(where).orderBy(asc(d.id)).limit(query.limit).offset(query.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(d)
      .where(where),
  ]);
  return listResponse(await groupsOf(db, actor, rows), counted.total, query);
}

async function assertExternalIdFree(tx: Tx, companyId: number, externalId: string | null, self: number | null) {
  if (externalId === null) return;
  const taken = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.companyId, companyId), eq(d.externalId, externalId), self === null ? undefined : ne(d.id, self)))
    .limit(1);
  if (taken.length) throw new ScimError(409, `externalId ${externalId} is already in use`, 'uniqueness');
}

/**
 * Moves a person into a department (or out of it: null) through the structure's position service; a person
 * without a position is given one there. An unknown member is a 400 naming it.
 */
async function moveMember(tx: Tx, actor: ScimActor, memberId: string, departmentId: number | null, from?: number) {
  const id = /^\d{1,9}$/.test(memberId) ? Number(memberId) : 0;
  const person = (await peopleRows(tx, actor.companyId, eq(m.id, id))).at(0);
  if (!person) throw new ScimError(400, `members: no user ${memberId}`, 'invalidValue');
  const position = person.position;
  if (from !== undefined && position?.departmentId !== from) return;
  if (position) {
    if (position.departmentId === departmentId) return;
    await updatePosition(tx, actor.caller, position.id, { department: departmentId, version: position.version });
  } else if (departmentId !== null) {
    await createPosition(tx, actor.caller, {
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      department: departmentId,
      position: '',
      manager: null,
      is_active: true,
    });
  }
}

const memberRef = z.looseObject({ value: z.string().min(1).max(20) });
const groupBody = z.looseObject({
  displayName: z.string().trim().min(1).max(200),
  externalId: z.string().trim().min(1).max(255).nullable().optional(),
  members: z.array(memberRef).max(100_000).optional(),
});

/** A new department at the top of the tree, through the structure's service (its name rules apply). */
export async function createGroup(db: Db, actor: ScimActor, input: unknown) {
  const body = parseScim(groupBody, input);
  return db.transaction(async (tx) => {
    await lockStructure(tx, actor.companyId);
    await assertExternalIdFree(tx, actor.companyId, body.externalId ?? null, null);
    const created = await createDepartment(tx, actor.companyId, { name: body.displayName, parent: null, head: null });
    await tx
      .update(d)
      .set({ externalId: body.externalId ?? null })
      .where(eq(d.id, created.id));
    for (const member of body.members ?? []) await moveMember(tx, actor, member.value, created.id);
    const after = await groupOr404(tx, actor, created.id);
    await auditScim(tx, actor, {
      action: 'department.provisioned',
      targetType: 'department',
      targetId: created.id,
      after,
    });
    return after;
  });
}

type Group = Awaited<ReturnType<typeof groupOr404>>;
type GroupBody = z.output<typeof groupBody>;

/** Writes a group's new name, external id and members (people moved in or out), audited with before and after. */
async function applyGroup(tx: Tx, actor: ScimActor, departmentId: number, before: Group, next: GroupBody) {
  if (next.displayName !== before.displayName) {
    const [row] = await tx.select({ version: d.version }).from(d).where(eq(d.id, departmentId));
    await updateDepartment(tx, actor.companyId, departmentId, { name: next.displayName, version: row.version });
  }
  const externalId = next.externalId ?? null;
  if (externalId !== (before.externalId ?? null)) {
    await assertExternalIdFree(tx, actor.companyId, externalId, departmentId);
    await tx.update(d).set({ externalId }).where(eq(d.id, departmentId));
  }
  const had = new Set(before.members.map((x) => x.value));
  const has = new Set((next.members ?? []).map((x) => x.value));
  for (const value of had) if (!has.has(value)) await moveMember(tx, actor, value, null, departmentId);
  for (const value of has) if (!had.has(value)) await moveMember(tx, actor, value, departmentId);
  const after = await groupOr404(tx, actor, departmentId);
  await auditScim(tx, actor, {
    action: 'department.updated',
    targetType: 'department',
    targetId: departmentId,
    before,
    after,
  });
  return after;
}

/** RFC 7644 3.5.2 on a group: rename, external id, and members added or removed (people moved in or out). */
export async function patchGroup(db: Db, actor: ScimActor, id: string, input: unknown) {
  const body = parseScim(patchBody, input);
  const departmentId = idOf(id);
  return db.transaction(async (tx) => {
    await lockStructure(tx, actor.companyId);
    const before = await groupOr404(tx, actor, departmentId);
    const patched = applyPatch(before, body.Operations as ScimPatchOperation[]);
    const next = parseScim(groupBody, { ...patched, members: patched.members as unknown });
    return applyGroup(tx, actor, departmentId, before, next);
  });
}

/**
 * RFC 7644 3.5.1 on a group: the body is the whole group. Members left out are moved out of the department (to
 * none), as a replacement means; an external id left out is cleared.
 */
export async function replaceGroup(db: Db, actor: ScimActor, id: string, input: unknown) {
  const next = parseScim(groupBody, input);
  const departmentId = idOf(id);
  return db.transaction(async (tx) => {
    await lockStructure(tx, actor.companyId);
    const before = await groupOr404(tx, actor, departmentId);
    return applyGroup(tx, actor, departmentId, before, { ...next, externalId: next.externalId ?? null });
  });
}

/**
 * RFC 7644 3.6 on a group: the department goes only when nobody's position is in it and it has no sub-departments
 * (the structure's rule): otherwise 409, and the identity provider moves its members first.
 */
export async function deleteGroup(db: Db, actor: ScimActor, id: string) {
  const departmentId = idOf(id);
  await db.transaction(async (tx) => {
    const before = await groupOr404(tx, actor, departmentId);
    await deleteDepartment(tx, actor.companyId, departmentId);
    await auditScim(tx, actor, {
      action: 'department.deleted',
      targetType: 'department',
      targetId: departmentId,
      before,
    });
  });
}
