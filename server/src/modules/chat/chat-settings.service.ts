import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { chatSettings } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { ValidationError } from '../../http/errors.ts';
import { systemResolve, type Resolve } from '../webhooks/address.ts';
import { checkedUrl } from '../webhooks/webhooks.service.ts';
import type { ChatSettingsIn, ChatSettingsOut } from './chat.schemas.ts';
import { botApi, isUnauthorized, tokenHint } from './telegram.ts';

type Row = typeof chatSettings.$inferSelect;

const NONE = { telegramToken: '', telegramBotUsername: '', webhookUrl: '', webhookLang: 'ru' as const };

const toOut = (row: Pick<Row, keyof typeof NONE>): ChatSettingsOut => ({
  telegram_bot_username: row.telegramBotUsername,
  telegram_token_hint: tokenHint(row.telegramToken),
  webhook_url: row.webhookUrl,
  webhook_lang: row.webhookLang,
});

/** What the audit keeps: the webhook's host only, its path being the secret of an incoming webhook. */
function audited(out: ChatSettingsOut): Record<string, unknown> {
  const { webhook_url: url, ...rest } = out;
  return { ...rest, webhook_host: url ? new URL(url).host : '' };
}

/** A company's settings row, or none yet. */
export async function chatSettingsRow(db: Db, companyId: number): Promise<Row | undefined> {
  const rows = await db.select().from(chatSettings).where(eq(chatSettings.companyId, companyId));
  return rows.at(0);
}

/** The company's chat settings for its admins (the token only as a hint). */
export async function getChatSettings(db: Db, companyId: number): Promise<ChatSettingsOut> {
  return toOut((await chatSettingsRow(db, companyId)) ?? NONE);
}

/** The bot's username by its token, asked of Telegram: a token it refuses, or no answer, is a 400 on the token. */
async function botUsernameOf(token: string, apiRoot: string): Promise<string> {
  try {
    const me = await botApi(token, apiRoot).getMe();
    return me.username;
  } catch (err) {
    if (isUnauthorized(err)) throw ValidationError.field('telegram_token', 'telegram_token_refused');
    throw ValidationError.field('telegram_token', 'telegram_unreachable');
  }
}

/**
 * Admins change the company's bot and channel. A new token is checked with Telegram (getMe), which also gives the
 * bot's username for the people's links; the updates are read from the start again. The channel's address passes
 * the webhooks' guard against server-side request forgery (public addresses only, unless the company allows
 * private ones). The change is audited with hints of the token, never the token.
 */
export async function putChatSettings(
  db: Db,
  clock: Clock,
  apiRoot: string,
  caller: Caller,
  input: ChatSettingsIn,
  resolve: Resolve = systemResolve,
): Promise<ChatSettingsOut> {
  const companyId = caller.member.companyId;
  const before = (await chatSettingsRow(db, companyId)) ?? NONE;
  const webhookUrl = input.webhook_url
    ? await checkedUrl(db, companyId, input.webhook_url, resolve, 'webhook_url')
    : (input.webhook_url ?? before.webhookUrl);
  const token = input.telegram_token ?? before.telegramToken;
  const tokenChanged = token !== before.telegramToken;
  const username = !tokenChanged ? before.telegramBotUsername : token ? await botUsernameOf(token, apiRoot) : '';
  const values = {
    telegramToken: token,
    telegramBotUsername: username,
    webhookUrl,
    webhookLang: input.webhook_lang ?? before.webhookLang,
    updatedAt: clock.now(),
    ...(tokenChanged ? { telegramOffset: 0 } : {}),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: chatSettings.companyId, set: values })
      .returning();
    const after = toOut(row);
    await recordAudit(tx, {
      companyId,
      userId: caller.userId,
      action: 'chat_settings.updated',
      targetType: 'company',
      targetId: companyId,
      before: audited(toOut(before)),
      after: audited(after),
    });
    return after;
  });
}
