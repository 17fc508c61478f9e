/**
 * How long a form summary takes through the API, p50 and p90 over the 20+ realistic forms of the assistant's
 * test fixture: with the offline engine, and through a local OpenAI-compatible server that answers at once by
 * copying a sentence of each text (so the figure is our own cost: prompt, HTTP, parsing and the grounding
 * checks, not a model's thinking time).
 *   node --import tsx bench/ai-summary.bench.ts
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/client.ts';
import * as s from '../server/src/db/schema/index.ts';
import { seedDemo } from '../server/src/db/seed.ts';
import type { SummaryOut } from '../server/src/modules/ai/ai.schemas.ts';
import type { LaunchOut } from '../server/src/modules/forms/forms.schemas.ts';
import { FIXTURE_FORMS, type FixtureForm } from '../tests/server/ai-fixtures/forms.ts';
import { startFakeChatServer, type ChatRequest, type FakeReply } from '../tests/server/fake-chat-server.ts';
import { Client, signIn, testConfig } from '../tests/server/helpers.ts';

const FORMS = '/api/companies/companies/1/performance_review/assessment_forms/';
const SUMMARY = '/api/companies/companies/1/performance_review/ai/get_participant_form_summary/';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Writes a fixture's texts onto a launched form (values by position) and completes it. */
async function fill(db: Db, formId: number, fixture: FixtureForm): Promise<void> {
  const values = await db.select().from(s.formValueItems).where(eq(s.formValueItems.formId, formId));
  for (const [i, item] of values.entries()) {
    const v = fixture.values[i % fixture.values.length];
    await db
      .update(s.formValueItems)
      .set({
        selfGrade: v.self_grade,
        selfComment: v.self_comment,
        managerGrade: v.manager_grade,
        managerComment: v.manager_comment,
      })
      .where(eq(s.formValueItems.id, item.id));
  }
  for (const text of fixture.results) await db.insert(s.formResults).values({ companyId: 1, formId, text });
  const hipo = await db.select().from(s.formHipoItems).where(eq(s.formHipoItems.formId, formId));
  for (const [i, item] of hipo.entries()) {
    const h = fixture.hipo.at(i);
    if (h) await db.update(s.formHipoItems).set({ comment: h.comment }).where(eq(s.formHipoItems.id, item.id));
  }
  const mf = fixture.manager_feedback;
  await db
    .update(s.formManagerFeedbacks)
    .set({ strengths: mf.strengths, growthAreas: mf.growth_areas, recommendation: mf.recommendation })
    .where(eq(s.formManagerFeedbacks.formId, formId));
  await db
    .update(s.formManagerGrades)
    .set({ finalComment: fixture.final_comment })
    .where(eq(s.formManagerGrades.formId, formId));
  await db.update(s.assessmentForms).set({ stage: 'COMPLETE' }).where(eq(s.assessmentForms.id, formId));
}

const promptData = z.object({
  items: z.array(
    z.object({
      kind: z.string(),
      id: z.number(),
      texts: z.array(z.object({ field: z.string(), text: z.string() })),
    }),
  ),
});

/** A model that answers at once, quoting the first sentence of each text of the data it was given. */
function copyingModel(request: ChatRequest): FakeReply {
  const user = request.body.messages.at(-1)?.content ?? '';
  const data = user.slice(user.indexOf('{'), user.lastIndexOf('}') + 1);
  const { items } = promptData.parse(JSON.parse(data));
  const bullets = items.flatMap((item) =>
    item.texts.slice(0, 1).map((t) => {
      const quote = t.text.split(/(?<=[.!?])\s/u)[0] ?? t.text;
      return { section: 'strength', text: quote, sources: [{ kind: item.kind, id: item.id, field: t.field, quote }] };
    }),
  );
  return { json: { bullets } };
}

async function measure(admin: Client, formIds: number[]): Promise<number[]> {
  for (const id of formIds.slice(0, 3)) await admin.post(SUMMARY, { form_id: id });
  const times: number[] = [];
  for (const id of formIds) {
    const started = performance.now();
    const res = await admin.post(SUMMARY, { form_id: id });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`summary ${res.statusCode} ${res.body}`);
    const body = res.json<SummaryOut>();
    if (body.summary.length === 0) throw new Error(`form ${id}: an empty summary`);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function run(label: string, ai: { baseUrl: string; model: string }): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const config = testConfig({ ai: { ...ai, apiKey: '', timeoutMs: 30_000, ratePerMinute: 10_000 } });
  const app = await buildApp({ db: database.db, config: { ...config, checkResponses: false }, logger: false });
  await app.ready();
  const admin = await signIn(app, 'admin');
  // One active period a company: the demo's goes back to draft while this one is measured.
  await database.db
    .update(s.assessmentPeriods)
    .set({ status: 'draft' })
    .where(eq(s.assessmentPeriods.status, 'active'));
  const [period] = await database.db
    .insert(s.assessmentPeriods)
    .values({
      companyId: 1,
      name: 'Замер сводок',
      startDate: '2031-01-01',
      selfDeadline: '2031-02-01',
      managerDeadline: '2031-03-01',
      feedbackDeadline: '2031-04-01',
      endDate: '2031-05-01',
      status: 'active',
      formType: 'STND',
    })
    .returning();
  const launched = await admin.post(FORMS, { period: period.id, all_employees: true });
  const formIds = launched.json<LaunchOut>().form_ids.slice(0, FIXTURE_FORMS.length);
  for (const [i, id] of formIds.entries()) await fill(database.db, id, FIXTURE_FORMS[i]);
  const times = await measure(admin, formIds);
  const f = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(`${label.padEnd(34)} forms ${times.length}  p50 ${f(pct(times, 0.5))} ms  p90 ${f(pct(times, 0.9))} ms`);
  await app.close();
  await database.close();
}

await run('offline engine', { baseUrl: '', model: '' });
const fake = await startFakeChatServer({ model: 'local-copying-model' });
fake.reply(copyingModel);
await run('local chat-completions server', { baseUrl: fake.url, model: 'local-copying-model' });
await fake.close();
