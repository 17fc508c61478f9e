import { Create, SimpleForm } from 'react-admin';
import { AdminOnly, useSaveErrorHandler } from '../forms.tsx';
import { cleanValue, ValueInputs } from './ValueInputs.tsx';

export function ValueCreate() {
  const onError = useSaveErrorHandler();
  return (
    <AdminOnly>
      <Create redirect="list" transform={cleanValue} mutationOptions={{ onError }}>
        <SimpleForm>
          <ValueInputs />
        </SimpleForm>
      </Create>
    </AdminOnly>
  );
}
