import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type AgreementStatus } from '../../../../contract/enums.ts';
import { isAgreementStatus } from './types.ts';

const COLORS: Record<AgreementStatus, ChipProps['color']> = {
  new: 'info',
  in_progress: 'warning',
  done: 'success',
  cancelled: 'default',
};

/** A status as a coloured chip in the reader's language. */
export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (!isAgreementStatus(status)) return null;
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={translate(`app.agreements.status.${status}`)}
    />
  );
}
