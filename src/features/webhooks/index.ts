import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const WebhooksPage = lazyScreen(() => import('./WebhooksPage.tsx').then((module) => module.WebhooksPage));
