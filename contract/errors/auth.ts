import type { Texts } from './types.ts';

/** Sign-in, demo sign-in and staff impersonation. */
export const authErrors = {
  unknown_provider: { ru: 'Неизвестный способ входа.', en: 'Unknown sign-in provider.' },
  demo_off: { ru: 'Демо-режим выключен.', en: 'Demo mode is off.' },
  demo_missing: {
    ru: 'Демо-данные не загружены. Сначала заполните базу.',
    en: 'The demo data is not loaded. Run the seed first.',
  },
  no_user: { ru: 'Такого пользователя нет.', en: 'No such user.' },
  impersonate_staff: {
    ru: 'Нельзя войти от имени сотрудника поддержки.',
    en: 'Staff users cannot be impersonated.',
  },
  not_impersonating: { ru: 'Вы сейчас не работаете от чужого имени.', en: 'You are not impersonating anyone.' },
} satisfies Record<string, Texts>;
