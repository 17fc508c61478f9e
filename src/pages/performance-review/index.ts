import { lazyScreen } from '../../shell/lazyScreen.tsx';

const load = () => import('./ReviewPages.tsx');

export const PerformanceReviewPage = lazyScreen(() => load().then((module) => module.PerformanceReviewPage));
export const EmployeeDashboardPage = lazyScreen(() => load().then((module) => module.EmployeeDashboardPage));
export const ReviewFormPage = lazyScreen(() => load().then((module) => module.ReviewFormPage));
export const ManagerDashboardPage = lazyScreen(() => load().then((module) => module.ManagerDashboardPage));
