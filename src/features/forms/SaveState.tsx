import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Saver } from './useItemSaver.ts';

/** Where a field's save stands: saving, saved, offline, failed (click to retry), or waiting for a choice. */
export function SaveState({ saver }: { saver: Saver }) {
  const translate = useTranslate();
  if (saver.status === 'idle') return null;
  if (saver.status === 'error' || saver.status === 'offline') {
    const offline = saver.status === 'offline';
    return (
      <Chip
        size="small"
        color={offline ? 'warning' : 'error'}
        label={translate(offline ? 'app.form.offline_unsaved' : 'app.form.save_error')}
        onClick={() => void saver.retry()}
      />
    );
  }
  // The session's notice offers to sign in again; the chip says the field waits for it.
  if (saver.status === 'signed_out')
    return <Chip size="small" variant="outlined" color="warning" label={translate('app.form.session_unsaved')} />;
  // The notice below says what waits for the person's choice; the chip keeps it in sight beside the field.
  if (saver.status === 'conflict')
    return <Chip size="small" variant="outlined" color="warning" label={translate('app.form.unsaved')} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={saver.status === 'saved' ? 'success' : 'default'}
      label={translate(`app.form.${saver.status}`)}
    />
  );
}
