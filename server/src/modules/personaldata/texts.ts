import type { Lang } from '../../../../contract/errors/index.ts';

/** The name an erased person is shown by, in the language of whoever erased them. */
export const erasedName = (lang: Lang, userId: number): string =>
  lang === 'en' ? `Erased person ${String(userId)}` : `Удалённый сотрудник ${String(userId)}`;

/** What a text an erased person wrote reads afterwards. */
export const ERASED_TEXT: Record<Lang, string> = { ru: '[удалено]', en: '[erased]' };

/** Where an erased person's mail would go: the reserved `.invalid` domain (RFC 2606) never delivers, one per user. */
export const erasedEmail = (userId: number): string => `erased-${String(userId)}@erased.invalid`;

/** The export's own words: its privacy note, and its PDF's section headings. */
export const EXPORT_TEXTS = {
  ru: {
    title: 'Персональные данные',
    privacy_note:
      'Личные заметки 1:1 и обратная связь в любое время (отправленная и полученная) приватны: выгрузка показывает только их количество. Ответы 360, которые дал человек, хранятся без связи с ним и в выгрузку не входят.',
    sections: {
      person: 'Человек',
      positions: 'Должности',
      forms: 'Оценки человека',
      reviewed_forms: 'Оценки, которые человек проводил',
      goals: 'Цели',
      check_ins: 'Отметки прогресса',
      one_on_ones: 'Встречи 1:1',
      feedback: 'Обратная связь (только количество)',
      praise: 'Благодарности',
      review360: 'Обратная связь 360',
      notifications: 'Уведомления',
      use: 'Использование продукта',
      audit: 'Журнал аудита',
    },
  },
  en: {
    title: 'Personal data',
    privacy_note:
      '1:1 private notes and feedback any time (given and received) are private: the export gives their counts only. The 360 answers the person gave are kept without any link to them and are not in the export.',
    sections: {
      person: 'Person',
      positions: 'Positions',
      forms: 'Reviews of the person',
      reviewed_forms: 'Reviews the person wrote',
      goals: 'Goals',
      check_ins: 'Check-ins',
      one_on_ones: '1:1 meetings',
      feedback: 'Feedback (counts only)',
      praise: 'Praise',
      review360: '360 feedback',
      notifications: 'Notifications',
      use: 'Use of the product',
      audit: 'Audit log',
    },
  },
} satisfies Record<Lang, { title: string; privacy_note: string; sections: Record<string, string> }>;
