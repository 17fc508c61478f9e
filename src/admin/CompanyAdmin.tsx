import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useMemo, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { withCompanyAccess } from '../authProvider.ts';
import { createDataProvider } from '../dataProvider.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { AnalyticsPage } from '../features/analytics/index.ts';
import { ApiTokensPage } from '../features/apitokens/index.ts';
import { WebhooksPage } from '../features/webhooks/index.ts';
import { AuditLogPage } from '../features/audit/index.ts';
import { ChatSettingsPage } from '../features/chat/index.ts';
import { CompanyTimeZonePage } from '../features/timezones/index.ts';
import { CalibrationListPage, CalibrationSessionPage, NineBoxPage } from '../features/calibration/index.ts';
import { GoalPage, GoalsPage } from '../features/goals/index.ts';
import { MeetingPage, OneOnOnesPage, SeriesPage } from '../features/oneonones/index.ts';
import { RetentionPage } from '../features/personaldata/index.ts';
import { PeerFeedbackPage, PraisePage } from '../features/recognition/index.ts';
import { NotificationsPage, OutboxPage } from '../features/notifications/index.ts';
import { Review360AdminPage } from '../features/review360/admin/index.ts';
import { Review360Page } from '../features/review360/index.ts';
import { FeedbackRequestPage } from '../features/review360/requests/index.ts';
import { SettingsIndexPage } from '../features/settings/index.ts';
import { ImportPage, StructurePage } from '../features/structure/index.ts';
import { TemplateBuilderPage, TemplatesListPage } from '../features/templates/builder/index.ts';
import { CompetenciesPage } from '../features/templates/competencies/index.ts';
import { ScalesPage } from '../features/templates/scales/index.ts';
import { CompanyDashboard } from '../features/companies/index.ts';
import { EmployeeDashboardPage, ManagerDashboardPage, PerformanceReviewPage } from '../features/forms/index.ts';
import { ROUTES } from '../resources/registry.ts';
import agreements from '../features/settings/agreements/index.ts';
import assessmentPeriods from '../features/settings/assessment-periods/index.ts';
import values from '../features/settings/values/index.ts';
import { PAGES } from '../shell/access.ts';
import { CompanyNotFoundPage, guardScreens, NoAccessPage, RequireAccess } from '../shell/AccessPages.tsx';
import { lazyScreen } from '../shell/lazyScreen.tsx';
import { CompanyProvider } from '../shell/sessionContext.tsx';
import { useServices } from '../shell/services.tsx';
import { themeOptions } from '../theme.ts';
import type { CompanyOut } from '../api/types.ts';

const ReviewFormRoute = lazyScreen(() =>
  import('../shell/ReviewFormRoute.tsx').then((module) => module.ReviewFormRoute),
);

/** The company app's own pages, each shown only to the roles that may open it (shell/access.ts). */
const PAGE_SCREENS: { path: string; Screen: ComponentType }[] = [
  { path: PAGES.review, Screen: PerformanceReviewPage },
  { path: PAGES.employeeDashboard, Screen: EmployeeDashboardPage },
  { path: PAGES.form, Screen: ReviewFormRoute },
  { path: PAGES.managerDashboard, Screen: ManagerDashboardPage },
  { path: PAGES.analytics, Screen: AnalyticsPage },
  { path: PAGES.nineBox, Screen: NineBoxPage },
  { path: PAGES.calibration, Screen: CalibrationListPage },
  { path: PAGES.calibrationSession, Screen: CalibrationSessionPage },
  { path: PAGES.feedback360, Screen: Review360Page },
  { path: PAGES.feedbackRequest, Screen: FeedbackRequestPage },
  { path: PAGES.settings, Screen: SettingsIndexPage },
  { path: PAGES.structure, Screen: StructurePage },
  { path: PAGES.structureImport, Screen: ImportPage },
  { path: PAGES.notifications, Screen: NotificationsPage },
  { path: PAGES.outbox, Screen: OutboxPage },
  { path: PAGES.feedback360Admin, Screen: Review360AdminPage },
  { path: PAGES.goals, Screen: GoalsPage },
  { path: PAGES.goal, Screen: GoalPage },
  { path: PAGES.oneOnOnes, Screen: OneOnOnesPage },
  { path: PAGES.oneOnOneSeries, Screen: SeriesPage },
  { path: PAGES.oneOnOneMeeting, Screen: MeetingPage },
  { path: PAGES.peerFeedback, Screen: PeerFeedbackPage },
  { path: PAGES.praise, Screen: PraisePage },
  { path: PAGES.templates, Screen: TemplatesListPage },
  { path: PAGES.templateBuilder, Screen: TemplateBuilderPage },
  { path: PAGES.ratingScales, Screen: ScalesPage },
  { path: PAGES.competencies, Screen: CompetenciesPage },
  { path: PAGES.apiTokens, Screen: ApiTokensPage },
  { path: PAGES.personalData, Screen: RetentionPage },
  { path: PAGES.webhooks, Screen: WebhooksPage },
  { path: PAGES.auditLog, Screen: AuditLogPage },
  { path: PAGES.chatSettings, Screen: ChatSettingsPage },
  { path: PAGES.companySettings, Screen: CompanyTimeZonePage },
];

/**
 * The company-scoped app: one react-admin <Admin> mounted under `/c/{companyId}` inside the outer
 * router (react-admin detects the router and only needs the basename for the links it builds).
 */
export function CompanyAdmin({ company }: { company: CompanyOut }) {
  const translate = useTranslate();
  const services = useServices();
  const { i18nProvider, queryClient, store } = services;
  const dataProvider = useMemo(() => createDataProvider(company.id), [company.id]);
  const authProvider = useMemo(() => {
    // react-admin keeps its access answers by resource, not by company: another company's must not be reused.
    queryClient.removeQueries({ queryKey: ['auth', 'canAccess'] });
    return withCompanyAccess(services.authProvider, company);
  }, [services.authProvider, company, queryClient]);

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
        title={translate('app.name')}
        catchAll={CompanyNotFoundPage}
        accessDenied={NoAccessPage}
        loginPage={false}
        disableTelemetry
      >
        <Resource name={ROUTES.values} {...guardScreens(ROUTES.values, values)} />
        <Resource name={ROUTES.assessment_periods} {...guardScreens(ROUTES.assessment_periods, assessmentPeriods)} />
        <Resource name={ROUTES.agreements} {...guardScreens(ROUTES.agreements, agreements)} />
        <Resource name={ROUTES.hipo_skills} {...guardScreens(ROUTES.hipo_skills, values)} icon={TrendingUpIcon} />
        <CustomRoutes>
          {PAGE_SCREENS.map(({ path, Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAccess resource={path}>
                  <Screen />
                </RequireAccess>
              }
            />
          ))}
        </CustomRoutes>
      </Admin>
    </CompanyProvider>
  );
}
