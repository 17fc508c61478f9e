import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyFailure } from '../api/errors.ts';
import { sessionApi } from '../api/session.ts';
import { useSession } from '../shell/sessionContext.tsx';
import { browser } from '../shell/browser.ts';
import { STAFF_PATH } from '../admin/staffSections.ts';

/** Shown while staff act as another user (auth/me has `impersonator`), with a way back. */
export function ImpersonationBanner() {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const { user } = useSession();
  const [stopping, setStopping] = useState(false);
  if (!user.impersonator) return null;

  const stop = async () => {
    setStopping(true);
    try {
      await sessionApi.stopImpersonating();
      // Only staff act as someone else: back as themselves, they return to their staff area.
      browser.assign(STAFF_PATH);
    } catch (error) {
      notifyFailure(error);
      setStopping(false);
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mt: 1, mb: 1 }}
      action={
        <Button color="inherit" size="small" disabled={stopping} onClick={() => void stop()}>
          {translate('app.impersonation.stop')}
        </Button>
      }
    >
      {translate('app.impersonation.banner', { name: user.full_name, impersonator: user.impersonator.full_name })}
    </Alert>
  );
}
