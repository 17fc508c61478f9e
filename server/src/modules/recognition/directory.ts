import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { nameMatches } from '../../db/sql.ts';
import { users } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { likePattern, totalOf } from '../../http/pagination.ts';
import type { ColleagueOut, ColleagueQuery } from './recognition.schemas.ts';

/**
 * The company's directory for feedback and praise: the active people of the caller's company but the caller
 * (every position of theirs), by name, each with their department and position only; with `reports`, only the
 * caller's own people (as a feedback request about someone checks it). Staff acting as someone see what that
 * person sees. One statement a page; a page past the last is counted on its own.
 */
export async function searchColleagues(
  db: Db,
  caller: Caller,
  query: ColleagueQuery,
): Promise<{ results: ColleagueOut[]; total: number }> {
  const { companyId } = caller.member;
  const byName = query.search ? sql`and ${nameMatches(users, likePattern(query.search))}` : sql``;
  const reports = query.reports ? sql`and r.manager_id = ${caller.member.eipId ?? 0}` : sql``;
  const from = sql`from employee_in_positions r join users on users.id = r.user_id
    left join departments d on d.id = r.department_id
    where r.company_id = ${companyId} and r.is_active and r.user_id <> ${caller.userId} ${byName} ${reports}`;
  const rows = await rowsOf<ColleagueOut & { total: number }>(
    db,
    sql`select r.id, coalesce(nullif(trim(users.first_name || ' ' || users.last_name), ''), users.email) as full_name,
        d.name as department, r.position, count(*) over()::int as total
      ${from}
      order by users.last_name, users.first_name, r.id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const total = await totalOf(rows, query.page, async () => {
    const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
    return counted.n;
  });
  return {
    results: rows.map(({ id, full_name, department, position }) => ({ id, full_name, department, position })),
    total,
  };
}
