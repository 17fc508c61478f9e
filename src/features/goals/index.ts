import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const GoalsPage = lazyScreen(() => import('./GoalsPage.tsx').then((module) => module.GoalsPage));
export const GoalPage = lazyScreen(() => import('./GoalPage.tsx').then((module) => module.GoalPage));
