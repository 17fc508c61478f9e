/**
 * Chat notices: a person's notices in Telegram (the company's bot) and the admins' daily digest in a Slack or
 * Mattermost channel (an incoming webhook). Plain values: the browser imports this file.
 */

/** Where a chat message goes: a person's linked Telegram chat, or the company's incoming webhook. */
export const CHAT_CHANNELS = ['telegram', 'webhook'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/**
 * A chat message: `pending` (queued, or waiting for a retry), `sent`, `failed` (every try failed), `off` (the
 * person turned chat notices off, or has no chat linked any more: nothing is sent).
 */
export const CHAT_STATUSES = ['pending', 'sent', 'failed', 'off'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** How long a Telegram link code works after it is shown. */
export const TELEGRAM_CODE_MINUTES = 15;

/** A Telegram bot token as BotFather gives it: the bot's number, a colon, a secret. */
export const TELEGRAM_TOKEN_PATTERN = /^\d{3,20}:[\w-]{20,100}$/;
