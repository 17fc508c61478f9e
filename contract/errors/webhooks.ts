import type { Texts } from './types.ts';

/** Webhooks: an endpoint's address (server-side request forgery guard) and its deliveries. */
export const webhookErrors = {
  webhook_url_scheme: {
    ru: 'Адрес должен начинаться с http:// или https://.',
    en: 'The address must start with http:// or https://.',
  },
  webhook_url_private: {
    ru: 'Адрес ведёт во внутреннюю сеть (%{address}). Такие адреса разрешаются в настройках вебхуков.',
    en: 'The address leads into a private network (%{address}). Such addresses are allowed in the webhook settings.',
  },
  webhook_url_unresolvable: {
    ru: 'Не удалось найти сервер по этому адресу.',
    en: 'No server was found at this address.',
  },
  webhook_delivery_pending: {
    ru: 'Эта доставка ещё в очереди.',
    en: 'This delivery is still queued.',
  },
} satisfies Record<string, Texts>;
