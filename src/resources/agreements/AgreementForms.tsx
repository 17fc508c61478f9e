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
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { CreatorsOnly, EditableOnly } from './access.tsx';
import { hasFieldErrors, isStaleVersion, translateFieldErrors, useNotifyAgreementError } from './agreementErrors.ts';
import { AgreementInputs, cleanAgreement } from './AgreementInputs.tsx';

const FORM_SX = { maxWidth: 880 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saves through the page's controller and hands the server's field errors back to the form, translated. */
function useTranslatedSave() {
  const { save } = useSaveContext();
  return useCallback(
    async (values: Record<string, unknown>) => {
      if (!save) return undefined;
      const errors: unknown = await save(values);
      return isRecord(errors) ? translateFieldErrors(errors) : undefined;
    },
    [save],
  );
}

/** onError of a save: field errors stay on the fields, the rest becomes a translated notification. */
function useSaveErrorHandler(onStale?: () => void) {
  const notifyError = useNotifyAgreementError();
  return useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      if (onStale && isStaleVersion(error)) onStale();
      else notifyError(error);
    },
    [notifyError, onStale],
  );
}

function CreateForm() {
  const onSubmit = useTranslatedSave();
  return (
    <SimpleForm onSubmit={onSubmit} spacing={1} sx={FORM_SX}>
      <AgreementInputs />
    </SimpleForm>
  );
}

export function AgreementCreate() {
  const onError = useSaveErrorHandler();
  return (
    <CreatorsOnly>
      <Create redirect="show" transform={cleanAgreement} mutationOptions={{ onError }}>
        <CreateForm />
      </Create>
    </CreatorsOnly>
  );
}

function EditToolbar() {
  const onError = useNotifyAgreementError();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationOptions={{ onError }} />
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
  const onSubmit = useTranslatedSave();
  return (
    <SimpleForm onSubmit={onSubmit} toolbar={<EditToolbar />} resetOptions={KEEP_TYPED} spacing={1} sx={FORM_SX}>
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
  const refresh = useRefresh();
  const [stale, setStale] = useState(false);
  const onStale = useCallback(() => {
    setStale(true);
    refresh();
  }, [refresh]);
  const onError = useSaveErrorHandler(onStale);
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={cleanAgreement} mutationOptions={{ onError }}>
      <EditableOnly>
        <EditForm stale={stale} />
      </EditableOnly>
    </Edit>
  );
}
