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
  impersonate_self: {
    ru: 'Нельзя войти от своего же имени: выберите другого пользователя.',
    en: 'You cannot impersonate yourself: choose another user.',
  },
  impersonation_reason_required: {
    ru: 'Укажите, зачем вы входите от имени пользователя: это попадёт в журнал.',
    en: 'Say why you are acting as this user: it goes to the audit log.',
  },
  impersonate_not_member: {
    ru: 'Этот пользователь не состоит в выбранной компании.',
    en: 'This user is not a member of the chosen company.',
  },
  not_impersonating: { ru: 'Вы сейчас не работаете от чужого имени.', en: 'You are not impersonating anyone.' },
  provider_unavailable: {
    ru: 'Сервис входа сейчас недоступен. Попробуйте позже.',
    en: 'The sign-in service is unavailable right now. Try again later.',
  },
  session_expired: { ru: 'Сеанс входа устарел. Начните вход заново.', en: 'The sign-in attempt expired. Start again.' },
  sign_in_failed: {
    ru: 'Сервис входа не подтвердил вход. Попробуйте ещё раз.',
    en: 'The sign-in service did not confirm your sign-in. Try again.',
  },
  email_not_verified: {
    ru: 'Адрес электронной почты не подтверждён у поставщика входа.',
    en: 'Your email address is not verified with the sign-in provider.',
  },
} satisfies Record<string, Texts>;
