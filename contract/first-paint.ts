/**
 * The words the server writes into a page's first paint (server/src/http/first-paint.ts) before any script runs,
 * which the app then draws the same: the dashboards' titles, the current form's deadlines, the employee's
 * agreements card and the manager's card of team goals. The app's messages (src/features/forms/messages/
 * dashboards.ts, form.ts, teamGoals.ts) take them from here, so the two never differ.
 */
export const firstPaintRu = {
  employee_dashboard: 'Моя оценка',
  manager_dashboard: 'Оценка команды',
  deadlines: 'Самооценка до %{self}, оценка руководителя до %{manager}, обратная связь до %{feedback}',
  agreements: {
    agreements: 'Договорённости',
    graded_here: 'Оцениваются в текущей анкете',
    graded_from: 'Поставлены на период «%{period}». В анкете оценивается, насколько они выполнены.',
    graded_previous: 'Поставлены на прошлый период. В анкете оценивается, насколько они выполнены.',
    graded_same: 'Поставлены на этот период. Прошлого периода не было, поэтому в анкете оцениваются они.',
    next_review: 'На период «%{period}»',
    next_review_note: 'Их выполнение оценят в анкете следующего периода.',
  },
  team_goals: {
    title: 'Цели команды, требующие внимания',
    help: 'Активные цели ваших сотрудников и подразделений: под угрозой, отстают или без отметки прогресса дольше %{days}.',
    days: '%{smart_count} дня |||| %{smart_count} дней |||| %{smart_count} дней',
  },
};

export const firstPaintEn: typeof firstPaintRu = {
  employee_dashboard: 'My review',
  manager_dashboard: 'Team reviews',
  deadlines: 'Self-assessment by %{self}, manager assessment by %{manager}, feedback by %{feedback}',
  agreements: {
    agreements: 'Agreements',
    graded_here: 'Graded in the current form',
    graded_from: 'Set for “%{period}”. The form grades how well they were fulfilled.',
    graded_previous: 'Set for the previous period. The form grades how well they were fulfilled.',
    graded_same: 'Set for this period. There was no earlier period, so the form grades these.',
    next_review: 'For “%{period}”',
    next_review_note: 'How they are fulfilled is graded in the next period’s form.',
  },
  team_goals: {
    title: 'Team goals needing attention',
    help: 'Active goals of your people and departments: at risk, off track or without a check-in for more than %{days}.',
    days: '%{smart_count} day |||| %{smart_count} days',
  },
};
