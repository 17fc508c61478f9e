import type { Texts } from './types.ts';

/** API tokens: calls made with one and their management. */
export const apiTokenErrors = {
  token_invalid: {
    ru: 'API-токен неизвестен, отозван или истёк.',
    en: 'The API token is unknown, revoked or expired.',
  },
  token_scope: {
    ru: 'Права этого API-токена не позволяют этот запрос.',
    en: 'This API token’s scopes do not allow this request.',
  },
  token_expiry_past: {
    ru: 'Срок действия должен быть не раньше сегодняшнего дня.',
    en: 'The expiry date must be today or later.',
  },
} satisfies Record<string, Texts>;
