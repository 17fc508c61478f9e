import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const RetentionPage = lazyScreen(() => import('./RetentionPage.tsx').then((module) => module.RetentionPage));
