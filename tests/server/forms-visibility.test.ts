import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { STAGES, type Stage } from '../../server/src/db/schema/enums.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { FORMS, ITEMS, eipOf, freshForm, setStage } from './forms-fixtures.ts';

const ctx = useApp();
type Who = 'employee' | 'reviewer' | 'admin' | 'ceo';
let c: Record<Who, Client>;
let formId: number;
let periodId: number;
let employeeEip: number;

type Item = Record<string, unknown> & { id: number; version: number };
type Progress = { self: { done: number | null; total: number }; manager: { done: number | null; total: number } };
type Detail = {
  values: Item[];
  agreements: Item[];
  hipo: Item[];
  results: Item[];
  manager_grades: Item | null;
  manager_feedback: Item | null;
  participant_feedback: Item | null;
  progress: Progress;
};
type ListRow = { id: number; progress: Progress };

beforeAll(async () => {
  c = {
    employee: await signIn(ctx.app, 'employee'),
    reviewer: await signIn(ctx.app, 'manager'),
    admin: await signIn(ctx.app, 'admin'),
    // The head of the company: oversees the employee through the manager chain, reviews nothing.
    ceo: await signInAs(ctx, 'ceo@demo.example'),
  };
  formId = await freshForm(ctx, c.admin, 'STND');
  const db = ctx.database.db;
  const [form] = await db.select().from(s.assessmentForms).where(eq(s.assessmentForms.id, formId));
  periodId = form.periodId;
  employeeEip = await eipOf(ctx, DEMO_LOGINS.employee);
  // Two agreements graded on the form, so that every item kind is present.
  const made = await db
    .insert(s.agreements)
    .values([1, 2].map((n) => ({ companyId: 1, employeeId: employeeEip, periodId, title: `Договорённость ${n}` })))
    .returning();
  await db.insert(s.formAgreementItems).values(made.map((a) => ({ companyId: 1, formId, agreementId: a.id })));
});

const detail = async (who: Who) => {
  const res = await c[who].get(`${FORMS}${formId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Detail>(res);
};
const listRow = async (who: Who) => {
  const res = await c[who].get(`${FORMS}?period=${periodId}&employee=${employeeEip}`);
  expect(res.statusCode, res.body).toBe(200);
  const row = json<{ results: ListRow[] }>(res).results.find((r) => r.id === formId);
  if (!row) throw new Error(`form ${formId} is not in the list of the ${who}`);
  return row;
};
const byId = (items: Item[], id: number) => {
  const found = items.find((i) => i.id === id);
  if (!found) throw new Error(`item ${id} is not on the form`);
  return found;
};

/** Rows straight from the database, to learn ids and versions whatever the caller may see. */
const raw = async () => {
  const db = ctx.database.db;
  const [value] = await db
    .select()
    .from(s.formValueItems)
    .where(eq(s.formValueItems.formId, formId))
    .orderBy(s.formValueItems.id)
    .limit(1);
  const [agreement] = await db
    .select()
    .from(s.formAgreementItems)
    .where(eq(s.formAgreementItems.formId, formId))
    .orderBy(s.formAgreementItems.id)
    .limit(1);
  const [hipo] = await db
    .select()
    .from(s.formHipoItems)
    .where(eq(s.formHipoItems.formId, formId))
    .orderBy(s.formHipoItems.id)
    .limit(1);
  const [grades] = await db.select().from(s.formManagerGrades).where(eq(s.formManagerGrades.formId, formId));
  const [feedback] = await db.select().from(s.formManagerFeedbacks).where(eq(s.formManagerFeedbacks.formId, formId));
  const [participant] = await db
    .select()
    .from(s.formParticipantFeedbacks)
    .where(eq(s.formParticipantFeedbacks.formId, formId));
  return { value, agreement, hipo, grades, feedback, participant };
};

/** Grades of both sides on every value and agreement item: what the other side must not see too early. */
async function fillGrades(): Promise<void> {
  const db = ctx.database.db;
  await db
    .update(s.formValueItems)
    .set({ selfGrade: 4, selfComment: 'Черновик', managerGrade: 2, managerComment: 'Скрыто' })
    .where(eq(s.formValueItems.formId, formId));
  await db
    .update(s.formAgreementItems)
    .set({ selfGrade: 4, selfComment: 'Черновик', managerGrade: 2, managerComment: 'Скрыто' })
    .where(eq(s.formAgreementItems.formId, formId));
}

type Raw = Awaited<ReturnType<typeof raw>>;

type Write = {
  name: string;
  who: Who;
  stage: Stage;
  /** Sends the write at the given version (the item's current one when omitted). */
  send: (version?: number) => Promise<LightMyRequestResponse>;
  /** The item as the same caller's form page shows it. */
  expected: (d: Detail, r: Raw) => unknown;
  /** The item as the form page shows it, for the 409 `current`. */
  current?: (d: Detail, r: Raw) => unknown;
};

const writes: Write[] = [
  {
    name: 'self grade on a value',
    who: 'employee',
    stage: 'SELF',
    send: async (v) => {
      const { value } = await raw();
      return c.employee.patch(`${ITEMS}values/${value.id}/`, {
        self_grade: 5,
        self_comment: 'Обновлено',
        version: v ?? value.version,
      });
    },
    expected: (d, r) => byId(d.values, r.value.id),
  },
  {
    name: 'self grade on an agreement',
    who: 'employee',
    stage: 'SELF',
    send: async (v) => {
      const { agreement } = await raw();
      return c.employee.patch(`${ITEMS}agreements/${agreement.id}/`, {
        self_grade: 3,
        version: v ?? agreement.version,
      });
    },
    expected: (d, r) => byId(d.agreements, r.agreement.id),
  },
  {
    name: 'manager grade on an agreement',
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { agreement } = await raw();
      return c.reviewer.patch(`${ITEMS}agreements/${agreement.id}/`, {
        manager_grade: 1,
        version: v ?? agreement.version,
      });
    },
    expected: (d, r) => byId(d.agreements, r.agreement.id),
  },
  {
    name: 'hipo decision',
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { hipo } = await raw();
      return c.reviewer.patch(`${ITEMS}hipo/${hipo.id}/`, {
        decision: 'IS_HIPO',
        comment: 'Да',
        version: v ?? hipo.version,
      });
    },
    expected: (d, r) => byId(d.hipo, r.hipo.id),
  },
  {
    name: 'overall grade',
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { grades } = await raw();
      return c.reviewer.patch(`${ITEMS}manager_grades_update/${grades.id}/`, {
        overall_grade: 4,
        final_comment: 'Итог',
        version: v ?? grades.version,
      });
    },
    expected: (d) => ({ ...d.manager_grades, values: [] }),
    current: (d) => d.manager_grades,
  },
  {
    name: 'manager grade on a value',
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { value, grades } = await raw();
      return c.reviewer.patch(`${ITEMS}manager_grades_update/${grades.id}/`, {
        values: [{ id: value.id, manager_grade: 3, manager_comment: 'Хорошо', version: v ?? value.version }],
      });
    },
    expected: (d, r) => ({ ...d.manager_grades, values: [byId(d.values, r.value.id)] }),
    current: (d, r) => byId(d.values, r.value.id),
  },
  {
    name: 'manager feedback',
    who: 'reviewer',
    stage: 'FEEDBACK',
    send: async (v) => {
      const { feedback } = await raw();
      return c.reviewer.patch(`${ITEMS}manager_feedbacks/${feedback.id}/`, {
        strengths: 'Сильные',
        version: v ?? feedback.version,
      });
    },
    expected: (d) => d.manager_feedback,
  },
  {
    name: 'participant feedback',
    who: 'employee',
    stage: 'FEEDBACK',
    send: async (v) => {
      const { participant } = await raw();
      return c.employee.patch(`${ITEMS}participant_feedbacks/${participant.id}/`, {
        agreement: 'AGREE',
        comment: 'Согласна',
        version: v ?? participant.version,
      });
    },
    expected: (d) => d.participant_feedback,
  },
];

describe('item writes answer with the item exactly as the form page shows it to the caller', () => {
  for (const w of writes) {
    it(`${w.name}: the 200 body and the 409 current`, async () => {
      await setStage(ctx, formId, w.stage);
      await fillGrades();
      const ok = await w.send();
      expect(ok.statusCode, ok.body).toBe(200);
      const page = await detail(w.who);
      const rows = await raw();
      expect(json(ok)).toEqual(w.expected(page, rows));
      const stale = await w.send(1);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(json<{ code: string; current: unknown }>(stale)).toMatchObject({ code: 'stale_version' });
      expect(json<{ current: unknown }>(stale).current).toEqual((w.current ?? w.expected)(page, rows));
    });
  }

  it('never sends the employee the manager grade nor internal columns while writing a self grade', async () => {
    await setStage(ctx, formId, 'SELF');
    await fillGrades();
    const { value } = await raw();
    const body = json(await c.employee.patch(`${ITEMS}values/${value.id}/`, { self_grade: 1, version: value.version }));
    expect(body).toMatchObject({ manager_grade: null, manager_comment: null });
    expect(body).not.toHaveProperty('company_id');
    expect(body).not.toHaveProperty('form_id');
    const stale = json<{ current: Record<string, unknown> }>(
      await c.employee.patch(`${ITEMS}values/${value.id}/`, { self_grade: 2, version: value.version }),
    );
    expect(stale.current).toMatchObject({ manager_grade: null, manager_comment: null });
    expect(stale.current).not.toHaveProperty('company_id');
  });

  it('answers a new result and an edited one like the results on the form page', async () => {
    await setStage(ctx, formId, 'SELF');
    const created = await c.employee.post(`${ITEMS}results/`, { form: formId, text: 'Запустили сервис' });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<Item>(created).id;
    expect(json(created)).toEqual(byId((await detail('employee')).results, id));
    const edited = await c.employee.patch(`${ITEMS}results/${id}/`, { text: 'Запустили два сервиса', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await detail('employee');
    expect(json(edited)).toEqual(byId(page.results, id));
    const stale = await c.employee.patch(`${ITEMS}results/${id}/`, { text: 'Опоздавшая правка', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: unknown }>(stale).current).toEqual(byId(page.results, id));
  });
});

describe('progress: one definition for the list and the form page, from what the caller may see', () => {
  it('counts values, agreements, hipo and the overall grade the same way in the list and in the detail, for every caller and stage', async () => {
    await fillGrades();
    const { hipo, grades } = await raw();
    await ctx.database.db
      .update(s.formHipoItems)
      .set({ decision: 'IS_NOT_HIPO' })
      .where(eq(s.formHipoItems.id, hipo.id));
    await ctx.database.db
      .update(s.formManagerGrades)
      .set({ overallGrade: 4 })
      .where(eq(s.formManagerGrades.id, grades.id));
    for (const stage of STAGES) {
      await setStage(ctx, formId, stage);
      for (const who of ['employee', 'reviewer', 'admin', 'ceo'] as Who[]) {
        const page = await detail(who);
        expect((await listRow(who)).progress, `${who} at ${stage}`).toEqual(page.progress);
      }
    }
    await setStage(ctx, formId, 'MANAGER');
    // 5 values and 2 agreements graded by both; 1 of 3 hipo skills decided; the overall grade set.
    expect((await detail('reviewer')).progress).toEqual({
      self: { done: 7, total: 7 },
      manager: { done: 7 + 1 + 1, total: 7 + 3 + 1 },
    });
  });

  it('does not show anyone but the employee how far the self-assessment is during SELF', async () => {
    await fillGrades();
    await setStage(ctx, formId, 'SELF');
    expect((await detail('employee')).progress.self).toEqual({ done: 7, total: 7 });
    expect((await listRow('employee')).progress.self).toEqual({ done: 7, total: 7 });
    for (const who of ['reviewer', 'admin', 'ceo'] as Who[]) {
      expect((await detail(who)).progress.self, who).toEqual({ done: null, total: 7 });
      expect((await listRow(who)).progress.self, who).toEqual({ done: null, total: 7 });
    }
    await setStage(ctx, formId, 'MANAGER');
    expect((await detail('reviewer')).progress.self).toEqual({ done: 7, total: 7 });
  });

  it('does not show the employee how far the manager is before FEEDBACK, nor count hipo for them', async () => {
    await fillGrades();
    for (const stage of ['SELF', 'MANAGER'] as Stage[]) {
      await setStage(ctx, formId, stage);
      expect((await detail('employee')).progress.manager, stage).toEqual({ done: null, total: 7 + 1 });
    }
    await setStage(ctx, formId, 'FEEDBACK');
    expect((await detail('employee')).progress.manager.done).toEqual(expect.any(Number));
  });

  it('keeps the stage counts free of anything the drafts would tell', async () => {
    await setStage(ctx, formId, 'SELF');
    await ctx.database.db.update(s.formValueItems).set({ selfGrade: null }).where(eq(s.formValueItems.formId, formId));
    const before = json(await c.reviewer.get(`${FORMS}stage_counts/?period=${periodId}`));
    await fillGrades();
    expect(json(await c.reviewer.get(`${FORMS}stage_counts/?period=${periodId}`))).toEqual(before);
  });
});
