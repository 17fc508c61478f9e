import { Edit, SimpleForm } from 'react-admin';
import { OUTAGE_RETRY } from '../../api/connection.ts';
import { AdminOnly, useSaveErrorHandler } from '../forms.tsx';
import { cleanValue, ValueInputs } from './ValueInputs.tsx';

/** Pessimistic, so a stale version (409) or a field error reaches the form before leaving it. */
export function ValueEdit() {
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Edit
        mutationMode="pessimistic"
        redirect="list"
        transform={cleanValue}
        mutationOptions={{ onError }}
        queryOptions={OUTAGE_RETRY}
      >
        <SimpleForm>
          <ValueInputs />
        </SimpleForm>
      </Edit>
    </AdminOnly>
  );
}
