/**
 * The words the server writes into a page's first paint (server/src/http/first-paint.ts) before any script runs,
 * which the app then draws the same: the dashboards' titles and the current form's deadlines. The app's
 * messages (src/features/forms/messages/dashboards.ts, form.ts) take them from here, so the two never differ.
 */
export const firstPaintRu = {
  employee_dashboard: 'Моя оценка',
  manager_dashboard: 'Оценка команды',
  deadlines: 'Самооценка до %{self}, оценка руководителя до %{manager}, обратная связь до %{feedback}',
};

export const firstPaintEn: typeof firstPaintRu = {
  employee_dashboard: 'My review',
  manager_dashboard: 'Team reviews',
  deadlines: 'Self-assessment by %{self}, manager assessment by %{manager}, feedback by %{feedback}',
};
