import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { nameClashError, skeletonToStore } from '../../db/name-clash.ts';
import { departments, employeeInPositions } from '../../db/schema/index.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern } from '../../http/pagination.ts';
import { lockStructure } from './lock.ts';
import { parsedRow } from '../../db/sql.ts';
import type { DepartmentCreate, DepartmentListQuery, DepartmentOut, DepartmentPatch } from './structure.schemas.ts';
import { departmentTree } from './tree.ts';

/**
 * The department tree's writes (admins only, checked by the routes): every write holds the company's
 * structure lock, so two concurrent moves cannot together build a cycle that each alone would not.
 */
const d = departments;

export async function listDepartments(db: Db, companyId: number, query: DepartmentListQuery): Promise<DepartmentOut[]> {
  return departmentTree(db, companyId, {
    ids: query.ids,
    search: query.search ? likePattern(query.search) : undefined,
  });
}

export async function getDepartment(ex: Executor, companyId: number, id: number): Promise<DepartmentOut> {
  const row = (await departmentTree(ex, companyId, { ids: [id] })).at(0);
  if (!row) throw new NotFound();
  return row;
}

type Placement = { name: string; parent: number | null; head: number | null };

const checkRow = z.object({ parent_ok: z.boolean(), head_ok: z.boolean(), cycle: z.boolean() });

/**
 * Parent and head must be the company's; the parent must not be the department or one of its descendants;
 * siblings have names that neither are nor look the same (the import finds departments by path), checked
 * when the name is stored anew (`checkName`). Field errors are collected. The callers hold the structure lock.
 */
async function check(
  ex: Executor,
  companyId: number,
  self: number | null,
  next: Placement,
  checkName: boolean,
): Promise<void> {
  const r = await parsedRow(
    ex,
    checkRow,
    sql`select
      (${next.parent}::int is null or exists(select 1 from ${d} where company_id = ${companyId} and id = ${next.parent}::int)) as parent_ok,
      (${next.head}::int is null or exists(select 1 from ${employeeInPositions} where company_id = ${companyId} and id = ${next.head}::int)) as head_ok,
      (${self}::int is not null and ${next.parent}::int is not null and ${next.parent}::int in (
        with recursive below(id) as (
          select ${self}::int
          union
          select c.id from ${d} c join below b on c.parent_id = b.id where c.company_id = ${companyId}
        ) select id from below)) as cycle`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (!r.parent_ok) errors.parent = [{ code: 'no_department' }];
  else if (r.cycle) errors.parent = [{ code: 'department_cycle' }];
  if (!r.head_ok) errors.head = [{ code: 'no_employee' }];
  if (checkName && r.parent_ok && !r.cycle) {
    const siblings = sql`${d.parentId} is not distinct from ${next.parent}::int`;
    const rule = { table: d, taken: 'duplicate_department' as const, scope: siblings };
    const clash = await nameClashError(ex, rule, companyId, next.name, self);
    if (clash) errors.name = [clash];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function createDepartment(db: Db, companyId: number, body: DepartmentCreate): Promise<DepartmentOut> {
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    await check(tx, companyId, null, body, true);
    const [row] = await tx
      .insert(d)
      .values({
        companyId,
        name: body.name,
        nameSkeleton: skeletonToStore(body.name, null),
        parentId: body.parent,
        headId: body.head,
      })
      .returning({ id: d.id });
    return getDepartment(tx, companyId, row.id);
  });
}

/** PATCH changes what it is given; PUT gives every writable field. Both at the version the client read. */
export async function updateDepartment(
  db: Db,
  companyId: number,
  id: number,
  body: DepartmentPatch,
): Promise<DepartmentOut> {
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const current = (
      await tx
        .select()
        .from(d)
        .where(and(eq(d.companyId, companyId), eq(d.id, id)))
    ).at(0);
    if (!current) throw new NotFound();
    const next: Placement = {
      name: body.name ?? current.name,
      parent: body.parent === undefined ? current.parentId : body.parent,
      head: body.head === undefined ? current.headId : body.head,
    };
    // A move checks the name among its new siblings; a name kept without a skeleton stays so where it is.
    const moved = next.parent !== current.parentId;
    const nameSkeleton = moved ? skeletonToStore(next.name, null) : skeletonToStore(body.name, current);
    await check(tx, companyId, id, next, nameSkeleton !== undefined);
    if (current.version !== body.version) throw new StaleVersion(await getDepartment(tx, companyId, id));
    await tx
      .update(d)
      .set({
        name: next.name,
        nameSkeleton,
        parentId: next.parent,
        headId: next.head,
        version: sql`${d.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(d.companyId, companyId), eq(d.id, id)));
    return getDepartment(tx, companyId, id);
  });
}

const usageRow = z.object({ found: z.boolean(), people: z.number(), children: z.number() });

/** Only an empty department goes: people and sub-departments are moved elsewhere first (409 otherwise). */
export async function deleteDepartment(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const r = await parsedRow(
      tx,
      usageRow,
      sql`select exists(select 1 from ${d} where company_id = ${companyId} and id = ${id}) as found,
        (select count(*) from ${employeeInPositions} where company_id = ${companyId} and department_id = ${id})::int as people,
        (select count(*) from ${d} where company_id = ${companyId} and parent_id = ${id})::int as children`,
    );
    if (!r.found) throw new NotFound();
    if (r.people || r.children) {
      throw new Conflict(
        'department_not_empty',
        { people: r.people, children: r.children },
        { employees: r.people, children: r.children },
      );
    }
    await tx.delete(d).where(and(eq(d.companyId, companyId), eq(d.id, id)));
  });
}
