import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import { departments, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import type { Role } from '../../db/schema/enums.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { lockStructure } from './lock.ts';
import { personDto, selectPeople, type PersonDto } from './people.query.ts';

const e = employeeInPositions;

export type PositionCreate = {
  email: string;
  first_name: string;
  last_name: string;
  department: number | null;
  position: string;
  manager: number | null;
  is_active: boolean;
  role?: Role;
  is_admin?: boolean;
};
export type PositionPatch = Partial<
  Pick<PositionCreate, 'department' | 'position' | 'manager' | 'is_active' | 'role' | 'is_admin'>
> & { version: number };

export async function onePosition(ex: Executor, companyId: number, id: number): Promise<PersonDto> {
  const [row] = await selectPeople(ex)
    .where(and(eq(e.companyId, companyId), eq(e.id, id)))
    .limit(1);
  if (!row) throw new NotFound();
  return personDto(row);
}

/**
 * Department and manager must be the company's; the manager must not be the person or anyone who
 * (directly or through others) reports to them; the company keeps at least one admin. One statement.
 */
async function check(
  ex: Executor,
  companyId: number,
  self: { id: number | null; userId: number | null },
  next: { department: number | null; manager: number | null; isAdmin?: boolean },
) {
  const [r] = await rowsOf<{ department_ok: boolean; manager_ok: boolean; cycle: boolean; other_admins: number }>(
    ex,
    sql`select
      (${next.department}::int is null or exists(select 1 from ${departments} where company_id = ${companyId} and id = ${next.department}::int)) as department_ok,
      (${next.manager}::int is null or exists(select 1 from ${e} where company_id = ${companyId} and id = ${next.manager}::int)) as manager_ok,
      (${self.id}::int is not null and ${next.manager}::int is not null and ${self.id}::int in (
        with recursive up(id, manager_id) as (
          select id, manager_id from ${e} where company_id = ${companyId} and id = ${next.manager}::int
          union
          select m.id, m.manager_id from ${e} m join up on m.id = up.manager_id where m.company_id = ${companyId}
        ) select id from up)) as cycle,
      (select count(*) from ${memberships} where company_id = ${companyId} and is_admin and user_id is distinct from ${self.userId}::int)::int as other_admins`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (!r.department_ok) errors.department = [{ code: 'no_department' }];
  if (!r.manager_ok) errors.manager = [{ code: 'no_employee' }];
  else if (r.cycle) errors.manager = [{ code: next.manager === self.id ? 'own_manager' : 'manager_cycle' }];
  if (next.isAdmin === false && Number(r.other_admins) === 0) errors.is_admin = [{ code: 'last_admin' }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * Creates the user when the email is new (users are shared between companies: an existing user's name
 * is left as it is unless it is empty), the membership when missing, and the position. One transaction.
 */
export async function createPosition(db: Db, companyId: number, body: PositionCreate): Promise<PersonDto> {
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const email = body.email.toLowerCase();
    // A failed check below rolls the new user back with everything else.
    await tx
      .insert(users)
      .values({ email, firstName: body.first_name, lastName: body.last_name })
      .onConflictDoNothing();
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    await check(
      tx,
      companyId,
      { id: null, userId: user.id },
      { department: body.department, manager: body.manager, isAdmin: body.is_admin },
    );
    if (!user.firstName && !user.lastName && (body.first_name || body.last_name)) {
      await tx.update(users).set({ firstName: body.first_name, lastName: body.last_name }).where(eq(users.id, user.id));
    }
    const [taken] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.companyId, companyId), eq(e.userId, user.id), eq(e.isActive, true)))
      .limit(1);
    if (taken && body.is_active) throw ValidationError.field('email', 'already_placed');
    await tx
      .insert(memberships)
      .values({ companyId, userId: user.id, role: body.role ?? 'EMPLOYEE', isAdmin: body.is_admin ?? false })
      .onConflictDoUpdate({
        target: [memberships.companyId, memberships.userId],
        set: {
          ...(body.role ? { role: body.role } : {}),
          ...(body.is_admin !== undefined ? { isAdmin: body.is_admin } : { isAdmin: sql`${memberships.isAdmin}` }),
        },
      });
    const [row] = await tx
      .insert(e)
      .values({
        companyId,
        userId: user.id,
        departmentId: body.department,
        position: body.position,
        managerId: body.manager,
        isActive: body.is_active,
      })
      .returning({ id: e.id });
    return onePosition(tx, companyId, row.id);
  });
}

export async function updatePosition(db: Db, companyId: number, id: number, body: PositionPatch): Promise<PersonDto> {
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const [current] = await tx
      .select()
      .from(e)
      .where(and(eq(e.companyId, companyId), eq(e.id, id)));
    if (!current) throw new NotFound();
    const next = {
      department: body.department === undefined ? current.departmentId : body.department,
      manager: body.manager === undefined ? current.managerId : body.manager,
      isAdmin: body.is_admin,
    };
    await check(tx, companyId, { id, userId: current.userId }, next);
    if (current.version !== body.version) throw new StaleVersion(await onePosition(tx, companyId, id));
    await tx
      .update(e)
      .set({
        departmentId: next.department,
        managerId: next.manager,
        position: body.position ?? current.position,
        isActive: body.is_active ?? current.isActive,
        version: sql`${e.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(e.companyId, companyId), eq(e.id, id)));
    if (body.role !== undefined || body.is_admin !== undefined) {
      await tx
        .update(memberships)
        .set({
          ...(body.role ? { role: body.role } : {}),
          ...(body.is_admin !== undefined ? { isAdmin: body.is_admin } : {}),
        })
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, current.userId)));
    }
    return onePosition(tx, companyId, id);
  });
}
