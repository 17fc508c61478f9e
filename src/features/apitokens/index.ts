import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const ApiTokensPage = lazyScreen(() => import('./ApiTokensPage.tsx').then((module) => module.ApiTokensPage));
