import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { scimPatch, type ScimPatchOperation } from 'scim-patch';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { lockStructure } from '../structure/lock.ts';
import { createPosition, updatePosition } from '../structure/positions.service.ts';
import {
  ScimError,
  equalities,
  idOf,
  listResponse,
  parseScim,
  patchBody,
  scimBoolean,
  type ListQuery,
} from './scim.common.ts';
import { auditScim, countPeople, peopleRows, scimUser, type PersonRow, type ScimActor } from './scim.people.ts';

const m = memberships;

/** The attributes of a User this endpoint keeps; the rest an identity provider sends is accepted and ignored. */
const userBody = z.looseObject({
  userName: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  externalId: z.string().trim().min(1).max(255).nullable().optional(),
  name: z
    .looseObject({
      givenName: z.string().trim().max(150).optional(),
      familyName: z.string().trim().max(150).optional(),
    })
    .optional(),
  active: scimBoolean.optional(),
});
type Desired = { userName: string; externalId: string | null; givenName: string; familyName: string; active: boolean };

function desiredOf(input: unknown, current: PersonRow | null): Desired {
  const body = parseScim(userBody, input);
  return {
    userName: body.userName,
    externalId: body.externalId === undefined ? null : body.externalId,
    givenName: body.name?.givenName ?? current?.firstName ?? '',
    familyName: body.name?.familyName ?? current?.lastName ?? '',
    active: body.active ?? true,
  };
}

async function personOr404(ex: Db | Tx, actor: ScimActor, id: number): Promise<PersonRow> {
  const row = (await peopleRows(ex, actor.companyId, eq(m.id, id))).at(0);
  if (!row) throw new ScimError(404, `User ${String(id)} not found`);
  return row;
}

/** The external id is unique within the company (409 `uniqueness`); another company may use the same one. */
async function assertExternalIdFree(tx: Tx, companyId: number, externalId: string | null, self: number | null) {
  if (externalId === null) return;
  const taken = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.externalId, externalId), self === null ? undefined : ne(m.id, self)))
    .limit(1);
  if (taken.length) throw new ScimError(409, `externalId ${externalId} is already in use`, 'uniqueness');
}

/** RFC 7644 3.3: a new person, placed (without a department) through the structure's own service. */
export async function createUser(db: Db, actor: ScimActor, input: unknown) {
  const want = desiredOf(input, null);
  return db.transaction(async (tx) => {
    await lockStructure(tx, actor.companyId);
    const existing = await peopleRows(tx, actor.companyId, sql`lower(${users.email}) = ${want.userName}`);
    if (existing.length) throw new ScimError(409, `userName ${want.userName} is already in use`, 'uniqueness');
    await assertExternalIdFree(tx, actor.companyId, want.externalId, null);
    const placed = await createPosition(tx, actor.caller, {
      email: want.userName,
      first_name: want.givenName,
      last_name: want.familyName,
      department: null,
      position: '',
      manager: null,
      is_active: want.active,
    });
    const [member] = await tx
      .update(m)
      .set({ externalId: want.externalId })
      .where(and(eq(m.companyId, actor.companyId), eq(m.userId, placed.user_id)))
      .returning({ id: m.id });
    const after = scimUser(await personOr404(tx, actor, member.id), actor.baseUrl);
    await auditScim(tx, actor, { action: 'person.provisioned', targetType: 'membership', targetId: member.id, after });
    return after;
  });
}

export async function getUser(db: Db, actor: ScimActor, id: string) {
  return scimUser(await personOr404(db, actor, idOf(id)), actor.baseUrl);
}

/** RFC 7644 3.4.2: the company's people, filtered by userName or externalId (`eq`), a page at a time. */
export async function listUsers(db: Db, actor: ScimActor, query: ListQuery) {
  const eqs = equalities(query.filter, ['username', 'externalid', 'id']);
  const userName = eqs.get('username');
  const externalId = eqs.get('externalid');
  const id = eqs.get('id');
  const where: SQL | undefined = and(
    userName === undefined ? undefined : sql`lower(${users.email}) = ${userName.toLowerCase()}`,
    externalId === undefined ? undefined : eq(m.externalId, externalId),
    id === undefined ? undefined : eq(m.id, /^\d{1,9}$/.test(id) ? Number(id) : 0),
  );
  const [rows, total] = await Promise.all([
    query.limit ? peopleRows(db, actor.companyId, where, query) : Promise.resolve([]),
    countPeople(db, actor.companyId, where),
  ]);
  return listResponse(
    rows.map((r) => scimUser(r, actor.baseUrl)),
    total,
    query,
  );
}

/**
 * Brings a person to the state asked: the external id, the names (only while the person belongs to this company
 * alone: a user shared with another company keeps the name that company knows), and activity through the
 * structure's position service, whose rules and checks apply. The email is the person's sign-in and shared by
 * every company they belong to: a different userName is refused (400 `mutability`).
 */
async function applyUser(tx: Tx, actor: ScimActor, current: PersonRow, want: Desired) {
  if (want.userName !== current.email.toLowerCase())
    throw new ScimError(400, 'userName: the sign-in email cannot be changed by provisioning', 'mutability');
  if (want.externalId !== current.externalId) {
    await assertExternalIdFree(tx, actor.companyId, want.externalId, current.id);
    await tx.update(m).set({ externalId: want.externalId }).where(eq(m.id, current.id));
  }
  if (want.givenName !== current.firstName || want.familyName !== current.lastName) {
    await tx
      .update(users)
      .set({ firstName: want.givenName, lastName: want.familyName })
      .where(
        and(eq(users.id, current.userId), sql`(select count(*) from ${m} where ${m.userId} = ${current.userId}) = 1`),
      );
  }
  const position = current.position;
  if (position && position.isActive !== want.active) {
    await updatePosition(tx, actor.caller, position.id, { is_active: want.active, version: position.version });
  } else if (!position && want.active) {
    await createPosition(tx, actor.caller, {
      email: current.email,
      first_name: want.givenName,
      last_name: want.familyName,
      department: null,
      position: '',
      manager: null,
      is_active: true,
    });
  }
}

/** Changes one person in one transaction under the structure lock, audited with the state before and after. */
async function changeUser(db: Db, actor: ScimActor, id: string, next: (current: PersonRow) => Desired) {
  const memberId = idOf(id);
  return db.transaction(async (tx) => {
    await lockStructure(tx, actor.companyId);
    const current = await personOr404(tx, actor, memberId);
    const before = scimUser(current, actor.baseUrl);
    const want = next(current);
    await applyUser(tx, actor, current, want);
    const after = scimUser(await personOr404(tx, actor, memberId), actor.baseUrl);
    const action = before.active && !after.active ? 'person.deactivated' : 'person.updated';
    await auditScim(tx, actor, { action, targetType: 'membership', targetId: memberId, before, after });
    return after;
  });
}

/** RFC 7644 3.5.1: PUT replaces the person's attributes (an absent `active` reads as true, as RFC 7643 4.1.1 defaults). */
export async function replaceUser(db: Db, actor: ScimActor, id: string, input: unknown) {
  return changeUser(db, actor, id, (current) => desiredOf(input, current));
}

/** RFC 7644 3.5.2: PATCH applies add/replace/remove operations to the person's resource (scim-patch). */
export async function patchUser(db: Db, actor: ScimActor, id: string, input: unknown) {
  const body = parseScim(patchBody, input);
  return changeUser(db, actor, id, (current) => {
    const patched = applyPatch(scimUser(current, actor.baseUrl), body.Operations as ScimPatchOperation[]);
    return desiredOf({ ...patched, active: patched.active }, current);
  });
}

/** DELETE deactivates: the person's forms, reviews and history stay, as when an admin deactivates them. */
export async function deleteUser(db: Db, actor: ScimActor, id: string): Promise<void> {
  await changeUser(db, actor, id, (current) => ({
    userName: current.email.toLowerCase(),
    externalId: current.externalId,
    givenName: current.firstName,
    familyName: current.lastName,
    active: false,
  }));
}

/** A resource after PATCH operations (RFC 7644 3.5.2), a refused operation being a 400 naming the reason. */
export function applyPatch<T extends { meta: object; schemas: string[] }>(resource: T, ops: ScimPatchOperation[]): T {
  const doc = { ...resource, meta: { created: new Date(0), lastModified: new Date(0) } };
  try {
    return { ...scimPatch(doc, ops, { mutateDocument: false, treatMissingAsAdd: true }), meta: resource.meta };
  } catch (error) {
    const scimCode = (error as { scimCode?: string }).scimCode;
    const detail = error instanceof Error ? error.message : 'invalid PATCH operation';
    throw new ScimError(400, detail, scimCode === 'noTarget' ? 'noTarget' : 'invalidValue');
  }
}
