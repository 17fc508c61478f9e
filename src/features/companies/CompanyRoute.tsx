import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../shell/LoadingScreen.tsx';
import { lazyScreen } from '../../shell/lazyScreen.tsx';
import { useSession } from '../../shell/sessionContext.tsx';

// react-admin and everything company-scoped live in this chunk, kept out of the first load.
const CompanyAdmin = lazyScreen(() => import('../../admin/CompanyAdmin.tsx').then((module) => module.CompanyAdmin));

/** `/c/{companyId}/*`: the company must be one of the user's; its admin app is remounted per company. */
export function CompanyRoute() {
  const translate = useTranslate();
  const { companyId } = useParams();
  const { companies } = useSession();
  const company = companies.find((candidate) => String(candidate.id) === companyId);
  if (!company) {
    return (
      <EmptyState
        fullPage
        title={translate('app.company.not_found')}
        actions={
          <Button component={Link} to="/" variant="contained">
            {translate('app.home')}
          </Button>
        }
      />
    );
  }
  return <CompanyAdmin key={company.id} company={company} />;
}

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <EmptyState
      fullPage
      title={translate('ra.page.not_found')}
      text={translate('ra.message.not_found')}
      actions={
        <Button component={Link} to="/" variant="contained">
          {translate('app.home')}
        </Button>
      }
    />
  );
}
