import type { ImpersonateBody } from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/**
 * Staff acting as another user: whom (a search over names, emails and company names) and starting it with
 * the reason the audit log keeps. Stopping is the banner's (sessionApi.stopImpersonating).
 */
export const impersonationApi = {
  /** `search`, `page`, `page_size`; each user comes with the companies they belong to. */
  getUsers: (query: Query) => call('impersonation.users', { query }),
  start: (body: ImpersonateBody) => call('impersonation.start', { body }),
};
