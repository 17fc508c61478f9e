import { request } from '../httpClient.ts';
import type { CompanyListOut, DemoRole, MeOut, ProvidersOut, ServiceUrlOut } from './types.ts';

/**
 * The calls made before a company is chosen (the data provider lives inside one): the session, the
 * sign-in page, the user's companies. The same transport, error codes and connection notice as the rest.
 */
export const sessionApi = {
  getMe: () => request<MeOut>('GET', 'auth/me/'),
  logout: async () => {
    await request<null>('POST', 'auth/logout/');
  },
  getProviders: () => request<ProvidersOut>('GET', 'auth/providers/'),
  demoSignIn: (role: DemoRole) => request<MeOut>('POST', 'demo/impersonate_as_demo_user/', { body: { role } }),
  stopImpersonating: async () => {
    await request<null>('POST', 'auth/impersonate/stop/');
  },
  /** The user's companies fit on one page (page_size is capped at 500 by the API). */
  getCompanies: async () =>
    (await request<CompanyListOut>('GET', 'companies/companies/', { query: { page_size: 500 } })).results,
  getUsersServiceUrl: () => request<ServiceUrlOut>('GET', 'plugins/users/get_service_url/'),
};
