// The goals' check-in reminder in the bell, on the notifications page and in the mail settings
// (spread into app.notifications.kinds, .texts and .settings.groups). The goal's title stands in quotes.

export const goalNoticeRu = {
  kinds: { goal_check_in: 'Цели: пора отметить прогресс' },
  texts: { goal_check_in: '«%{goal}»: нет отметок прогресса %{days} — отметьте прогресс по цели' },
  groups: { goals: 'Цели' },
};

export const goalNoticeEn: typeof goalNoticeRu = {
  kinds: { goal_check_in: 'Goals: time to check in' },
  texts: { goal_check_in: '"%{goal}": no check-in for %{days} — record the goal’s progress' },
  groups: { goals: 'Goals' },
};
