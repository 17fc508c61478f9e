import LogoutIcon from '@mui/icons-material/Logout';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { LOGOUT_PATH } from '../../authProvider.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { sessionApi } from '../../api/session.ts';
import { EmptyState, LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { useSession } from '../../shell/sessionContext.tsx';
import { browser } from '../../shell/browser.ts';
import { isStaff, STAFF_PATH } from '../../admin/staffSections.ts';

/**
 * `/`: opens the user's first company; staff without one open their staff area; anyone else without one goes
 * to the users service, if there is one. Staff acting as a user without a company see what that user sees.
 */
export function RootPage() {
  const { companies, user } = useSession();
  if (companies.length > 0) return <Navigate to={`/c/${companies[0].id}/`} replace />;
  if (user.is_staff && !user.impersonator) return <Navigate to={STAFF_PATH} replace />;
  return <NoCompany staff={isStaff(user)} />;
}

function NoCompany({ staff }: { staff: boolean }) {
  const translate = useTranslate();
  const serviceUrl = useQuery({
    queryKey: queryKeys.usersServiceUrl,
    queryFn: sessionApi.getUsersServiceUrl,
    enabled: !staff,
  });
  const url = serviceUrl.data?.url ?? '';

  useEffect(() => {
    if (url) browser.assign(url);
  }, [url]);

  if (!staff && (serviceUrl.isPending || url))
    return <LoadingScreen fullPage message={url ? 'app.root.redirecting' : 'app.loading'} />;
  return (
    <EmptyState
      fullPage
      title={translate('app.root.no_company_title')}
      text={translate('app.root.no_company_text')}
      actions={
        <>
          {staff ? (
            <Button component={Link} to={STAFF_PATH} variant="contained" startIcon={<SupportAgentIcon />}>
              {translate('app.staff.open')}
            </Button>
          ) : null}
          <Button component={Link} to={LOGOUT_PATH} variant="outlined" startIcon={<LogoutIcon />}>
            {translate('app.root.sign_out')}
          </Button>
        </>
      }
    />
  );
}
