import type { Texts } from './types.ts';

/** Personal data: a person's export and erasure. */
export const personalDataErrors = {
  person_still_active: {
    ru: 'У человека есть действующая должность. Стереть можно только данные ушедшего сотрудника.',
    en: 'This person still has an active position. Only a departed person’s data can be erased.',
  },
  person_in_other_company: {
    ru: 'Человек состоит и в другой компании: его учётную запись стереть нельзя.',
    en: 'This person also belongs to another company, so their account cannot be erased.',
  },
} satisfies Record<string, Texts>;
