import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { departments, employeeInPositions, users } from '../../db/schema/index.ts';
import { parsedRows } from '../../db/sql.ts';
import type { DepartmentOut } from './structure.schemas.ts';

export { PATH_SEPARATOR } from './structure.schemas.ts';

const treeRow = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number().nullable(),
  path: z.string().nullable(),
  depth: z.number().nullable(),
  head_id: z.number().nullable(),
  head_name: z.string().nullable(),
  employees_count: z.number(),
  children_count: z.number(),
  version: z.number(),
});

function treeCte(companyId: number): SQL {
  // `names` orders the list as the tree whatever the collation: arrays compare element by element, while a
  // collation that skips punctuation would sort "A/BA" between "A/B" and "A/B/C".
  return sql`tree(id, path, depth, names) as (
    select d.id, d.name::text, 0, array[d.name::text] from ${departments} d where d.company_id = ${companyId} and d.parent_id is null
    union all
    select d.id, t.path || '/' || d.name, t.depth + 1, t.names || d.name::text from ${departments} d join tree t on d.parent_id = t.id where d.company_id = ${companyId}
  )`;
}

/**
 * The department tree as a flat list: each department with `parent_id`, its `path` from the root
 * ("Руководство/Разработка/Фронтенд", the form the import accepts), its depth, head and head count.
 * Ordered by path, so the list reads as the tree. One statement (a recursive CTE).
 */
export async function departmentTree(
  ex: Executor,
  companyId: number,
  filter: { ids?: number[]; search?: string; within?: SQL } = {},
): Promise<DepartmentOut[]> {
  const conditions = [sql`d.company_id = ${companyId}`];
  if (filter.ids) conditions.push(sql`d.id = any(string_to_array(${filter.ids.join(',')}, ',')::int[])`);
  if (filter.search) conditions.push(sql`d.name ilike ${filter.search}`);
  if (filter.within) conditions.push(sql`d.id in ${filter.within}`);
  const rows = await parsedRows(
    ex,
    treeRow,
    sql`with recursive ${treeCte(companyId)}
    select d.id, d.name, d.parent_id, t.path, t.depth, d.head_id, d.version,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as head_name,
      (select count(*) from ${employeeInPositions} e where e.company_id = ${companyId} and e.department_id = d.id and e.is_active)::int as employees_count,
      (select count(*) from ${departments} c where c.company_id = ${companyId} and c.parent_id = d.id)::int as children_count
    from ${departments} d
    left join tree t on t.id = d.id
    left join ${employeeInPositions} h on h.id = d.head_id
    left join ${users} u on u.id = h.user_id
    where ${sql.join(conditions, sql` and `)}
    order by coalesce(t.names, array[d.name::text]), d.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parent_id: r.parent_id,
    path: r.path ?? r.name,
    depth: r.depth ?? 0,
    head: r.head_id === null ? null : { id: r.head_id, full_name: r.head_name ?? '' },
    employees_count: r.employees_count,
    children_count: r.children_count,
    version: r.version,
  }));
}
