import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const NotificationsPage = lazyScreen(() =>
  import('./NotificationsPage.tsx').then((module) => module.NotificationsPage),
);
export const OutboxPage = lazyScreen(() => import('./OutboxPage.tsx').then((module) => module.OutboxPage));
