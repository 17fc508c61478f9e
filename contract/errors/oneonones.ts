import type { Texts } from './types.ts';

/** One-on-ones: series, meetings, their agenda, notes and action items. */
export const oneOnOneErrors = {
  one_on_one_not_pair: {
    ru: 'Встречу 1:1 можно начать только со своим руководителем или своим сотрудником.',
    en: 'You can start a 1:1 only with your manager or one of your people.',
  },
  one_on_one_exists: {
    ru: 'С этим человеком встречи 1:1 уже идут.',
    en: 'You already have 1:1s with this person.',
  },
  one_on_one_in_past: {
    ru: 'Первая встреча не может быть в прошлом.',
    en: 'The first meeting cannot be in the past.',
  },
  one_on_one_too_far: {
    ru: 'Первая встреча не может быть дальше чем через год.',
    en: 'The first meeting cannot be more than a year ahead.',
  },
  one_on_one_members_only: {
    ru: 'Заметки и повестку встречи видят только её участники.',
    en: 'Only the two people of a 1:1 see its agenda and notes.',
  },
  one_on_one_owner_not_member: {
    ru: 'Ответственным может быть только участник встречи.',
    en: 'The owner must be one of the two people of the 1:1.',
  },
  one_on_one_not_in_meeting: {
    ru: 'В этой встрече нет такой записи.',
    en: 'This meeting has no such entry.',
  },
  one_on_one_goal_not_found: {
    ru: 'Нет такой цели или она вам недоступна.',
    en: 'No such goal, or you cannot read it.',
  },
  one_on_one_impersonation: {
    ru: 'Личные заметки и личная ссылка на календарь недоступны при входе от имени другого пользователя.',
    en: 'Private notes and private calendar addresses are not available while acting as another user.',
  },
} satisfies Record<string, Texts>;
