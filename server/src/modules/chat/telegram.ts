import { Api, GrammyError } from 'grammy';

/** How long one Bot API call may take: a silent Telegram fails the call, which is tried again later. */
const CALL_TIMEOUT_SECONDS = 10;

/** A Bot API client for a company's bot, at `apiRoot` (Telegram's, or a local fake in tests). */
export const botApi = (token: string, apiRoot: string): Api =>
  new Api(token, { apiRoot, timeoutSeconds: CALL_TIMEOUT_SECONDS });

/** Telegram refused the call for good: the token is wrong (401) or revoked. */
export const isUnauthorized = (err: unknown): boolean => err instanceof GrammyError && err.error_code === 401;

/**
 * The person blocked the bot, deleted their account or the chat is gone (403 "Forbidden: bot was blocked by the
 * user", "user is deactivated"): no try will ever get through, so the chat is unlinked instead.
 */
export const isChatGone = (err: unknown): boolean => err instanceof GrammyError && err.error_code === 403;

/** What a token shows of itself in the settings: the bot's number and the secret's last four characters. */
export function tokenHint(token: string): string {
  if (!token) return '';
  const [bot] = token.split(':');
  return `${bot}:…${token.slice(-4)}`;
}
