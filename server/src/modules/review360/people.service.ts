import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REVIEW360_RELATIONSHIPS } from '../../../../contract/enums.ts';
import { REVIEW360_DEFAULTS } from '../../../../contract/limits.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import type { Member } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { likePattern, totalOf } from '../../http/pagination.ts';
import { INT_MAX } from '../../db/sql.ts';
import { parsedRows } from '../../db/sql.ts';
import { relationshipSql } from './nomination-query.ts';
import type { PeopleQuery, PersonOut } from './review360.schemas.ts';
import { seesPersonSql } from './scope.ts';

/**
 * Colleagues to nominate for a person: the company's active people but the person, found by name (the
 * trigram index users_search_trgm_idx serves "First Last" and "Last First") or department, each
 * with their relationship to the person and how many requests they already received in the period (against
 * the per-reviewer cap). ONE statement for a page of any size: the person (whom the caller must see, with
 * a form in the period) is a CTE the colleagues join, so an unknown or hidden person answers no rows, and
 * only then does a second statement tell which field was wrong.
 */
const personRow = z.object({
  id: z.number(),
  name: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  department_id: z.number().nullable(),
  relationship: z.enum(REVIEW360_RELATIONSHIPS),
  requests_received: z.number(),
  cap: z.number(),
  total: z.number(),
});

export async function searchPeople(
  db: Db,
  member: Member,
  query: PeopleQuery,
): Promise<{ results: PersonOut[]; total: number }> {
  const companyId = member.companyId;
  const departments = query.department?.filter((n) => n <= INT_MAX);
  const inDepartments = departments
    ? sql`and r.department_id = any(string_to_array(${departments.join(',')}, ',')::int[])`
    : sql``;
  const person = sql`select e.id, e.manager_id,
      coalesce(st.max_requests_per_reviewer, ${REVIEW360_DEFAULTS.max_requests_per_reviewer}::int) as cap
    from assessment_forms f
    join employee_in_positions e on e.id = f.employee_id
    left join review360_settings st on st.period_id = f.period_id and st.company_id = f.company_id
    where f.company_id = ${companyId} and f.period_id = ${query.period} and f.employee_id = ${query.employee}
      and ${seesPersonSql(member, sql`f.employee_id`, sql`f.reviewer_id`)}`;
  const colleagues = candidates(companyId, query.search, inDepartments);
  const rows = await parsedRows(
    db,
    personRow,
    sql`with s as (${person}), page as (
      select c.*, ${colleagues.total} as total ${colleagues.from}
      order by c.last_name, c.first_name, c.id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
    )
    select c.id, coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), c.email) as name, c.position,
      d.name as department, c.department_id, ${relationshipSql('s', 'c')} as relationship,
      (select count(*)::int from review360_requests x where x.company_id = ${companyId} and x.reviewer_id = c.id
        and x.period_id = ${query.period} and x.status <> 'declined') as requests_received,
      s.cap, c.total
    from page c cross join s left join departments d on d.id = c.department_id
    order by c.last_name, c.first_name, c.id`,
  );
  if (!rows.length) await checkPerson(db, member, query, person);
  const total = await totalOf(rows, query.page, async () => {
    const [counted] = await rowsOf<{ n: number }>(
      db,
      sql`with s as (${person}) select count(*)::int as n ${colleagues}`,
    );
    return counted.n;
  });
  return {
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      position: r.position,
      department: r.department,
      department_id: r.department_id,
      relationship: r.relationship,
      requests_received: r.requests_received,
      full: r.requests_received >= r.cap,
    })),
    total,
  };
}

const COLUMNS = sql`r.id, r.position, r.department_id, r.manager_id, u.first_name, u.last_name, u.email`;

/**
 * `from ... where ...` of the colleagues as `c` (beside the person `s`), the company's active people but the
 * person, and their number. Without a search that is every active person of the company (browsing reads
 * them all to count and sort them: the picker searches as the user types). With a search, the matches
 * are gathered first by index (a name through the trigram index on users, a department's people through
 * eip_company_department_idx), then each is read by its key: a few dozen rows, not the company. A name
 * without a space is found in "First Last" alone (a word reads the same in either order); with one, "Last
 * First" is searched too. `filter` is a condition on `r`, the colleague's position.
 */
function candidates(companyId: number, search: string | undefined, filter: SQL): { from: SQL; total: SQL } {
  const colleague = sql`r.company_id = ${companyId} and r.is_active and r.id <> s.id ${filter}`;
  if (!search)
    return {
      from: sql`from s cross join lateral (select ${COLUMNS} from employee_in_positions r
        join users u on u.id = r.user_id where ${colleague}) c`,
      total: sql`count(*) over()::int`,
    };
  const pattern = likePattern(search);
  const reversed = /\s/.test(search) ? sql`or (uu.last_name || ' ' || uu.first_name) ilike ${pattern}` : sql``;
  return {
    from: sql`from (
        select r.id from users uu join employee_in_positions r on r.user_id = uu.id
        where r.company_id = ${companyId} and ((uu.first_name || ' ' || uu.last_name) ilike ${pattern} ${reversed})
        union
        select r.id from employee_in_positions r where r.company_id = ${companyId} and r.department_id in (
          select dd.id from departments dd where dd.company_id = ${companyId} and dd.name ilike ${pattern})
      ) k cross join s
      cross join lateral (select ${COLUMNS} from employee_in_positions r join users u on u.id = r.user_id
        where r.id = k.id and ${colleague} limit 1) c`,
    total: sql`count(*) over()::int`,
  };
}

/** No colleague found: a 400 naming the period or the person when either is not one the caller may use. */
async function checkPerson(db: Db, member: Member, query: PeopleQuery, person: SQL): Promise<void> {
  const [found] = await rowsOf<{ period: boolean; person: boolean }>(
    db,
    sql`select exists (select 1 from assessment_periods where company_id = ${member.companyId} and id = ${query.period}) as period,
      exists (${person}) as person`,
  );
  if (!found.period) throw ValidationError.field('period', 'no_record');
  if (!found.person) throw ValidationError.field('employee', 'no_record');
}
