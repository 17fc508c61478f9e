import type { Texts } from './types.ts';

/** The notifications' outbox: what an admin may send again. */
export const notificationErrors = {
  outbox_not_failed: {
    ru: 'Отправить повторно можно только сообщение, которое не удалось отправить.',
    en: 'Only a message that failed to go out can be sent again.',
  },
} satisfies Record<string, Texts>;
