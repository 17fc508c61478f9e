import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const ChatSettingsPage = lazyScreen(() =>
  import('./ChatSettingsPage.tsx').then((module) => module.ChatSettingsPage),
);
