import { Alert, CircularProgress, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOffline } from '../api/connection.ts';

/**
 * One notice while the server cannot be reached (its database is away, or the network is): reads are
 * retried meanwhile, so the screens show no errors of their own. It goes once a request gets through.
 */
export function ConnectionNotice() {
  const translate = useTranslate();
  const offline = useOffline();
  return (
    <Snackbar open={offline} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="status"
        icon={<CircularProgress size={18} color="inherit" aria-hidden />}
      >
        {translate('app.errors.reconnecting')}
      </Alert>
    </Snackbar>
  );
}
