import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { createDataProvider } from '../dataProvider.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { SettingsIndexPage } from '../pages/settings/index.ts';
import { ImportPage, StructurePage } from '../pages/structure/index.ts';
import { CompanyDashboard } from '../pages/company-dashboard/index.ts';
import {
  EmployeeDashboardPage,
  ManagerDashboardPage,
  PerformanceReviewPage,
  ReviewFormPage,
} from '../pages/performance-review/index.ts';
import { ROUTES } from '../resources/registry.ts';
import agreements from '../resources/agreements/index.ts';
import assessmentPeriods from '../resources/assessment-periods/index.ts';
import values from '../resources/values/index.ts';
import { CompanyProvider } from '../shell/session.tsx';
import { useServices } from '../shell/services.tsx';
import { themeOptions } from '../theme.ts';
import type { CompanyOut } from '../api/types.ts';

/**
 * The company-scoped app: one react-admin <Admin> mounted under `/c/{companyId}` inside the outer
 * router (react-admin detects the router and only needs the basename for the links it builds).
 */
export function CompanyAdmin({ company }: { company: CompanyOut }) {
  const { authProvider, i18nProvider, queryClient, store } = useServices();
  const dataProvider = useMemo(() => createDataProvider(company.id), [company.id]);

  return (
    <CompanyProvider value={company}>
      <Admin
        basename={`/c/${company.id}`}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={themeOptions}
        layout={AppLayout}
        dashboard={CompanyDashboard}
        loginPage={false}
        disableTelemetry
      >
        <Resource name={ROUTES.values} {...values} />
        <Resource name={ROUTES.assessment_periods} {...assessmentPeriods} />
        <Resource name={ROUTES.agreements} {...agreements} />
        <Resource name={ROUTES.hipo_skills} {...values} icon={TrendingUpIcon} />
        <CustomRoutes>
          <Route path="performance-review" element={<PerformanceReviewPage />} />
          <Route path="performance-review/employee-dashboard" element={<EmployeeDashboardPage />} />
          <Route path="performance-review/employee-dashboard/form" element={<ReviewFormPage />} />
          <Route path="performance-review/manager-dashboard" element={<ManagerDashboardPage />} />
          <Route path="settings" element={<SettingsIndexPage />} />
          <Route path="settings/structure" element={<StructurePage />} />
          <Route path="settings/structure/import" element={<ImportPage />} />
        </CustomRoutes>
      </Admin>
    </CompanyProvider>
  );
}
