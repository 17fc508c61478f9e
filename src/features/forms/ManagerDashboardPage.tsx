import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Button, Card, LinearProgress, TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import type { FormListRowOut } from '../../api/types.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { REVIEW_PATHS, useRefreshReview } from './queries.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { RequestsCard } from '../review360/requests/RequestsCard.tsx';
import { Review360TeamResults } from '../review360/results/Review360TeamResults.tsx';
import { DelegateDialog } from './DelegateDialog.tsx';
import { FormsTable, type SelectBlock } from './FormsTable.tsx';
import { LaunchButton } from './LaunchButton.tsx';
import { ManagerFilters } from './ManagerFilters.tsx';
import { NudgeButton } from './NudgeButton.tsx';
import { TeamGoalsCard } from './TeamGoalsCard.tsx';
import { OneOnOnesCard } from '../oneonones/OneOnOnesCard.tsx';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { ALL_PERIODS, managerQueries, PAGE_SIZES, useManagerFilters } from './useManagerFilters.ts';

/**
 * `/performance-review/manager-dashboard/`: the forms of the people the caller manages, filtered by
 * period, department, stage and name; a row opens the form; picked rows can be handed to another
 * manager. `?form=<id>` (the dashboard's tasks) opens that form straight away.
 */
export function ManagerDashboardPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const company = useCompany();
  const { api, companyId } = useCompanyApi();
  const refresh = useRefreshReview();
  const { filters, formId, ...set } = useManagerFilters();
  const formPath = `${basename}${REVIEW_PATHS.form}`;
  const options = useFilterOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [delegating, setDelegating] = useState(false);

  useEffect(() => {
    if (formId) void navigate(`${formPath}?id=${encodeURIComponent(formId)}`, { replace: true });
  }, [formId, formPath, navigate]);

  const { period, common, list: listQuery } = managerQueries(filters, options.active?.id ?? null);
  const ready = options.ready && !formId;
  const list = useQuery({
    queryKey: queryKeys.review.forms(companyId, listQuery),
    enabled: ready,
    placeholderData: keepPreviousData,
    queryFn: () => api.getForms(listQuery),
  });
  const counts = useQuery({
    queryKey: queryKeys.review.stageCounts(companyId, common),
    enabled: ready,
    queryFn: () => api.getStageCounts(common),
  });

  // The list and the counts arrive through synchronous store updates; the table is drawn in a deferred render,
  // which React does in slices, so the page keeps answering input while its rows mount.
  const shownList = useDeferredValue(list.data);
  const stageCounts = useDeferredValue(counts.data);
  const rows = shownList?.results ?? [];
  const picked = selected.filter((id) => rows.some((row) => row.id === id));
  const selectBlock = (row: FormListRowOut): SelectBlock => {
    if (row.stage === 'COMPLETE') return 'complete';
    return company.is_admin || row.reviewer?.id === company.employee_in_position_id ? null : 'not_reviewer';
  };

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('app.review.manager_dashboard')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('app.review.manager_dashboard')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<SwapHorizIcon />}
            disabled={!picked.length}
            onClick={() => setDelegating(true)}
          >
            {picked.length
              ? translate('app.manager.delegate_count', { count: picked.length })
              : translate('app.manager.delegate')}
          </Button>
          <ExportMenu
            period={period === ALL_PERIODS ? null : Number(period)}
            department={filters.department ? Number(filters.department) : null}
          />
          <NudgeButton
            period={options.periods.find((p) => String(p.id) === period) ?? null}
            department={options.departments?.find((d) => String(d.id) === filters.department) ?? null}
          />
          <LaunchButton activePeriod={options.active?.id ?? null} />
        </Box>
      </Box>
      <RequestsCard />
      <TeamGoalsCard period={period === ALL_PERIODS ? null : Number(period)} />
      <OneOnOnesCard />
      <ManagerFilters
        filters={filters}
        period={period}
        periods={options.periods}
        departments={options.departments}
        counts={stageCounts}
        onPeriod={set.setPeriod}
        onDepartment={set.setDepartment}
        onEmployees={set.setEmployees}
        onStage={set.toggleStage}
        onSearch={set.setSearch}
      />
      {/* Never shrunk by the page's column while the layout settles: the card hides what overflows it. */}
      <Card sx={{ minWidth: 0, flexShrink: 0 }}>
        {list.isFetching ? <LinearProgress aria-label={translate('app.loading')} /> : <Box sx={{ height: 4 }} />}
        {list.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void list.refetch()}>{translate('app.retry')}</Button>}
          >
            {translate('app.errors.load_failed')}
          </Alert>
        ) : null}
        {shownList && rows.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('app.manager.no_forms')}
          </Typography>
        ) : null}
        {rows.length ? (
          <FormsTable
            rows={rows}
            formPath={formPath}
            selected={picked}
            selectBlock={selectBlock}
            onSelect={setSelected}
            sort={filters.sort}
            onSort={set.sortBy}
          />
        ) : null}
        <TablePagination
          component="div"
          count={shownList?.count ?? 0}
          page={shownList && filters.page * filters.perPage < shownList.count ? filters.page : 0}
          rowsPerPage={filters.perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, page) => set.setPage(page)}
          onRowsPerPageChange={(event) => set.setPerPage(Number(event.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      </Card>
      {/* Once the forms (or their failure) are drawn above it: on a phone it is then out of sight, and loads only
          when scrolled to. */}
      {shownList || list.isError ? <Review360TeamResults period={options.active?.id ?? null} /> : null}
      {delegating ? (
        <DelegateDialog
          ids={picked}
          rows={rows}
          onClose={() => setDelegating(false)}
          onDone={(count) => {
            setDelegating(false);
            setSelected([]);
            notify('app.manager.delegated', { type: 'success', messageArgs: { smart_count: count } });
            void refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
