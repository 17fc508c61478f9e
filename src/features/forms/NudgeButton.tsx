import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../api/errors.ts';
import type { NudgeOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useCompany } from '../../shell/sessionContext.tsx';

type Named = { id: number; name: string };

export type NudgeButtonProps = {
  /** The period shown; null (every period) leaves nothing to nudge. */
  period: Named | null;
  /** The department filter (with its sub-departments); null: the whole period. */
  department: Named | null;
};

const T = 'app.nudge';

/**
 * HR's "Напомнить": after a confirm naming the period and the department, whoever holds each overdue form of
 * them now is told by mail and in the app (each form once a day); the answer says how many were sent and
 * how many skipped because they were reminded today already.
 */
export function NudgeButton({ period, department }: NudgeButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const company = useCompany();
  const { api } = useCompanyApi();
  const [open, setOpen] = useState(false);
  const nudge = useMutation({
    mutationFn: (body: { period: number; department: number | null }) => api.nudgeOverdue(body),
    onSuccess: (result: NudgeOut) => {
      setOpen(false);
      const lines = [];
      if (result.sent) lines.push(translate(`${T}.sent`, { smart_count: result.sent }));
      if (result.skipped) lines.push(translate(`${T}.skipped`, { smart_count: result.skipped }));
      notify(lines.length ? lines.join('. ') : translate(`${T}.nothing`), { type: result.sent ? 'success' : 'info' });
    },
    onError: (error) => {
      setOpen(false);
      notifyFailure(error);
    },
  });
  if (!company.is_admin) return null;

  const where = department
    ? translate(`${T}.department`, { period: period?.name ?? '', department: department.name })
    : translate(`${T}.whole_period`, { period: period?.name ?? '' });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveIcon />}
        disabled={period === null}
        title={period === null ? translate(`${T}.no_period`) : undefined}
        onClick={() => setOpen(true)}
      >
        {translate(`${T}.action`)}
      </Button>
      <Confirm
        isOpen={open && period !== null}
        loading={nudge.isPending}
        title={translate(`${T}.title`)}
        content={
          <>
            <Typography sx={{ mb: 1 }}>{where}</Typography>
            <Typography>{translate(`${T}.how`)}</Typography>
          </>
        }
        confirm={translate(`${T}.confirm`)}
        onConfirm={() => {
          if (period) nudge.mutate({ period: period.id, department: department?.id ?? null });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
