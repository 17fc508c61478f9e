import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { agreements, employeeInPositions } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { seesWholeCompany } from '../../policy.ts';
import { readsGoalSql, type GoalColumns } from './goals.access.ts';
import { cappedOf, countLimit } from '../../http/pagination.ts';
import { TREE_COUNT_CAP, type CappedCount } from './goals.count.ts';
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
 * The goals that support another (each parent once): a loose scan of the parent index, one step per parent, so it
 * reads as many rows as there are goals with children, not as many as there are goals.
 */
function parentsSql(c: number): SQL {
  return sql`with recursive up(id) as (
      (select t.parent_id from ${agreements} t where t.company_id = ${c} and t.parent_id is not null
        order by t.parent_id limit 1)
      union all
      select (select t.parent_id from ${agreements} t where t.company_id = ${c} and t.parent_id > up.id
        order by t.parent_id limit 1)
      from up where up.id is not null)
    select up.id from up where up.id is not null`;
}

/**
 * The goals of one level: those under `parent`, or the top ones, which support no goal or one the caller may not
 * read (such a goal never names its private parent). Read by their ids, found by the parent's index; the private
 * parents are looked for among the goals that have children alone.
 */
function levelSql(member: Member, query: GoalTreeQuery): SQL {
  if (query.parent !== undefined) return eq(g.parentId, query.parent);
  const c = member.companyId;
  const roots = sql`select t.id from ${agreements} t where t.company_id = ${c} and t.parent_id is null`;
  // An array read first: the goals are then looked up by id, never scanned for a join with the few top ones.
  if (seesWholeCompany(member)) return sql`${g.id} = any(array(${roots}))`;
  const hidden = sql`select p.id from ${agreements} p where p.id = any(array(${parentsSql(c)}))
    and p.company_id = ${c} and p.visibility = 'private' and not ${readsGoalSql(member, columnsOf('p'))}`;
  return sql`${g.id} = any(array(${roots}
    union all
    select t.id from ${agreements} t where t.company_id = ${c} and t.parent_id = any(array(${hidden}))))`;
}

/**
 * The level's goals counted up to the cap (goals.count.ts), in the statement that also checks the parent asked for
 * is one the caller may read (another company's or a private one: 404), so a level stays within four statements.
 */
async function countLevel(db: Db, member: Member, query: GoalTreeQuery, where: SQL | undefined): Promise<CappedCount> {
  const limit = countLimit(TREE_COUNT_CAP, query.page, query.page_size);
  const parentSeen =
    query.parent === undefined
      ? sql`true`
      : sql`exists (select 1 from ${g} where ${and(visible(member), eq(g.id, query.parent))})`;
  const [{ n, parent_seen }] = await rowsOf<{ n: number; parent_seen: boolean }>(
    db,
    sql`select (select count(*)::int from (select ${g.id} from ${g} where ${where} limit ${limit + 1}) m) as n,
      ${parentSeen} as parent_seen`,
  );
  if (!parent_seen) throw new NotFound();
  return cappedOf(n, limit);
}

/** The order of a level: the company's goals, the departments', the people's; then by title (the parent's index). */
const levelOrder = [sql`${g.ownerKind} desc nulls last`, asc(g.title), asc(g.id)];

/**
 * The ids of a level's page, in its order, each with the number of goals under it the caller may read and the filters
 * show, counted up to the cap. A narrow statement on the goals alone, planned for each parent in a fraction of a
 * millisecond; the page's rows are then read by their ids, by one plan kept for every page (goals.read.ts listGoals).
 */
async function levelPage(
  db: Db,
  member: Member,
  query: GoalTreeQuery,
  where: SQL | undefined,
): Promise<{ id: number; n: number }[]> {
  const childFilter = filterSql(query, columnsOf('c'));
  // The goal's id named by its table: a select from one table writes its columns bare, which the inner goals
  // (`c`) would take for their own.
  return db
    .select({
      id: g.id,
      n: sql<number>`(select count(*)::int from (select 1 from ${agreements} c
        where c.company_id = ${member.companyId} and c.parent_id = ${g}.id
          and ${readsGoalSql(member, columnsOf('c'))} ${childFilter ? sql`and ${childFilter}` : sql``}
        limit ${TREE_COUNT_CAP + 1}) m)`,
    })
    .from(g)
    .where(where)
    .orderBy(...levelOrder)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
}

/**
 * One level of the company's tree, a page at a time: the top goals, or the children of `parent`, the company's
 * first; each goal with the number of goals under it the same filters show. The level's count and each goal's
 * stop at the cap (goals.count.ts). Three statements, whatever the size of the company or the level.
 */
export async function goalTreeLevel(
  db: Db,
  member: Member,
  query: GoalTreeQuery,
): Promise<{ rows: GoalTreeNode[] } & CappedCount> {
  const where = and(visible(member), levelSql(member, query), filterSql(query, g));
  // The count first: it refuses a parent the caller may not read before anything of its level is read.
  const count = await countLevel(db, member, query, where);
  const page = await levelPage(db, member, query, where);
  const ids = intArray(page.map((p) => p.id));
  const rows = await selectRows(db, member)
    .where(and(eq(g.companyId, member.companyId), sql`${g.id} = any(${ids})`))
    .orderBy(sql`array_position(${ids}, ${g.id})`);
  const childCount = new Map(page.map((p) => [p.id, p.n]));
  return {
    rows: rows.map((r) => {
      const n = childCount.get(r.row.id) ?? 0;
      return {
        ...summaryDto(r),
        parent: r.parentId,
        employee: r.row.employeeId,
        department: r.row.departmentId,
        period: r.row.periodId,
        period_name: r.periodName,
        visibility: r.row.visibility,
        child_count: Math.min(n, TREE_COUNT_CAP),
        child_count_capped: n > TREE_COUNT_CAP,
      };
    }),
    ...count,
  };
}
