// Time zones (app.time_zones.*): the company's on its settings page, a person's own on the notifications page.

export const timeZonesRu = {
  title: 'Часовой пояс компании',
  card: 'В каком часовом поясе заканчиваются сроки и приходят напоминания.',
  intro:
    'Срок заканчивается в 23:59 по часовому поясу человека: его собственному, если он его выбрал, иначе — компании. По нему же приходят напоминания, а в выгрузках пишется время.',
  company_label: 'Часовой пояс',
  company_help: 'Сотрудники могут выбрать свой в настройках уведомлений.',
  own_label: 'Мой часовой пояс',
  own_help: 'Не выбран — как у компании: %{zone}. Сроки заканчиваются в 23:59 по этому поясу.',
  russia: 'Россия',
  other: 'Другие',
  save: 'Сохранить',
  saved: 'Часовой пояс сохранён',
};

export const timeZonesEn: typeof timeZonesRu = {
  title: 'Company time zone',
  card: 'The time zone in which deadlines end and reminders arrive.',
  intro:
    "A deadline ends at 23:59 in the person's time zone: their own if they chose one, else the company's. Reminders follow it too, and exports write times in it.",
  company_label: 'Time zone',
  company_help: 'People can choose their own in their notification settings.',
  own_label: 'My time zone',
  own_help: "None chosen: the company's, %{zone}. Deadlines end at 23:59 in this zone.",
  russia: 'Russia',
  other: 'Other',
  save: 'Save',
  saved: 'Time zone saved',
};
