// 360 feedback (app.review360.results.*): a person's results on their form, a manager's team table and the
// analytics section.

export const review360ResultsRu = {
  title: 'Обратная связь 360',
  show: 'Показать обратную связь 360',
  collecting: 'Сбор обратной связи ещё идёт: результаты появятся, когда он завершится',
  not_yet: 'Результаты обратной связи 360 станут доступны на этапе «Обратная связь»',
  threshold:
    'Оценки и комментарии группы показываются, только когда ответили не меньше %{threshold} человек; иначе — «недостаточно ответов». Имён нет, комментарии идут не в порядке отправки.',
  grades_title: 'Оценки 360',
  table_label: '%{title}: таблица',
  question: 'Вопрос',
  overall: 'Итог 360',
  overall_hint: 'средняя по показанным группам оценщиков, без самооценки',
  hidden: 'недостаточно ответов',
  no_self: '—',
  no_self_label: 'нет самооценки',
  answers: '%{smart_count} ответ |||| %{smart_count} ответа |||| %{smart_count} ответов',
  distribution: 'Оценки %{grades}',
  grade_count: '%{grade}: %{count}',
  groups: {
    self: 'Самооценка',
    manager: 'Руководитель',
    peer: 'Коллеги',
    direct_report: 'Подчинённые',
  },
  comments_title: 'Комментарии',
  no_comments: 'Комментариев нет',
  questions: {
    continue: 'Что стоит продолжать делать',
    change: 'Что стоит изменить',
  },
  team: {
    title: 'Обратная связь 360 команды',
    show: 'Показать обратную связь 360 команды',
    about:
      'Средняя оценка 360 по каждой ценности: по группам оценщиков, набравшим порог ответов, после завершения сбора.',
    person: 'Сотрудник',
    status: 'Статус 360',
    means: 'Средняя оценка 360',
    empty: 'В активном периоде нет анкет ваших сотрудников.',
  },
  analytics: {
    title: 'Обратная связь 360',
    about:
      'Средняя оценка 360 по каждой ценности в каждом подразделении: по людям, у которых сбор завершён, и только по группам оценщиков, набравшим порог ответов.',
    people: 'Человек с итогами',
  },
};

export const review360ResultsEn: typeof review360ResultsRu = {
  title: '360 feedback',
  show: 'Show 360 feedback',
  collecting: 'Feedback is still being collected: the results appear once collecting is over',
  not_yet: '360 feedback results become available at the “Feedback” stage',
  threshold:
    'A group’s grades and comments are shown only once at least %{threshold} people answered; otherwise it reads “not enough answers”. No names, and comments are not in the order they were sent.',
  grades_title: '360 grades',
  table_label: '%{title}: table',
  question: 'Question',
  overall: '360 overall',
  overall_hint: 'mean over the reviewer groups shown, without the self-assessment',
  hidden: 'not enough answers',
  no_self: '—',
  no_self_label: 'no self-assessment',
  answers: '%{smart_count} answer |||| %{smart_count} answers',
  distribution: 'Grades %{grades}',
  grade_count: '%{grade}: %{count}',
  groups: {
    self: 'Self-assessment',
    manager: 'Manager',
    peer: 'Peers',
    direct_report: 'Direct reports',
  },
  comments_title: 'Comments',
  no_comments: 'No comments',
  questions: {
    continue: 'What to keep doing',
    change: 'What to change',
  },
  team: {
    title: 'Team 360 feedback',
    show: 'Show team 360 feedback',
    about:
      'The mean 360 grade per value: over the reviewer groups that reached the threshold, once collecting is over.',
    person: 'Employee',
    status: '360 status',
    means: '360 mean',
    empty: 'None of your people has a form in the active period.',
  },
  analytics: {
    title: '360 feedback',
    about:
      'The mean 360 grade per value in each department: over people whose collecting is over, and only over reviewer groups that reached the threshold.',
    people: 'People with results',
  },
};
