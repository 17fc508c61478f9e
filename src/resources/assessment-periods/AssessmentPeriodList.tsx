import {
  BulkDeleteWithConfirmButton,
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { OUTAGE_RETRY } from '../../api/connection.ts';
import { useCompany } from '../../shell/session.tsx';

type Period = { status: string; form_type: string };

/** Assessment periods; admins create, edit, close and delete the ones without forms. */
export function AssessmentPeriodList() {
  const { is_admin: canEdit } = useCompany();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={['draft', 'active', 'closed'].map((id) => ({ id, name: translate(`app.periods.status.${id}`) }))}
    />,
  ];
  return (
    <List
      queryOptions={OUTAGE_RETRY}
      sort={{ field: 'start_date', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          {canEdit ? <CreateButton /> : null}
          <ExportButton />
        </TopToolbar>
      }
      perPage={25}
    >
      <Datagrid
        rowClick={canEdit ? 'edit' : false}
        bulkActionButtons={canEdit ? <BulkDeleteWithConfirmButton /> : false}
      >
        <TextField source="name" />
        <DateField source="start_date" locales={locale} />
        <DateField source="self_deadline" locales={locale} sortable={false} />
        <DateField source="manager_deadline" locales={locale} sortable={false} />
        <DateField source="feedback_deadline" locales={locale} sortable={false} />
        <DateField source="end_date" locales={locale} />
        <FunctionField source="status" render={(r: Period) => translate(`app.periods.status.${r.status}`)} />
        <FunctionField
          source="form_type"
          sortable={false}
          render={(r: Period) => translate(`app.periods.form_type.${r.form_type}`)}
        />
        {canEdit ? <DeleteWithConfirmButton /> : null}
      </Datagrid>
    </List>
  );
}
