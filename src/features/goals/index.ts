import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const GoalsPage = lazyScreen(() => import('./screens.ts').then((module) => module.GoalsPage));
export const GoalPage = lazyScreen(() => import('./screens.ts').then((module) => module.GoalPage));
