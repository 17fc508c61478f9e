import { describe, expect, it } from 'vitest';
import { formAgreementItems, formValueItems } from '../../server/src/db/schema/index.ts';
import { COLUMNS, setOf, type ColumnMap } from '../../server/src/modules/forms/items.columns.ts';
import type { SelfValueBody } from '../../server/src/modules/forms/items.schemas.ts';
import { useApp } from './helpers.ts';

const ctx = useApp({}, { seed: false });
type ValueMap = ColumnMap<SelfValueBody, typeof formValueItems>;
type AgreementMap = ColumnMap<SelfValueBody, typeof formAgreementItems>;

describe('the column map of item writes', () => {
  it('is checked by the compiler against the table: a misspelt, mistyped or forgotten column does not build', () => {
    const right: ValueMap = { self_grade: 'selfGrade', self_comment: 'selfComment' };
    // @ts-expect-error the table has no column selfGrad
    const misspelt: ValueMap = { self_grade: 'selfGrad', self_comment: 'selfComment' };
    // @ts-expect-error a grade (a number) cannot go to a text column
    const mistyped: ValueMap = { self_grade: 'selfComment', self_comment: 'selfComment' };
    // @ts-expect-error self_comment is sent but written nowhere
    const forgotten: ValueMap = { self_grade: 'selfGrade' };
    // @ts-expect-error the agreement item table has no value_id column
    const otherTable: AgreementMap = { self_grade: 'valueId', self_comment: 'selfComment' };
    expect([right, misspelt, mistyped, forgotten, otherTable]).toHaveLength(5);
  });

  it('writes the fields a body gives under their columns and nothing for the fields it leaves out', () => {
    expect(setOf(COLUMNS.valueSelf, { self_grade: null, version: 3 })).toEqual({ selfGrade: null });
    expect(setOf(COLUMNS.participantFeedback, { feedback_to_manager: 'Спасибо', comment: '', version: 1 })).toEqual({
      comment: '',
      feedbackToManager: 'Спасибо',
    });
  });
});

describe('the API document of the forms module', () => {
  it('describes the answer of every forms route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/schema/?format=json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const forms = Object.entries(doc.paths).filter(
      ([path]) => path.includes('/assessment_forms/') || path.includes('/participants/'),
    );
    expect(forms.length).toBeGreaterThanOrEqual(12);
    for (const [path, operations] of forms) {
      for (const [method, op] of Object.entries(operations)) {
        const [status, success] = Object.entries(op.responses)[0];
        if (status === '204') continue;
        expect(success, `${method} ${path}`).toHaveProperty(['content', 'application/json', 'schema']);
      }
    }
  });
});
