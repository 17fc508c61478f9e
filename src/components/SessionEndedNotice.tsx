import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSessionEnded } from '../api/sessionEnd.ts';
import { loginPathFor } from '../authProvider.ts';

/**
 * Shown once the session has ended while the app is open (a 401): what the person typed is kept in this
 * browser for them, and the sign-in comes back to this very page, where the kept edits are sent. It stays
 * until then: the page goes on working, unsaved, and nothing signs out by itself.
 */
export function SessionEndedNotice() {
  const translate = useTranslate();
  const ended = useSessionEnded();
  const location = useLocation();
  return (
    <Snackbar open={ended} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="alert"
        action={
          // A full page load: the identity provider's pages, then this page afresh with the new session.
          <Button color="inherit" size="small" href={loginPathFor(`${location.pathname}${location.search}`)}>
            {translate('app.auth.sign_in_again')}
          </Button>
        }
      >
        {translate('app.auth.session_ended')}
      </Alert>
    </Snackbar>
  );
}
