import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DeleteWithConfirmButton,
  EditButton,
  ListButton,
  Show,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { OUTAGE_RETRY } from '../../../api/connection.ts';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.ts';
import { ROUTES } from '../../../resources/registry.ts';
import { AgreementHistory } from './AgreementHistory.tsx';
import { useNotifyFailure } from '../../../api/errors.ts';
import { useSavedNotice } from '../../../shell/notices.ts';
import { StatusChip } from './StatusChip.tsx';
import type { AgreementOut } from '../../../api/types.ts';

const DASH = '—';

function ShowActions() {
  const record = useRecordContext<AgreementOut>();
  const onSuccess = useSavedNotice('deleted');
  const onError = useNotifyFailure();
  return (
    <TopToolbar>
      <ListButton />
      {record?.can_edit ? <EditButton /> : null}
      {record?.can_edit ? <DeleteWithConfirmButton mutationOptions={{ onError, onSuccess }} /> : null}
    </TopToolbar>
  );
}

function Item({ field, children }: { field: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.${ROUTES.agreements}.fields.${field}`)}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function AgreementDetails() {
  const record = useRecordContext<AgreementOut>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        <StatusChip status={record.status} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 2 }}>
        <Item field="employee">{record.employee_name}</Item>
        <Item field="period">{record.period_name}</Item>
        <Item field="due_date">
          {record.due_date ? formatDate(record.due_date) : translate('app.agreements.no_due_date')}
        </Item>
        <Item field="updated_at">{formatDateTime(record.updated_at)}</Item>
      </Box>
      <Item field="description">
        <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {record.description || DASH}
        </Box>
      </Item>
    </Box>
  );
}

function ShowBody() {
  const record = useRecordContext<AgreementOut>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card>
        <CardContent>
          <AgreementDetails />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <AgreementHistory record={record} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** One agreement with its history of changes; edit and delete for those who may change it. */
export function AgreementShow() {
  return (
    <Show actions={<ShowActions />} component="div" queryOptions={OUTAGE_RETRY}>
      <ShowBody />
    </Show>
  );
}
