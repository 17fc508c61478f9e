import LockIcon from '@mui/icons-material/LockOutlined';
import { Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shell/LoadingScreen.tsx';

/** What a member who is not an admin sees on the structure screens opened by URL. */
export function NoAccess() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <EmptyState
      withTopMargin
      icon={<LockIcon color="action" fontSize="large" />}
      title={translate('app.structure.no_access_title')}
      text={translate('app.structure.no_access_text')}
      actions={
        <Button variant="contained" component={Link} to={`${basename}/`}>
          {translate('app.home')}
        </Button>
      }
    />
  );
}
