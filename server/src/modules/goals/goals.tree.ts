import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { agreements, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { seesWholeCompany } from '../../policy.ts';
import { readsGoalSql, type GoalColumns } from './goals.access.ts';
import { selectRows, summaryDto, visible } from './goals.read.ts';
import type { GoalTreeNode, GoalTreeQuery } from './goals.schemas.ts';

const g = agreements;

type TreeColumns = GoalColumns & { periodId: SQLWrapper };

/** A goal's columns under a table alias of a raw subquery. */
const columnsOf = (name: string): TreeColumns => ({
  ownerKind: sql.raw(`${name}.owner_kind`),
  employeeId: sql.raw(`${name}.employee_id`),
  departmentId: sql.raw(`${name}.department_id`),
  visibility: sql.raw(`${name}.visibility`),
  periodId: sql.raw(`${name}.period_id`),
});

/**
 * The tree's filters on a goal's columns: the periods; with departments, their goals, their people's and the
 * company's goals above them all. A person's department is looked up for that goal alone, by the person's id (the
 * case is evaluated lazily): a page of a level reads as many people as it shows, never a department's all.
 */
function filterSql(query: GoalTreeQuery, t: TreeColumns): SQL | undefined {
  const ids = query.department ? intArray(query.department) : undefined;
  return and(
    query.period ? sql`${t.periodId} = any(${intArray(query.period)})` : undefined,
    ids
      ? sql`(case ${t.ownerKind} when 'company' then true when 'department' then ${t.departmentId} = any(${ids})
          else (select e.department_id from ${employeeInPositions} e where e.id = ${t.employeeId}) = any(${ids}) end)`
      : undefined,
  );
}

/**
 * The goals of one level: those under `parent`, or the top ones, which support no goal or one the caller may not
 * read (such a goal never names its private parent). Read by their ids, found by the parent's index.
 */
function levelSql(member: Member, query: GoalTreeQuery): SQL {
  if (query.parent !== undefined) return eq(g.parentId, query.parent);
  const c = member.companyId;
  const roots = sql`select t.id from ${agreements} t where t.company_id = ${c} and t.parent_id is null`;
  // An array read first: the goals are then looked up by id, never scanned for a join with the few top ones.
  if (seesWholeCompany(member)) return sql`${g.id} = any(array(${roots}))`;
  return sql`${g.id} = any(array(${roots}
    union all
    select t.id from ${agreements} t join ${agreements} p on p.id = t.parent_id and p.company_id = ${c}
    where t.company_id = ${c} and p.visibility = 'private' and not ${readsGoalSql(member, columnsOf('p'))}))`;
}

/** 404 unless `parent` is a goal of the caller's company they may read. */
async function checkParent(db: Db, member: Member, parent: number): Promise<void> {
  const found = await db
    .select({ id: g.id })
    .from(g)
    .where(and(visible(member), eq(g.id, parent)))
    .limit(1);
  if (!found.length) throw new NotFound();
}

/**
 * One level of the company's tree, a page at a time: the top goals, or the children of `parent`; each goal with the
 * number of goals under it the same filters show. Four statements at most, whatever the size of the company.
 */
export async function goalTreeLevel(
  db: Db,
  member: Member,
  query: GoalTreeQuery,
): Promise<{ rows: GoalTreeNode[]; total: number }> {
  if (query.parent !== undefined) await checkParent(db, member, query.parent);
  const where = and(visible(member), levelSql(member, query), filterSql(query, g));
  const rows = await selectRows(db, member)
    .where(where)
    .orderBy(asc(g.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [{ n: total }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(g)
    .where(where);
  const ids = rows.map((r) => r.row.id);
  const childFilter = filterSql(query, columnsOf('c'));
  // Read for an empty page too: a level answers in as many statements whatever it holds.
  const counts = await rowsOf<{ id: number; n: number }>(
    db,
    sql`select c.parent_id as id, count(*)::int as n from ${agreements} c
      where c.company_id = ${member.companyId} and c.parent_id = any(${intArray(ids)})
        and ${readsGoalSql(member, columnsOf('c'))} ${childFilter ? sql`and ${childFilter}` : sql``}
      group by c.parent_id`,
  );
  const childCount = new Map(counts.map((x) => [x.id, x.n]));
  return {
    rows: rows.map((r) => ({
      ...summaryDto(r),
      parent: r.parentId,
      employee: r.row.employeeId,
      department: r.row.departmentId,
      period: r.row.periodId,
      visibility: r.row.visibility,
      child_count: childCount.get(r.row.id) ?? 0,
    })),
    total,
  };
}
