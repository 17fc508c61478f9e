import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { competencies, reviewTemplateVersions } from '../../db/schema/index.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, totalOf } from '../../http/pagination.ts';
import { nameKey } from '../../names.ts';
import { familyLevels } from './competencies.families.ts';
import type { CompetencyCreate, CompetencyListQuery, CompetencyOut, CompetencyPut } from './competencies.schemas.ts';

/**
 * The competency library: a competency belongs to a job family (or to none: then it applies to every position)
 * and describes the behaviours expected at each of the family's levels. Names are unique per company in either
 * language, in any letter case. One a template version uses cannot be deleted, only made inactive.
 */
const c = competencies;
const v = reviewTemplateVersions;
type Row = typeof c.$inferSelect;

function dto(r: Row): CompetencyOut {
  return {
    id: r.id,
    job_family: r.jobFamilyId,
    name: r.name,
    description: r.description,
    behaviours: r.behaviours,
    order: r.order,
    is_active: r.isActive,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function listCompetencies(
  db: Db,
  companyId: number,
  query: CompetencyListQuery,
): Promise<{ rows: CompetencyOut[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const families = query.job_family ? inArray(c.jobFamilyId, query.job_family) : undefined;
  const where = and(
    eq(c.companyId, companyId),
    query.no_family ? (families ? or(families, isNull(c.jobFamilyId)) : isNull(c.jobFamilyId)) : families,
    query.is_active === undefined ? undefined : eq(c.isActive, query.is_active),
    query.ids ? inArray(c.id, query.ids) : undefined,
    pattern
      ? sql`(${c.name}->>'ru' ilike ${pattern} or ${c.name}->>'en' ilike ${pattern}
          or ${c.description}->>'ru' ilike ${pattern} or ${c.description}->>'en' ilike ${pattern})`
      : undefined,
  );
  const rows = await db
    .select({ row: c, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(c)
    .where(where)
    .orderBy(asc(c.order), sql`${c.name}->>'ru'`, asc(c.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(c, where));
  return { rows: rows.map((r) => dto(r.row)), total };
}

async function findRow(ex: Executor, companyId: number, id: number): Promise<Row> {
  const row = (
    await ex
      .select()
      .from(c)
      .where(and(eq(c.companyId, companyId), eq(c.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getCompetency(db: Db, companyId: number, id: number): Promise<CompetencyOut> {
  return dto(await findRow(db, companyId, id));
}

type Body = CompetencyCreate;

/**
 * The family must be the company's (400 `job_family`), the behaviours' keys its levels (400
 * `behaviours.<key>`), and the name free in both languages (400 `name.ru` / `name.en`).
 */
async function check(ex: Executor, companyId: number, body: Body, self: number | null): Promise<void> {
  const errors: Record<string, CodedError[]> = {};
  const keys = Object.keys(body.behaviours);
  const levels = body.job_family === null ? [] : await familyLevels(ex, companyId, body.job_family);
  if (levels === null) errors.job_family = [{ code: 'no_job_family' }];
  else
    for (const key of keys.filter((k) => !levels.includes(k)))
      errors[`behaviours.${key}`] = [{ code: 'unknown_job_level', params: { level: key } }];
  const taken = await ex
    .select({ name: c.name })
    .from(c)
    .where(
      and(
        eq(c.companyId, companyId),
        self === null ? undefined : sql`${c.id} <> ${self}`,
        sql`(lower(${c.name}->>'ru') in (${body.name.ru.toLowerCase()}, ${body.name.en.toLowerCase()})
          or lower(${c.name}->>'en') in (${body.name.ru.toLowerCase()}, ${body.name.en.toLowerCase()})
          or ${c.nameKey} in (${nameKey(body.name.ru)}, ${nameKey(body.name.en)}))`,
      ),
    )
    .limit(1);
  const twin = taken.at(0);
  if (twin) {
    const lang = [twin.name.ru, twin.name.en].some((n) => nameKey(n) === nameKey(body.name.ru)) ? 'ru' : 'en';
    errors[`name.${lang}`] = [{ code: 'competency_name_taken', params: { name: twin.name[lang] } }];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const columns = (body: Body) => ({
  jobFamilyId: body.job_family,
  name: body.name,
  nameKey: nameKey(body.name.ru),
  description: body.description,
  behaviours: body.behaviours,
  order: body.order,
  isActive: body.is_active,
});

/** A unique-index race on the name is answered as the check would have. */
async function named<T>(ex: Executor, companyId: number, body: Body, self: number | null, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await check(ex, companyId, body, self);
    throw error;
  }
}

export async function createCompetency(db: Db, companyId: number, body: CompetencyCreate): Promise<CompetencyOut> {
  await check(db, companyId, body, null);
  const [row] = await named(db, companyId, body, null, async () =>
    db
      .insert(c)
      .values({ companyId, ...columns(body) })
      .returning(),
  );
  return dto(row);
}

export async function replaceCompetency(
  db: Db,
  companyId: number,
  id: number,
  body: CompetencyPut,
): Promise<CompetencyOut> {
  await findRow(db, companyId, id);
  await check(db, companyId, body, id);
  const rows = await named(db, companyId, body, id, async () =>
    db
      .update(c)
      .set({ ...columns(body), version: sql`${c.version} + 1`, updatedAt: new Date() })
      .where(and(eq(c.companyId, companyId), eq(c.id, id), eq(c.version, body.version)))
      .returning(),
  );
  const row = rows.at(0);
  if (!row) throw new StaleVersion(await getCompetency(db, companyId, id));
  return dto(row);
}

/** The template versions of the company whose competency sections list it. */
const usedBy = (companyId: number, id: number) =>
  sql`(select count(*) from ${v} where ${v.companyId} = ${companyId}
    and ${v.sections} @> jsonb_build_array(jsonb_build_object('competencyIds', jsonb_build_array(${id}::int))))`;

/** One a template version uses stays: 409 saying to make it inactive. */
export async function deleteCompetency(db: Db, companyId: number, id: number): Promise<void> {
  await findRow(db, companyId, id);
  const [{ n }] = await db.select({ n: usedBy(companyId, id).mapWith(Number) }).from(sql`(select 1) one`);
  if (n > 0) throw new Conflict('competency_in_use', { count: n });
  await db.delete(c).where(and(eq(c.companyId, companyId), eq(c.id, id)));
}
