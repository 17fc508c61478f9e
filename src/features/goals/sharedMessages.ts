/**
 * The goals' words of the first load: the menu's, and those of a goal's progress bar and health chip, which the review
 * form and the manager dashboard show too (GoalProgress.tsx). The screens' words come with their chunk
 * (useGoalsTranslate), which falls back to these.
 */
export const goalsSharedRu = {
  menu: 'Цели',
  health: { on_track: 'По плану', at_risk: 'Под угрозой', off_track: 'Отстаёт' },
  progress: 'Прогресс: %{percent}%',
};
export const goalsSharedEn: typeof goalsSharedRu = {
  menu: 'Goals',
  health: { on_track: 'On track', at_risk: 'At risk', off_track: 'Off track' },
  progress: 'Progress: %{percent}%',
};
