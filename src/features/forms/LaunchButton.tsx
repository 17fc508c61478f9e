import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ROUTES } from '../../resources/registry.ts';
import { useAccess } from '../../shell/access.ts';
import { LaunchDialog } from './LaunchDialog.tsx';

/** Admins launch a period for everyone, for departments or for chosen people, after a preview. */
export function LaunchButton({ activePeriod }: { activePeriod: number | null }) {
  const translate = useTranslate();
  const canLaunch = useAccess()(ROUTES.assessment_periods, 'edit');
  const [open, setOpen] = useState(false);
  if (!canLaunch) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate('app.manager.launch')}
      </Button>
      {open ? <LaunchDialog initialPeriod={activePeriod} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
