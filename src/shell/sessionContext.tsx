import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../authProvider.ts';
import { SessionEndedNotice } from '../components/SessionEndedNotice.tsx';
import { useOffline } from '../api/connection.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { sessionApi } from '../api/session.ts';
import type { MeOut } from '../api/types.ts';
import type { CompanyOut } from '../api/types.ts';
import { EmptyState, LoadingScreen } from './LoadingScreen.tsx';
import { useServices } from './services.tsx';

export interface Session {
  user: MeOut;
  companies: CompanyOut[];
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionGate>');
  return session;
}

export const SessionProvider = SessionContext.Provider;

const CompanyContext = createContext<CompanyOut | null>(null);

export const CompanyProvider = CompanyContext.Provider;

/** The company of the current `/c/{companyId}/` route, with the caller's role and admin flag. */
export function useCompany(): CompanyOut {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompany() outside a company route');
  return company;
}

/** The zone the caller's times are shown in within the current company; none outside a company route. */
export function useTimeZone(): string | undefined {
  return useContext(CompanyContext)?.time_zone;
}

function isUnauthenticated(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

/**
 * Guards every route but login/logout: loads the current user and the company list once, sends an
 * anonymous visitor to the login page with the page they wanted as `next`.
 */
export function SessionGate() {
  const { authProvider } = useServices();
  const translate = useTranslate();
  const offline = useOffline();
  const location = useLocation();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: () => authProvider.getCurrentUser() });
  // Both reads are already under way together (see App's startServices): waiting for the user before observing the
  // companies would only read them a second time when they arrived first.
  const companies = useQuery({ queryKey: queryKeys.companies, queryFn: sessionApi.getCompanies });
  const session = useMemo<Session | null>(
    () => (me.data && companies.data ? { user: me.data, companies: companies.data } : null),
    [me.data, companies.data],
  );

  const error = me.error ?? companies.error;
  // Only a visitor who has no session yet is sent to sign in; one that ends later is the notice's to tell, on the
  // page where the person was (nothing typed there is lost).
  if (error && isUnauthenticated(error) && !session) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (error && !session) {
    const retry = () => (me.error ? me.refetch() : companies.refetch());
    return (
      <EmptyState
        fullPage
        title={translate('app.errors.load_failed')}
        // The catalogue of error texts loads with the company app; here the server's own words, asked in the
        // language shown (Accept-Language), or the network message's key.
        text={translate(error.message, { _: error.message })}
        actions={
          <Button variant="contained" onClick={() => void retry()}>
            {translate('app.retry')}
          </Button>
        }
      />
    );
  }
  // Before the layout (and its connection notice) is up, the loading screen tells of a lost connection itself.
  if (!session) return <LoadingScreen fullPage message={offline ? 'app.errors.reconnecting' : undefined} />;
  return (
    <SessionProvider value={session}>
      <SessionEndedNotice />
      <Outlet />
    </SessionProvider>
  );
}
