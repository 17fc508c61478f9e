import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import type { CardNow } from './entries.ts';

/** «Кто-то уже изменил эту карточку»: the card as it is now, and who changed it. */
export function ConflictNotice({ now }: { now: CardNow }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  return (
    <Alert severity="warning">
      <AlertTitle>{translate('app.calibration.conflict.title')}</AlertTitle>
      {now.box
        ? translate('app.calibration.conflict.now', {
            box: translate(`app.calibration.boxes.${now.box}`),
            grade: now.grade,
          })
        : translate('app.calibration.conflict.now_apart', { grade: now.grade })}{' '}
      {now.by && now.at
        ? translate('app.calibration.conflict.by', { name: now.by, date: formatDateTime(now.at) })
        : null}{' '}
      {translate('app.calibration.conflict.retry')}
    </Alert>
  );
}
