import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, companies, memberships, users } from '../db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../db/seed-data.ts';
import { Conflict, NotFound } from '../http/errors.ts';
import { likePattern, totalOf } from '../http/pagination.ts';
import type { DemoRole, MeOut, UserOut } from './auth.schemas.ts';
import type { Claims } from './oidc.ts';
import type { Auth, SessionUser } from './sessions.ts';

/** "First Last", or the email when both names are empty: the same rule as fullNameSql() in the structure. */
export const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export const userDto = (u: SessionUser): UserOut => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  full_name: fullName(u),
  is_staff: u.isStaff,
});

export function meDto(user: SessionUser, impersonator: SessionUser | null): MeOut {
  return {
    ...userDto(user),
    impersonator: impersonator
      ? { id: impersonator.id, email: impersonator.email, full_name: fullName(impersonator) }
      : null,
  };
}

/** Only same-site paths may be a post-login target: no open redirects. */
export function safeNext(next: string | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** The user of a verified email, created on the first sign-in (memberships come from the company's admins). */
export async function userOfClaims(db: Db, claims: Claims, provider: string): Promise<SessionUser> {
  const email = claims.email.toLowerCase();
  const found = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const user =
    found.at(0) ??
    (
      await db
        .insert(users)
        .values({ email: claims.email, firstName: claims.firstName, lastName: claims.lastName })
        .returning()
    )[0];
  await db.insert(auditLog).values({ userId: user.id, action: 'sign_in', data: { provider } });
  return user;
}

/** The demo company's user for a role: a 409 when the demo data was never seeded. */
export async function demoUser(db: Db, role: DemoRole): Promise<SessionUser> {
  const found = await db
    .select({ user: users })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(companies, and(eq(companies.id, memberships.companyId), eq(companies.name, DEMO_COMPANY_NAME)))
    .where(eq(users.email, DEMO_LOGINS[role]))
    .limit(1);
  const row = found.at(0);
  if (!row) throw new Conflict('demo_missing');
  return row.user;
}

/** Every user, by last name, with an optional search on email and name; the total rides along. */
export async function impersonationCandidates(
  db: Db,
  query: { page: number; page_size: number; search?: string },
): Promise<{ results: UserOut[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
    : undefined;
  const rows = await db
    .select({ user: users, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(users, where));
  return { results: rows.map((r) => userDto(r.user)), total };
}

/** Whom staff may act as: anyone but another staff user. */
export async function impersonationTarget(db: Db, userId: number): Promise<SessionUser> {
  const target = (await db.select().from(users).where(eq(users.id, userId)).limit(1)).at(0);
  if (!target) throw new NotFound('no_user');
  if (target.isStaff) throw new Conflict('impersonate_staff');
  return target;
}

/** Start and stop are audited under the real (staff) user. */
export async function auditImpersonation(db: Db, auth: Auth, action: string, targetId: number): Promise<void> {
  const actor = auth.impersonator ?? auth.user;
  await db.insert(auditLog).values({ userId: actor.id, action, targetType: 'user', targetId });
}
