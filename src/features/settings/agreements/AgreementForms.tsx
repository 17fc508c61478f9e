import { Alert } from '@mui/material';
import { useCallback, useState } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import { codeOf, hasFieldErrors, useNotifyFailure } from '../../../api/errors.ts';
import { useSavedNotice } from '../../../shell/notices.ts';
import { CreatorsOnly, EditableOnly } from './access.tsx';
import { AgreementInputs, cleanAgreement } from './AgreementInputs.tsx';

const FORM_SX = { maxWidth: 880 };

/** onError of a save: field errors stay on the fields (worded by code), the rest becomes a notification. */
function useSaveErrorHandler(onStale?: () => void) {
  const notifyFailure = useNotifyFailure();
  return useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      if (onStale && codeOf(error) === 'stale_version') onStale();
      else notifyFailure(error);
    },
    [notifyFailure, onStale],
  );
}

function CreateForm() {
  return (
    <SimpleForm spacing={1} sx={FORM_SX}>
      <AgreementInputs />
    </SimpleForm>
  );
}

export function AgreementCreate() {
  const onSuccess = useSavedNotice('created', 'show');
  const onError = useSaveErrorHandler();
  return (
    <CreatorsOnly>
      <Create transform={cleanAgreement} mutationOptions={{ onError, onSuccess }}>
        <CreateForm />
      </Create>
    </CreatorsOnly>
  );
}

function EditToolbar() {
  const onSuccess = useSavedNotice('deleted');
  const onError = useNotifyFailure();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationOptions={{ onError, onSuccess }} />
    </Toolbar>
  );
}

/**
 * A values-kept reset: when the record is read again (after a stale save, or on window focus) the
 * fields the user changed keep what they typed and the others take the saved values.
 */
const KEEP_TYPED = { keepDirtyValues: true };

function EditForm({ stale }: { stale: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<EditToolbar />} resetOptions={KEEP_TYPED} spacing={1} sx={FORM_SX}>
      {stale ? (
        <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
          {translate('app.agreements.errors.stale')}
        </Alert>
      ) : null}
      <AgreementInputs />
    </SimpleForm>
  );
}

/**
 * Pessimistic, so a field error (400) or a stale version (409) reaches the form before leaving it. On a
 * stale version the record is read again and the save can be repeated over the current version.
 */
export function AgreementEdit() {
  const onSuccess = useSavedNotice('updated', 'show');
  const refresh = useRefresh();
  const [stale, setStale] = useState(false);
  const onStale = useCallback(() => {
    setStale(true);
    refresh();
  }, [refresh]);
  const onError = useSaveErrorHandler(onStale);
  return (
    <Edit
      mutationMode="pessimistic"
      transform={cleanAgreement}
      mutationOptions={{ onError, onSuccess }}
      queryOptions={OUTAGE_RETRY}
    >
      <EditableOnly>
        <EditForm stale={stale} />
      </EditableOnly>
    </Edit>
  );
}
