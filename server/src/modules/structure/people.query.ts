import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { departments, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import { fullNameSql } from '../../db/sql.ts';
import type { PersonOut } from './structure.schemas.ts';

export const mgrEip = alias(employeeInPositions, 'mgr_eip');
export const mgrUser = alias(users, 'mgr_user');

/** One statement whatever the number of people: names, department, manager and membership by joins. */
export function selectPeople(ex: Executor) {
  const e = employeeInPositions;
  return ex
    .select({
      eip: e,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: fullNameSql(users),
      departmentName: departments.name,
      managerName: fullNameSql(mgrUser),
      role: memberships.role,
      isAdmin: memberships.isAdmin,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(e)
    .innerJoin(users, eq(users.id, e.userId))
    .leftJoin(departments, eq(departments.id, e.departmentId))
    .leftJoin(mgrEip, eq(mgrEip.id, e.managerId))
    .leftJoin(mgrUser, eq(mgrUser.id, mgrEip.userId))
    .leftJoin(memberships, and(eq(memberships.companyId, e.companyId), eq(memberships.userId, e.userId)));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

/** A person in a position, as every structure list returns them. */
export function personDto(r: Selected): PersonOut {
  return {
    id: r.eip.id,
    user_id: r.eip.userId,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    full_name: r.fullName,
    position: r.eip.position,
    department_id: r.eip.departmentId,
    department_name: r.departmentName,
    manager_id: r.eip.managerId,
    manager_name: r.eip.managerId === null ? null : r.managerName,
    job_family_id: r.eip.jobFamilyId,
    job_level: r.eip.jobLevel,
    is_active: r.eip.isActive,
    role: r.role,
    is_admin: r.isAdmin ?? false,
    version: r.eip.version,
    created_at: r.eip.createdAt.toISOString(),
    updated_at: r.eip.updatedAt.toISOString(),
  };
}
