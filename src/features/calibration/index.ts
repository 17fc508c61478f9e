import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const NineBoxPage = lazyScreen(() => import('./NineBoxPage.tsx').then((module) => module.NineBoxPage));
export const CalibrationListPage = lazyScreen(() =>
  import('./CalibrationListPage.tsx').then((module) => module.CalibrationListPage),
);
export const CalibrationSessionPage = lazyScreen(() =>
  import('./CalibrationSessionPage.tsx').then((module) => module.CalibrationSessionPage),
);
