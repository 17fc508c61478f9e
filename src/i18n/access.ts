import type { StringMap } from 'react-admin';
import { ROUTES } from '../resources/registry.ts';

/** Texts of the access rule's pages (no access, not found) and of the notices that name what was saved. */

export const accessRu = {
  denied_title: 'Нет доступа',
  denied_heading: 'У вас нет доступа к этой странице',
  denied_text:
    'Эта страница доступна другим ролям. Если она нужна вам для работы, обратитесь к администратору компании.',
  form_not_found_title: 'Анкета не найдена',
  form_not_found_text: 'Такой анкеты нет, или она не ваша и вы не оцениваете её владельца.',
  page_not_found_title: 'Страница не найдена',
  not_found_text: 'Такой страницы нет. Проверьте адрес или начните с главной.',
};

export const accessEn: typeof accessRu = {
  denied_title: 'No access',
  denied_heading: 'You have no access to this page',
  denied_text: 'This page is for other roles. If you need it for your work, ask your company admin.',
  form_not_found_title: 'Form not found',
  form_not_found_text: 'There is no such form, or it is not yours and you do not review its owner.',
  page_not_found_title: 'Page not found',
  not_found_text: 'There is no such page. Check the address or start from the home page.',
};

/** By the resource's route, as its other texts: each names the record in its own grammatical gender. */
export const noticesRu = {
  [ROUTES.values]: {
    created: 'Ценность «%{name}» создана',
    updated: 'Ценность «%{name}» сохранена',
    deleted: 'Ценность «%{name}» удалена',
  },
  [ROUTES.assessment_periods]: {
    created: 'Период оценки «%{name}» создан',
    updated: 'Период оценки «%{name}» сохранён',
    deleted: 'Период оценки «%{name}» удалён',
  },
  [ROUTES.agreements]: {
    created: 'Договорённость «%{name}» создана',
    updated: 'Договорённость «%{name}» сохранена',
    deleted: 'Договорённость «%{name}» удалена',
  },
  [ROUTES.hipo_skills]: {
    created: 'Навык HiPo «%{name}» создан',
    updated: 'Навык HiPo «%{name}» сохранён',
    deleted: 'Навык HiPo «%{name}» удалён',
  },
};

export const noticesEn: typeof noticesRu = {
  [ROUTES.values]: {
    created: 'Value “%{name}” created',
    updated: 'Value “%{name}” saved',
    deleted: 'Value “%{name}” deleted',
  },
  [ROUTES.assessment_periods]: {
    created: 'Review period “%{name}” created',
    updated: 'Review period “%{name}” saved',
    deleted: 'Review period “%{name}” deleted',
  },
  [ROUTES.agreements]: {
    created: 'Agreement “%{name}” created',
    updated: 'Agreement “%{name}” saved',
    deleted: 'Agreement “%{name}” deleted',
  },
  [ROUTES.hipo_skills]: {
    created: 'Hipo skill “%{name}” created',
    updated: 'Hipo skill “%{name}” saved',
    deleted: 'Hipo skill “%{name}” deleted',
  },
};

/** The create screens' titles: «Создать %{name}» would read «Создать Период оценки». */
export const createTitlesRu = {
  [ROUTES.values]: 'Новая ценность',
  [ROUTES.assessment_periods]: 'Новый период оценки',
  [ROUTES.agreements]: 'Новая договорённость',
  [ROUTES.hipo_skills]: 'Новый навык HiPo',
};

export const createTitlesEn: typeof createTitlesRu = {
  [ROUTES.values]: 'New value',
  [ROUTES.assessment_periods]: 'New review period',
  [ROUTES.agreements]: 'New agreement',
  [ROUTES.hipo_skills]: 'New hipo skill',
};

/** The resources' texts (by route) with each one's create-screen title (`resources.<route>.page.create`). */
export function withCreateTitles(resources: Record<string, StringMap>, titles: Record<string, string>): StringMap {
  return Object.fromEntries(
    Object.entries(resources).map(([route, texts]) =>
      Object.hasOwn(titles, route) ? [route, { ...texts, page: { create: titles[route] } }] : [route, texts],
    ),
  );
}
