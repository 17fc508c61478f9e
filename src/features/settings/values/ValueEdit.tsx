import { Edit, SimpleForm } from 'react-admin';
import { GuardedToolbar } from '../GuardedDeleteButton.tsx';
import { ValueDeleteButton } from './ValueDeleteButton.tsx';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import { useSavedNotice } from '../../../shell/notices.ts';
import { AdminOnly, useSaveErrorHandler } from '../forms.tsx';
import { cleanValue, ValueInputs } from './ValueInputs.tsx';

/** Pessimistic, so a stale version (409) or a field error reaches the form before leaving it. */
export function ValueEdit() {
  const onSuccess = useSavedNotice('updated');
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Edit
        mutationMode="pessimistic"
        transform={cleanValue}
        mutationOptions={{ onError, onSuccess }}
        queryOptions={OUTAGE_RETRY}
      >
        <SimpleForm toolbar={<GuardedToolbar deleteButton={<ValueDeleteButton />} />}>
          <ValueInputs />
        </SimpleForm>
      </Edit>
    </AdminOnly>
  );
}
