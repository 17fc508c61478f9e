import { prefetchPageData } from './shell/prefetch.ts';

/**
 * The code of the screen a deep link names starts loading with the app's own code, beside the session check that
 * comes first, instead of one chunk after another once each has rendered. Only a head start: each screen still loads
 * itself (and shows a failure with its retry), so a path missing here is merely slower.
 */
const SCREENS: [RegExp, () => Promise<unknown>][] = [
  [/^\/c\/\d+\/$/, () => import('./features/companies/CompanyDashboard.tsx')],
  [/\/performance-review\/employee-dashboard\/form\/$/, () => import('./features/forms/ReviewFormPage.tsx')],
  [/\/performance-review\/employee-dashboard\/$/, () => import('./features/forms/EmployeeDashboardPage.tsx')],
  [/\/performance-review\/manager-dashboard\/$/, () => import('./features/forms/ManagerDashboardPage.tsx')],
  [/\/performance-review\/analytics\/$/, () => import('./features/analytics/AnalyticsPage.tsx')],
];

const ignore = () => undefined;

export function preloadScreen(location: { pathname: string; search: string }): void {
  const { pathname } = location;
  if (!/^\/c\/\d+\//.test(pathname)) return;
  prefetchPageData(location);
  import('./admin/CompanyAdmin.tsx').catch(ignore);
  SCREENS.find(([pattern]) => pattern.test(pathname))?.[1]().catch(ignore);
}
