import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const PeerFeedbackPage = lazyScreen(() => import('./FeedbackPage.tsx').then((module) => module.FeedbackPage));
export const PraisePage = lazyScreen(() => import('./PraisePage.tsx').then((module) => module.PraisePage));
