import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useLocaleState,
  useResourceContext,
} from 'react-admin';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import { useAccess } from '../../../shell/access.ts';
import { listSx } from '../listLayout.ts';
import { ValueDeleteButton } from './ValueDeleteButton.tsx';
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

// Order shows in the row's position; the description and the date are on the record's screen.
const layout = listSx([
  ['lg', ['order', 'description', 'updated_at']],
  ['sm', ['is_active']],
]);

/** Company values (and hipo skills). Company admins edit, delete and reorder; everyone else reads. */
export function ValueList() {
  const resource = useResourceContext();
  const can = useAccess();
  const canEdit = resource !== undefined && can(resource, 'edit');
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
      sx={layout}
    >
      {/* Each row has its own guarded "Delete": no row checkboxes, whose react-admin markup has no accessible name. */}
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
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
        {canEdit ? <ValueDeleteButton /> : null}
      </Datagrid>
    </List>
  );
}
