import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PROVIDER, safeNextPath, socialLoginUrl } from '../../authProvider.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sessionApi } from '../../api/session.ts';
import { LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { LoginChooser } from './LoginChooser.tsx';
import { browser } from '../../shell/browser.ts';

/**
 * `/auth/login/`: starts the social login at once behind a loading screen. With `?error=` (the callback
 * failed) or `?choose=1` (the user just signed out) it shows the chooser instead, so a failed or
 * deliberate logout never loops straight back into the identity provider.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const error = params.get('error');
  const choose = params.get('choose') === '1';
  const autoRedirect = !error && !choose;
  const providers = useQuery({
    queryKey: queryKeys.providers,
    queryFn: sessionApi.getProviders,
  });
  // undefined: not known yet; null: no provider is configured.
  const first: { name: string } | undefined = providers.data?.providers[0];
  const firstProvider = providers.data ? (first?.name ?? null) : undefined;

  useEffect(() => {
    // The first configured provider is the company's IdP; `dev` is the embedded one outside production.
    if (autoRedirect && firstProvider !== undefined && firstProvider !== null) {
      browser.assign(socialLoginUrl(firstProvider, next));
    } else if (autoRedirect && providers.isError) {
      browser.assign(socialLoginUrl(DEFAULT_PROVIDER, next));
    }
  }, [autoRedirect, firstProvider, providers.isError, next]);

  if (autoRedirect && firstProvider !== null) return <LoadingScreen fullPage message="app.auth.redirecting" />;
  return (
    <LoginChooser
      next={next}
      error={error}
      providers={providers.data}
      loading={providers.isPending}
      signedOut={choose}
    />
  );
}
