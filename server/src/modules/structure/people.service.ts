import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentForms, assessmentPeriods, departments, employeeInPositions, users } from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { NotFound, ValidationError } from '../../http/errors.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import { personDto, selectPeople } from './people.query.ts';
import { headedDepartmentIdsSql, managedScopeSql } from './scope.ts';
import { nameMatches } from '../../db/sql.ts';
import type {
  DepartmentWithPeopleOut,
  ManagedDepartmentsQuery,
  ManagedPeopleQuery,
  ManagedPersonOut,
  OpenFormsOut,
  PeopleTreeQuery,
  PersonOut,
} from './structure.schemas.ts';
import { departmentTree } from './tree.ts';
import { seesWholeCompany } from '../../policy.ts';

/**
 * The people lists every member may call, each limited to whom the caller oversees (scope.ts): admins
 * everyone, managers their chain and the departments they head, anyone else nobody but themselves.
 */
const e = employeeInPositions;
const f = assessmentForms;

function searchPeople(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(nameMatches(users, pattern), ilike(users.email, pattern), ilike(e.position, pattern));
}

const byName = [asc(users.lastName), asc(users.firstName), asc(e.id)];
const activeFilter = (isActive: boolean | undefined) => (isActive === undefined ? undefined : eq(e.isActive, isActive));

/** Departments (from the tree) each with its people; two statements whatever the size of the company. */
async function departmentsWithPeople(
  db: Db,
  companyId: number,
  opts: { within?: SQL; ids?: number[]; people: SQL | undefined; keepEmpty: boolean },
): Promise<DepartmentWithPeopleOut[]> {
  const [tree, people] = await Promise.all([
    departmentTree(db, companyId, { ids: opts.ids, within: opts.within }),
    selectPeople(db)
      .where(
        and(
          eq(e.companyId, companyId),
          opts.people,
          opts.within ? sql`${e.departmentId} in ${opts.within}` : undefined,
          opts.ids ? inArray(e.departmentId, opts.ids) : undefined,
        ),
      )
      .orderBy(...byName),
  ]);
  const byDepartment = new Map<number, PersonOut[]>();
  for (const row of people) {
    if (row.eip.departmentId === null) continue;
    const list = byDepartment.get(row.eip.departmentId) ?? [];
    list.push(personDto(row));
    byDepartment.set(row.eip.departmentId, list);
  }
  return tree
    .map((d) => ({ ...d, employee_in_positions: byDepartment.get(d.id) ?? [] }))
    .filter((d) => opts.keepEmpty || d.employee_in_positions.length > 0);
}

/** Every department with its people for admins (empty ones too, unless filtered); managers their people's. */
export async function peopleByDepartment(
  db: Db,
  member: Member,
  query: PeopleTreeQuery,
): Promise<DepartmentWithPeopleOut[]> {
  const people = and(managedScopeSql(member, e.id), searchPeople(query.search), activeFilter(query.is_active));
  return departmentsWithPeople(db, member.companyId, {
    ids: query.department,
    people,
    keepEmpty: seesWholeCompany(member) && !query.search && query.is_active === undefined,
  });
}

/** The departments the caller heads, sub-departments included, with their people, the caller left out. */
export async function headedDepartments(
  db: Db,
  member: Member,
  query: ManagedDepartmentsQuery,
): Promise<DepartmentWithPeopleOut[]> {
  if (member.eipId === null) return [];
  const within = headedDepartmentIdsSql(member.companyId, member.eipId);
  const people = and(ne(e.id, member.eipId), searchPeople(query.search), activeFilter(query.is_active));
  return departmentsWithPeople(db, member.companyId, {
    within,
    people,
    keepEmpty: !query.search && query.is_active === undefined,
  });
}

/** Whom the caller oversees, a page at a time; with a period, each one's form in it (one more statement). */
export async function managedPeople(
  db: Db,
  member: Member,
  query: ManagedPeopleQuery,
): Promise<{ results: ManagedPersonOut[]; total: number }> {
  if (query.has_form !== undefined && query.period === undefined)
    throw ValidationError.field('has_form', 'has_form_needs_period');
  const companyId = member.companyId;
  const formJoin = and(eq(f.companyId, companyId), eq(f.periodId, query.period ?? 0), eq(f.employeeId, e.id));
  const where = and(
    eq(e.companyId, companyId),
    managedScopeSql(member, e.id),
    searchPeople(query.search),
    activeFilter(query.is_active),
    query.department ? inArray(e.departmentId, query.department) : undefined,
    query.ids ? inArray(e.id, query.ids) : undefined,
    query.period === undefined ? undefined : query.has_form === false ? sql`${f.id} is null` : sql`${f.id} is not null`,
  );
  const orderBy = orderingOf(
    query.ordering,
    {
      full_name: [users.lastName, users.firstName],
      email: users.email,
      position: e.position,
      department: departments.name,
      is_active: e.isActive,
      id: e.id,
    },
    byName,
  );
  const page = selectPeople(db).$dynamic();
  if (query.period !== undefined) page.leftJoin(f, formJoin);
  const rows = await page
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const forms =
    query.period === undefined
      ? null
      : await formsOf(
          db,
          companyId,
          query.period,
          rows.map((r) => r.eip.id),
        );
  const results = rows.map((r) => ({ ...personDto(r), ...(forms ? { form: forms.get(r.eip.id) ?? null } : {}) }));
  const total = await totalOf(rows, query.page, async () => {
    const count = db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(e)
      .innerJoin(users, eq(users.id, e.userId))
      .$dynamic();
    if (query.period !== undefined) count.leftJoin(f, formJoin);
    const [counted] = await count.where(where);
    return counted.total;
  });
  return { results, total };
}

/** The caller's own positions in the company, active first. */
export async function ownPositions(db: Db, companyId: number, userId: number): Promise<PersonOut[]> {
  const rows = await selectPeople(db)
    .where(and(eq(e.companyId, companyId), eq(e.userId, userId)))
    .orderBy(desc(e.isActive), asc(e.id));
  return rows.map(personDto);
}

/** The page's forms in the period: one statement for the page, whatever its size. */
async function formsOf(db: Db, companyId: number, periodId: number, ids: number[]) {
  const map = new Map<number, { id: number; stage: Stage }>();
  if (!ids.length) return map;
  const rows = await db
    .select({ id: f.id, employeeId: f.employeeId, stage: f.stage })
    .from(f)
    .where(and(eq(f.companyId, companyId), eq(f.periodId, periodId), inArray(f.employeeId, ids)));
  for (const r of rows) map.set(r.employeeId, { id: r.id, stage: r.stage });
  return map;
}

/**
 * What deactivating a person leaves behind: their unfinished forms, which they can no longer fill in, and
 * the unfinished forms they assess, which nobody can assess until handed over. Closed periods are read-only.
 */
export async function openForms(db: Db, companyId: number, id: number): Promise<OpenFormsOut> {
  const person = (
    await db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.companyId, companyId), eq(e.id, id)))
  ).at(0);
  if (!person) throw new NotFound();
  const [counts] = await db
    .select({
      asEmployee: sql<number>`count(*) filter (where ${f.employeeId} = ${id})`.mapWith(Number),
      asReviewer: sql<number>`count(*) filter (where ${f.reviewerId} = ${id})`.mapWith(Number),
    })
    .from(f)
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, f.periodId))
    .where(
      and(
        eq(f.companyId, companyId),
        or(eq(f.employeeId, id), eq(f.reviewerId, id)),
        ne(f.stage, 'COMPLETE'),
        ne(assessmentPeriods.status, 'closed'),
      ),
    );
  return { as_employee: counts.asEmployee, as_reviewer: counts.asReviewer };
}
