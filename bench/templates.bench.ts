/**
 * Review templates at scale:
 * - opening a form and saving an answer on templates of 10, 50 and 200 questions: SQL statements per request (must
 *   be the same for every size) and median latency;
 * - launching a period for 10,000 employees on a 50-question template against a raw multi-row INSERT of the same
 *   rows (the forms on the frozen version and their value items). Target: at most twice the raw insert.
 * Run: node --import tsx bench/templates.bench.ts   (DATABASE_URL=... to run on PostgreSQL; BENCH_PEOPLE=... for the
 * launch's size)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { buildApp } from '../server/src/app.ts';
import { systemClock } from '../server/src/clock.ts';
import { openDatabase, rowsOf, type Db } from '../server/src/db/client.ts';
import { launch } from '../server/src/modules/forms/launch.ts';
import type { TemplateSection } from '../contract/templates.ts';
import { DEFAULT_VISIBILITY } from '../contract/templates.ts';
import { syntheticCompany } from './synthetic.ts';
import { benchConfig, freshDatabaseUrl } from './util.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const SIZES = [10, 50, 200];
const RUNS = 30;
const WARMUP = 5;

const target = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: target?.url });
await database.migrate();
const db = database.db;

/** A questions section of `n` ratings on the built-in scale, answered by both sides. */
function sections(n: number): TemplateSection[] {
  return [
    {
      key: 'q',
      kind: 'questions',
      title: { ru: 'Вопросы', en: 'Questions' },
      answeredBy: 'both',
      visibility: DEFAULT_VISIBILITY,
      required: false,
      weight: 100,
      questions: Array.from({ length: n }, (_, i) => ({
        key: `r${i + 1}`,
        type: 'rating' as const,
        text: { ru: `Вопрос ${i + 1}`, en: `Question ${i + 1}` },
        required: false,
      })),
    },
  ];
}

/** A company template of `n` questions with its first version; answers its id and the version's. */
async function makeTemplate(companyId: number, n: number): Promise<{ template: number; version: number }> {
  const [{ template }] = await rowsOf<{ template: number }>(
    db,
    sql`insert into review_templates (company_id, name)
      values (${companyId}, ${JSON.stringify({ ru: `Шаблон ${n}`, en: `Template ${n}` })}::jsonb) returning id as template`,
  );
  const [{ version }] = await rowsOf<{ version: number }>(
    db,
    sql`insert into review_template_versions (company_id, template_id, number, sections)
      values (${companyId}, ${template}, 1, ${JSON.stringify(sections(n))}::jsonb) returning id as version`,
  );
  await db.execute(sql`update review_templates set current_version_id = ${version} where id = ${template}`);
  return { template, version };
}

async function rootDepartment(companyId: number): Promise<number> {
  const [root] = await rowsOf<{ id: number }>(
    db,
    sql`select min(id) as id from departments where company_id = ${companyId}`,
  );
  return root.id;
}

/** The same rows a launch writes, by multi-row INSERTs: the forms on the version and their value items. */
async function rawInsert(dbx: Db, companyId: number, periodId: number, version: number): Promise<number> {
  const people = await rowsOf<{ id: number; manager: number | null }>(
    dbx,
    sql`select id, manager_id as manager from employee_in_positions where company_id = ${companyId}`,
  );
  const valueIds = (await rowsOf<{ id: number }>(dbx, sql`select id from values where company_id = ${companyId}`)).map(
    (v) => v.id,
  );
  const t0 = performance.now();
  await dbx.transaction(async (tx) => {
    const formIds: number[] = [];
    for (let i = 0; i < people.length; i += 5000) {
      const chunk = people.slice(i, i + 5000);
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, template_version_id)
          values ${sql.join(
            chunk.map((p) => sql`(${companyId}, ${periodId}, ${p.id}, ${p.manager}, 'SMPL', ${version})`),
            sql`, `,
          )} returning id`,
      );
      formIds.push(...rows.map((r) => r.id));
    }
    const items = formIds.flatMap((formId) => valueIds.map((valueId) => sql`(${companyId}, ${formId}, ${valueId})`));
    for (let i = 0; i < items.length; i += 10000)
      await tx.execute(
        sql`insert into form_value_items (company_id, form_id, value_id) values ${sql.join(items.slice(i, i + 10000), sql`, `)}`,
      );
  });
  return performance.now() - t0;
}

// The launch on a 50-question template against the raw insert.
const raw = await syntheticCompany(db, PEOPLE, { forms: false });
const rawTemplate = await makeTemplate(raw.companyId, 50);
const rawMs = await rawInsert(db, raw.companyId, raw.periodId, rawTemplate.version);

const viaLaunch = await syntheticCompany(db, PEOPLE, { forms: false });
const launchTemplate = await makeTemplate(viaLaunch.companyId, 50);
await db.execute(
  sql`update assessment_periods set template_id = ${launchTemplate.template} where id = ${viaLaunch.periodId}`,
);
const t0 = performance.now();
const launched = await launch(
  db,
  {
    companyId: viaLaunch.companyId,
    periodId: viaLaunch.periodId,
    employees: [],
    departments: [await rootDepartment(viaLaunch.companyId)],
  },
  systemClock,
);
const launchMs = performance.now() - t0;
const [{ onTemplate }] = await rowsOf<{ onTemplate: number }>(
  db,
  sql`select count(*)::int as "onTemplate" from assessment_forms f join review_template_versions v on v.id = f.template_version_id
    where f.company_id = ${viaLaunch.companyId} and v.template_id = ${launchTemplate.template}`,
);

// Opening a form and saving an answer, a form on each template size (a small company, forms launched on SMPL first).
const small = await syntheticCompany(db, 100, { forms: true });
const app = await buildApp({ db, config: benchConfig, logger: false });
const forms = await rowsOf<{ id: number; email: string }>(
  db,
  sql`select f.id, u.email from assessment_forms f join employee_in_positions e on e.id = f.employee_id
    join users u on u.id = e.user_id where f.company_id = ${small.companyId} and f.stage = 'SELF' order by f.id limit ${SIZES.length}`,
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = `/api/companies/companies/${small.companyId}/performance_review/assessment_forms`;
const rows: string[] = [];
for (const [i, n] of SIZES.entries()) {
  const { version } = await makeTemplate(small.companyId, n);
  const form = forms[i];
  await db.execute(sql`update assessment_forms set template_version_id = ${version} where id = ${form.id}`);
  const [user] = await rowsOf<{ id: number }>(db, sql`select id from users where email = ${form.email}`);
  const token = randomBytes(16).toString('hex');
  await new SessionStore(db, benchConfig).createWithToken(token, user.id);
  const csrf = 'bench-csrf';
  const headers = { cookie: `sessionid=${token}; csrftoken=${csrf}`, 'x-csrftoken': csrf };
  const open: number[] = [];
  const save: number[] = [];
  let openQueries = 0;
  let saveQueries = 0;
  const versions = new Map<string, number>();
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    let before = database.counter.count;
    let t = performance.now();
    const got = await app.inject({ method: 'GET', url: `${base}/${form.id}/`, headers });
    if (got.statusCode !== 200) throw new Error(`open: ${got.statusCode} ${got.body}`);
    if (run >= WARMUP) open.push(performance.now() - t);
    openQueries = database.counter.count - before;
    before = database.counter.count;
    const key = `r${1 + (run % n)}`;
    t = performance.now();
    const saved = await app.inject({
      method: 'PATCH',
      url: `${base}/items/answers/${form.id}/`,
      headers,
      payload: { section_key: 'q', item_key: key, value: 1 + (run % 5), version: versions.get(key) ?? 0 },
    });
    if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
    versions.set(key, saved.json<{ version: number }>().version);
    if (run >= WARMUP) save.push(performance.now() - t);
    saveQueries = database.counter.count - before;
  }
  rows.push(
    `${String(n).padStart(9)} | ${String(openQueries).padStart(12)} | ${median(open).toFixed(1).padStart(12)} | ${String(saveQueries).padStart(12)} | ${median(save).toFixed(1).padStart(12)}`,
  );
}

console.log(`database: ${database.kind}`);
console.log(`questions | open queries | open median ms | save queries | save median ms`);
for (const row of rows) console.log(row);
console.log(`\nemployees: ${PEOPLE}, a 50-question template`);
console.log(`raw multi-row INSERT (forms on the version + value items): ${rawMs.toFixed(0)} ms`);
console.log(
  `launch (rules, freezing, forms + value items + singletons): ${launchMs.toFixed(0)} ms, ${launched.created} forms, ${onTemplate} on the template`,
);
console.log(`ratio launch / raw: ${(launchMs / rawMs).toFixed(2)} (target <= 2)`);
await app.close();
await database.close();
await target?.drop();
