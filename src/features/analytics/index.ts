import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const AnalyticsPage = lazyScreen(() => import('./AnalyticsPage.tsx').then((module) => module.AnalyticsPage));
