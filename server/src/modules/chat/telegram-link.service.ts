import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TELEGRAM_CODE_MINUTES } from '../../../../contract/chat.ts';
import { hashTokenSecret } from '../../auth/api-tokens.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { telegramLinks } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { Conflict } from '../../http/errors.ts';
import { chatSettingsRow } from './chat-settings.service.ts';
import type { TelegramCodeOut, TelegramLinkOut } from './chat.schemas.ts';

/** A code as Telegram's deep links carry it (`?start=`: letters, digits, `_` and `-`), hashed like API tokens. */
export const hashLinkCode = (code: string): string => hashTokenSecret(code);

const ofCaller = (caller: Caller) =>
  and(eq(telegramLinks.companyId, caller.member.companyId), eq(telegramLinks.userId, caller.userId));

/** The caller's Telegram in the company: the bot to link and whether their chat is linked. */
export async function getTelegramLink(db: Db, caller: Caller): Promise<TelegramLinkOut> {
  const settings = await chatSettingsRow(db, caller.member.companyId);
  const link = (await db.select().from(telegramLinks).where(ofCaller(caller))).at(0);
  const available = Boolean(settings?.telegramToken && settings.telegramBotUsername);
  return {
    available,
    bot_username: available ? (settings?.telegramBotUsername ?? '') : '',
    linked: Boolean(link?.chatId),
    linked_at: link?.chatId ? (link.linkedAt?.toISOString() ?? null) : null,
  };
}

/**
 * A new one-time code for the caller (any earlier one stops working), valid for a few minutes, and the deep link
 * that opens the bot with `/start <code>`. Only its hash is kept. A company without a bot: 409.
 */
export async function createTelegramCode(db: Db, clock: Clock, caller: Caller): Promise<TelegramCodeOut> {
  const settings = await chatSettingsRow(db, caller.member.companyId);
  if (!settings?.telegramToken || !settings.telegramBotUsername) throw new Conflict('telegram_not_configured');
  const code = randomBytes(18).toString('base64url');
  const expiresAt = new Date(clock.now().getTime() + TELEGRAM_CODE_MINUTES * 60_000);
  const pending = { codeHash: hashLinkCode(code), codeExpiresAt: expiresAt };
  await db
    .insert(telegramLinks)
    .values({ companyId: caller.member.companyId, userId: caller.userId, ...pending })
    .onConflictDoUpdate({ target: [telegramLinks.companyId, telegramLinks.userId], set: pending });
  return {
    code,
    link: `https://t.me/${settings.telegramBotUsername}?start=${code}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** The caller's chat no longer gets notices (and an unused code stops working). */
export async function unlinkTelegram(db: Db, caller: Caller): Promise<TelegramLinkOut> {
  await db
    .update(telegramLinks)
    .set({ chatId: null, linkedAt: null, codeHash: null, codeExpiresAt: null })
    .where(ofCaller(caller));
  return getTelegramLink(db, caller);
}
