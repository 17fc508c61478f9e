import LockIcon from '@mui/icons-material/LockOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccess } from './access.ts';
import { EmptyState } from './LoadingScreen.tsx';

/** A page in place of the one asked for: why it is not shown, and the way home. `title` names it in the header. */
function InsteadPage({
  title,
  heading = title,
  text,
  icon,
}: {
  title: string;
  heading?: string;
  text: string;
  icon: ReactNode;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <Title title={translate(title)} />
      <EmptyState
        withTopMargin
        icon={icon}
        title={translate(heading)}
        text={translate(text)}
        actions={
          <Button variant="contained" component={Link} to={`${basename}/`}>
            {translate('app.home')}
          </Button>
        }
      />
    </>
  );
}

const lock = <LockIcon color="action" fontSize="large" />;
const searchOff = <SearchOffIcon color="action" fontSize="large" />;

/** A page of the company app the caller's role may not use, opened by its address. */
export const NoAccessPage = () => (
  <InsteadPage
    title="app.access.denied_title"
    heading="app.access.denied_heading"
    text="app.access.denied_text"
    icon={lock}
  />
);

/** A form that does not exist or is not the caller's to read: the server answers both alike. */
export const FormNotFoundPage = () => (
  <InsteadPage title="app.access.form_not_found_title" text="app.access.form_not_found_text" icon={searchOff} />
);

/** An address inside a company that leads nowhere. */
export const CompanyNotFoundPage = () => (
  <InsteadPage title="app.access.page_not_found_title" text="app.access.not_found_text" icon={searchOff} />
);

/** Shows the page only to a role that may open it; anyone else reads "no access" at the same address. */
export function RequireAccess({ resource, children }: { resource: string; children: ReactNode }) {
  const can = useAccess();
  return can(resource) ? children : <NoAccessPage />;
}

type Screens = { list?: ComponentType; show?: ComponentType };

function guard(resource: string, action: string, Screen: ComponentType | undefined): ComponentType | undefined {
  if (!Screen) return undefined;
  const Shown: ComponentType = Screen;
  function Guarded() {
    const can = useAccess();
    return can(resource, action) ? <Shown /> : <NoAccessPage />;
  }
  return Guarded;
}

/**
 * A resource's reading screens behind the access rule, refused at their own address: react-admin would send the
 * visitor to its `access-denied` address, and Back would bring them to be sent there again. Its create and edit
 * screens send a member who may not change the resource to its list.
 */
export function guardScreens<T extends Screens>(resource: string, screens: T) {
  return { ...screens, list: guard(resource, 'list', screens.list), show: guard(resource, 'show', screens.show) };
}
