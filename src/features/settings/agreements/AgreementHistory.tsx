import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Avatar, Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.ts';
import { ROUTES } from '../../../resources/registry.ts';
import type { AgreementOut, AgreementHistoryOut } from '../../../api/types.ts';
import { HISTORY_FIELDS, isAgreementStatus } from './types.ts';
import { HISTORY_PAGE_SIZE, useAgreementHistory, useHistoryNames } from './useAgreementHistory.ts';

const DASH = '—';

type Names = ReturnType<typeof useHistoryNames>;

/** The fields of a row in the order the form shows them; any field the app does not know comes last. */
function orderedFields(changes: AgreementHistoryOut['changes']): string[] {
  const known: string[] = HISTORY_FIELDS.filter((field) => field in changes);
  return [...known, ...Object.keys(changes).filter((field) => !known.includes(field))];
}

function useValueText(names: Names) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return DASH;
    if (field === 'status' && isAgreementStatus(value)) return translate(`app.agreements.status.${value}`);
    if (field === 'due_date' && typeof value === 'string') return formatDate(value);
    if (field === 'employee' && typeof value === 'number')
      return names.employees.get(value) ?? translate('app.agreements.timeline.employee_id', { id: value });
    if (field === 'period' && typeof value === 'number')
      return names.periods.get(value) ?? translate('app.agreements.timeline.period_id', { id: value });
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
}

/** Past this, or on several lines, the old and the new value each get lines of their own. */
const INLINE_MAX = 60;

function Change({
  field,
  before,
  after,
  created,
  text,
}: {
  field: string;
  before: unknown;
  after: unknown;
  created: boolean;
  text: (field: string, value: unknown) => string;
}) {
  const translate = useTranslate();
  const was = text(field, before);
  const now = text(field, after);
  const stacked = [was, now].some((value) => value.length > INLINE_MAX || value.includes('\n'));
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(`resources.${ROUTES.agreements}.fields.${field}`, { _: field })}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {created ? null : (
          <>
            <Box component="span" sx={{ color: 'text.secondary', display: stacked ? 'block' : 'inline' }}>
              {was}
            </Box>
            {stacked ? '→ ' : ' → '}
          </>
        )}
        <Box component="span" sx={{ fontWeight: 500 }}>
          {now}
        </Box>
      </Typography>
    </>
  );
}

function Entry({
  entry,
  last,
  text,
}: {
  entry: AgreementHistoryOut;
  last: boolean;
  text: (field: string, value: unknown) => string;
}) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const created = entry.action === 'created';
  const action = translate(`app.agreements.timeline.${entry.action}`, { _: entry.action });
  const user = entry.user?.full_name || translate('app.agreements.timeline.system');
  const fields = orderedFields(entry.changes);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Avatar sx={{ width: 32, height: 32, bgcolor: created ? 'success.main' : 'primary.main' }}>
          {created ? <AddIcon fontSize="small" /> : <EditIcon fontSize="small" />}
        </Avatar>
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, pb: last ? 0 : 3 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.agreements.timeline.by', { action, user })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </Typography>
        {fields.length ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(90px, max-content) 1fr',
              columnGap: 2,
              rowGap: 0.5,
              mt: 1,
              mb: 0,
            }}
          >
            {fields.map((field) => (
              <Change
                key={field}
                field={field}
                before={entry.changes[field].before}
                after={entry.changes[field].after}
                created={created}
                text={text}
              />
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * "History of changes": who changed what and when, newest first. A creation lists the values it set;
 * a change lists each field as before → after, in the reader's language (statuses, dates, names).
 */
export function AgreementHistory({ record }: { record: AgreementOut }) {
  const translate = useTranslate();
  const history = useAgreementHistory(record.id);
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];
  const total = history.data?.pages[0]?.count ?? 0;
  const names = useHistoryNames(record, entries);
  const text = useValueText(names);
  return (
    <Box component="section" aria-labelledby="agreement-history-title">
      <Typography id="agreement-history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('app.agreements.history')}
      </Typography>
      {history.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {history.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {translate('app.retry')}
            </Button>
          }
        >
          {translate('app.agreements.errors.history_failed')}
        </Alert>
      ) : null}
      {history.isSuccess && !entries.length ? (
        <Typography color="text.secondary">{translate('app.agreements.timeline.empty')}</Typography>
      ) : null}
      {entries.length ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry, index) => (
            <Entry key={entry.id} entry={entry} last={index === entries.length - 1} text={text} />
          ))}
        </Box>
      ) : null}
      {history.hasNextPage ? (
        <Button sx={{ mt: 2 }} onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {translate('app.agreements.timeline.more', {
            smart_count: Math.min(HISTORY_PAGE_SIZE, total - entries.length),
          })}
        </Button>
      ) : null}
    </Box>
  );
}
