import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './types.ts';
import { assessmentPeriods, departments, hipoSkills, values } from './schema/index.ts';
import { nameSkeleton } from '../names.ts';

type Named = typeof values | typeof hipoSkills | typeof assessmentPeriods | typeof departments;
type Row = { id: number; companyId: number; scope: number | null; name: string; skeleton: string | null };

/** The tables whose names are unique, and the scope a name is unique in beside the company. */
const TABLES: { table: Named; scope: typeof departments.parentId | null }[] = [
  { table: values, scope: null },
  { table: hipoSkills, scope: null },
  { table: assessmentPeriods, scope: null },
  { table: departments, scope: departments.parentId },
];

/**
 * Which rows get their skeleton: every row without one, in the order they were made, unless an earlier row of
 * its company and scope already holds the same skeleton. That row keeps none (the unique index lets nulls
 * be), so two look-alikes already stored do not stop the start; the first is protected, and the other is
 * checked once its name is changed.
 */
export function skeletonsToFill(rows: readonly Row[]): { id: number; s: string }[] {
  const held = new Set(
    rows.filter((r) => r.skeleton !== null).map((r) => `${String(r.companyId)}/${String(r.scope)}/${r.skeleton}`),
  );
  const fill: { id: number; s: string }[] = [];
  for (const r of [...rows].filter((row) => row.skeleton === null).sort((a, b) => a.id - b.id)) {
    const s = nameSkeleton(r.name);
    const key = `${String(r.companyId)}/${String(r.scope)}/${s}`;
    if (held.has(key)) continue;
    held.add(key);
    fill.push({ id: r.id, s });
  }
  return fill;
}

/**
 * Fills the name skeletons that migration 0014_name_skeletons added: SQL cannot compute them, so this runs
 * after the migrations at every start, and finds nothing to do once each row has one (new rows are written
 * with theirs). Reads the companies that have a row without one, and writes in one statement per table.
 */
export async function fillNameSkeletons(db: Db): Promise<number> {
  let filled = 0;
  for (const { table: t, scope } of TABLES) {
    const pending = db.selectDistinct({ id: t.companyId }).from(t).where(isNull(t.nameSkeleton));
    const rows: Row[] = await db
      .select({
        id: t.id,
        companyId: t.companyId,
        scope: scope ?? sql<null>`null`,
        name: t.name,
        skeleton: t.nameSkeleton,
      })
      .from(t)
      .where(inArray(t.companyId, pending));
    const fill = skeletonsToFill(rows);
    if (!fill.length) continue;
    await db
      .update(t)
      .set({ nameSkeleton: sql`v.s` })
      .from(sql`jsonb_to_recordset(${JSON.stringify(fill)}::jsonb) as v(id int, s text)`)
      .where(eq(t.id, sql`v.id`));
    filled += fill.length;
  }
  return filled;
}
