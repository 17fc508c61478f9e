import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Stage } from '../../contract/enums.ts';
import { dayOf, ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import { outboxList } from '../../server/src/modules/notifications/notifications.schemas.ts';
import { smtpMailer, type Mailer } from '../../server/src/modules/notifications/mailer.ts';
import { escapeHtml } from '../../server/src/http/html.ts';
import { composeDigests, deliverDue, siteUrlOf } from '../../server/src/modules/notifications/worker.ts';
import { eipOf, fillEverything, FORMS, setStage } from './forms-fixtures.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { SmtpSink } from './smtp-sink.ts';

const clock = new ManualClock(`${dayOf(new Date())}T09:00:00Z`);
const SITE = 'https://review.example.com';
const ctx = useApp({ publicUrl: SITE }, { clock });
const sink = new SmtpSink();
const logged: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
let mailer: Mailer;
let users: Record<'employee' | 'manager' | 'admin', Client>;
let formId: number;
let link: string;
const MANAGER = DEMO_LOGINS.manager;
const EMPLOYEE = DEMO_LOGINS.employee;

const deliver = (through: Mailer | null = mailer, maxAttempts = 3) =>
  deliverDue(ctx.database.db, clock, through, { maxAttempts, siteUrl: siteUrlOf(ctx.config), log });

async function userId(email: string): Promise<number> {
  const [u] = await ctx.database.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email));
  return u.id;
}

async function settle(email: string, set: { lang?: 'ru' | 'en'; mailOff?: 'returned'[]; digest?: boolean }) {
  const id = await userId(email);
  const row = { userId: id, lang: 'ru' as const, mailOff: [], digest: false, ...set };
  await ctx.database.db
    .insert(s.notificationSettings)
    .values(row)
    .onConflictDoUpdate({
      target: s.notificationSettings.userId,
      set: { lang: row.lang, mailOff: row.mailOff, digest: row.digest },
    });
}

async function move(who: Client, stage: Stage, reason?: string): Promise<void> {
  const res = await who.patch(`${FORMS}${formId}/transition/`, { stage, ...(reason ? { reason } : {}) });
  expect(res.statusCode, res.body).toBe(200);
}

async function noticesOf(email: string) {
  return ctx.database.db
    .select()
    .from(s.notifications)
    .where(eq(s.notifications.userId, await userId(email)))
    .orderBy(s.notifications.id);
}

const formatted = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

beforeAll(async () => {
  await sink.start(0);
  mailer = smtpMailer({ smtpUrl: sink.url, from: 'Оценка <review@example.com>' }) ?? expect.fail('no mailer');
  users = {
    employee: await signIn(ctx.app, 'employee'),
    manager: await signIn(ctx.app, 'manager'),
    admin: await signIn(ctx.app, 'admin'),
  };
  const [form] = await ctx.database.db
    .select({ id: s.assessmentForms.id })
    .from(s.assessmentForms)
    .innerJoin(s.assessmentPeriods, eq(s.assessmentPeriods.id, s.assessmentForms.periodId))
    .where(and(eq(s.assessmentForms.employeeId, await eipOf(ctx, EMPLOYEE)), eq(s.assessmentPeriods.status, 'active')));
  formId = form.id;
  link = `${SITE}/c/1/performance-review/employee-dashboard/form/?id=${formId}`;
  await fillEverything(ctx, formId);
});

afterAll(async () => {
  mailer.close();
  await sink.stop();
});

beforeEach(async () => {
  sink.clear();
  await settle(MANAGER, {});
  await settle(EMPLOYEE, {});
});

describe('mail through a real SMTP server, parsed back', () => {
  it('tells the reviewer of a submitted form in Russian, in both parts, with the link to the form', async () => {
    await setStage(ctx, formId, 'SELF');
    await move(users.employee, 'MANAGER');
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0, retried: 0 });

    expect(sink.received).toHaveLength(1);
    const [{ to, mail }] = sink.received;
    expect(to).toEqual([MANAGER]);
    expect(mail.subject).toBe('Анкета на оценку: Анна Смирнова');
    expect(mail.from?.value[0]).toMatchObject({ address: 'review@example.com', name: 'Оценка' });
    const [period] = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(eq(s.assessmentPeriods.status, 'active'));
    const deadline = formatted('ru-RU', period.managerDeadline);
    expect(mail.text).toContain('Здравствуйте, Дмитрий!');
    expect(mail.text).toContain(`Срок: ${deadline}`);
    expect(mail.text).toContain(`Оценка: ${period.name}`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Оценка за второе полугодие');
    expect(mail.html).toContain('<html lang="ru">');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Здравствуйте, Дмитрий!');
    expect(mail.html).toContain(deadline);
    expect(mail.html).toContain(escapeHtml(DEMO_COMPANY_NAME));
    expect(mail.text).toContain(DEMO_COMPANY_NAME);

    const [row] = (await noticesOf(MANAGER)).filter((n) => n.kind === 'to_review');
    expect(row).toMatchObject({ mailStatus: 'sent', mailTo: MANAGER, subject: mail.subject, attempts: 1 });
    expect(row.sentAt?.toISOString()).toBe(clock.now().toISOString());
    expect(row.bodyText).toBe(mail.text);
  });

  it('writes in English to a person whose language is English, the deadline as en-GB writes it', async () => {
    await settle(EMPLOYEE, { lang: 'en' });
    await setStage(ctx, formId, 'MANAGER');
    await move(users.manager, 'FEEDBACK');
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [{ mail }] = sink.to(EMPLOYEE);
    expect(mail.subject).toBe('Your feedback for Оценка за второе полугодие is ready');
    const [period] = await ctx.database.db
      .select()
      .from(s.assessmentPeriods)
      .where(eq(s.assessmentPeriods.status, 'active'));
    expect(mail.text).toContain('Hello, Анна!');
    expect(mail.text).toContain(`Deadline: ${formatted('en-GB', period.feedbackDeadline)}`);
    expect(mail.text).toContain(`Read the feedback: ${link}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('gives the reason of a form sent back, escaped in the HTML part', async () => {
    await setStage(ctx, formId, 'FEEDBACK');
    await move(users.admin, 'MANAGER', 'Уточните <цели> & сроки');
    expect(await deliver()).toMatchObject({ sent: 1 });

    const [{ mail }] = sink.to(MANAGER);
    expect(mail.subject).toBe('Анкета возвращена вам: Анна Смирнова');
    expect(mail.text).toContain('Причина: Уточните <цели> & сроки');
    expect(mail.html).toContain('Уточните &lt;цели&gt; &amp; сроки');
    expect(mail.html).not.toContain('<цели>');
  });

  it('sends nothing of a kind a person turned off, while the notice stays in the app', async () => {
    await settle(EMPLOYEE, { mailOff: ['returned'] });
    await setStage(ctx, formId, 'MANAGER');
    await move(users.manager, 'SELF', 'Добавьте результаты');
    expect(await deliver()).toMatchObject({ sent: 0, off: 1 });

    expect(sink.received).toHaveLength(0);
    const returned = (await noticesOf(EMPLOYEE)).filter((n) => n.kind === 'returned');
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({ mailStatus: 'off', readAt: null, subject: '' });
    expect(returned[0].data).toMatchObject({ reason: 'Добавьте результаты' });
  });

  it('holds the mail of a person who reads a digest, then sends one digest the next day', async () => {
    await settle(MANAGER, { digest: true });
    await setStage(ctx, formId, 'SELF');
    await move(users.employee, 'MANAGER');
    await move(users.manager, 'FEEDBACK');
    await move(users.admin, 'MANAGER', 'Нужно больше примеров');
    expect(await deliver()).toMatchObject({ sent: 1, held: 2 });
    expect(sink.to(MANAGER)).toHaveLength(0);
    expect(await composeDigests(ctx.database.db, clock)).toBe(0);

    const yesterday = dayOf(clock.now());
    clock.advanceDays(1);
    expect(await composeDigests(ctx.database.db, clock)).toBe(2);
    expect(await composeDigests(ctx.database.db, clock)).toBe(0);
    expect(await deliver()).toMatchObject({ sent: 1, held: 0 });

    const digests = sink.to(MANAGER);
    expect(digests).toHaveLength(1);
    const { mail } = digests[0];
    expect(mail.subject).toBe(`2 уведомления за ${formatted('ru-RU', yesterday)}`);
    expect(mail.text).toContain('• Анкета на оценку: Анна Смирнова');
    expect(mail.text).toContain('• Анкета возвращена вам: Анна Смирнова');
    expect((mail.text ?? '').split(link).length - 1).toBeGreaterThanOrEqual(2);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`Все уведомления: ${SITE}/c/1/notifications/`);

    const mine = await noticesOf(MANAGER);
    const digest = mine.filter((n) => n.kind === 'digest');
    expect(digest).toHaveLength(1);
    expect(digest[0].mailStatus).toBe('sent');
    expect(digest[0].key).toBe(`digest:${await userId(MANAGER)}:1:${yesterday}`);
    expect(digest[0].readAt).not.toBeNull();
    expect(mine.filter((n) => n.mailStatus === 'digested').map((n) => n.kind)).toEqual(['to_review', 'returned']);
  });
});

describe('without a mail server configured', () => {
  it('keeps each message in the outbox exactly as it would have gone out', async () => {
    await setStage(ctx, formId, 'SELF');
    await move(users.employee, 'MANAGER');
    expect(await deliver(null)).toMatchObject({ kept: 1, sent: 0 });

    const [row] = (await noticesOf(MANAGER)).filter((n) => n.mailStatus === 'kept');
    expect(row).toMatchObject({ kind: 'to_review', mailTo: MANAGER, subject: 'Анкета на оценку: Анна Смирнова' });
    expect(row.sentAt).toBeNull();
    expect(row.lockedUntil).toBeNull();
    expect(row.bodyText).toContain('Здравствуйте, Дмитрий!');
    expect(row.bodyText).toContain(link);
    expect(row.bodyHtml).toContain(`href="${link}"`);
    expect(sink.received).toHaveLength(0);
  });
});

describe('a mail server that is down', () => {
  const server = new SmtpSink();
  let through: Mailer;
  let port: number;

  beforeAll(async () => {
    await server.start(0);
    port = server.port;
    await server.stop();
    through =
      smtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'review@example.com' }) ?? expect.fail('no mailer');
  });
  afterAll(async () => {
    through.close();
    await server.stop();
  });

  async function submitted() {
    await setStage(ctx, formId, 'SELF');
    await move(users.employee, 'MANAGER');
    const rows = (await noticesOf(MANAGER)).filter((n) => n.kind === 'to_review');
    return async () => (await noticesOf(MANAGER)).find((n) => n.id === rows[rows.length - 1].id) ?? expect.fail();
  }

  it('tries again after growing waits, and delivers once the server is back', async () => {
    const notice = await submitted();
    expect(await deliver(through, 4)).toMatchObject({ retried: 1, sent: 0 });
    let row = await notice();
    expect(row).toMatchObject({ mailStatus: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);

    expect(await deliver(through, 4)).toMatchObject({ retried: 0, sent: 0 });
    clock.advanceMs(30_000);
    expect(await deliver(through, 4)).toMatchObject({ retried: 1 });
    row = await notice();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);

    await server.start(port);
    clock.advanceMs(60_000);
    expect(await deliver(through, 4)).toMatchObject({ sent: 1, retried: 0 });
    expect(server.to(MANAGER).map((r) => r.mail.subject)).toEqual(['Анкета на оценку: Анна Смирнова']);
    expect(await notice()).toMatchObject({ mailStatus: 'sent', attempts: 3 });
  });

  it('marks the mail failed after the last try, keeps it for admins, and delivers it when sent again', async () => {
    await server.stop();
    server.clear();
    const notice = await submitted();
    const before = (await ctx.database.db.select().from(s.notifications)).length;
    // More tries than the mailer keeps connections: a refused connection never uses one up.
    const outcomes: string[] = [];
    for (let k = 0; k < 6; k += 1) {
      const counts = await deliver(through, 6);
      outcomes.push(counts.failed ? 'failed' : counts.retried ? 'retried' : 'none');
      clock.advanceMs(10 * 60_000);
    }
    expect(outcomes).toEqual([...Array<string>(5).fill('retried'), 'failed']);
    let row = await notice();
    expect(row).toMatchObject({ mailStatus: 'failed', attempts: 6, subject: 'Анкета на оценку: Анна Смирнова' });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.bodyHtml).toContain(link);
    expect(logged.some((line) => line.includes('"level":50') && line.includes(`"notification":${row.id}`))).toBe(true);

    clock.advanceDays(1);
    expect(await deliver(through, 6)).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect((await notice()).mailStatus).toBe('failed');

    // Admins see it in the outbox, failed with its error, and send it again once the server is back.
    const OUTBOX = '/api/companies/companies/1/notifications/outbox/';
    const failed = await users.admin.get(`${OUTBOX}?status=failed`);
    expect(failed.statusCode, failed.body).toBe(200);
    const listed = outboxList.parse(json(failed)).results.find((m) => m.id === row.id);
    expect(listed).toMatchObject({ status: 'failed', attempts: 6, mail_to: MANAGER, subject: row.subject });
    expect(listed?.last_error).toMatch(/ECONNREFUSED/);
    await server.start(port);
    const retried = await users.admin.post(`${OUTBOX}${row.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await deliver(through, 3)).toMatchObject({ sent: 1 });
    expect(server.to(MANAGER)).toHaveLength(1);
    row = await notice();
    expect(row).toMatchObject({ mailStatus: 'sent', attempts: 1 });
    expect((await ctx.database.db.select().from(s.notifications)).length).toBe(before);
  });
});
