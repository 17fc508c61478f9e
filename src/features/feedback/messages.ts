// The staff area's product feedback page (app.staff.feedback.*).

export const feedbackRu = {
  title: 'Отзывы о продукте',
  search: 'Поиск по тексту и автору',
  company_filter: 'Компания: %{name}',
  clear_company: 'Показать отзывы всех компаний',
  table: 'Отзывы о продукте, сначала новые',
  date: 'Дата',
  author: 'Автор',
  company: 'Компания',
  page: 'Страница',
  text: 'Текст',
  no_author: 'Пользователь удалён',
  no_company: 'Без компании',
  filter_by_company: 'Только отзывы компании «%{name}»',
  empty: 'Отзывов пока нет.',
  nothing_found: 'Ничего не найдено.',
};

export const feedbackEn: typeof feedbackRu = {
  title: 'Product feedback',
  search: 'Search the text and the author',
  company_filter: 'Company: %{name}',
  clear_company: 'Show feedback from every company',
  table: 'Product feedback, newest first',
  date: 'Date',
  author: 'Author',
  company: 'Company',
  page: 'Page',
  text: 'Text',
  no_author: 'Deleted user',
  no_company: 'No company',
  filter_by_company: 'Only feedback from “%{name}”',
  empty: 'No feedback yet.',
  nothing_found: 'Nothing found.',
};
