import { z } from 'zod';
import { TELEGRAM_TOKEN_PATTERN } from '../../../../contract/chat.ts';
import { LANGUAGES } from '../../../../contract/enums.ts';
import { coded } from '../../http/zod.ts';

/**
 * The company's chat settings as admins see them: the bot's username and a hint of its token (never the token),
 * and the incoming webhook's address with the language of its digest.
 */
export const chatSettingsOut = z.object({
  telegram_bot_username: z.string(),
  telegram_token_hint: z.string(),
  webhook_url: z.string(),
  webhook_lang: z.enum(LANGUAGES),
});
export type ChatSettingsOut = z.infer<typeof chatSettingsOut>;

/** Only http(s) addresses: the digest is posted there as JSON (`{"text": ...}`, as Slack and Mattermost take it). */
const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, coded('webhook_url_invalid'));

/** A change: a field left out stays as it was; an empty token or address turns that channel off. */
export const chatSettingsIn = z.strictObject({
  telegram_token: z
    .string()
    .trim()
    .refine((value) => value === '' || TELEGRAM_TOKEN_PATTERN.test(value), coded('telegram_token_format'))
    .optional(),
  webhook_url: webhookUrl.optional(),
  webhook_lang: z.enum(LANGUAGES).optional(),
});
export type ChatSettingsIn = z.infer<typeof chatSettingsIn>;

/** A person's Telegram: whether the company has a bot, and whether their chat is linked (since when). */
export const telegramLinkOut = z.object({
  available: z.boolean(),
  bot_username: z.string(),
  linked: z.boolean(),
  linked_at: z.string().nullable(),
});
export type TelegramLinkOut = z.infer<typeof telegramLinkOut>;

/** A one-time code and the deep link that sends `/start <code>` to the bot. */
export const telegramCodeOut = z.object({
  code: z.string(),
  link: z.string(),
  expires_at: z.string(),
});
export type TelegramCodeOut = z.infer<typeof telegramCodeOut>;
