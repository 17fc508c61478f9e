import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { STAGES, type Stage } from '../../server/src/db/schema/enums.ts';
import { json, useApp } from './helpers.ts';
import { FORMS, setStage } from './forms-fixtures.ts';
import { useItemForm, type Who } from './forms-item-form.ts';

const ctx = useApp();
const f = useItemForm(ctx);
const { detail, listRow, raw, fillGrades } = f;

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
      await setStage(ctx, f.formId, stage);
      for (const who of ['employee', 'reviewer', 'admin', 'ceo'] as Who[]) {
        const page = await detail(who);
        expect((await listRow(who)).progress, `${who} at ${stage}`).toEqual(page.progress);
      }
    }
    await setStage(ctx, f.formId, 'MANAGER');
    // 5 values and 2 agreements graded by both; 1 of 3 hipo skills decided; the overall grade set.
    expect((await detail('reviewer')).progress).toEqual({
      self: { done: 7, total: 7 },
      manager: { done: 7 + 1 + 1, total: 7 + 3 + 1 },
    });
  });

  it('does not show anyone but the employee how far the self-assessment is during SELF', async () => {
    await fillGrades();
    await setStage(ctx, f.formId, 'SELF');
    expect((await detail('employee')).progress.self).toEqual({ done: 7, total: 7 });
    expect((await listRow('employee')).progress.self).toEqual({ done: 7, total: 7 });
    for (const who of ['reviewer', 'admin', 'ceo'] as Who[]) {
      expect((await detail(who)).progress.self, who).toEqual({ done: null, total: 7 });
      expect((await listRow(who)).progress.self, who).toEqual({ done: null, total: 7 });
    }
    await setStage(ctx, f.formId, 'MANAGER');
    expect((await detail('reviewer')).progress.self).toEqual({ done: 7, total: 7 });
  });

  it('does not show the employee how far the manager is before FEEDBACK, nor count hipo for them', async () => {
    await fillGrades();
    for (const stage of ['SELF', 'MANAGER'] as Stage[]) {
      await setStage(ctx, f.formId, stage);
      expect((await detail('employee')).progress.manager, stage).toEqual({ done: null, total: 7 + 1 });
    }
    await setStage(ctx, f.formId, 'FEEDBACK');
    expect((await detail('employee')).progress.manager.done).toEqual(expect.any(Number));
  });

  it('keeps the stage counts free of anything the drafts would tell', async () => {
    await setStage(ctx, f.formId, 'SELF');
    await ctx.database.db
      .update(s.formValueItems)
      .set({ selfGrade: null })
      .where(eq(s.formValueItems.formId, f.formId));
    const before = json(await f.c.reviewer.get(`${FORMS}stage_counts/?period=${f.periodId}`));
    await fillGrades();
    expect(json(await f.c.reviewer.get(`${FORMS}stage_counts/?period=${f.periodId}`))).toEqual(before);
  });
});
