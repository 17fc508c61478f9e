import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Stage } from '../../contract/enums.ts';
import { dayOf, ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { smtpMailer, type Mailer } from '../../server/src/modules/notifications/mailer.ts';
import { runSchedule } from '../../server/src/modules/notifications/scheduler.ts';
import { deliverDue, siteUrlOf } from '../../server/src/modules/notifications/worker.ts';
import { eipOf, fillEverything, FORMS, setStage } from './forms-fixtures.ts';
import { signIn, useApp, type Client } from './helpers.ts';
import { SmtpSink } from './smtp-sink.ts';

const clock = new ManualClock(`${dayOf(new Date())}T09:00:00Z`);
const SITE = 'https://review.example.com';
const ctx = useApp({ publicUrl: SITE }, { clock });
const sink = new SmtpSink();
const log = pino({ level: 'silent' });
let mailer: Mailer;
let users: Record<'employee' | 'manager' | 'admin', Client>;
let formId: number;
let period: typeof s.assessmentPeriods.$inferSelect;

const deliver = () =>
  deliverDue(ctx.database.db, clock, mailer, { maxAttempts: 3, siteUrl: siteUrlOf(ctx.config), log });
const unfolded = (ics: string): string => ics.replace(/\r?\n[ \t]/g, '');

async function move(who: Client, stage: Stage, reason?: string): Promise<void> {
  const res = await who.patch(`${FORMS}${formId}/transition/`, { stage, ...(reason ? { reason } : {}) });
  expect(res.statusCode, res.body).toBe(200);
}

async function settle(email: string, lang: 'ru' | 'en'): Promise<void> {
  const [u] = await ctx.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email));
  await ctx.database.db
    .insert(s.notificationSettings)
    .values({ userId: u.id, lang })
    .onConflictDoUpdate({ target: s.notificationSettings.userId, set: { lang } });
}

/** The one .ics a mail carries, unfolded. */
function icsOf(email: string): string {
  const [{ mail }] = sink.to(email);
  const files = mail.attachments.filter((a) => a.contentType.startsWith('text/calendar'));
  expect(files).toHaveLength(1);
  expect(files[0].filename).toMatch(/\.ics$/);
  return unfolded(files[0].content.toString('utf8'));
}

beforeAll(async () => {
  await sink.start(0);
  mailer = smtpMailer({ smtpUrl: sink.url, from: 'review@example.com' }) ?? expect.fail('no mailer');
  const [employee, manager, admin] = await Promise.all(
    (['employee', 'manager', 'admin'] as const).map((role) => signIn(ctx.app, role)),
  );
  users = { employee, manager, admin };
  const [row] = await ctx.database.db
    .select({ form: s.assessmentForms, period: s.assessmentPeriods })
    .from(s.assessmentForms)
    .innerJoin(s.assessmentPeriods, eq(s.assessmentPeriods.id, s.assessmentForms.periodId))
    .where(
      and(
        eq(s.assessmentForms.employeeId, await eipOf(ctx, DEMO_LOGINS.employee)),
        eq(s.assessmentPeriods.status, 'active'),
      ),
    );
  formId = row.form.id;
  period = row.period;
  await fillEverything(ctx, formId);
  // The mail server stops after the file's tests.
  return async () => {
    mailer.close();
    await sink.stop();
  };
});

beforeEach(async () => {
  sink.clear();
  await Promise.all([DEMO_LOGINS.manager, DEMO_LOGINS.employee].map((email) => settle(email, 'ru')));
});

describe("a deadline notice's calendar file", () => {
  it("gives the reviewer of a submitted form the assessment deadline as the feed's all-day event", async () => {
    await setStage(ctx, formId, 'SELF');
    await move(users.employee, 'MANAGER');
    expect(await deliver()).toMatchObject({ sent: 1 });

    const ics = icsOf(DEMO_LOGINS.manager);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:review-form-${String(formId)}-manager-deadline@perf-review`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${period.managerDeadline.replaceAll('-', '')}`);
    expect(ics).toContain(`SUMMARY:Срок оценки сотрудника: Анна Смирнова — ${period.name}`);
    expect(ics).toContain(`URL:${SITE}/c/1/performance-review/employee-dashboard/form/?id=${String(formId)}`);
  });

  it("gives the employee the answer's deadline in their language when the feedback opens", async () => {
    await settle(DEMO_LOGINS.employee, 'en');
    await setStage(ctx, formId, 'MANAGER');
    await move(users.manager, 'FEEDBACK');
    expect(await deliver()).toMatchObject({ sent: 1 });

    const ics = icsOf(DEMO_LOGINS.employee);
    expect(ics).toContain(`UID:review-form-${String(formId)}-feedback-deadline@perf-review`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${period.feedbackDeadline.replaceAll('-', '')}`);
    expect(ics).toContain(`SUMMARY:Answer to the feedback due — ${period.name}`);
  });

  it("gives the reviewer holding a form in FEEDBACK a reminder with the feedback deadline's event", async () => {
    const tomorrow = dayOf(new Date(clock.now().getTime() + 86_400_000));
    await ctx.database.db
      .update(s.assessmentPeriods)
      .set({ feedbackDeadline: tomorrow, managerDeadline: tomorrow, selfDeadline: tomorrow })
      .where(eq(s.assessmentPeriods.id, period.id));
    await setStage(ctx, formId, 'FEEDBACK');
    expect((await runSchedule(ctx.database.db, clock)).reminder).toBeGreaterThan(0);
    await deliver();

    const uid = `UID:review-form-${String(formId)}-feedback-deadline@perf-review`;
    const files = sink
      .to(DEMO_LOGINS.manager)
      .flatMap(({ mail }) => mail.attachments.map((a) => unfolded(a.content.toString('utf8'))))
      .filter((ics) => ics.includes(uid));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`DTSTART;VALUE=DATE:${tomorrow.replaceAll('-', '')}`);
    expect(files[0]).toContain(`SUMMARY:Срок обратной связи: Анна Смирнова — ${period.name}`);
  });

  it('is not attached to a notice that asks for nothing by a date', async () => {
    await setStage(ctx, formId, 'FEEDBACK');
    await move(users.admin, 'MANAGER', 'Уточните цели');
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [{ mail }] = sink.to(DEMO_LOGINS.manager);
    expect(mail.subject).toContain('возвращена');
    expect(mail.attachments).toHaveLength(0);
  });
});
