import { and, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '../../../../contract/enums.ts';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { chatSettings, notificationSettings, telegramLinks } from '../../db/schema/index.ts';
import { chatLinkedText } from '../notifications/templates/chat.ts';
import type { Log } from '../notifications/worker.ts';
import { botApi } from './telegram.ts';
import { hashLinkCode } from './telegram-link.service.ts';

type Bot = { company_id: number; token: string; offset: number; company_name: string };
type Start = { chatId: string; codeHash: string };

/** `/start <code>` in a private chat: the code a deep link carries. */
const START = /^\/start\s+([\w-]{1,64})$/;

/**
 * Reads each company bot's new messages (getUpdates from the stored offset, without waiting) and links the chat of
 * every `/start <code>` whose code is the person's current one and not expired; any other message, a wrong code or
 * an expired one is read and ignored. The offset moves only if it is still the one read: of two server processes
 * that read the same updates, one links them and the other does nothing. The person is told in their language.
 */
export async function readTelegramUpdates(db: Db, clock: Clock, apiRoot: string, log: Log): Promise<number> {
  const bots = await rowsOf<Bot>(
    db,
    sql`select s.company_id, s.telegram_token as token, s.telegram_offset::float8 as offset, c.name as company_name
      from chat_settings s join companies c on c.id = s.company_id where s.telegram_token <> ''`,
  );
  let linked = 0;
  for (const bot of bots) {
    try {
      linked += await readBot(db, clock, apiRoot, bot, log);
    } catch (err) {
      log.warn({ err, company: bot.company_id }, 'chat: the Telegram bot updates could not be read');
    }
  }
  return linked;
}

async function readBot(db: Db, clock: Clock, apiRoot: string, bot: Bot, log: Log): Promise<number> {
  const api = botApi(bot.token, apiRoot);
  const updates = await api.getUpdates({ offset: bot.offset, timeout: 0, allowed_updates: ['message'] });
  if (!updates.length) return 0;
  const next = Math.max(...updates.map((update) => update.update_id)) + 1;
  const starts: Start[] = updates.flatMap(({ message }) => {
    const match = message?.chat.type === 'private' ? START.exec(message.text?.trim() ?? '') : null;
    return message && match ? [{ chatId: String(message.chat.id), codeHash: hashLinkCode(match[1]) }] : [];
  });
  const now = clock.now();
  const linked = await db.transaction(async (tx) => {
    const moved = await tx
      .update(chatSettings)
      .set({ telegramOffset: next })
      .where(
        and(
          eq(chatSettings.companyId, bot.company_id),
          eq(chatSettings.telegramOffset, bot.offset),
          eq(chatSettings.telegramToken, bot.token),
        ),
      )
      .returning({ companyId: chatSettings.companyId });
    if (!moved.length) return [];
    const done: { chatId: string; lang: Language }[] = [];
    for (const start of starts) {
      const link = (
        await tx
          .update(telegramLinks)
          .set({ chatId: start.chatId, linkedAt: now, codeHash: null, codeExpiresAt: null })
          .where(
            and(
              eq(telegramLinks.companyId, bot.company_id),
              eq(telegramLinks.codeHash, start.codeHash),
              gt(telegramLinks.codeExpiresAt, now),
            ),
          )
          .returning({ userId: telegramLinks.userId })
      ).at(0);
      if (!link) continue;
      const settings = (
        await tx
          .select({ lang: notificationSettings.lang })
          .from(notificationSettings)
          .where(eq(notificationSettings.userId, link.userId))
      ).at(0);
      done.push({ chatId: start.chatId, lang: settings?.lang ?? 'ru' });
    }
    return done;
  });
  for (const { chatId, lang } of linked) {
    await api.sendMessage(chatId, chatLinkedText(lang, bot.company_name)).catch((err: unknown) => {
      log.warn({ err, company: bot.company_id }, 'chat: a linked chat could not be told so');
    });
  }
  return linked.length;
}
