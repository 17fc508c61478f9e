import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MailStatus } from '../../../contract/enums.ts';

const COLORS: Record<MailStatus, ChipProps['color']> = {
  pending: 'default',
  sent: 'success',
  kept: 'info',
  failed: 'error',
  off: 'default',
  digest: 'default',
  digested: 'success',
};

/** A message's mail status as a coloured chip with its name. */
export function OutboxStatusChip({ status }: { status: MailStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'off' || status === 'digest' ? 'outlined' : 'filled'}
      label={translate(`app.notifications.outbox.statuses.${status}`)}
    />
  );
}
