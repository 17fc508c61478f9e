import { Box, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import type { PersonOut as Person } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { ConfirmDialog } from '../structure/ConfirmDialog.tsx';
import { personalDataCalls } from './api.ts';

const T = 'app.personal_data';

type Props = { person: Person; onErased: () => void };

/**
 * A person's personal data on their dialog of the structure page (admins): the export as JSON or PDF, and the
 * erasure of a person without an active position, after a confirmation that says what it does.
 */
export function PersonalDataActions({ person, onErased }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { companyId } = useCompanyApi();
  const [confirming, setConfirming] = useState(false);
  const calls = personalDataCalls(companyId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.section`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.export_hint`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" href={calls.exportUrl(person.id, 'json')} download>
          {translate(`${T}.export_json`)}
        </Button>
        <Button size="small" variant="outlined" href={calls.exportUrl(person.id, 'pdf')} download>
          {translate(`${T}.export_pdf`)}
        </Button>
        <Button size="small" color="error" disabled={person.is_active} onClick={() => setConfirming(true)}>
          {translate(`${T}.erase`)}
        </Button>
      </Box>
      {person.is_active ? (
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.erase_active_hint`)}
        </Typography>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={translate(`${T}.erase_title`, { name: person.full_name })}
          text={translate(`${T}.erase_text`)}
          confirmLabel={translate(`${T}.erase_confirm`)}
          describe={errorText}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await calls.erase(person.id);
            notify(`${T}.erased`, { type: 'success' });
            setConfirming(false);
            onErased();
          }}
        />
      ) : null}
    </Box>
  );
}
