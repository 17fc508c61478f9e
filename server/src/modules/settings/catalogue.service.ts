import { and, asc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../../../contract/errors/index.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isNameSkeletonConflict, nameClashError, skeletonToStore } from '../../db/name-clash.ts';
import { formHipoItems, formValueItems, hipoSkills, values } from '../../db/schema/index.ts';
import { Conflict, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern, orderingOf, totalOf } from '../../http/pagination.ts';
import type {
  CatalogueCreate,
  CatalogueListQuery,
  CatalogueOut,
  CataloguePatch,
  CatalogueReorder,
} from './catalogue.schemas.ts';

/**
 * One catalogue: its table, the form items that grade its entries (an entry graded in a form cannot go, it
 * is made inactive instead) and the code that says so.
 */
export type Catalogue = { inUse: ErrorCode; nameTaken: ErrorCode } & (
  | { table: typeof values; items: typeof formValueItems; itemRef: typeof formValueItems.valueId }
  | { table: typeof hipoSkills; items: typeof formHipoItems; itemRef: typeof formHipoItems.hipoSkillId }
);

export const VALUES: Catalogue = {
  table: values,
  items: formValueItems,
  itemRef: formValueItems.valueId,
  inUse: 'value_in_use',
  nameTaken: 'value_name_taken',
};
export const HIPO_SKILLS: Catalogue = {
  table: hipoSkills,
  items: formHipoItems,
  itemRef: formHipoItems.hipoSkillId,
  inUse: 'hipo_skill_in_use',
  nameTaken: 'hipo_skill_name_taken',
};

type Row = (typeof values | typeof hipoSkills)['$inferSelect'];

function dto(r: Row, formsCount: number): CatalogueOut {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    order: r.order,
    is_active: r.isActive,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    forms_count: formsCount,
  };
}

/**
 * How many form items grade each entry, in one grouped statement over the company's items (their
 * company-form index), rather than a count per entry.
 */
async function formsCounts(ex: Executor, c: Catalogue, companyId: number, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ id: c.itemRef, n: sql<number>`count(*)`.mapWith(Number) })
    .from(c.items)
    .where(and(eq(c.items.companyId, companyId), inArray(c.itemRef, ids)))
    .groupBy(c.itemRef);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function dtos(ex: Executor, c: Catalogue, companyId: number, rows: Row[]): Promise<CatalogueOut[]> {
  const counts = await formsCounts(
    ex,
    c,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => dto(r, counts.get(r.id) ?? 0));
}

/**
 * Entries of a catalogue are told apart by name: a second "Ответственность" is a 400 in any letter case, with
 * invisible characters or other spaces, and so is one that only looks the same (a Latin "o" in it); the
 * answer names the entry that is there. The unique index on the skeleton settles two requests at once.
 */
async function assertNameFree(ex: Executor, c: Catalogue, companyId: number, name: string, self: number | null) {
  const error = await nameClashError(ex, { table: c.table, taken: c.nameTaken }, companyId, name, self);
  if (error) throw new ValidationError({ name: [error] });
}

/** A write that lost the race for a name to another request is answered as the check would have. */
async function namedWrite<T>(
  ex: Executor,
  c: Catalogue,
  companyId: number,
  name: string | undefined,
  self: number | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isNameSkeletonConflict(error)) await assertNameFree(ex, c, companyId, name, self);
    throw error;
  }
}

export async function listCatalogue(
  db: Db,
  c: Catalogue,
  companyId: number,
  query: CatalogueListQuery,
): Promise<{ rows: CatalogueOut[]; total: number }> {
  const t = c.table;
  const where = and(
    eq(t.companyId, companyId),
    query.is_active === undefined ? undefined : eq(t.isActive, query.is_active),
    query.ids ? inArray(t.id, query.ids) : undefined,
    query.search
      ? or(ilike(t.name, likePattern(query.search)), ilike(t.description, likePattern(query.search)))
      : undefined,
  );
  const orderBy = orderingOf(
    query.ordering,
    { name: t.name, order: t.order, created_at: t.createdAt, updated_at: t.updatedAt, is_active: t.isActive, id: t.id },
    [asc(t.order), asc(t.id)],
  );
  const rows = await db
    .select({ row: t, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = await totalOf(rows, query.page, async () => db.$count(t, where));
  return {
    rows: await dtos(
      db,
      c,
      companyId,
      rows.map((r) => r.row),
    ),
    total,
  };
}

async function findRow(ex: Executor, { table: t }: Catalogue, companyId: number, id: number): Promise<Row> {
  const rows = await ex
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  const row = rows.at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getCatalogueEntry(db: Db, c: Catalogue, companyId: number, id: number): Promise<CatalogueOut> {
  const [entry] = await dtos(db, c, companyId, [await findRow(db, c, companyId, id)]);
  return entry;
}

/** A new entry goes last unless the body places it. */
export async function createCatalogueEntry(
  db: Db,
  c: Catalogue,
  companyId: number,
  body: CatalogueCreate,
): Promise<CatalogueOut> {
  const t = c.table;
  await assertNameFree(db, c, companyId, body.name, null);
  const order =
    body.order ?? sql<number>`(select coalesce(max(${t.order}), 0) + 1 from ${t} where ${t.companyId} = ${companyId})`;
  const nameSkeleton = skeletonToStore(body.name, null);
  const [row] = await namedWrite(db, c, companyId, body.name, null, async () =>
    db
      .insert(t)
      .values({
        companyId,
        name: body.name,
        nameSkeleton,
        description: body.description,
        order,
        isActive: body.is_active,
      })
      .returning(),
  );
  return dto(row, 0);
}

/** PUT and PATCH: the fields given, at the version the caller read; a stale one is a 409 with the current entry. */
export async function updateCatalogueEntry(
  db: Db,
  c: Catalogue,
  companyId: number,
  id: number,
  body: CataloguePatch,
): Promise<CatalogueOut> {
  const t = c.table;
  const nameSkeleton = skeletonToStore(body.name, await findRow(db, c, companyId, id));
  if (body.name !== undefined && nameSkeleton !== undefined) await assertNameFree(db, c, companyId, body.name, id);
  const rows = await namedWrite(db, c, companyId, body.name, id, async () =>
    db
      .update(t)
      .set({
        name: body.name,
        nameSkeleton,
        description: body.description,
        order: body.order,
        isActive: body.is_active,
        version: sql`${t.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(t.companyId, companyId), eq(t.id, id), eq(t.version, body.version)))
      .returning(),
  );
  const row = rows.at(0);
  if (row) return (await dtos(db, c, companyId, [row]))[0];
  throw new StaleVersion(await getCatalogueEntry(db, c, companyId, id));
}

/** Sets `order` to each id's place in the list, in one statement; every id must be the company's. */
export async function reorderCatalogue(
  db: Db,
  { table: t }: Catalogue,
  companyId: number,
  body: CatalogueReorder,
): Promise<void> {
  if (new Set(body.ids).size !== body.ids.length) throw ValidationError.field('ids', 'duplicate_ids');
  const ids = sql.join(
    body.ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(t)
      .set({
        order: sql`array_position(array[${ids}], ${t.id})`,
        version: sql`${t.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(t.companyId, companyId), inArray(t.id, body.ids)))
      .returning({ id: t.id });
    if (updated.length !== body.ids.length) throw ValidationError.field('ids', 'unknown_ids');
  });
}

/**
 * An entry graded in a form stays (409 saying to make it inactive); the foreign key guards the race. The
 * entries after it move up one place, so the order shown has no gap.
 */
export async function deleteCatalogueEntry(db: Db, c: Catalogue, companyId: number, id: number): Promise<void> {
  const t = c.table;
  const row = await findRow(db, c, companyId, id);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(c.items)
    .where(and(eq(c.items.companyId, companyId), eq(c.itemRef, id)));
  if (n > 0) throw new Conflict(c.inUse, {}, { forms: n });
  await db.transaction(async (tx) => {
    await tx.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
    await tx
      .update(t)
      .set({ order: sql`${t.order} - 1`, version: sql`${t.version} + 1`, updatedAt: new Date() })
      .where(and(eq(t.companyId, companyId), gt(t.order, row.order)));
  });
}
