import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const PerformanceReviewPage = lazyScreen(() =>
  import('./ReviewPages.tsx').then((module) => module.PerformanceReviewPage),
);
export const EmployeeDashboardPage = lazyScreen(() =>
  import('./EmployeeDashboardPage.tsx').then((module) => module.EmployeeDashboardPage),
);
export const ReviewFormPage = lazyScreen(() => import('./ReviewFormPage.tsx').then((module) => module.ReviewFormPage));
export const ManagerDashboardPage = lazyScreen(() =>
  import('./ManagerDashboardPage.tsx').then((module) => module.ManagerDashboardPage),
);
