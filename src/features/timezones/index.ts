import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const CompanyTimeZonePage = lazyScreen(() =>
  import('./CompanyTimeZonePage.tsx').then((module) => module.CompanyTimeZonePage),
);
