import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const Review360Page = lazyScreen(() => import('./Review360Page.tsx').then((module) => module.Review360Page));
