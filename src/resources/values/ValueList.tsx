import {
  BooleanField,
  BulkDeleteWithConfirmButton,
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import { OUTAGE_RETRY } from '../../api/connection.ts';
import { useCompany } from '../../shell/session.tsx';
import { EXPORT_MAX_ROWS, useValueExporter } from './valueExporter.ts';
import { ReorderButtons } from './ReorderButtons.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" />,
];

function ValueListActions({ canEdit }: { canEdit: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {canEdit ? <CreateButton /> : null}
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </TopToolbar>
  );
}

/** Company values. Company admins edit, delete and reorder; everyone else reads. */
export function ValueList() {
  const { is_admin: canEdit } = useCompany();
  const [locale] = useLocaleState();
  const exporter = useValueExporter();
  return (
    <List
      queryOptions={OUTAGE_RETRY}
      sort={{ field: 'order', order: 'ASC' }}
      filters={filters}
      actions={<ValueListActions canEdit={canEdit} />}
      exporter={exporter}
      perPage={25}
    >
      <Datagrid
        rowClick={canEdit ? 'edit' : false}
        bulkActionButtons={canEdit ? <BulkDeleteWithConfirmButton /> : false}
      >
        <NumberField source="order" />
        <TextField source="name" />
        <TextField
          source="description"
          sortable={false}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
        <BooleanField source="is_active" />
        <DateField source="updated_at" showTime locales={locale} />
        {canEdit ? <ReorderButtons /> : null}
        {canEdit ? <DeleteWithConfirmButton /> : null}
      </Datagrid>
    </List>
  );
}
