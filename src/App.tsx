import { CssBaseline, ThemeProvider } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { queryKeys } from './api/queryKeys.ts';
import { sessionApi } from './api/session.ts';
import { LOGIN_PATH, LOGOUT_PATH } from './authProvider.ts';
import { CompanyRoute, NotFoundPage } from './features/companies/CompanyRoute.tsx';
import { LoadingScreen } from './shell/LoadingScreen.tsx';
import { lazyScreen } from './shell/lazyScreen.tsx';
import { SessionGate } from './shell/sessionContext.tsx';
import { createAppServices, ServicesProvider, type AppServices } from './shell/services.tsx';
import { TrailingSlash } from './shell/TrailingSlash.tsx';
import { isAppLocale, DEFAULT_LOCALE } from './i18n/locale.ts';
import { themeIn } from './theme.ts';

const LoginPage = lazyScreen(() => import('./features/auth/LoginPage.tsx').then((module) => module.LoginPage));
const LogoutPage = lazyScreen(() => import('./features/auth/LogoutPage.tsx').then((module) => module.LogoutPage));
const RootPage = lazyScreen(() => import('./features/companies/RootPage.tsx').then((module) => module.RootPage));
const StaffArea = lazyScreen(() => import('./admin/StaffArea.tsx').then((module) => module.StaffArea));

/**
 * The company's app mounts in a deferred render, which React does in short slices: the session arrives through a
 * synchronous store update, and mounting react-admin's whole layout inside it would block the page for its length.
 */
function DeferredCompanyRoute() {
  const ready = useDeferredValue(true, false);
  return ready ? <CompanyRoute /> : <LoadingScreen fullPage />;
}

/**
 * The route map of the whole SPA. Everything under `/c/{companyId}/` is one react-admin <Admin>
 * (see admin/CompanyAdmin.tsx); `/staff/` is the staff area (admin/StaffArea.tsx); the rest are plain pages that
 * share its theme and translations.
 */
export function AppRoutes({ services }: { services: AppServices }) {
  // The language is chosen inside the company's app, whose theme follows it (layout/LocalizedTheme.tsx).
  const locale = services.i18nProvider.getLocale();
  const theme = useMemo(() => themeIn(isAppLocale(locale) ? locale : DEFAULT_LOCALE), [locale]);
  return (
    <ServicesProvider services={services}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TrailingSlash />
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path={LOGOUT_PATH} element={<LogoutPage />} />
          <Route path="/auth/" element={<Navigate to={LOGIN_PATH} replace />} />
          <Route element={<SessionGate />}>
            <Route index element={<RootPage />} />
            <Route path="/c/" element={<Navigate to="/" replace />} />
            <Route path="/c/:companyId/*" element={<DeferredCompanyRoute />} />
            <Route path="/staff/*" element={<StaffArea />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ThemeProvider>
    </ServicesProvider>
  );
}

const ignore = () => undefined;

/** The session's two reads (who, and which companies) start together, before the first render asks for them. */
export function startServices(): AppServices {
  const services = createAppServices();
  const path = window.location.pathname;
  if (path !== LOGIN_PATH && path !== LOGOUT_PATH) {
    const { queryClient, authProvider } = services;
    // A failure is the session gate's to show (or, for 401, to send the visitor to sign in).
    queryClient.query({ queryKey: queryKeys.me, queryFn: () => authProvider.getCurrentUser() }).catch(ignore);
    queryClient.query({ queryKey: queryKeys.companies, queryFn: sessionApi.getCompanies }).catch(ignore);
  }
  return services;
}

/** The app with its services, started by src/boot.tsx in a task of their own (startServices). */
export function App({ services }: { services: AppServices }) {
  return (
    <BrowserRouter>
      <AppRoutes services={services} />
    </BrowserRouter>
  );
}
