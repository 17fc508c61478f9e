import type { Texts } from './types.ts';

/** Feedback any time and praise. */
export const recognitionErrors = {
  feedback_to_self: {
    ru: 'Нельзя оставить обратную связь самому себе.',
    en: 'You cannot give feedback to yourself.',
  },
  feedback_request_about: {
    ru: 'Просить обратную связь можно о себе или, руководителю, о своём сотруднике.',
    en: 'You can ask for feedback about yourself or, as a manager, about one of your people.',
  },
  feedback_request_not_yours: {
    ru: 'Этот запрос обратной связи адресован не вам.',
    en: 'This feedback request was not made to you.',
  },
  feedback_request_self: {
    ru: 'Нельзя просить обратную связь у человека, о котором она.',
    en: 'You cannot ask the person the feedback is about.',
  },
  person_not_in_company: {
    ru: 'В компании нет такого сотрудника.',
    en: 'No such person in this company.',
  },
  praise_value_required: {
    ru: 'Выберите ценность компании.',
    en: "Choose one of the company's values.",
  },
  praise_value_not_found: {
    ru: 'У компании нет такой ценности.',
    en: 'The company has no such value.',
  },
  praise_impersonation: {
    ru: 'Благодарность подписывает её автор: при входе от имени другого пользователя её не отправить.',
    en: 'A praise is signed by its author: it cannot be sent while acting as another user.',
  },
  praise_to_self: {
    ru: 'Нельзя поблагодарить самого себя.',
    en: 'You cannot praise yourself.',
  },
  staff_private_content: {
    ru: 'Личная обратная связь не видна при входе от имени другого пользователя.',
    en: 'Private feedback is not shown while acting as another user.',
  },
} satisfies Record<string, Texts>;
