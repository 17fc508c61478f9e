import { Box, useMediaQuery } from '@mui/material';
import { useDeferredValue, type ReactNode } from 'react';
import { AppBar, Layout, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LoadingIndicator } from './LoadingIndicator.tsx';
import { ConnectionNotice } from '../components/ConnectionNotice.tsx';
import { AppMenu } from './AppMenu.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { LocalizedTheme } from './LocalizedTheme.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { LoadingScreen } from '../shell/LoadingScreen.tsx';

/**
 * react-admin's layout with the product's header, menu, the connection notice and the impersonation banner. It
 * mounts in steps, each in a deferred render that React does in slices: first the loading screen, then the header
 * and menu, then the screen. react-admin renders its layout from a synchronous store update, which would otherwise
 * mount all of it in one piece and block the page for as long.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const layoutReady = useDeferredValue(true, false);
  return layoutReady ? <StagedLayout>{children}</StagedLayout> : <LoadingScreen fullPage />;
}

function StagedLayout({ children }: { children: ReactNode }) {
  const screenReady = useDeferredValue(true, false);
  return (
    <LocalizedTheme>
      <Layout appBar={AppHeader} menu={AppMenu} appBarAlwaysOn>
        <ConnectionNotice />
        <ImpersonationBanner />
        {screenReady ? children : null}
      </Layout>
    </LocalizedTheme>
  );
}

/**
 * The page's title takes two lines where one does not hold it (a narrow window), smaller on a phone; only a title
 * longer than two lines (a record's long name) ends in an ellipsis.
 */
const TITLE_SX = {
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'normal',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'anywhere',
  lineHeight: 1.25,
  fontSize: { xs: '1rem', sm: '1.25rem' },
} as const;

/**
 * Header: page title (which the browser tab repeats), company switcher, language (ru/en), the notifications' bell,
 * loading indicator, user menu with logout.
 */
export function AppHeader() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name from the `sm` width up: its accessible name holds that name too. Below, the
  // menu reads its label as a translation key (an icon with a tooltip), so it gets the key itself.
  const withName = useMediaQuery((theme) => theme.breakpoints.up('sm'));
  const userLabel =
    withName && identity?.fullName ? translate('app.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <AppBar
      color="inherit"
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 1 } }}>
          <CompanySwitcher />
          <LanguageMenu />
          <NotificationBell />
          <LoadingIndicator />
        </Box>
      }
      userMenu={
        <UserMenu label={userLabel}>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal variant="h6" sx={TITLE_SX} />
      <DocumentTitle />
    </AppBar>
  );
}
