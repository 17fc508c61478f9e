import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../api/errors.ts';
import { useSavedNotice } from '../../shell/notices.ts';

/**
 * "Delete" of a settings row. A record that forms or agreements use can never be deleted (the server answers
 * 409), so the button is shown disabled with the reason beside it rather than offered; any refusal that still
 * comes (someone launched forms meanwhile) is worded by its code in the language shown now.
 */
export function GuardedDeleteButton({ blockedBy }: { blockedBy: string | null }) {
  const translate = useTranslate();
  const onSuccess = useSavedNotice('deleted');
  const notifyFailure = useNotifyFailure();
  if (blockedBy === null)
    return (
      <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ onError: notifyFailure, onSuccess }} />
    );
  return (
    <Tooltip title={blockedBy}>
      {/* A disabled button gets no pointer events: the span carries the tooltip and the description. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled
          aria-description={blockedBy}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('ra.action.delete')}
        </Button>
      </span>
    </Tooltip>
  );
}

/** The edit form's toolbar: save, and the record's guarded "Delete" in place of react-admin's plain one. */
export function GuardedToolbar({ deleteButton }: { deleteButton: ReactNode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deleteButton}
    </Toolbar>
  );
}
