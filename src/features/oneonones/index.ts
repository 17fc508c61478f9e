import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const OneOnOnesPage = lazyScreen(() => import('./screens.ts').then((module) => module.OneOnOnesPage));
export const SeriesPage = lazyScreen(() => import('./screens.ts').then((module) => module.SeriesPage));
export const MeetingPage = lazyScreen(() => import('./screens.ts').then((module) => module.MeetingPage));
