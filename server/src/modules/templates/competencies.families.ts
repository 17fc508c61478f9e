import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { parsedRow } from '../../db/sql.ts';
import { competencies, employeeInPositions, jobFamilies } from '../../db/schema/index.ts';
import { Conflict, NotFound, StaleVersion } from '../../http/errors.ts';
import { likePattern, totalOf } from '../../http/pagination.ts';
import type { FamilyCreate, FamilyListQuery, FamilyOut, FamilyPut } from './competencies.schemas.ts';

/**
 * Job families and their ordered levels. Positions and competencies point to a family and its level keys, so a
 * family in use stays (409), and so does a level a position or a competency's behaviours name.
 */
const f = jobFamilies;
const e = employeeInPositions;
const c = competencies;
type Row = typeof f.$inferSelect;

/** The family row a correlated count refers to (drizzle leaves the columns of a one-table select unqualified). */
const familyId = sql.raw('"job_families"."id"');
const positionsCount = sql<number>`(select count(*) from ${e} where ${e.jobFamilyId} = ${familyId})`
  .mapWith(Number)
  .as('positions_count');
const competenciesCount = sql<number>`(select count(*) from ${c} where ${c.jobFamilyId} = ${familyId})`
  .mapWith(Number)
  .as('competencies_count');

type Selected = { row: Row; positions: number; competencies: number };

function dto({ row, positions, competencies: used }: Selected): FamilyOut {
  return {
    id: row.id,
    name: row.name,
    levels: row.levels,
    positions_count: positions,
    competencies_count: used,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const selectFamilies = (ex: Executor) =>
  ex
    .select({
      row: f,
      positions: positionsCount,
      competencies: competenciesCount,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(f);

export async function listFamilies(
  db: Db,
  companyId: number,
  query: FamilyListQuery,
): Promise<{ rows: FamilyOut[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(f.companyId, companyId),
    pattern ? sql`(${f.name}->>'ru' ilike ${pattern} or ${f.name}->>'en' ilike ${pattern})` : undefined,
  );
  const rows = await selectFamilies(db)
    .where(where)
    .orderBy(sql`${f.name}->>'ru'`, asc(f.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(f, where));
  return { rows: rows.map(dto), total };
}

async function findFamily(ex: Executor, companyId: number, id: number): Promise<Selected> {
  const row = (
    await selectFamilies(ex)
      .where(and(eq(f.companyId, companyId), eq(f.id, id)))
      .limit(1)
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getFamily(db: Db, companyId: number, id: number): Promise<FamilyOut> {
  return dto(await findFamily(db, companyId, id));
}

export async function createFamily(db: Db, companyId: number, body: FamilyCreate): Promise<FamilyOut> {
  const [row] = await db.insert(f).values({ companyId, name: body.name, levels: body.levels }).returning();
  return dto({ row, positions: 0, competencies: 0 });
}

/** The first removed level key that a position of the family or a behaviour of its competencies still names. */
async function removedLevelInUse(ex: Executor, companyId: number, id: number, removed: string[]) {
  if (!removed.length) return undefined;
  const keys = sql`array[${sql.join(
    removed.map((k) => sql`${k}::text`),
    sql`, `,
  )}]`;
  const r = await parsedRow(
    ex,
    z.object({ level: z.string().nullable() }),
    sql`select coalesce(
      (select ${e.jobLevel} from ${e} where ${e.companyId} = ${companyId} and ${e.jobFamilyId} = ${id}
        and ${e.jobLevel} = any(${keys}) limit 1),
      (select k from ${c}, unnest(${keys}) k where ${c.companyId} = ${companyId} and ${c.jobFamilyId} = ${id}
        and jsonb_exists(${c.behaviours}, k) limit 1)) as level`,
  );
  return r.level ?? undefined;
}

/** PUT at the version read; a level in use cannot be removed (409 naming it). */
export async function replaceFamily(db: Db, companyId: number, id: number, body: FamilyPut): Promise<FamilyOut> {
  return db.transaction(async (tx) => {
    const current = await findFamily(tx, companyId, id);
    const kept = new Set(body.levels.map((l) => l.key));
    const removed = current.row.levels.map((l) => l.key).filter((k) => !kept.has(k));
    const level = await removedLevelInUse(tx, companyId, id, removed);
    if (level !== undefined) throw new Conflict('job_level_in_use', { level });
    const rows = await tx
      .update(f)
      .set({ name: body.name, levels: body.levels, version: sql`${f.version} + 1`, updatedAt: new Date() })
      .where(and(eq(f.companyId, companyId), eq(f.id, id), eq(f.version, body.version)))
      .returning();
    const row = rows.at(0);
    if (!row) throw new StaleVersion(dto(current));
    return dto({ ...current, row });
  });
}

/** A family positions or competencies point to stays (409 with both counts); the foreign key guards the race. */
export async function deleteFamily(db: Db, companyId: number, id: number): Promise<void> {
  const current = await findFamily(db, companyId, id);
  if (current.positions > 0 || current.competencies > 0)
    throw new Conflict('job_family_in_use', { positions: current.positions, competencies: current.competencies });
  await db.delete(f).where(and(eq(f.companyId, companyId), eq(f.id, id)));
}

/** The family's level keys, or null when it is not the company's. */
export async function familyLevels(ex: Executor, companyId: number, id: number): Promise<string[] | null> {
  const row = (
    await ex
      .select({ levels: f.levels })
      .from(f)
      .where(and(eq(f.companyId, companyId), eq(f.id, id)))
      .limit(1)
  ).at(0);
  return row ? row.levels.map((l) => l.key) : null;
}
