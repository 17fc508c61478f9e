import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { REVIEW360_SUBJECT_STATUSES } from '../../../../contract/enums.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { useReview360StateText } from '../../../components/Review360State.tsx';
import type { Query } from '../../../httpClient.ts';
import { ROUTES } from '../../../resources/registry.ts';
import { useFilterOptions, type PeriodOption } from '../../../hooks/useFilterOptions.ts';
import { SearchField } from '../../../components/SearchField.tsx';
import { useAddressList } from '../../../hooks/useAddressList.ts';
import { SubjectsTable } from './SubjectsTable.tsx';

const T = 'app.review360.settings';

const idOf = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

/** Whether the period collects 360 feedback; when it does not, where to turn it on. */
function NotEnabledNotice({ period }: { period: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { api, companyId } = useCompanyApi();
  const settings = useQuery({
    queryKey: queryKeys.review360.settings(companyId, period),
    queryFn: () => api.getReview360Settings(period),
  });
  if (!settings.data || settings.data.enabled) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          component={Link}
          to={`${createPath({ resource: ROUTES.assessment_periods, type: 'edit', id: period })}/`}
        >
          {translate(`${T}.overview.open_settings`)}
        </Button>
      }
    >
      {translate(`${T}.overview.not_enabled`)}
    </Alert>
  );
}

function PeriodSelect({
  periods,
  value,
  onChange,
}: {
  periods: PeriodOption[];
  value: number;
  onChange: (id: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${T}.overview.period`)}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 260 } }}
    >
      {periods.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * `/c/{companyId}/settings/feedback-360/?period=` (admins): the people of a period with their 360 status and
 * reviewers, who answered and who declined with their reason; never what anyone answered.
 */
export function Review360AdminPage() {
  const translate = useTranslate();
  const stateText = useReview360StateText();
  const { api, companyId } = useCompanyApi();
  const options = useFilterOptions();
  const { params, search, query: base, pager, update } = useAddressList();
  const period = idOf(params.get('period')) ?? options.active?.id ?? options.periods.at(0)?.id ?? null;
  const status = REVIEW360_SUBJECT_STATUSES.find((value) => value === params.get('status')) ?? null;
  const query = useMemo<Query>(
    () => ({ ...base, period: period ?? 0, ...(status ? { status } : {}) }),
    [base, period, status],
  );
  const list = useQuery({
    queryKey: queryKeys.review360.subjects(companyId, query),
    queryFn: () => api.getReview360Subjects(query),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
  const title = translate(`${T}.overview.title`);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.overview.intro`)}
        </Typography>
      </Box>
      {options.ready && period === null ? <Alert severity="info">{translate(`${T}.overview.no_periods`)}</Alert> : null}
      {period === null ? null : (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <PeriodSelect
              periods={options.periods}
              value={period}
              onChange={(next) => update({ period: String(next) })}
            />
            <SearchField
              label={translate(`${T}.overview.search`)}
              value={search}
              onSearch={(text) => update({ search: text })}
            />
            <TextField
              select
              size="small"
              label={translate(`${T}.overview.status_filter`)}
              value={status ?? ''}
              onChange={(event) => update({ status: event.target.value || null })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              <MenuItem value="">{translate(`${T}.overview.any_status`)}</MenuItem>
              {REVIEW360_SUBJECT_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {stateText(value)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <NotEnabledNotice period={period} />
          <Paper sx={{ minWidth: 0 }}>
            <QueryState query={list}>
              {(answer) => <SubjectsTable answer={answer} filtered={Boolean(search || status)} pager={pager} />}
            </QueryState>
          </Paper>
        </>
      )}
    </Box>
  );
}
