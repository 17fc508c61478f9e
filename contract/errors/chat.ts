import type { Texts } from './types.ts';

/** Chat notices: the company's bot and channel, and a person's Telegram link. */
export const chatErrors = {
  telegram_token_format: {
    ru: 'Токен бота выглядит как «123456789:AA…» — скопируйте его из @BotFather целиком.',
    en: 'A bot token looks like “123456789:AA…” — copy it whole from @BotFather.',
  },
  telegram_token_refused: {
    ru: 'Telegram не принял этот токен бота.',
    en: 'Telegram did not accept this bot token.',
  },
  telegram_unreachable: {
    ru: 'Не удалось связаться с Telegram. Попробуйте позже.',
    en: 'Telegram could not be reached. Please try again later.',
  },
  telegram_not_configured: {
    ru: 'В компании не настроен бот Telegram.',
    en: 'The company has no Telegram bot set up.',
  },
  webhook_url_invalid: {
    ru: 'Нужен адрес http:// или https:// входящего вебхука.',
    en: 'An http:// or https:// incoming-webhook address is needed.',
  },
} satisfies Record<string, Texts>;
