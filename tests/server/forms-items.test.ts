import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { STAGES, type Stage } from '../../server/src/db/schema/enums.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { FORMS, ITEMS, codesOf, freshForm, setStage, type FormBody } from './forms-fixtures.ts';

const ctx = useApp();
type Who = 'employee' | 'reviewer' | 'admin';
let c: Record<Who, Client>;
let formId: number;

beforeAll(async () => {
  c = {
    employee: await signIn(ctx.app, 'employee'),
    reviewer: await signIn(ctx.app, 'manager'),
    admin: await signIn(ctx.app, 'admin'),
  };
  formId = await freshForm(ctx, c.admin);
});

const get = async (who: Who, id = formId) => json<FormBody>(await c[who].get(`${FORMS}${id}/`));
/** The form as its owner sees it, to learn item ids and versions whatever the visibility. */
const raw = async () => {
  const db = ctx.database.db;
  const [values] = await db.select().from(s.formValueItems).where(eq(s.formValueItems.formId, formId)).limit(1);
  const [hipo] = await db.select().from(s.formHipoItems).where(eq(s.formHipoItems.formId, formId)).limit(1);
  const [mg] = await db.select().from(s.formManagerGrades).where(eq(s.formManagerGrades.formId, formId));
  const [mf] = await db.select().from(s.formManagerFeedbacks).where(eq(s.formManagerFeedbacks.formId, formId));
  const [pf] = await db.select().from(s.formParticipantFeedbacks).where(eq(s.formParticipantFeedbacks.formId, formId));
  return { values, hipo, mg, mf, pf };
};

type Write = {
  name: string;
  who: Who;
  stage: Stage;
  call: (client: Client) => Promise<{ statusCode: number; body: string }>;
};

const writes: Write[] = [
  {
    name: 'self grade on a value',
    who: 'employee',
    stage: 'SELF',
    call: async (cl) => {
      const { values } = await raw();
      return cl.patch(`${ITEMS}values/${values.id}/`, { self_grade: 4, self_comment: 'ok', version: values.version });
    },
  },
  {
    name: 'manager grade on a value',
    who: 'reviewer',
    stage: 'MANAGER',
    call: async (cl) => {
      const { values, mg } = await raw();
      return cl.patch(`${ITEMS}manager_grades_update/${mg.id}/`, {
        values: [{ id: values.id, manager_grade: 3, version: values.version }],
      });
    },
  },
  {
    name: 'overall grade',
    who: 'reviewer',
    stage: 'MANAGER',
    call: async (cl) => {
      const { mg } = await raw();
      return cl.patch(`${ITEMS}manager_grades_update/${mg.id}/`, { overall_grade: 4, version: mg.version });
    },
  },
  {
    name: 'hipo decision',
    who: 'reviewer',
    stage: 'MANAGER',
    call: async (cl) => {
      const { hipo } = await raw();
      return cl.patch(`${ITEMS}hipo/${hipo.id}/`, { decision: 'IS_HIPO', version: hipo.version });
    },
  },
  {
    name: 'manager feedback',
    who: 'reviewer',
    stage: 'FEEDBACK',
    call: async (cl) => {
      const { mf } = await raw();
      return cl.patch(`${ITEMS}manager_feedbacks/${mf.id}/`, { strengths: 'Сильные', version: mf.version });
    },
  },
  {
    name: 'participant feedback',
    who: 'employee',
    stage: 'FEEDBACK',
    call: async (cl) => {
      const { pf } = await raw();
      return cl.patch(`${ITEMS}participant_feedbacks/${pf.id}/`, { agreement: 'AGREE', version: pf.version });
    },
  },
  {
    name: 'adding a result',
    who: 'employee',
    stage: 'SELF',
    call: (cl) => cl.post(`${ITEMS}results/`, { form: formId, text: 'Новый результат' }),
  },
];

describe('every item write in every stage for every role', () => {
  for (const w of writes) {
    for (const stage of STAGES) {
      for (const who of ['employee', 'reviewer', 'admin'] as Who[]) {
        const expected = who !== w.who ? 403 : stage === w.stage ? 200 : 409;
        const code = w.name === 'adding a result' && expected === 200 ? 201 : expected;
        it(`${w.name} at ${stage} by the ${who}: ${code}`, async () => {
          await setStage(ctx, formId, stage);
          const res = await w.call(c[who]);
          expect(res.statusCode, res.body).toBe(code);
        });
      }
    }
  }
});

describe('who sees what, by stage', () => {
  it('hides draft self grades and results from the reviewer during SELF', async () => {
    await setStage(ctx, formId, 'SELF');
    const { values } = await raw();
    await ctx.database.db
      .update(s.formValueItems)
      .set({ selfGrade: 5, selfComment: 'Черновик' })
      .where(eq(s.formValueItems.id, values.id));
    const asReviewer = await get('reviewer');
    expect(asReviewer.values.every((v) => v.self_grade === null && v.self_comment === null)).toBe(true);
    expect(asReviewer.results).toEqual([]);
    const asEmployee = await get('employee');
    expect(asEmployee.values.find((v) => v.id === values.id)).toMatchObject({
      self_grade: 5,
      self_comment: 'Черновик',
    });
    await setStage(ctx, formId, 'MANAGER');
    expect((await get('reviewer')).values.find((v) => v.id === values.id)).toMatchObject({ self_grade: 5 });
  });

  it('hides manager grades, overall grade and feedback from the employee before FEEDBACK', async () => {
    const { values } = await raw();
    await ctx.database.db
      .update(s.formValueItems)
      .set({ managerGrade: 2, managerComment: 'Скрыто' })
      .where(eq(s.formValueItems.id, values.id));
    for (const stage of ['SELF', 'MANAGER'] as Stage[]) {
      await setStage(ctx, formId, stage);
      const form = await get('employee');
      expect(
        form.values.every((v) => v.manager_grade === null && v.manager_comment === null),
        stage,
      ).toBe(true);
      expect(form.manager_grades, stage).toBeNull();
      expect(form.manager_feedback, stage).toBeNull();
    }
    for (const stage of ['FEEDBACK', 'COMPLETE'] as Stage[]) {
      await setStage(ctx, formId, stage);
      const form = await get('employee');
      expect(
        form.values.find((v) => v.id === values.id),
        stage,
      ).toMatchObject({ manager_grade: 2, manager_comment: 'Скрыто' });
      expect(form.manager_grades, stage).not.toBeNull();
    }
  });

  it('never shows hipo decisions to the employee, always to the reviewer', async () => {
    for (const stage of STAGES) {
      await setStage(ctx, formId, stage);
      expect((await get('employee')).hipo, stage).toEqual([]);
      expect((await get('reviewer')).hipo.length, stage).toBe(3);
    }
  });

  it("answers 404 for a form to a manager who does not oversee the employee, and to another company's member", async () => {
    const outsider = await signInAs(ctx, 'kuznetsova@demo.example');
    expect((await outsider.get(`${FORMS}${formId}/`)).statusCode).toBe(404);
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await other.get(`${FORMS}${formId}/`)).statusCode).toBe(404);
    expect(
      (await other.get(`/api/companies/companies/2/performance_review/assessment_forms/${formId}/`)).statusCode,
    ).toBe(404);
    const { values } = await raw();
    expect(
      (
        await other.patch(`/api/companies/companies/2/performance_review/assessment_forms/items/values/${values.id}/`, {
          self_grade: 1,
          version: values.version,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("lets a manager higher in the chain read, but not write, their people's forms", async () => {
    const ceo = await signInAs(ctx, 'ceo@demo.example');
    await setStage(ctx, formId, 'MANAGER');
    expect((await ceo.get(`${FORMS}${formId}/`)).statusCode).toBe(200);
    const { hipo } = await raw();
    expect(
      (await ceo.patch(`${ITEMS}hipo/${hipo.id}/`, { decision: 'IS_HIPO', version: hipo.version })).statusCode,
    ).toBe(403);
  });
});

describe('bad input and concurrency', () => {
  it('refuses grades out of 0..5 naming the field, writing nothing', async () => {
    await setStage(ctx, formId, 'SELF');
    const { values } = await raw();
    for (const bad of [6, -1, 2.5, '3']) {
      const res = await c.employee.patch(`${ITEMS}values/${values.id}/`, { self_grade: bad, version: values.version });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(codesOf(res), String(bad)).toEqual({
        self_grade: [expect.objectContaining({ code: typeof bad === 'number' ? 'grade_range' : 'invalid_type' })],
      });
    }
    expect((await raw()).values.version).toBe(values.version);
  });

  it("gives the second of two writers on one item a 409 with the first one's text, losing nothing", async () => {
    await setStage(ctx, formId, 'SELF');
    const { values } = await raw();
    const first = await c.employee.patch(`${ITEMS}values/${values.id}/`, {
      self_comment: 'Из первой вкладки',
      version: values.version,
    });
    const second = await c.employee.patch(`${ITEMS}values/${values.id}/`, {
      self_comment: 'Из второй вкладки',
      version: values.version,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      code: 'stale_version',
      current: { self_comment: 'Из первой вкладки', version: values.version + 1 },
    });
    expect((await raw()).values.selfComment).toBe('Из первой вкладки');
  });

  it('settles truly simultaneous writes with exactly one winner', async () => {
    await setStage(ctx, formId, 'SELF');
    const { values } = await raw();
    const results = await Promise.all(
      ['А', 'Б', 'В'].map((t) =>
        c.employee.patch(`${ITEMS}values/${values.id}/`, { self_comment: t, version: values.version }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('edits and removes results only at SELF', async () => {
    await setStage(ctx, formId, 'SELF');
    const created = json<{ id: number; version: number }>(
      await c.employee.post(`${ITEMS}results/`, { form: formId, text: 'Черновик результата' }),
    );
    const edited = await c.employee.patch(`${ITEMS}results/${created.id}/`, {
      text: 'Готовый результат',
      version: created.version,
    });
    expect(json(edited)).toMatchObject({ text: 'Готовый результат', version: created.version + 1 });
    await setStage(ctx, formId, 'MANAGER');
    expect((await c.employee.delete(`${ITEMS}results/${created.id}/`)).statusCode).toBe(409);
    await setStage(ctx, formId, 'SELF');
    expect((await c.employee.delete(`${ITEMS}results/${created.id}/`)).statusCode).toBe(204);
    const blank = await c.employee.post(`${ITEMS}results/`, { form: formId, text: ' ' });
    expect(codesOf(blank)).toEqual({ text: [expect.objectContaining({ code: 'blank' })] });
  });

  it('lists the active hipo skills for the form page', async () => {
    const body = json<{ results: { name: string }[] }>(await c.reviewer.get(`${ITEMS}hipo_skills/`));
    expect(body.results.map((r) => r.name)).toEqual(['Лидерский потенциал', 'Обучаемость', 'Системное мышление']);
  });
});
