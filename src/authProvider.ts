import type { AuthProvider, UserIdentity } from 'react-admin';
import { sessionApi } from './api/session.ts';
import type { MeOut } from './api/types.ts';
import { API_ROOT } from './httpClient.ts';
import { canAccess, type Member } from '../contract/access.ts';

export const LOGIN_PATH = '/auth/login/';
export const LOGOUT_PATH = '/auth/logout/';
/** After a deliberate logout the login page waits for a click instead of signing straight back in. */
export const AFTER_LOGOUT_PATH = `${LOGIN_PATH}?choose=1`;

/**
 * Only same-site paths are accepted as a post-login target (no open redirect). A target that is itself the
 * sign-in or sign-out page stands for where that page would lead, so `next` never nests.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const [path = '', query = ''] = next.split('?', 2);
  if (path === LOGIN_PATH || path === LOGOUT_PATH) return safeNextPath(new URLSearchParams(query).get('next'));
  return next;
}

/** The embedded dev IdP; used when the provider list cannot tell us better. */
export const DEFAULT_PROVIDER = 'dev';

/** Where the browser goes to start the OIDC login with a provider; the callback returns to `next`. */
export function socialLoginUrl(provider: string, next: string): string {
  return `${API_ROOT}auth/social/login/${encodeURIComponent(provider)}/?next=${encodeURIComponent(next)}`;
}

export function loginPathFor(next: string): string {
  const target = safeNextPath(next);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(target)}`;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

export interface AppIdentity extends UserIdentity {
  id: number;
  fullName: string;
  user: MeOut;
}

export interface AppAuthProvider extends AuthProvider {
  /** The signed-in user, shared by every caller for `cacheMs` (react-admin checks auth on each page). */
  getCurrentUser(): Promise<MeOut>;
  clearCache(): void;
}

export function createAuthProvider({ cacheMs = 5_000 }: { cacheMs?: number } = {}): AppAuthProvider {
  let cached: { promise: Promise<MeOut>; at: number } | null = null;

  const getCurrentUser = (): Promise<MeOut> => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.promise;
    const promise = sessionApi.getMe();
    const entry = { promise, at: Date.now() };
    cached = entry;
    promise.catch(() => {
      if (cached === entry) cached = null;
    });
    return promise;
  };

  const clearCache = () => {
    cached = null;
  };

  return {
    getCurrentUser,
    clearCache,
    async login() {
      // Sign-in is a browser redirect to the identity provider (see LoginPage), never a form post.
    },
    async logout() {
      clearCache();
      await sessionApi.logout().catch(() => undefined);
      return AFTER_LOGOUT_PATH;
    },
    // A session that ends while the app is open never signs out or leaves the page by itself: the request that met
    // the 401 has reported it (api/sessionEnd.ts) and the layout offers to sign in again, back to the same page,
    // with what was typed kept. A visitor with no session at all is sent to sign in by the session gate before
    // any screen opens. An outage is shown by the page's own requests.
    async checkAuth() {
      await getCurrentUser().catch(() => undefined);
    },
    checkError(error: unknown) {
      if (statusOf(error) === 401) clearCache();
      // 403 keeps the user where they are too: the page shows what they may not do.
      return Promise.resolve();
    },
    async getIdentity(): Promise<AppIdentity> {
      const user = await getCurrentUser();
      return { id: user.id, fullName: user.full_name, user };
    },
    getPermissions() {
      return Promise.resolve(undefined);
    },
  };
}

/**
 * The auth provider of one company's app: react-admin asks `canAccess` before its lists and forms and for its
 * buttons, and the answer is the same rule the menu and the routes follow (shell/access.ts).
 */
export function withCompanyAccess(provider: AppAuthProvider, member: Member): AppAuthProvider {
  return {
    ...provider,
    canAccess: ({ resource, action, record }) => Promise.resolve(canAccess(member, { resource, action, record })),
  };
}
