import {
  CreateButton,
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import type { PeriodOut } from '../../../api/types.ts';
import { useAccess } from '../../../shell/access.ts';
import { listSx } from '../listLayout.ts';
import { ROUTES } from '../../../resources/registry.ts';
import { EXPORT_MAX_ROWS, usePeriodExporter } from './periodExporter.ts';
import { PeriodDeleteButton } from './PeriodDeleteButton.tsx';
import { PeriodLaunchButton } from './PeriodLaunchButton.tsx';

// The stage deadlines, the form type and the dates are all on the period's own screen.
const layout = listSx([
  [1600, ['self_deadline', 'manager_deadline', 'feedback_deadline']],
  ['lg', ['start_date', 'form_type', 'forms_count']],
  ['sm', ['end_date']],
]);

/** Assessment periods; admins create, edit, close and delete the ones without forms or agreements. */
export function AssessmentPeriodList() {
  const canEdit = useAccess()(ROUTES.assessment_periods, 'edit');
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const exporter = usePeriodExporter();
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
      exporter={exporter}
      actions={
        <TopToolbar>
          {canEdit ? <CreateButton /> : null}
          <ExportButton maxResults={EXPORT_MAX_ROWS} />
        </TopToolbar>
      }
      perPage={25}
      sx={layout}
    >
      {/* Each row has its own guarded "Delete": no row checkboxes, whose react-admin markup has no accessible name. */}
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" />
        <DateField source="start_date" locales={locale} />
        <DateField source="self_deadline" locales={locale} sortable={false} />
        <DateField source="manager_deadline" locales={locale} sortable={false} />
        <DateField source="feedback_deadline" locales={locale} sortable={false} />
        <DateField source="end_date" locales={locale} />
        <FunctionField source="status" render={(r: PeriodOut) => translate(`app.periods.status.${r.status}`)} />
        <FunctionField
          source="form_type"
          sortable={false}
          render={(r: PeriodOut) => translate(`app.periods.form_type.${r.form_type}`)}
        />
        <NumberField source="forms_count" sortable={false} />
        {canEdit ? <PeriodLaunchButton /> : null}
        {canEdit ? <PeriodDeleteButton /> : null}
      </Datagrid>
    </List>
  );
}
