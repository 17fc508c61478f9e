import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { departments, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Caller } from '../../http/caller.ts';
import { USER_SCHEMA } from './scim.common.ts';

/** Who provisions: the token's company, the admin the token acts as, and the token. */
/** The token's call: its company, the admin it acts as (`caller`, for the structure's own services) and its id. */
export type ScimActor = { companyId: number; userId: number; tokenId: number; baseUrl: string; caller: Caller };

const e = employeeInPositions;
const m = memberships;

/** A SCIM User is a person's membership of the company with their latest position (an active one first). */
export type PersonRow = {
  id: number;
  userId: number;
  externalId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  position: {
    id: number;
    version: number;
    isActive: boolean;
    departmentId: number | null;
    department: string | null;
    updatedAt: Date;
  } | null;
};

/** People of the company matching `where`, by membership id, a page at a time: two statements. */
export async function peopleRows(
  ex: Executor,
  companyId: number,
  where: SQL | undefined,
  page: { offset: number; limit: number } = { offset: 0, limit: 1 },
): Promise<PersonRow[]> {
  const found = await ex
    .select({
      id: m.id,
      userId: m.userId,
      externalId: m.externalId,
      createdAt: m.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(and(eq(m.companyId, companyId), where))
    .orderBy(asc(m.id))
    .limit(page.limit)
    .offset(page.offset);
  if (!found.length) return [];
  const positions = await ex
    .select({
      id: e.id,
      userId: e.userId,
      version: e.version,
      isActive: e.isActive,
      departmentId: e.departmentId,
      department: departments.name,
      updatedAt: e.updatedAt,
    })
    .from(e)
    .leftJoin(departments, eq(departments.id, e.departmentId))
    .where(
      and(
        eq(e.companyId, companyId),
        inArray(
          e.userId,
          found.map((r) => r.userId),
        ),
      ),
    )
    .orderBy(desc(e.isActive), desc(e.id));
  const latest = new Map<number, PersonRow['position']>();
  for (const p of positions) if (!latest.has(p.userId)) latest.set(p.userId, p);
  return found.map((r) => ({ ...r, position: latest.get(r.userId) ?? null }));
}

export async function countPeople(ex: Executor, companyId: number, where: SQL | undefined): Promise<number> {
  const [row] = await ex
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(and(eq(m.companyId, companyId), where));
  return row.total;
}

/** RFC 7643 4.1: the User resource of a person. */
export function scimUser(row: PersonRow, baseUrl: string) {
  const active = row.position?.isActive ?? false;
  const formatted = [row.firstName, row.lastName].filter(Boolean).join(' ');
  const lastModified = row.position && row.position.updatedAt > row.createdAt ? row.position.updatedAt : row.createdAt;
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.externalId !== null ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { givenName: row.firstName, familyName: row.lastName, formatted },
    displayName: formatted || row.email,
    active,
    emails: [{ value: row.email, type: 'work', primary: true }],
    groups:
      row.position?.departmentId != null && row.position.isActive
        ? [{ value: String(row.position.departmentId), display: row.position.department ?? '', type: 'direct' }]
        : [],
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: lastModified.toISOString(),
      location: `${baseUrl}/Users/${String(row.id)}`,
      version: `W/"${String(row.position?.version ?? 0)}"`,
    },
  };
}
export type ScimUser = ReturnType<typeof scimUser>;

/** Every provisioning change is audited in its transaction, as the admin the token acts as, marked as SCIM's. */
export async function auditScim(
  ex: Executor,
  actor: ScimActor,
  entry: { action: string; targetType: string; targetId: number; before?: object; after?: object },
): Promise<void> {
  await recordAudit(ex, {
    companyId: actor.companyId,
    userId: actor.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ...(entry.before ? { before: { ...entry.before } } : {}),
    ...(entry.after ? { after: { ...entry.after } } : {}),
    data: { via: 'scim', api_token: actor.tokenId },
  });
}
