import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isErrorCode } from '../../../contract/errors/index.ts';
import { useCodedText, useErrorText } from '../../api/errors.ts';
import { sessionApi } from '../../api/session.ts';
import type { DemoRole, ProvidersOut } from '../../api/types.ts';
import { socialLoginUrl } from '../../authProvider.ts';
import { browser } from '../../shell/browser.ts';

const DEMO_ROLES = ['employee', 'manager', 'admin'] as const satisfies readonly DemoRole[];

export interface LoginChooserProps {
  next: string;
  error: string | null;
  providers: ProvidersOut | undefined;
  loading: boolean;
  /** The user has just signed out (`?choose=1`). */
  signedOut: boolean;
}

/** The sign-in card shown after a failed login or a logout: one button per provider, plus demo roles. */
export function LoginChooser({ next, error, providers, loading, signedOut }: LoginChooserProps) {
  const translate = useTranslate();
  const codedText = useCodedText();
  const errorText = useErrorText();
  const [demoError, setDemoError] = useState<string | null>(null);
  const [pendingRole, setPendingRole] = useState<DemoRole | null>(null);
  const list = providers?.providers ?? [];

  const signInAsDemo = async (role: DemoRole) => {
    setPendingRole(role);
    setDemoError(null);
    try {
      await sessionApi.demoSignIn(role);
      // A full load so every cache starts from the new session.
      browser.assign(next);
    } catch (failure) {
      setDemoError(errorText(failure));
      setPendingRole(null);
    }
  };

  const providerLabel = (title: string) => {
    if (list.length > 1) return translate('app.auth.sign_in_with', { provider: title });
    return translate(error ? 'app.auth.try_again' : 'app.auth.sign_in');
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: '20px',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.auth.title')}
          </Typography>
          {error ? (
            <Alert severity="error">
              {/* `?error=<code>`: the server's sign-in callback names why, by a code of the catalogue. */}
              {isErrorCode(error) ? codedText({ code: error }) : translate('app.auth.errors.default')}
            </Alert>
          ) : null}
          {signedOut && !error ? (
            <Typography color="text.secondary">{translate('app.auth.signed_out')}</Typography>
          ) : null}
          {loading ? <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('app.loading')} /> : null}
          {list.map((provider) => (
            <Button key={provider.name} variant="contained" size="large" href={socialLoginUrl(provider.name, next)}>
              {providerLabel(provider.title)}
            </Button>
          ))}
          {!loading && list.length === 0 && !providers?.demo ? (
            <Alert severity="warning">{translate('app.auth.no_providers')}</Alert>
          ) : null}
          {providers?.demo ? (
            <>
              <Divider>{translate('app.auth.demo_title')}</Divider>
              {DEMO_ROLES.map((role) => (
                <Button
                  key={role}
                  variant="outlined"
                  disabled={pendingRole !== null}
                  onClick={() => void signInAsDemo(role)}
                >
                  {translate(`app.auth.demo_as.${role}`)}
                </Button>
              ))}
              {demoError ? <Alert severity="error">{demoError}</Alert> : null}
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
