import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { demoIds, exported, pdfText, xlsxRows } from './exports-fixtures.ts';
import { eipOf } from './forms-fixtures.ts';
import { signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
let admin: Client;
let form = 0;
let period = 0;

async function addGoal(employeeId: number, title: string, values: Partial<typeof s.agreements.$inferInsert>) {
  const [goal] = await ctx.database.db
    .insert(s.agreements)
    .values({ companyId: 1, employeeId, periodId: period, title, status: 'in_progress', ...values })
    .returning();
  await ctx.database.db.insert(s.formAgreementItems).values({ companyId: 1, formId: form, agreementId: goal.id });
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  const ids = await demoIds(ctx);
  period = ids.period;
  form = await ids.formOf('petrov@demo.example');
  const petrov = await eipOf(ctx, 'petrov@demo.example');
  await addGoal(petrov, 'Открытая цель', { progress: 0.45, health: 'at_risk' });
  await addGoal(petrov, 'Скрытая цель', { progress: 0.8, health: 'on_track', visibility: 'private' });
});

describe('exports carry each goal’s progress and health', () => {
  it('writes them beside each agreement in the XLSX, with the mean progress in its own column', async () => {
    const { res } = await exported(admin, { kind: 'forms_xlsx', period });
    const { rows } = await xlsxRows(res.rawPayload);
    const row = rows.find((r) => String(r['Договорённости']).includes('Открытая цель'));
    expect(String(row?.['Договорённости'])).toContain('Открытая цель (прогресс 45%, под угрозой)');
    expect(String(row?.['Договорённости'])).toContain('Скрытая цель (прогресс 80%, по плану)');
    expect(row?.['Цели: средний прогресс, %']).toBe(62.5);
  });

  it('writes them under each agreement in the review PDF, in the reader’s language', async () => {
    const { res } = await exported(admin, { kind: 'review_pdf', form_id: form }, { 'accept-language': 'en' });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Goal progress: 45%, at risk');
    expect(text).toContain('Goal progress: 80%, on track');
  });

  it('leaves out a private goal’s progress for a reader who may not see the goal', async () => {
    const delegate = await eipOf(ctx, 'kuznetsova@demo.example');
    await ctx.database.db.update(s.assessmentForms).set({ reviewerId: delegate }).where(eq(s.assessmentForms.id, form));
    const reader = await signInAs(ctx, 'kuznetsova@demo.example');
    const pdf = await pdfText((await exported(reader, { kind: 'review_pdf', form_id: form })).res.rawPayload);
    expect(pdf.text).toContain('Прогресс цели: 45%, под угрозой');
    expect(pdf.text).not.toContain('80%');
    const { rows } = await xlsxRows((await exported(reader, { kind: 'forms_xlsx', period })).res.rawPayload);
    const row = rows.find((r) => String(r['Договорённости']).includes('Открытая цель'));
    expect(String(row?.['Договорённости'])).toContain('Скрытая цель: ');
    expect(String(row?.['Договорённости'])).not.toContain('80%');
    expect(row?.['Цели: средний прогресс, %']).toBe(45);
  });
});
