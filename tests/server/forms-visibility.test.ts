import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Stage } from '../../server/src/db/schema/enums.ts';
import type { FormDetailOut } from '../../server/src/modules/forms/forms.schemas.ts';
import {
  agreementItemOut,
  hipoItemOut,
  managerFeedbackOut,
  managerGradesOut,
  participantFeedbackOut,
  resultOut,
  staleOut,
  valueItemOut,
} from '../../server/src/modules/forms/items.schemas.ts';
import { json, useApp } from './helpers.ts';
import { ITEMS, setStage } from './forms-fixtures.ts';
import { byId, useItemForm, type Raw, type Who } from './forms-item-form.ts';

const ctx = useApp();
const f = useItemForm(ctx);
const { detail, raw, fillGrades } = f;
type Detail = FormDetailOut;

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
  /** The schema of the 409's `current`. */
  item: z.ZodType;
};

const writes: Write[] = [
  {
    name: 'self grade on a value',
    item: valueItemOut,
    who: 'employee',
    stage: 'SELF',
    send: async (v) => {
      const { value } = await raw();
      return f.c.employee.patch(`${ITEMS}values/${value.id}/`, {
        self_grade: 5,
        self_comment: 'Обновлено',
        version: v ?? value.version,
      });
    },
    expected: (d, r) => byId(d.values, r.value.id),
  },
  {
    name: 'self grade on an agreement',
    item: agreementItemOut,
    who: 'employee',
    stage: 'SELF',
    send: async (v) => {
      const { agreement } = await raw();
      return f.c.employee.patch(`${ITEMS}agreements/${agreement.id}/`, {
        self_grade: 3,
        version: v ?? agreement.version,
      });
    },
    expected: (d, r) => byId(d.agreements, r.agreement.id),
  },
  {
    name: 'manager grade on an agreement',
    item: agreementItemOut,
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { agreement } = await raw();
      return f.c.reviewer.patch(`${ITEMS}agreements/${agreement.id}/`, {
        manager_grade: 1,
        version: v ?? agreement.version,
      });
    },
    expected: (d, r) => byId(d.agreements, r.agreement.id),
  },
  {
    name: 'hipo decision',
    item: hipoItemOut,
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { hipo } = await raw();
      return f.c.reviewer.patch(`${ITEMS}hipo/${hipo.id}/`, {
        decision: 'IS_HIPO',
        comment: 'Да',
        version: v ?? hipo.version,
      });
    },
    expected: (d, r) => byId(d.hipo, r.hipo.id),
  },
  {
    name: 'overall grade',
    item: managerGradesOut,
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { grades } = await raw();
      return f.c.reviewer.patch(`${ITEMS}manager_grades_update/${grades.id}/`, {
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
    item: valueItemOut,
    who: 'reviewer',
    stage: 'MANAGER',
    send: async (v) => {
      const { value, grades } = await raw();
      return f.c.reviewer.patch(`${ITEMS}manager_grades_update/${grades.id}/`, {
        values: [{ id: value.id, manager_grade: 3, manager_comment: 'Хорошо', version: v ?? value.version }],
      });
    },
    expected: (d, r) => ({ ...d.manager_grades, values: [byId(d.values, r.value.id)] }),
    current: (d, r) => byId(d.values, r.value.id),
  },
  {
    name: 'manager feedback',
    item: managerFeedbackOut,
    who: 'reviewer',
    stage: 'FEEDBACK',
    send: async (v) => {
      const { feedback } = await raw();
      return f.c.reviewer.patch(`${ITEMS}manager_feedbacks/${feedback.id}/`, {
        strengths: 'Сильные',
        version: v ?? feedback.version,
      });
    },
    expected: (d) => d.manager_feedback,
  },
  {
    name: 'participant feedback',
    item: participantFeedbackOut,
    who: 'employee',
    stage: 'FEEDBACK',
    send: async (v) => {
      const { participant } = await raw();
      return f.c.employee.patch(`${ITEMS}participant_feedbacks/${participant.id}/`, {
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
      await setStage(ctx, f.formId, w.stage);
      await fillGrades();
      const ok = await w.send();
      expect(ok.statusCode, ok.body).toBe(200);
      const page = await detail(w.who);
      const rows = await raw();
      expect(json(ok)).toEqual(w.expected(page, rows));
      const stale = await w.send(1);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(staleOut(w.item).parse(json(stale)).current).toEqual((w.current ?? w.expected)(page, rows));
    });
  }

  it('never sends the employee the manager grade nor internal columns while writing a self grade', async () => {
    await setStage(ctx, f.formId, 'SELF');
    await fillGrades();
    const { value } = await raw();
    const body = json(
      await f.c.employee.patch(`${ITEMS}values/${value.id}/`, { self_grade: 1, version: value.version }),
    );
    expect(body).toMatchObject({ manager_grade: null, manager_comment: null });
    expect(body).not.toHaveProperty('company_id');
    expect(body).not.toHaveProperty('form_id');
    const stale = json<{ current: Record<string, unknown> }>(
      await f.c.employee.patch(`${ITEMS}values/${value.id}/`, { self_grade: 2, version: value.version }),
    );
    expect(stale.current).toMatchObject({ manager_grade: null, manager_comment: null });
    expect(stale.current).not.toHaveProperty('company_id');
  });

  it('answers a new result and an edited one like the results on the form page', async () => {
    await setStage(ctx, f.formId, 'SELF');
    const created = await f.c.employee.post(`${ITEMS}results/`, { form: f.formId, text: 'Запустили сервис' });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ id: number }>(created).id;
    expect(json(created)).toEqual(byId((await detail('employee')).results, id));
    const edited = await f.c.employee.patch(`${ITEMS}results/${id}/`, { text: 'Запустили два сервиса', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await detail('employee');
    expect(json(edited)).toEqual(byId(page.results, id));
    const stale = await f.c.employee.patch(`${ITEMS}results/${id}/`, { text: 'Опоздавшая правка', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(staleOut(resultOut).parse(json(stale)).current).toEqual(byId(page.results, id));
  });
});
