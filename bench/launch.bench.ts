/**
 * Launching a period for 10,000 employees against a raw multi-row INSERT of the same rows
 * (the forms and their value items). Target: the launch takes at most twice the raw insert.
 * Run: node --import tsx bench/launch.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { and, eq, sql } from 'drizzle-orm';
import { systemClock } from '../server/src/clock.ts';
import { openDatabase, rowsOf } from '../server/src/db/client.ts';
import { assessmentForms, employeeInPositions, formValueItems, values } from '../server/src/db/schema/index.ts';
import { launch } from '../server/src/modules/forms/launch.ts';
import { syntheticCompany } from './synthetic.ts';
import { freshDatabaseUrl } from './util.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const target = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: target?.url });
await database.migrate();
const db = database.db;

async function rawInsert(companyId: number, periodId: number): Promise<number> {
  const people = await db
    .select({ id: employeeInPositions.id, manager: employeeInPositions.managerId })
    .from(employeeInPositions)
    .where(eq(employeeInPositions.companyId, companyId));
  const valueIds = (await db.select({ id: values.id }).from(values).where(eq(values.companyId, companyId))).map(
    (v) => v.id,
  );
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    const formIds: number[] = [];
    for (let i = 0; i < people.length; i += 5000) {
      const chunk = people.slice(i, i + 5000);
      const rows = await tx
        .insert(assessmentForms)
        .values(
          chunk.map((p) => ({ companyId, periodId, employeeId: p.id, reviewerId: p.manager, type: 'SMPL' as const })),
        )
        .returning({ id: assessmentForms.id });
      formIds.push(...rows.map((r) => r.id));
    }
    const items = formIds.flatMap((formId) => valueIds.map((valueId) => ({ companyId, formId, valueId })));
    for (let i = 0; i < items.length; i += 10000) await tx.insert(formValueItems).values(items.slice(i, i + 10000));
  });
  return performance.now() - t0;
}

const raw = await syntheticCompany(db, PEOPLE, { forms: false });
const rawMs = await rawInsert(raw.companyId, raw.periodId);

const viaLaunch = await syntheticCompany(db, PEOPLE, { forms: false });
const [root] = await rowsOf<{ id: number }>(
  db,
  sql`select min(id) as id from departments where company_id = ${viaLaunch.companyId}`,
);
const t0 = performance.now();
const result = await launch(
  db,
  {
    companyId: viaLaunch.companyId,
    periodId: viaLaunch.periodId,
    employees: [],
    departments: [root.id],
  },
  systemClock,
);
const launchMs = performance.now() - t0;
const [{ n }] = await db
  .select({ n: sql<number>`count(*)`.mapWith(Number) })
  .from(assessmentForms)
  .where(and(eq(assessmentForms.companyId, viaLaunch.companyId)));

const t1 = performance.now();
const again = await launch(
  db,
  {
    companyId: viaLaunch.companyId,
    periodId: viaLaunch.periodId,
    employees: [],
    departments: [root.id],
  },
  systemClock,
);
const againMs = performance.now() - t1;

console.log(`database: ${database.kind}, employees: ${PEOPLE}`);
console.log(`raw multi-row INSERT (forms + value items): ${rawMs.toFixed(0)} ms`);
console.log(
  `launch (forms + value items + singletons):  ${launchMs.toFixed(0)} ms, ${result.created} forms created, ${n} in the database`,
);
console.log(`ratio launch / raw: ${(launchMs / rawMs).toFixed(2)} (target <= 2)`);
console.log(`launching again (all skipped): ${againMs.toFixed(0)} ms, ${again.skipped.length} reported`);
await database.close();
await target?.drop();
