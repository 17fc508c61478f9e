import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import { departments, employeeInPositions } from '../../db/schema/index.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { coded, companyParam, idParam, q } from '../../http/zod.ts';
import { lockStructure } from './lock.ts';
import { departmentOut, listOf } from './structure.schemas.ts';
import { departmentTree, PATH_SEPARATOR, type DepartmentDto } from './tree.ts';
import { INT_MAX } from './sql.ts';

const S = '/companies/companies/:companyId/structure';
const tags = ['structure'];

const name = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((s) => !s.includes(PATH_SEPARATOR), coded('name_slash'));
const ref = z.number().int().positive().max(INT_MAX, coded('no_record')).nullable();
const createBody = z.strictObject({ name, parent: ref.default(null), head: ref.default(null) });
const patchBody = z.strictObject({
  name: name.optional(),
  parent: ref.optional(),
  head: ref.optional(),
  version: z.number().int().positive().max(INT_MAX),
});

const listOut = listOf(departmentOut);

async function one(ex: Executor, companyId: number, id: number): Promise<DepartmentDto> {
  const [row] = await departmentTree(ex, companyId, { ids: [id] });
  if (!row) throw new NotFound();
  return row;
}

/**
 * Parent and head must be the company's; the parent must not be the department or one of its descendants;
 * siblings have distinct names (the import finds departments by path). Field errors are collected.
 */
async function check(
  ex: Executor,
  companyId: number,
  self: number | null,
  next: { name: string; parent: number | null; head: number | null },
): Promise<void> {
  const [r] = await rowsOf<{ parent_ok: boolean; head_ok: boolean; cycle: boolean; duplicate: boolean }>(
    ex,
    sql`select
      (${next.parent}::int is null or exists(select 1 from ${departments} where company_id = ${companyId} and id = ${next.parent}::int)) as parent_ok,
      (${next.head}::int is null or exists(select 1 from ${employeeInPositions} where company_id = ${companyId} and id = ${next.head}::int)) as head_ok,
      (${self}::int is not null and ${next.parent}::int is not null and ${next.parent}::int in (
        with recursive below(id) as (
          select ${self}::int
          union
          select d.id from ${departments} d join below b on d.parent_id = b.id where d.company_id = ${companyId}
        ) select id from below)) as cycle,
      exists(select 1 from ${departments} where company_id = ${companyId} and parent_id is not distinct from ${next.parent}::int
        and lower(name) = lower(${next.name}) and id is distinct from ${self}::int) as duplicate`,
  );
  const errors: Record<string, CodedError[]> = {};
  if (!r.parent_ok) errors.parent = [{ code: 'no_department' }];
  else if (r.cycle) errors.parent = [{ code: 'department_cycle' }];
  if (!r.head_ok) errors.head = [{ code: 'no_employee' }];
  if (r.duplicate && !errors.parent) errors.name = [{ code: 'duplicate_department' }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export function registerDepartmentRoutes(api: FastifyInstance, db: Db): void {
  route(
    api,
    {
      method: 'GET',
      url: `${S}/departments/`,
      summary: 'The department tree as a flat list ordered by path, with parent_id, path, head and head count',
      tags,
      access: 'member',
      params: companyParam,
      query: z.object({ search: z.string().trim().max(200).optional(), ids: q.ids().optional() }),
      response: listOut,
    },
    async ({ params, query }) => {
      const results = await departmentTree(db, params.companyId, {
        ids: query.ids,
        search: query.search ? likePattern(query.search) : undefined,
      });
      return { count: results.length, next: null, previous: null, results };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${S}/departments/:id/`,
      summary: 'One department',
      tags,
      access: 'member',
      params: idParam,
      response: departmentOut,
    },
    async ({ params }) => one(db, params.companyId, params.id),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${S}/departments/`,
      summary: 'Create a department',
      tags,
      access: 'admin',
      params: companyParam,
      body: createBody,
      status: 201,
      response: departmentOut,
    },
    async ({ params, body }) =>
      db.transaction(async (tx) => {
        await lockStructure(tx, params.companyId);
        await check(tx, params.companyId, null, body);
        const [row] = await tx
          .insert(departments)
          .values({ companyId: params.companyId, name: body.name, parentId: body.parent, headId: body.head })
          .returning({ id: departments.id });
        return one(tx, params.companyId, row.id);
      }),
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${S}/departments/:id/`,
      summary: 'Rename, move or change the head of a department',
      tags,
      access: 'admin',
      params: idParam,
      body: patchBody,
      response: departmentOut,
    },
    async ({ params, body }) =>
      db.transaction(async (tx) => {
        await lockStructure(tx, params.companyId);
        const [current] = await tx
          .select()
          .from(departments)
          .where(and(eq(departments.companyId, params.companyId), eq(departments.id, params.id)));
        if (!current) throw new NotFound();
        const next = {
          name: body.name ?? current.name,
          parent: body.parent === undefined ? current.parentId : body.parent,
          head: body.head === undefined ? current.headId : body.head,
        };
        await check(tx, params.companyId, params.id, next);
        if (current.version !== body.version) throw new StaleVersion(await one(tx, params.companyId, params.id));
        await tx
          .update(departments)
          .set({
            name: next.name,
            parentId: next.parent,
            headId: next.head,
            version: sql`${departments.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(departments.companyId, params.companyId), eq(departments.id, params.id)));
        return one(tx, params.companyId, params.id);
      }),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${S}/departments/:id/`,
      summary: 'Delete an empty department (no people, no sub-departments)',
      tags,
      access: 'admin',
      params: idParam,
    },
    async ({ params }) => {
      await db.transaction(async (tx) => {
        await lockStructure(tx, params.companyId);
        const [r] = await rowsOf<{ found: boolean; people: number; children: number }>(
          tx,
          sql`select exists(select 1 from ${departments} where company_id = ${params.companyId} and id = ${params.id}) as found,
          (select count(*) from ${employeeInPositions} where company_id = ${params.companyId} and department_id = ${params.id})::int as people,
          (select count(*) from ${departments} where company_id = ${params.companyId} and parent_id = ${params.id})::int as children`,
        );
        if (!r.found) throw new NotFound();
        const people = Number(r.people);
        const children = Number(r.children);
        if (people || children) {
          throw new Conflict('department_not_empty', { people, children }, { employees: people, children });
        }
        await tx
          .delete(departments)
          .where(and(eq(departments.companyId, params.companyId), eq(departments.id, params.id)));
      });
      return undefined;
    },
  );
}
