// A person's personal data (app.personal_data.*): the export and erasure on the structure page, and the retention page.

export const personalDataRu = {
  title: 'Персональные данные',
  card: 'Срок хранения данных ушедших сотрудников.',
  section: 'Персональные данные',
  export_json: 'Выгрузить данные (JSON)',
  export_pdf: 'Выгрузить данные (PDF)',
  export_hint:
    'Всё, что хранится о человеке. Личные заметки 1:1 и обратная связь показываются только количеством, ответы 360 — никогда.',
  erase: 'Стереть данные',
  erase_active_hint: 'Стереть можно только данные сотрудника без действующей должности.',
  erase_title: 'Стереть данные: %{name}?',
  erase_text:
    'Имя и email заменятся на «Удалённый сотрудник», всё, что человек написал (комментарии самооценки, обратная связь, отметки по целям, темы встреч 1:1, благодарности), — на пометку «[удалено]». Сессии, уведомления, календари и личные заметки удалятся. Оценки и аналитика останутся. Отменить это нельзя.',
  erase_confirm: 'Стереть навсегда',
  erased: 'Данные стёрты',
  retention_intro:
    'Данные сотрудников без действующей должности можно стирать автоматически — через заданное число дней после деактивации.',
  retention_on: 'Стирать данные деактивированных сотрудников',
  retention_days: 'Через сколько дней',
  retention_off: 'Автоматическое стирание выключено.',
  save: 'Сохранить',
  saved: 'Настройка сохранена',
};

export const personalDataEn: typeof personalDataRu = {
  title: 'Personal data',
  card: 'How long the data of people who left is kept.',
  section: 'Personal data',
  export_json: 'Export data (JSON)',
  export_pdf: 'Export data (PDF)',
  export_hint:
    'Everything kept about the person. 1:1 private notes and feedback are given as counts only, 360 answers never.',
  erase: 'Erase data',
  erase_active_hint: 'Only the data of a person without an active position can be erased.',
  erase_title: 'Erase the data of %{name}?',
  erase_text:
    'The name and email are replaced with "Erased person", everything the person wrote (self-assessment comments, feedback, goal check-ins, 1:1 talking points, praise) with the mark "[erased]". Sessions, notifications, calendars and private notes are deleted. Reviews and analytics stay. This cannot be undone.',
  erase_confirm: 'Erase for good',
  erased: 'Data erased',
  retention_intro:
    'The data of people without an active position can be erased automatically, a set number of days after their deactivation.',
  retention_on: 'Erase the data of deactivated people',
  retention_days: 'After how many days',
  retention_off: 'Automatic erasure is off.',
  save: 'Save',
  saved: 'Setting saved',
};
