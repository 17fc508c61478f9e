import { Create, Edit, SimpleForm } from 'react-admin';
import { OUTAGE_RETRY } from '../../api/connection.ts';
import { AdminOnly, useSaveErrorHandler } from '../forms.tsx';
import { AssessmentPeriodInputs } from './AssessmentPeriodInputs.tsx';

export function AssessmentPeriodCreate() {
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Create redirect="list" mutationOptions={{ onError }}>
        <SimpleForm>
          <AssessmentPeriodInputs />
        </SimpleForm>
      </Create>
    </AdminOnly>
  );
}

/** Pessimistic, so a date out of order (400) or a stale version (409) reaches the form before leaving it. */
export function AssessmentPeriodEdit() {
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Edit mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }} queryOptions={OUTAGE_RETRY}>
        <SimpleForm>
          <AssessmentPeriodInputs />
        </SimpleForm>
      </Edit>
    </AdminOnly>
  );
}
