import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  ExportButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocaleState,
  WithRecord,
} from 'react-admin';
import { Box } from '@mui/material';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { useSavedNotice } from '../../../shell/notices.ts';
import { useCompany, useTimeZone } from '../../../shell/sessionContext.tsx';
import { listSx } from '../listLayout.ts';
import { ROUTES } from '../../../resources/registry.ts';
import { useCanCreateAgreements } from './access.tsx';
import { AgreementEmpty } from './AgreementEmpty.tsx';
import { useNotifyFailure } from '../../../api/errors.ts';
import { EXPORT_MAX_ROWS, useAgreementExporter } from './agreementExporter.ts';
import { useStatusChoices } from './AgreementInputs.tsx';
import { EmployeeInput } from './EmployeeInput.tsx';
import { StatusChip } from './StatusChip.tsx';
import type { AgreementOut } from '../../../api/types.ts';

const FIELD = (name: string) => `resources.${ROUTES.agreements}.fields.${name}`;
const PERIODS_SHOWN = 100;
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
// The period, the due date and the last change are on the agreement's own screen.
const layout = listSx([
  ['lg', ['period_name', 'due_date', 'updated_at']],
  ['sm', ['employee_name']],
]);

function useFilters() {
  const statuses = useStatusChoices();
  const company = useCompany();
  // Employees read only their own agreements: choosing a person means nothing to them.
  const choosesPeople = company.is_admin || company.role === 'MANAGER';
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput
      key="period"
      source="period"
      reference={ROUTES.assessment_periods}
      sort={{ field: 'start_date', order: 'DESC' }}
      perPage={PERIODS_SHOWN}
      alwaysOn
    >
      <SelectInput size="small" sx={{ minWidth: 200 }} />
    </ReferenceInput>,
    ...(choosesPeople ? [<EmployeeInput key="employee" source="employee" filter activeOnly={false} alwaysOn />] : []),
    <SelectInput key="status" source="status" choices={statuses} alwaysOn size="small" sx={{ minWidth: 150 }} />,
  ];
}

function ListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </TopToolbar>
  );
}

/** Edit and delete for the rows the caller may change (the record's `can_edit`). */
function RowActions() {
  const onSuccess = useSavedNotice('deleted', false);
  const onError = useNotifyFailure();
  return (
    <WithRecord<AgreementOut>
      render={(record) =>
        record.can_edit ? (
          <Box
            sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}
            onClick={(event) => event.stopPropagation()}
          >
            <EditButton />
            <DeleteWithConfirmButton mutationOptions={{ onError, onSuccess }} redirect={false} />
          </Box>
        ) : null
      }
    />
  );
}

/** Agreements the caller may read: all of the company for admins, a manager's and their people's, one's own. */
export function AgreementList() {
  const canCreate = useCanCreateAgreements();
  const [locale] = useLocaleState();
  const timeZone = useTimeZone();
  const formatDate = useFormatDate();
  const exporter = useAgreementExporter();
  const filters = useFilters();
  return (
    <List
      queryOptions={OUTAGE_RETRY}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      actions={<ListActions canCreate={canCreate} />}
      exporter={exporter}
      empty={<AgreementEmpty canCreate={canCreate} />}
      perPage={25}
      sx={layout}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="employee_name" sortBy="employee" label={FIELD('employee')} />
        <TextField source="period_name" sortBy="period" label={FIELD('period')} />
        <FunctionField
          source="due_date"
          render={(record: AgreementOut) => (record.due_date ? formatDate(record.due_date) : '—')}
        />
        <FunctionField source="status" render={(record: AgreementOut) => <StatusChip status={record.status} />} />
        <DateField source="updated_at" showTime locales={locale} options={{ ...DATE_TIME, timeZone }} />
        {canCreate ? <RowActions /> : null}
      </Datagrid>
    </List>
  );
}
