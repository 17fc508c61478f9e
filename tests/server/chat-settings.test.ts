import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import type { Config } from '../../server/src/config.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { hashLinkCode } from '../../server/src/modules/chat/telegram-link.service.ts';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api.ts';
import { json, useApp } from './helpers.ts';
import { signInPeople, type People } from './notifications-fixtures.ts';

const clock = new ManualClock('2030-03-02T09:00:00Z');
const overrides: Partial<Config> = {};
let bot: FakeBotApi;
beforeAll(async () => {
  bot = await startFakeBotApi();
  overrides.chat = { telegramApiRoot: bot.url };
});
afterAll(async () => {
  await bot.close();
});
const ctx = useApp(overrides, { clock });
let people: People;
beforeAll(async () => {
  people = await signInPeople(ctx);
});

const TOKEN = '123456789:AAHfake-token-of-the-demo-bot_0001';
const SETTINGS = (companyId: number) => `/api/companies/companies/${String(companyId)}/chat_settings/`;
const TELEGRAM = (companyId: number) => `/api/companies/companies/${String(companyId)}/notifications/telegram/`;

const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([field, errors]) => [
      field,
      errors.map((e) => e.code),
    ]),
  );

describe('the company chat settings', () => {
  it('starts empty, takes a bot token Telegram accepts and answers only a hint of it, audited without it', async () => {
    const admin = people.clients.admin;
    expect(json(await admin.get(SETTINGS(1)))).toEqual({
      telegram_bot_username: '',
      telegram_token_hint: '',
      webhook_url: '',
      webhook_lang: 'ru',
    });
    bot.addBot(TOKEN, 'demo_review_bot');
    const res = await admin.put(SETTINGS(1), {
      telegram_token: TOKEN,
      webhook_url: 'https://203.0.113.10/hooks/x1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      telegram_bot_username: 'demo_review_bot',
      telegram_token_hint: '123456789:…0001',
      webhook_url: 'https://203.0.113.10/hooks/x1',
      webhook_lang: 'ru',
    };
    expect(json(res)).toEqual(expected);
    expect(res.body).not.toContain(TOKEN);
    expect(bot.calls).toContain(`${TOKEN} getMe`);
    expect(json(await admin.get(SETTINGS(1)))).toEqual(expected);

    // A field left out stays as it was.
    expect(json(await admin.put(SETTINGS(1), { webhook_lang: 'en' }))).toEqual({ ...expected, webhook_lang: 'en' });
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, 1), eq(s.auditLog.action, 'chat_settings.updated')));
    expect(audit).toHaveLength(2);
    expect(audit[0].data).toMatchObject({
      before: { telegram_token_hint: '', webhook_host: '' },
      after: { telegram_token_hint: '123456789:…0001', webhook_host: '203.0.113.10' },
    });
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
    expect(JSON.stringify(audit)).not.toContain('/hooks/x1');
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const admin = people.clients.admin;
    const before = json(await admin.get(SETTINGS(1)));
    const cases: [unknown, string, string][] = [
      [{ telegram_token: 'not-a-token' }, 'telegram_token', 'telegram_token_format'],
      [{ telegram_token: '987654321:AAHunknown-token-telegram-refuses' }, 'telegram_token', 'telegram_token_refused'],
      [{ webhook_url: 'ftp://chat.example.com/hook' }, 'webhook_url', 'webhook_url_invalid'],
      [{ webhook_url: 'not an address' }, 'webhook_url', 'webhook_url_invalid'],
      [{ webhook_url: 'http://127.0.0.1:8065/hooks/x' }, 'webhook_url', 'webhook_url_private'],
      [{ webhook_url: 'https://[::1]/hooks/x' }, 'webhook_url', 'webhook_url_private'],
      [{ webhook_url: 'http://169.254.169.254/latest/' }, 'webhook_url', 'webhook_url_private'],
      [{ webhook_lang: 'de' }, 'webhook_lang', 'invalid_choice'],
      [{ telegram_token: 5 }, 'telegram_token', 'invalid_type'],
      [{ extra: 1 }, 'non_field_errors', 'unknown_field'],
    ];
    for (const [body, field, code] of cases) {
      const res = await admin.put(SETTINGS(1), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codesOf(res), JSON.stringify(body)).toEqual({ [field]: [code] });
    }
    expect(json(await admin.get(SETTINGS(1)))).toEqual(before);
  });

  it('takes a channel on the company’s own network once its admins allow private addresses', async () => {
    const admin = people.clients.admin;
    const local = { webhook_url: 'http://10.1.2.3:8065/hooks/x' };
    expect(codesOf(await admin.put(SETTINGS(1), local))).toEqual({ webhook_url: ['webhook_url_private'] });
    const allow = `/api/companies/companies/1/webhooks/settings/`;
    expect((await admin.put(allow, { allow_private_addresses: true })).statusCode).toBe(200);
    const res = await admin.put(SETTINGS(1), local);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject(local);
    expect((await admin.put(allow, { allow_private_addresses: false })).statusCode).toBe(200);
    expect((await admin.put(SETTINGS(1), { webhook_url: '' })).statusCode).toBe(200);
  });

  it('is for the company’s admins only: others get 403, another company’s admin 404', async () => {
    for (const who of [people.clients.manager, people.clients.employee]) {
      expect((await who.get(SETTINGS(1))).statusCode).toBe(403);
      expect((await who.put(SETTINGS(1), { webhook_url: '' })).statusCode).toBe(403);
    }
    expect((await people.director.get(SETTINGS(1))).statusCode).toBe(404);
    expect((await people.director.put(SETTINGS(1), { webhook_url: '' })).statusCode).toBe(404);
    // The demo HR is a plain member of the second company: not its admin.
    expect((await people.clients.admin.get(SETTINGS(2))).statusCode).toBe(403);
    expect(json(await people.director.get(SETTINGS(2)))).toMatchObject({ telegram_token_hint: '', webhook_url: '' });
  });
});

describe('a person’s Telegram link', () => {
  it('gives a one-time code with the bot’s deep link, kept only hashed, and unlinks', async () => {
    const employee = people.clients.employee;
    expect(json(await employee.get(TELEGRAM(1)))).toEqual({
      available: true,
      bot_username: 'demo_review_bot',
      linked: false,
      linked_at: null,
    });
    const res = await employee.post(`${TELEGRAM(1)}code/`);
    expect(res.statusCode, res.body).toBe(200);
    const { code, link, expires_at } = json<{ code: string; link: string; expires_at: string }>(res);
    expect(code).toMatch(/^[\w-]{20,64}$/);
    expect(link).toBe(`https://t.me/demo_review_bot?start=${code}`);
    expect(expires_at).toBe('2030-03-02T09:15:00.000Z');
    const [row] = await ctx.database.db
      .select()
      .from(s.telegramLinks)
      .where(eq(s.telegramLinks.userId, people.ids.employee));
    expect(row).toMatchObject({ companyId: 1, codeHash: hashLinkCode(code), chatId: null });
    expect(JSON.stringify(row)).not.toContain(code);

    await ctx.database.db
      .update(s.telegramLinks)
      .set({ chatId: '555', linkedAt: clock.now() })
      .where(eq(s.telegramLinks.id, row.id));
    expect(json(await employee.get(TELEGRAM(1)))).toMatchObject({ linked: true, linked_at: clock.now().toISOString() });
    expect(json(await employee.post(`${TELEGRAM(1)}unlink/`))).toMatchObject({ linked: false, linked_at: null });
    const [after] = await ctx.database.db.select().from(s.telegramLinks).where(eq(s.telegramLinks.id, row.id));
    expect(after).toMatchObject({ chatId: null, codeHash: null });
  });

  it('answers 409 for a code where the company has no bot, and 404 for a company the person is not in', async () => {
    const res = await people.director.post(`${TELEGRAM(2)}code/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'telegram_not_configured' });
    expect(json(await people.director.get(TELEGRAM(2)))).toMatchObject({ available: false, linked: false });
    expect((await people.director.post(`${TELEGRAM(1)}code/`)).statusCode).toBe(404);
    expect((await people.director.get(TELEGRAM(1))).statusCode).toBe(404);
  });
});
