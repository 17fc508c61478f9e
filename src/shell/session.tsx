import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../authProvider.ts';
import { apiGet } from '../httpClient.ts';
import type { Company, CurrentUser, Paginated } from '../types.ts';
import { EmptyState, LoadingScreen } from './LoadingScreen.tsx';
import { useServices } from './services.tsx';

export interface Session {
  user: CurrentUser;
  companies: Company[];
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionGate>');
  return session;
}

export const SessionProvider = SessionContext.Provider;

const CompanyContext = createContext<Company | null>(null);

export const CompanyProvider = CompanyContext.Provider;

/** The company of the current `/c/{companyId}/` route, with the caller's role and admin flag. */
export function useCompany(): Company {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompany() outside a company route');
  return company;
}

export const ME_QUERY_KEY = ['auth', 'me'] as const;
export const COMPANIES_QUERY_KEY = ['companies'] as const;

/** The user's companies fit on one page (page_size is capped at 500 by the API). */
export async function fetchCompanies(): Promise<Company[]> {
  return (await apiGet<Paginated<Company>>('companies/companies/', { page_size: 500 })).results;
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
  const location = useLocation();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => authProvider.getCurrentUser() });
  const companies = useQuery({ queryKey: COMPANIES_QUERY_KEY, queryFn: fetchCompanies, enabled: me.isSuccess });
  const session = useMemo<Session | null>(
    () => (me.data && companies.data ? { user: me.data, companies: companies.data } : null),
    [me.data, companies.data],
  );

  const error = me.error ?? companies.error;
  if (error && isUnauthenticated(error)) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (error && !session) {
    const retry = () => (me.error ? me.refetch() : companies.refetch());
    return (
      <EmptyState
        fullPage
        title={translate('app.errors.load_failed')}
        text={translate(error.message, { _: error.message })}
        actions={
          <Button variant="contained" onClick={retry}>
            {translate('app.retry')}
          </Button>
        }
      />
    );
  }
  if (!session) return <LoadingScreen fullPage />;
  return (
    <SessionProvider value={session}>
      <Outlet />
    </SessionProvider>
  );
}
