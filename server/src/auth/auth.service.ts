import { personName } from '../../../contract/names.ts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { auditLog, companies, memberships, users } from '../db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../db/seed-data.ts';
import { Conflict, Forbidden, NotFound, ValidationError } from '../http/errors.ts';
import { likePattern, totalOf } from '../http/pagination.ts';
import { nameMatches, parsedRows } from '../db/sql.ts';
import type { DemoRole, ImpersonationCandidateOut, ImpersonationUsersQuery, MeOut, UserOut } from './auth.schemas.ts';
import type { Claims } from './oidc.ts';
import type { Auth, SessionUser } from './sessions.ts';
import { recordAudit } from '../audit/record.ts';

/** "First Last", or the email when both names are empty (contract/names.ts). */
export const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  personName(u.firstName, u.lastName, u.email);

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

/** The longest post-login target kept (after percent-encoding); a longer one is no page of the app. */
const MAX_NEXT = 2000;

/**
 * Where the browser goes after sign-in: `next` read as a browser reads a Location, against the site's public
 * origin (the WHATWG URL parser drops tabs and newlines, reads a backslash as `/`, resolves `.` segments), and kept
 * only when it stays on that origin. The answer is the path, query and fragment as the parser serialises
 * them (non-Latin and control characters percent-encoded), so it is always a valid header; anything else is
 * `/`. Never throws, whatever the input: it is also applied to what the sign-in start stored.
 */
export function safeNext(next: unknown, origin: string): string {
  if (typeof next !== 'string' || next === '' || next.length > MAX_NEXT) return '/';
  const base = URL.parse(origin);
  const target = base && URL.parse(next, base);
  if (!base || !target || base.origin === 'null' || target.origin !== base.origin) return '/';
  const path = `${target.pathname}${target.search}${target.hash}`;
  // `/.//host` resolves to the path `//host`, which a browser would read as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_NEXT) return '/';
  return path;
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
  await recordAudit(db, { companyId: null, userId: user.id, action: 'sign_in', data: { provider } });
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

/**
 * The users whose email, name (in either order) or company's name holds `pattern`: one set of ids, each
 * branch a search of its own, so that each can use its trigram index (emails and names of users, names of
 * companies) where one OR over the joined rows would read every user.
 */
function searchIds(pattern: string): SQL {
  const found = alias(users, 'found');
  return sql`"users"."id" in (
    select found.id from users found where found.email ilike ${pattern} or ${nameMatches(found, pattern)}
    union
    select m.user_id from memberships m join companies c on c.id = m.company_id where c.name ilike ${pattern})`;
}

const candidateRow = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  total: z.coerce.number().int(),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/**
 * Every user, by last name, with their companies, and an optional search on name, email and company
 * name: one statement per page (a page past the end counts on its own). The page is cut first and only its
 * rows gather their companies; the whole list is counted from the table (a window count would walk every
 * user in name order), a search's matches by a window over them.
 */
export async function impersonationCandidates(
  db: Db,
  query: ImpersonationUsersQuery,
): Promise<{ results: ImpersonationCandidateOut[]; total: number }> {
  const where = query.search ? searchIds(likePattern(query.search)) : undefined;
  const rows = await parsedRows(
    db,
    candidateRow,
    sql`with page as (
      select users.id, users.email, users.first_name, users.last_name, users.is_staff,
        ${where ? sql`count(*) over()` : sql`(select count(*) from users)`} as total
      from users ${where ? sql`where ${where}` : sql``}
      order by users.last_name, users.first_name, users.id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size})
    select page.*, coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
      from memberships m join companies c on c.id = m.company_id
      where m.user_id = page.id), '[]'::jsonb) as companies
    from page
    order by page.last_name, page.first_name, page.id`,
  );
  const total = await totalOf(rows, query.page, async () => db.$count(users, where));
  const results = rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    is_staff: row.is_staff,
    companies: row.companies,
  }));
  return { results, total };
}

/**
 * Whom staff may act as: anyone but themselves (400) or another staff user (403). `real` is the staff
 * user, also while they already act as someone else.
 */
export async function impersonationTarget(db: Db, real: SessionUser, userId: number): Promise<SessionUser> {
  if (userId === real.id) throw ValidationError.field('user_id', 'impersonate_self');
  const target = (await db.select().from(users).where(eq(users.id, userId)).limit(1)).at(0);
  if (!target) throw new NotFound('no_user');
  if (target.isStaff) throw new Forbidden('impersonate_staff');
  return target;
}

/**
 * The company a person is viewed in while impersonated, for the audit log: the one asked for (it must be theirs,
 * else a 400 on `company_id`), else their only company, else none.
 */
export async function impersonationCompany(db: Db, userId: number, asked: number | undefined): Promise<number | null> {
  const rows = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  const theirs = rows.map((row) => row.companyId);
  if (asked !== undefined) {
    if (!theirs.includes(asked)) throw ValidationError.field('company_id', 'impersonate_not_member');
    return asked;
  }
  return theirs.length === 1 ? (theirs[0] ?? null) : null;
}

/** The company of the staff member's latest start of acting as the person: a stop shows in the same company's log. */
export async function impersonatedCompany(db: Db, staffId: number, targetId: number): Promise<number | null> {
  const rows = await db
    .select({ companyId: auditLog.companyId })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'impersonate_start'), eq(auditLog.userId, staffId), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows.at(0)?.companyId ?? null;
}

/**
 * Start and stop are audited under the real (staff) user, in the company the person is viewed in if any; a start
 * keeps the reason given for it.
 */
export async function auditImpersonation(
  db: Db,
  auth: Auth,
  action: 'impersonate_start' | 'impersonate_stop',
  target: { userId: number; companyId: number | null },
  data: { reason?: string } = {},
): Promise<void> {
  const actor = auth.impersonator ?? auth.user;
  await recordAudit(db, {
    companyId: target.companyId,
    userId: actor.id,
    action,
    targetType: 'user',
    targetId: target.userId,
    data,
  });
}
