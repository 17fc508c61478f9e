import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PeriodOut } from '../../../api/types.ts';
import { LaunchDialog } from '../../forms/LaunchDialog.tsx';

/**
 * Launching from the period's own row: the same dialog as on the manager dashboard (who gets a form, who is
 * skipped and why), with this period chosen. A closed period takes no new forms.
 */
export function PeriodLaunchButton() {
  const translate = useTranslate();
  const record = useRecordContext<PeriodOut>();
  const [open, setOpen] = useState(false);
  if (!record || record.status === 'closed') return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<RocketLaunchIcon />}
        aria-label={translate('app.manager.launch_period', { name: record.name })}
        onClick={(event) => {
          // The row opens the period's edit page; this button opens the launch instead.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('app.manager.launch_short')}
      </Button>
      {open ? (
        // The dialog's clicks reach the row through React's tree (its portal notwithstanding): they stay here.
        <span onClick={(event) => event.stopPropagation()}>
          <LaunchDialog initialPeriod={record.id} onClose={() => setOpen(false)} />
        </span>
      ) : null}
    </>
  );
}
