import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import type { Config } from '../../server/src/config.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { runChat } from '../../server/src/modules/chat/chat.round.ts';
import { createNotifications } from '../../server/src/modules/notifications/runner.ts';
import { startFakeBotApi, startFakeWebhook, type FakeBotApi, type FakeWebhook } from './fake-bot-api.ts';
import { json, useApp } from './helpers.ts';
import { addNotice, signInPeople, type People } from './notifications-fixtures.ts';

const START = '2030-03-02T09:00:00Z';
const clock = new ManualClock(START);
const overrides: Partial<Config> = {};
let bot: FakeBotApi;
let hook: FakeWebhook;
beforeAll(async () => {
  bot = await startFakeBotApi();
  hook = await startFakeWebhook();
  overrides.chat = { telegramApiRoot: bot.url };
  overrides.publicUrl = 'https://review.example.com';
});
afterAll(async () => {
  await bot.close();
  await hook.close();
});
const ctx = useApp(overrides, { clock });
const logged: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
const round = () => runChat(ctx.database.db, clock, ctx.config, log);
const db = () => ctx.database.db;

const TOKEN = '123456789:AAHfake-token-of-the-demo-bot_0001';
const TELEGRAM = '/api/companies/companies/1/notifications/telegram/';
const CHAT = 7001;
let people: People;

beforeAll(async () => {
  people = await signInPeople(ctx);
  bot.addBot(TOKEN, 'demo_review_bot');
  const res = await people.clients.admin.put('/api/companies/companies/1/chat_settings/', { telegram_token: TOKEN });
  expect(res.statusCode, res.body).toBe(200);
});

beforeEach(async () => {
  clock.set(START);
  await round(); // reads whatever an earlier test left unread
  await db().delete(s.notifications);
  await db().delete(s.telegramLinks);
  await db().delete(s.notificationSettings);
  await db().update(s.chatSettings).set({ webhookUrl: '', webhookLang: 'ru' });
  bot.sent.length = 0;
  hook.posts.length = 0;
  logged.length = 0;
});

/** The employee asks for a code and sends `/start <code>` to the bot from their chat. */
async function linkEmployee(chatId = CHAT): Promise<void> {
  const { code } = json<{ code: string }>(await people.clients.employee.post(`${TELEGRAM}code/`));
  bot.write(TOKEN, chatId, `/start ${code}`);
  expect(await round()).toMatchObject({ linked: 1 });
  bot.sent.length = 0;
}

/** A notice to the employee written now (after the link). */
const noticeNow = (extra: Parameters<typeof addNotice>[3] = {}) =>
  addNotice(ctx, people.ids.employee, 1, { createdAt: clock.now(), nextAttemptAt: clock.now(), ...extra });

const deliveries = () => db().select().from(s.chatDeliveries).orderBy(s.chatDeliveries.id);

describe('linking a Telegram chat with /start <code>', () => {
  it('links the chat of the current code only, ignoring wrong, expired and group ones, and says so', async () => {
    const { code: old } = json<{ code: string }>(await people.clients.employee.post(`${TELEGRAM}code/`));
    const { code } = json<{ code: string }>(await people.clients.employee.post(`${TELEGRAM}code/`));
    bot.write(TOKEN, 9001, '/start wrong-code-wrong-code-123');
    bot.write(TOKEN, 9002, `/start ${old}`);
    bot.write(TOKEN, 9003, `/start ${code}`, 'group');
    bot.write(TOKEN, 9004, 'hello');
    expect(await round()).toMatchObject({ linked: 0 });
    expect(json(await people.clients.employee.get(TELEGRAM))).toMatchObject({ linked: false });

    clock.advanceMs(16 * 60_000);
    bot.write(TOKEN, 9005, `/start ${code}`);
    expect(await round()).toMatchObject({ linked: 0 });
    expect(bot.sent).toEqual([]);

    const { code: fresh } = json<{ code: string }>(await people.clients.employee.post(`${TELEGRAM}code/`));
    bot.write(TOKEN, CHAT, `/start ${fresh}`);
    expect(await round()).toMatchObject({ linked: 1 });
    expect(json(await people.clients.employee.get(TELEGRAM))).toMatchObject({ linked: true });
    const [link] = await db().select().from(s.telegramLinks);
    expect(link).toMatchObject({ chatId: String(CHAT), codeHash: null });
    expect(bot.sent.map((m) => [m.token, m.chatId])).toEqual([[TOKEN, String(CHAT)]]);
    expect(bot.sent[0].text).toContain('Готово');

    // The code is spent: sent again, it links nothing, and read updates are not read twice.
    bot.write(TOKEN, 9006, `/start ${fresh}`);
    expect(await round()).toMatchObject({ linked: 0 });
    expect((await db().select().from(s.telegramLinks))[0].chatId).toBe(String(CHAT));
  });
});

describe('notices in Telegram', () => {
  it('reach the linked chat exactly once, even with two workers at once, in Russian with the link', async () => {
    await linkEmployee();
    await noticeNow();
    await noticeNow({ kind: 'complete', data: { period_name: 'Весна' } });
    const [a, b] = await Promise.all([round(), round()]);
    expect(a.sent + b.sent).toBe(2);
    await round();
    expect(bot.sent).toHaveLength(2);
    expect(new Set(bot.sent.map((m) => m.chatId))).toEqual(new Set([String(CHAT)]));
    const first = bot.sent.find((m) => m.text.includes('самооценку'));
    expect(first?.text).toContain('Начался период «Весна»: заполните самооценку');
    expect(first?.text).toMatch(
      /https:\/\/review\.example\.com\/c\/1\/performance-review\/employee-dashboard\/form\/\?id=\d+/,
    );
    expect((await deliveries()).map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ['telegram', 'sent', 1],
      ['telegram', 'sent', 1],
    ]);
  });

  it('writes in English to a person whose language is English', async () => {
    await db().insert(s.notificationSettings).values({ userId: people.ids.employee, lang: 'en' });
    await linkEmployee();
    expect(bot.sent).toEqual([]);
    await noticeNow();
    await round();
    expect(bot.sent).toHaveLength(1);
    expect(bot.sent[0].text).toContain('Весна has started: please fill in your self-assessment');
    expect(bot.sent[0].text).toContain('Open the self-assessment: https://review.example.com/c/1/');
  });

  it('tries again after a 500, after the backoff, and sends once', async () => {
    await linkEmployee();
    await noticeNow();
    bot.failSends({ status: 500, description: 'Internal Server Error' });
    expect(await round()).toMatchObject({ sent: 0, retried: 1 });
    expect(await round()).toMatchObject({ sent: 0, retried: 0 });
    clock.advanceMs(30_000);
    expect(await round()).toMatchObject({ sent: 1 });
    expect(bot.sent).toHaveLength(1);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row.lastError).toContain('Internal Server Error');
  });

  it('sends nothing to a person who turned chat notices off, or before they linked a chat', async () => {
    await noticeNow();
    await round();
    expect(await deliveries()).toEqual([]);
    await db().insert(s.notificationSettings).values({ userId: people.ids.employee, chat: false });
    clock.advanceMs(60_000);
    await linkEmployee();
    await noticeNow();
    expect(await round()).toMatchObject({ sent: 0, off: 1 });
    expect(bot.sent).toEqual([]);
    expect((await deliveries()).map((d) => d.status)).toEqual(['off']);
  });

  it('unlinks a chat whose person blocked the bot instead of trying again', async () => {
    await linkEmployee();
    await noticeNow();
    bot.failSends({ status: 403, description: 'Forbidden: bot was blocked by the user' });
    expect(await round()).toMatchObject({ sent: 0, unlinked: 1, retried: 0 });
    expect((await deliveries()).map((d) => d.status)).toEqual(['off']);
    expect(json(await people.clients.employee.get(TELEGRAM))).toMatchObject({ linked: false });
    expect(logged.some((line) => line.includes('the bot was blocked'))).toBe(true);
    await noticeNow();
    clock.advanceMs(3600_000);
    await round();
    expect(bot.sent).toEqual([]);
    expect(await deliveries()).toHaveLength(1);
  });

  it('goes out with the runner’s rounds', async () => {
    await linkEmployee();
    await noticeNow();
    const runner = createNotifications({ db: db(), clock, config: ctx.config, log, runSchedule: async () => {} });
    await runner.tick();
    await runner.stop();
    expect(bot.sent).toHaveLength(1);
  });
});

describe('the admins’ daily digest in the company channel', () => {
  const digest = (userId: number, day: string) =>
    addNotice(ctx, userId, 1, {
      kind: 'hr_digest',
      key: `hr_digest:1:${String(userId)}:${day}`,
      data: {
        company_name: 'Демо',
        period_name: 'Весна',
        day,
        total: 3,
        departments: [{ name: 'Разработка', self: 1, manager: 2, feedback: 0 }],
      },
      link: '/c/1/performance-review/',
      createdAt: clock.now(),
      nextAttemptAt: clock.now(),
    });

  /** The test channel listens on this host: the company allows private addresses for it. */
  const allowPrivate = (allow: boolean) =>
    db()
      .insert(s.webhookSettings)
      .values({ companyId: 1, allowPrivateAddresses: allow })
      .onConflictDoUpdate({ target: s.webhookSettings.companyId, set: { allowPrivateAddresses: allow } });

  it('is posted once a day per company, with retries, in the company’s chosen language', async () => {
    await allowPrivate(true);
    await db().update(s.chatSettings).set({ webhookUrl: hook.url });
    await digest(people.ids.admin, '2030-03-02');
    await digest(people.ids.manager, '2030-03-02');
    hook.failWith(500);
    expect(await round()).toMatchObject({ queued: 1, retried: 1 });
    clock.advanceMs(30_000);
    await Promise.all([round(), round()]);
    await round();
    expect(hook.posts).toHaveLength(1);
    expect(hook.posts[0].text).toContain('Демо: Просроченные анкеты');
    expect(hook.posts[0].text).toContain('Разработка');
    expect(hook.posts[0].text).toContain('https://review.example.com/c/1/performance-review/');

    clock.set('2030-03-03T09:00:00Z');
    await db().update(s.chatSettings).set({ webhookLang: 'en' });
    await digest(people.ids.admin, '2030-03-03');
    await round();
    expect(hook.posts).toHaveLength(2);
    expect(hook.posts[1].text).toContain('Демо: Overdue forms');
    const webhooks = (await deliveries()).filter((d) => d.channel === 'webhook');
    expect(webhooks.map((d) => [d.key, d.status])).toEqual([
      ['webhook:1:2030-03-02', 'sent'],
      ['webhook:1:2030-03-03', 'sent'],
    ]);
  });

  it('never reaches a channel on this host’s own network unless the company allows private addresses', async () => {
    await allowPrivate(false);
    await db().update(s.chatSettings).set({ webhookUrl: hook.url });
    await digest(people.ids.admin, '2030-03-02');
    expect(await round()).toMatchObject({ queued: 1, retried: 1 });
    expect(hook.posts).toEqual([]);
    const [refused] = await deliveries();
    expect(refused).toMatchObject({ channel: 'webhook', status: 'pending' });
    expect(refused.lastError).toContain('webhook_url_private');
  });

  it('posts nothing for a company without a webhook', async () => {
    await digest(people.ids.admin, '2030-03-02');
    await round();
    expect(hook.posts).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });
});
