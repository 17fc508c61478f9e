// A period's reminder settings (app.notifications.period.*): who is reminded of the stage deadlines and when.

export const periodRemindersRu = {
  section: 'Напоминания',
  intro: 'Кому и когда система напоминает о сроках этапов этого периода.',
  reminder_days: 'Напоминать за … дней до срока',
  reminder_days_help: 'Числа через запятую, например: 3, 1. Пусто — без напоминаний.',
  reminder_days_invalid: 'Укажите до пяти разных целых чисел от 0 до 60 через запятую, например: 3, 1',
  overdue_every_days: 'Повторять после срока каждые … дней',
  overdue_every_days_help: 'Как часто напоминать тому, у кого анкета, когда срок уже прошёл.',
  overdue_max_times: 'Сколько раз напоминать после срока',
  overdue_max_times_help: '0 — не напоминать после срока.',
  escalate_after_days: 'Сообщить руководителю через … дней просрочки',
  escalate_after_days_help: 'Руководителю того, у кого анкета; HR получает ежедневную сводку просрочек.',
  self_deadline_action: 'Когда срок самооценки прошёл',
  self_deadline_action_help: 'Анкета уходит руководителю как есть; в истории будет видно, что это сделано по сроку.',
  actions: {
    none: 'Ничего не делать',
    move_to_manager: 'Передать анкеты руководителю',
  },
};

export const periodRemindersEn: typeof periodRemindersRu = {
  section: 'Reminders',
  intro: 'Who is reminded of this period’s stage deadlines, and when.',
  reminder_days: 'Remind … days before a deadline',
  reminder_days_help: 'Numbers separated by commas, e.g. 3, 1. Empty: no reminders.',
  reminder_days_invalid: 'Enter up to five different whole numbers from 0 to 60 separated by commas, e.g. 3, 1',
  overdue_every_days: 'After a deadline, repeat every … days',
  overdue_every_days_help: 'How often the person holding the form is reminded once the deadline has passed.',
  overdue_max_times: 'Reminders after a deadline, at most',
  overdue_max_times_help: '0: no reminders after a deadline.',
  escalate_after_days: 'Tell the manager after … days overdue',
  escalate_after_days_help: 'The manager of whoever holds the form; HR gets a daily summary of overdue forms.',
  self_deadline_action: 'When the self-assessment deadline passes',
  self_deadline_action_help: 'The form goes to the manager as it is; its history says the deadline moved it.',
  actions: {
    none: 'Do nothing',
    move_to_manager: 'Move the forms to the manager',
  },
};
