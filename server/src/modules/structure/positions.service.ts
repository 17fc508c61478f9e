import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { departments, employeeInPositions, memberships, users } from '../../db/schema/index.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { LookalikeIndex } from '../../names.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import { lockStructure } from './lock.ts';
import { emitEvent, personData } from '../webhooks/emit.ts';
import { familyLevels } from '../templates/competencies.families.ts';
import { personDto, selectPeople } from './people.query.ts';
import { nameMatches, parsedRow } from '../../db/sql.ts';
import type { PersonOut, PositionCreate, PositionListQuery, PositionPatch } from './structure.schemas.ts';
import { auditedBy, recordAudit } from '../../audit/record.ts';
import type { Caller } from '../../http/caller.ts';

const e = employeeInPositions;

/** The admin's grid: one page in one statement (the total rides along), whatever the page size. */
export async function listPositions(
  db: Db,
  companyId: number,
  query: PositionListQuery,
): Promise<{ results: PersonOut[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(e.companyId, companyId),
    query.department ? inArray(e.departmentId, query.department) : undefined,
    query.manager ? inArray(e.managerId, query.manager) : undefined,
    query.is_active === undefined ? undefined : eq(e.isActive, query.is_active),
    query.ids ? inArray(e.id, query.ids) : undefined,
    pattern ? or(nameMatches(users, pattern), ilike(users.email, pattern), ilike(e.position, pattern)) : undefined,
  );
  const orderBy = orderingOf(
    query.ordering,
    {
      full_name: [users.lastName, users.firstName],
      email: users.email,
      position: e.position,
      department: departments.name,
      is_active: e.isActive,
      created_at: e.createdAt,
      updated_at: e.updatedAt,
      id: e.id,
    },
    [asc(users.lastName), asc(users.firstName), asc(e.id)],
  );
  const rows = await selectPeople(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(e)
      .innerJoin(users, eq(users.id, e.userId))
      .where(where);
    return counted.total;
  });
  return { results: rows.map(personDto), total };
}

export async function onePosition(ex: Executor, companyId: number, id: number): Promise<PersonOut> {
  const row = (
    await selectPeople(ex)
      .where(and(eq(e.companyId, companyId), eq(e.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return personDto(row);
}

const checkRow = z.object({
  department_ok: z.boolean(),
  manager_ok: z.boolean(),
  cycle: z.boolean(),
  other_admins: z.number(),
});

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
  const r = await parsedRow(
    ex,
    checkRow,
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
  if (next.isAdmin === false && r.other_admins === 0) errors.is_admin = [{ code: 'last_admin' }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * Position titles are not unique, but a title that only looks like one in use (a Latin "o" in a Cyrillic
 * word) would be a second title for the same job in every list and filter: a 400 naming the title in use.
 * The callers hold the structure lock, so no other write of a title comes between.
 */
async function assertTitleClear(ex: Executor, companyId: number, title: string | undefined, self: number | null) {
  if (!title) return;
  const inUse = await ex
    .selectDistinct({ title: e.position })
    .from(e)
    .where(and(eq(e.companyId, companyId), self === null ? undefined : sql`${e.id} <> ${self}`));
  const twin = new LookalikeIndex(inUse.map((r) => r.title)).twin(title);
  if (twin !== undefined) throw ValidationError.field('position', 'name_lookalike', { name: twin });
}

/**
 * Creates the user when the email is new (users are shared between companies: an existing user's name
 * is left as it is unless it is empty), the membership when missing, and the position. One transaction.
 */
export async function createPosition(
  db: Db,
  caller: Caller,
  body: Omit<PositionCreate, 'job_family' | 'job_level'> & Partial<Pick<PositionCreate, 'job_family' | 'job_level'>>,
): Promise<PersonOut> {
  const companyId = caller.member.companyId;
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
    const taken = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.companyId, companyId), eq(e.userId, user.id), eq(e.isActive, true)))
      .limit(1);
    if (taken.length && body.is_active) throw ValidationError.field('email', 'already_placed');
    await assertTitleClear(tx, companyId, body.position, null);
    const job = await nextJobPlace(tx, companyId, { jobFamilyId: null, jobLevel: null }, body);
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
        jobFamilyId: job.familyId,
        jobLevel: job.level,
        isActive: body.is_active,
      })
      .returning({ id: e.id });
    const after = await onePosition(tx, companyId, row.id);
    await emitEvent(tx, companyId, 'person.created', personData(after));
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'person.placed',
      targetType: 'employee_in_position',
      targetId: row.id,
      after,
    });
    return after;
  });
}

/**
 * The job family must be the company's (400 `job_family`) and the level one of its keys (400 `job_level`); a
 * family changed without a level given drops the level, a null family drops both.
 */
async function nextJobPlace(
  ex: Executor,
  companyId: number,
  current: { jobFamilyId: number | null; jobLevel: string | null },
  body: Pick<PositionPatch, 'job_family' | 'job_level'>,
): Promise<{ familyId: number | null; level: string | null }> {
  const familyId = body.job_family === undefined ? current.jobFamilyId : body.job_family;
  const familyChanged = familyId !== current.jobFamilyId;
  const level = body.job_level !== undefined ? body.job_level : familyChanged ? null : current.jobLevel;
  if (familyId === null) {
    if (level !== null) throw ValidationError.field('job_level', 'unknown_job_level', { level });
    return { familyId, level };
  }
  if (!familyChanged && body.job_level === undefined) return { familyId, level };
  const levels = await familyLevels(ex, companyId, familyId);
  if (levels === null) throw ValidationError.field('job_family', 'no_job_family');
  if (level !== null && !levels.includes(level))
    throw ValidationError.field('job_level', 'unknown_job_level', { level });
  return { familyId, level };
}

/**
 * PATCH changes what it is given, PUT every field of the position; both at the version the client read.
 * The role and the admin flag are the membership's: they change only when given (a null role is not given).
 */
export async function updatePosition(db: Db, caller: Caller, id: number, body: PositionPatch): Promise<PersonOut> {
  const companyId = caller.member.companyId;
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const current = (
      await tx
        .select()
        .from(e)
        .where(and(eq(e.companyId, companyId), eq(e.id, id)))
    ).at(0);
    if (!current) throw new NotFound();
    const before = await onePosition(tx, companyId, id);
    const role = body.role ?? undefined;
    const next = {
      department: body.department === undefined ? current.departmentId : body.department,
      manager: body.manager === undefined ? current.managerId : body.manager,
      isAdmin: body.is_admin,
    };
    await check(tx, companyId, { id, userId: current.userId }, next);
    const job = await nextJobPlace(tx, companyId, current, body);
    if (current.version !== body.version) throw new StaleVersion(await onePosition(tx, companyId, id));
    if (body.position !== undefined && body.position !== current.position)
      await assertTitleClear(tx, companyId, body.position, id);
    await tx
      .update(e)
      .set({
        departmentId: next.department,
        managerId: next.manager,
        position: body.position ?? current.position,
        jobFamilyId: job.familyId,
        jobLevel: job.level,
        isActive: body.is_active ?? current.isActive,
        version: sql`${e.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(e.companyId, companyId), eq(e.id, id)));
    if (role !== undefined || body.is_admin !== undefined) {
      await tx
        .update(memberships)
        .set({
          ...(role ? { role } : {}),
          ...(body.is_admin !== undefined ? { isAdmin: body.is_admin } : {}),
        })
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, current.userId)));
    }
    const after = await onePosition(tx, companyId, id);
    if (current.isActive && !after.is_active) await emitEvent(tx, companyId, 'person.deactivated', personData(after));
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'person.updated',
      targetType: 'employee_in_position',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}
