import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { LOGOUT_PATH } from '../../authProvider.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sessionApi } from '../../api/session.ts';
import { EmptyState, LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { useSession } from '../../shell/session.tsx';
import { browser } from '../../shell/browser.ts';

/** `/`: opens the user's first company; a user without one goes to the users service, if there is one. */
export function RootPage() {
  const { companies } = useSession();
  if (companies.length > 0) return <Navigate to={`/c/${companies[0].id}/`} replace />;
  return <NoCompany />;
}

function NoCompany() {
  const translate = useTranslate();
  const serviceUrl = useQuery({
    queryKey: queryKeys.usersServiceUrl,
    queryFn: sessionApi.getUsersServiceUrl,
  });
  const url = serviceUrl.data?.url ?? '';

  useEffect(() => {
    if (url) browser.assign(url);
  }, [url]);

  if (serviceUrl.isPending || url)
    return <LoadingScreen fullPage message={url ? 'app.root.redirecting' : 'app.loading'} />;
  return (
    <EmptyState
      fullPage
      title={translate('app.root.no_company_title')}
      text={translate('app.root.no_company_text')}
      actions={
        <Button component={Link} to={LOGOUT_PATH} variant="outlined" startIcon={<LogoutIcon />}>
          {translate('app.root.sign_out')}
        </Button>
      }
    />
  );
}
