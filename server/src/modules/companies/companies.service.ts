import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import { fullNameSql } from '../../db/sql.ts';
import type { AppOut, CompanyInfoOut, CompanyOut, UserListQuery, UserOptionOut } from './companies.schemas.ts';
import { can } from '../../policy.ts';
import { zoneOfUserSql } from '../timezones/zones.ts';

/** The caller's companies (or the one asked for), each with their role and active position there. */
function myCompanies(db: Db, userId: number, companyId?: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.plan,
      role: memberships.role,
      is_admin: memberships.isAdmin,
      employee_in_position_id: sql<number | null>`(select min(${employeeInPositions.id}) from ${employeeInPositions}
        where ${employeeInPositions.companyId} = ${companies.id} and ${employeeInPositions.userId} = ${userId} and ${employeeInPositions.isActive})`,
      time_zone: zoneOfUserSql(sql`${userId}`, sql`${companies.id}`),
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), companyId ? eq(companies.id, companyId) : undefined))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function listMyCompanies(db: Db, userId: number): Promise<CompanyOut[]> {
  return myCompanies(db, userId);
}

export async function getMyCompany(db: Db, userId: number, companyId: number): Promise<CompanyOut> {
  const row = (await myCompanies(db, userId, companyId)).at(0);
  if (!row) throw new NotFound();
  return row;
}

/** The plan and its seats: every membership takes one. */
export async function companyInfo(db: Db, companyId: number): Promise<CompanyInfoOut> {
  const rows = await db
    .select({
      name: companies.name,
      plan: companies.plan,
      seatLimit: companies.seatLimit,
      seatsUsed:
        sql<number>`(select count(*) from ${memberships} where ${memberships.companyId} = ${companyId})`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const row = rows.at(0);
  if (!row) throw new NotFound();
  return {
    company_id: companyId,
    name: row.name,
    plan: row.plan,
    seat_limit: row.seatLimit,
    seats_used: row.seatsUsed,
  };
}

/** The screens the caller may open: the manager dashboard for managers and admins, settings for admins. */
export function appsOf(member: Member): AppOut[] {
  const base = `/c/${member.companyId}`;
  const apps: AppOut[] = [{ code: 'employee_dashboard', path: `${base}/performance-review/employee-dashboard/` }];
  if (can(member, 'manager_dashboard.open')) {
    apps.push({ code: 'manager_dashboard', path: `${base}/performance-review/manager-dashboard/` });
  }
  apps.push({ code: 'performance_review', path: `${base}/performance-review/` });
  if (can(member, 'company.administer')) apps.push({ code: 'settings', path: `${base}/settings/` });
  return apps;
}

/** People who share a company with the caller (one company with `?company=`), by name unless ordered. */
export async function listUsers(
  db: Db,
  userId: number,
  query: UserListQuery,
): Promise<{ rows: UserOptionOut[]; total: number }> {
  const mine = db.select({ id: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId));
  const shared = db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(inArray(memberships.companyId, mine), query.company ? eq(memberships.companyId, query.company) : undefined),
    );
  const search = query.search
    ? or(
        ilike(users.email, likePattern(query.search)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(query.search)),
        ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, likePattern(query.search)),
      )
    : undefined;
  const where = and(inArray(users.id, shared), query.ids ? inArray(users.id, query.ids) : undefined, search);
  const orderBy = orderingOf(
    query.ordering,
    { name: [users.lastName, users.firstName], email: users.email, id: users.id },
    [asc(users.lastName), asc(users.firstName), asc(users.id)],
  );
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      full_name: fullNameSql(users),
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(users, where));
  return {
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      full_name: r.full_name,
    })),
    total,
  };
}
