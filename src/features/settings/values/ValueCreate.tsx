import { Create, SimpleForm } from 'react-admin';
import { useSavedNotice } from '../../../shell/notices.ts';
import { AdminOnly, useSaveErrorHandler } from '../forms.tsx';
import { cleanValue, ValueInputs } from './ValueInputs.tsx';

export function ValueCreate() {
  const onSuccess = useSavedNotice('created');
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Create transform={cleanValue} mutationOptions={{ onError, onSuccess }}>
        <SimpleForm>
          <ValueInputs />
        </SimpleForm>
      </Create>
    </AdminOnly>
  );
}
