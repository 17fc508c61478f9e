import { lazyScreen } from '../../../shell/lazyScreen.tsx';

export const FeedbackRequestPage = lazyScreen(() =>
  import('./FeedbackRequestPage.tsx').then((module) => module.FeedbackRequestPage),
);
