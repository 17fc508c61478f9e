// HR's "Напомнить" on the manager dashboard (app.nudge.*), and the notice it sends (spread into
// app.notifications.kinds and app.notifications.texts). Names stand after a colon, in the nominative.

export const nudgeRu = {
  action: 'Напомнить',
  no_period: 'Выберите период, чтобы напомнить о просроченных анкетах',
  title: 'Напомнить о просроченных анкетах?',
  whole_period: 'Период: %{period}. Подразделение: все.',
  department: 'Период: %{period}. Подразделение: %{department} (вместе с вложенными).',
  how: 'Тот, у кого сейчас каждая просроченная анкета, получит письмо и уведомление. Об одной анкете напоминаем не чаще раза в день.',
  confirm: 'Напомнить',
  sent: 'Отправлено напоминаний: %{smart_count}',
  skipped: 'Пропущено (сегодня уже напоминали): %{smart_count}',
  nothing: 'Просроченных анкет нет — напоминать некому',
};

export const nudgeEn: typeof nudgeRu = {
  action: 'Remind',
  no_period: 'Choose a period to send reminders about its overdue forms',
  title: 'Remind about overdue forms?',
  whole_period: 'Period: %{period}. Department: all.',
  department: 'Period: %{period}. Department: %{department} (with its sub-departments).',
  how: 'Whoever holds each overdue form now gets an email and a notification. A form is reminded of at most once a day.',
  confirm: 'Remind',
  sent: 'Reminders sent: %{smart_count}',
  skipped: 'Skipped (already reminded today): %{smart_count}',
  nothing: 'No overdue forms: nobody to remind',
};

export const nudgeNoticeRu = {
  kinds: { nudge: 'Напоминание от HR о просрочке' },
  texts: {
    nudge_self: 'HR напоминает: самооценка просрочена на %{days} (срок был %{deadline}) — заполните анкету',
    nudge_review: 'HR напоминает: %{employee}, этап «%{stage}» просрочен на %{days} (срок был %{deadline})',
  },
};

export const nudgeNoticeEn: typeof nudgeNoticeRu = {
  kinds: { nudge: 'A reminder from HR: overdue' },
  texts: {
    nudge_self: 'HR reminds you: self-assessment %{days} overdue (was due %{deadline}) — fill in your form',
    nudge_review: 'HR reminds you: %{employee}, “%{stage}” %{days} overdue (was due %{deadline})',
  },
};
