import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { printable } from '../../server/src/modules/exports/pdf-layout.ts';
import { demoIds, exported, pdfText, shapeForm } from './exports-fixtures.ts';
import { eipOf } from './forms-fixtures.ts';
import { signIn, useApp, type Client } from './helpers.ts';

const ctx = useApp();
let admin: Client;
let petrov: number;

/** A quarter to midnight in UTC is already the next day in Moscow, the companies' time zone by default. */
const LATE_EVENING = new Date('2026-03-02T21:30:00Z');

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  const ids = await demoIds(ctx);
  petrov = await ids.formOf('petrov@demo.example');
  await shapeForm(ctx, petrov, { stage: 'FEEDBACK', self: 4, manager: 3, overall: 4 });
  const db = ctx.database.db;
  const [manager] = await db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.manager));
  const employee = await eipOf(ctx, 'petrov@demo.example');
  const [agreement] = await db
    .insert(s.agreements)
    .values({
      companyId: 1,
      employeeId: employee,
      periodId: ids.period,
      title: 'Запустить релиз',
      dueDate: '2026-04-30',
    })
    .returning();
  await db.insert(s.formAgreementItems).values({ companyId: 1, formId: petrov, agreementId: agreement.id });
  await db.insert(s.formTransitions).values({
    companyId: 1,
    formId: petrov,
    fromStage: 'MANAGER',
    toStage: 'SELF',
    byUserId: manager.id,
    reason: 'Отлично 👍🎉, добавьте цифры 😀',
    at: LATE_EVENING,
  });
});

describe("the PDF of a review, in its reader's words", () => {
  it("writes the due date as the reader does and the history's times in the company's time zone", async () => {
    const { res } = await exported(admin, { kind: 'review_pdf', form_id: petrov });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Срок: 30 апреля 2026 г.');
    expect(text).not.toContain('2026-04-30');
    expect(text).toContain('03.03.2026, 00:30 GMT+3');
    expect(text).not.toContain('UTC');
  });

  it('does the same in English', async () => {
    const { res } = await exported(admin, { kind: 'review_pdf', form_id: petrov }, { 'accept-language': 'en' });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Due: 30 April 2026');
    expect(text).toContain('03/03/2026, 00:30 GMT+3');
  });

  it('prints an emoji its font cannot draw as a visible mark, not an empty box', async () => {
    const { res } = await exported(admin, { kind: 'review_pdf', form_id: petrov });
    const { text } = await pdfText(res.rawPayload);
    // The two marks may be wrapped apart in the narrow column.
    expect(text).toMatch(/Отлично \[эмодзи\] ?\[эмодзи\], добавьте цифры 😀/);
    expect(text).not.toContain('👍');
  });
});

describe('what the PDF can print', () => {
  it('keeps text and the emoji the font has, and marks the rest whole (skin tones, flags, joined families)', () => {
    expect(printable('Готово ✓ 😀', '[x]')).toBe('Готово ✓ 😀');
    expect(printable('👍🏽 🇷🇺 👨‍👩‍👧 ❤️', '[x]')).toBe('[x] [x] [x] ❤');
  });
});
