import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, UserMenu } from 'react-admin';
import { ConnectionNotice } from '../components/ConnectionNotice.tsx';
import { LOCALES } from '../i18n/index.ts';
import { AppMenu } from './AppMenu.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';

/** react-admin's layout with the product's header, menu, the connection notice and the impersonation banner. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader} menu={AppMenu} appBarAlwaysOn>
      <ConnectionNotice />
      <ImpersonationBanner />
      {children}
    </Layout>
  );
}

/** Header: page title, company switcher, language (ru/en), loading indicator, user menu with logout. */
export function AppHeader() {
  return (
    <AppBar
      color="inherit"
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CompanySwitcher />
          <LocalesMenuButton languages={LOCALES} />
          <LoadingIndicator />
        </Box>
      }
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal variant="h6" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
    </AppBar>
  );
}
