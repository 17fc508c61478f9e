import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { ratingScales, reviewTemplateVersions } from '../../db/schema/index.ts';
import { Conflict, NotFound, StaleVersion } from '../../http/errors.ts';
import { likePattern, totalOf } from '../../http/pagination.ts';
import type { ScaleCreate, ScaleListQuery, ScaleOut, ScalePut } from './scales.schemas.ts';

/**
 * Rating scales of a company. Every member reads them (a form shows the labels), admins write them (the routes
 * say so). The built-in scale (the spec's 0-5) is read-only, and a scale a template version uses stays.
 */
const s = ratingScales;
const v = reviewTemplateVersions;
type Row = typeof s.$inferSelect;

/** The template versions of the company whose sections, or whose sections' questions, name the scale. */
function usesScale(scaleId: SQL | number): SQL<boolean> {
  const id = sql`${scaleId}::int`;
  return sql<boolean>`(${v.sections} @> jsonb_build_array(jsonb_build_object('scaleId', ${id}))
    or ${v.sections} @> jsonb_build_array(jsonb_build_object('questions', jsonb_build_array(jsonb_build_object('scaleId', ${id})))))`;
}

/** The scale row a correlated count refers to (drizzle leaves the columns of a one-table select unqualified). */
const outer = (column: string) => sql.raw(`"rating_scales"."${column}"`);
const templatesCount =
  sql<number>`(select count(*) from ${v} where ${v.companyId} = ${outer('company_id')} and ${usesScale(outer('id'))})`
    .mapWith(Number)
    .as('templates_count');

function dto(r: Row, count: number): ScaleOut {
  return {
    id: r.id,
    name: r.name,
    points: r.points,
    allow_not_applicable: r.allowNotApplicable,
    built_in: r.builtIn,
    templates_count: count,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function selectScales(ex: Executor) {
  return ex.select({ row: s, count: templatesCount, total: sql<number>`count(*) over()`.mapWith(Number) }).from(s);
}

/** The built-in scale first, then the company's own by creation; `search` matches either language's name. */
export async function listScales(
  db: Db,
  companyId: number,
  query: ScaleListQuery,
): Promise<{ rows: ScaleOut[]; total: number }> {
  const where = and(
    eq(s.companyId, companyId),
    query.search
      ? sql`(${s.name}->>'ru' ilike ${likePattern(query.search)} or ${s.name}->>'en' ilike ${likePattern(query.search)})`
      : undefined,
  );
  const rows = await selectScales(db)
    .where(where)
    .orderBy(desc(s.builtIn), asc(s.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(s, where));
  return { rows: rows.map((r) => dto(r.row, r.count)), total };
}

async function findScale(ex: Executor, companyId: number, id: number) {
  const row = (
    await selectScales(ex)
      .where(and(eq(s.companyId, companyId), eq(s.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getScale(db: Db, companyId: number, id: number): Promise<ScaleOut> {
  const r = await findScale(db, companyId, id);
  return dto(r.row, r.count);
}

export async function createScale(db: Db, companyId: number, body: ScaleCreate): Promise<ScaleOut> {
  const [row] = await db
    .insert(s)
    .values({ companyId, name: body.name, points: body.points, allowNotApplicable: body.allow_not_applicable })
    .returning();
  return dto(row, 0);
}

/** PUT at the version the caller read: a stale one is a 409 with the current scale, the built-in one a 409. */
export async function replaceScale(db: Db, companyId: number, id: number, body: ScalePut): Promise<ScaleOut> {
  const current = await findScale(db, companyId, id);
  if (current.row.builtIn) throw new Conflict('scale_built_in');
  const rows = await db
    .update(s)
    .set({
      name: body.name,
      points: body.points,
      allowNotApplicable: body.allow_not_applicable,
      version: sql`${s.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(s.companyId, companyId), eq(s.id, id), eq(s.version, body.version), eq(s.builtIn, false)))
    .returning();
  const row = rows.at(0);
  if (!row) throw new StaleVersion(await getScale(db, companyId, id));
  return dto(row, current.count);
}

/**
 * A scale a template version uses stays (409 with how many); the built-in one always stays. The delete itself
 * re-checks the use, so a template saved between the check and the delete keeps its scale.
 */
export async function deleteScale(db: Db, companyId: number, id: number): Promise<void> {
  const current = await findScale(db, companyId, id);
  if (current.row.builtIn) throw new Conflict('scale_built_in');
  if (current.count > 0) throw new Conflict('scale_in_use', { count: current.count });
  const deleted = await db
    .delete(s)
    .where(
      and(
        eq(s.companyId, companyId),
        eq(s.id, id),
        eq(s.builtIn, false),
        sql`not exists (select 1 from ${v} where ${v.companyId} = ${companyId} and ${usesScale(id)})`,
      ),
    )
    .returning({ id: s.id });
  if (!deleted.length) throw new Conflict('scale_in_use', { count: 1 });
}
