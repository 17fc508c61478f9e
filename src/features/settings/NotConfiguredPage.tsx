import ConstructionIcon from '@mui/icons-material/Construction';
import { Button } from '@mui/material';
import { Title, useBasename, useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shell/LoadingScreen.tsx';

/** The list screen of a settings grid that is registered (menu, routes) but not built yet. */
export function NotConfiguredPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const resource = useResourceContext();
  const resourceLabel = useGetResourceLabel();
  const title = resource ? resourceLabel(resource, 2) : translate('app.settings.title');
  return (
    <>
      <Title title={title} />
      <EmptyState
        withTopMargin
        icon={<ConstructionIcon fontSize="large" color="disabled" />}
        title={translate('app.settings.not_configured_title')}
        text={translate('app.settings.not_configured_text')}
        actions={
          <Button component={Link} to={`${basename}/settings/`} variant="outlined">
            {translate('app.menu.settings')}
          </Button>
        }
      />
    </>
  );
}
