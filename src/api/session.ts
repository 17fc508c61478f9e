import { call } from '../httpClient.ts';
import type { DemoRole } from './types.ts';

/**
 * The calls made before a company is chosen (the data provider lives inside one): the session, the
 * sign-in page, the user's companies. The same transport, error codes and connection notice as the rest.
 */
export const sessionApi = {
  getMe: () => call('auth.me'),
  logout: async () => {
    await call('auth.logout');
  },
  getProviders: () => call('auth.providers'),
  demoSignIn: (role: DemoRole) => call('auth.demoSignIn', { body: { role } }),
  stopImpersonating: async () => {
    await call('impersonation.stop');
  },
  /** The user's companies fit on one page (page_size is capped at 500 by the API). */
  getCompanies: async () => (await call('companies.list', { query: { page_size: 500 } })).results,
  getUsersServiceUrl: () => call('users.serviceUrl'),
};
