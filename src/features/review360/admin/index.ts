import { lazyScreen } from '../../../shell/lazyScreen.tsx';

export const Review360AdminPage = lazyScreen(() =>
  import('./Review360AdminPage.tsx').then((module) => module.Review360AdminPage),
);
