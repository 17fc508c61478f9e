import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const NineBoxPage = lazyScreen(() => import('./NineBoxPage.tsx').then((module) => module.NineBoxPage));
