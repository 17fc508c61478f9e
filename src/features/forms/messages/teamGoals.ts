import { firstPaintEn, firstPaintRu } from '../../../../contract/first-paint.ts';

// The manager dashboard's card of the team's goals needing attention (app.team_goals.*; its title and explanation are
// the first paint's), and the words of a goal's check-ins in the review form; a goal's progress and health are the
// goals' own (app.goals.*, sharedMessages.ts).

export const teamGoalsRu = {
  ...firstPaintRu.team_goals,
  none: 'Все цели команды идут по плану и отмечаются вовремя.',
  more: 'Показаны %{shown} из %{count}',
  stale: 'Нет отметки прогресса',
  never: 'Отметок ещё не было',
  last: 'Последняя отметка: %{date}',
  in_form: {
    final: 'Итог по цели',
    check_ins: 'Отметки прогресса',
    no_check_ins: 'Отметок прогресса за период не было.',
    by: 'Отметил(а): %{name}',
    progress_change: 'Прогресс: %{before}% → %{after}%',
    done: 'выполнено',
    not_done: 'не выполнено',
  },
};

export const teamGoalsEn: typeof teamGoalsRu = {
  ...firstPaintEn.team_goals,
  none: 'All of the team’s goals are on track and checked in on time.',
  more: 'Showing %{shown} of %{count}',
  stale: 'No recent check-in',
  never: 'No check-ins yet',
  last: 'Last check-in: %{date}',
  in_form: {
    final: 'Goal outcome',
    check_ins: 'Check-ins',
    no_check_ins: 'No check-ins in the period.',
    by: 'By %{name}',
    progress_change: 'Progress: %{before}% → %{after}%',
    done: 'done',
    not_done: 'not done',
  },
};
