import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const CompanyDashboard = lazyScreen(() =>
  import('./CompanyDashboard.tsx').then((module) => module.CompanyDashboard),
);
