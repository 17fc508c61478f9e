import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const SettingsIndexPage = lazyScreen(() =>
  import('./SettingsIndexPage.tsx').then((module) => module.SettingsIndexPage),
);
export const NotConfiguredPage = lazyScreen(() =>
  import('./NotConfiguredPage.tsx').then((module) => module.NotConfiguredPage),
);
