import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import type { GroupKey, NineBoxOut, NineBoxPersonOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { PAGES, useAccess } from '../../shell/access.ts';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import type { NineBoxRequest } from './api.ts';
import { BoxPeople } from './BoxPeople.tsx';
import { FormulaNote } from './FormulaNote.tsx';
import { BoxFrame, NineBoxGrid, NoPotentialSection } from './NineBoxGrid.tsx';
import { NineBoxFilters } from './NineBoxFilters.tsx';
import { ThresholdsDialog } from './ThresholdsDialog.tsx';

const PAGE_SIZE = 50;

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The grid with its people, those placed on performance alone, and how it was built. */
function NineBoxResult({ data, request }: { data: NineBoxOut; request: NineBoxRequest }) {
  const translate = useTranslate();
  const can = useAccess();
  const [editing, setEditing] = useState(false);
  const placed = data.boxes.reduce((sum, box) => sum + box.count, 0) + data.no_potential.count;
  const people = (group: GroupKey, { count, people: first }: { count: number; people: NineBoxPersonOut[] }) => (
    <BoxPeople
      group={group}
      request={request}
      count={count}
      people={first}
      pageSize={data.page_size}
      version={data.thresholds.version}
    />
  );
  return (
    <>
      {data.not_assessed.count ? (
        <Alert severity="info">
          {translate('app.calibration.nine_box.not_assessed', { smart_count: data.not_assessed.count })}
        </Alert>
      ) : null}
      {placed === 0 ? <Alert severity="info">{translate('app.calibration.nine_box.empty')}</Alert> : null}
      <Box component="section" aria-labelledby="nine-box-grid">
        <Typography id="nine-box-grid" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('app.calibration.nine_box.grid')}
        </Typography>
        <NineBoxGrid
          renderBox={(cell) => {
            const box = data.boxes.find((candidate) => candidate.key === cell.key);
            return (
              <BoxFrame cell={cell} count={box?.count ?? 0}>
                {box ? people(box.key, box) : null}
              </BoxFrame>
            );
          }}
        />
      </Box>
      {data.no_potential.count ? (
        <NoPotentialSection id="nine-box-no-potential" heading="h2" count={data.no_potential.count}>
          {people('no_potential', data.no_potential)}
        </NoPotentialSection>
      ) : null}
      <Divider />
      <FormulaNote
        thresholds={data.thresholds}
        action={
          can(PAGES.nineBox, 'edit') ? (
            <Button size="small" startIcon={<TuneIcon />} onClick={() => setEditing(true)}>
              {translate('app.calibration.thresholds.edit')}
            </Button>
          ) : null
        }
      />
      {editing ? <ThresholdsDialog settings={data.thresholds} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

/**
 * `/c/{companyId}/performance-review/nine-box/?period=&department=`: a period's people by performance and
 * potential (admins: everyone; managers: their people), each card opening the person's form.
 */
export function NineBoxPage() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const options = useFilterOptions();
  const [params, setParams] = useSearchParams();
  const period = idOf(params.get('period')) ?? options.active?.id ?? options.periods.at(0)?.id ?? null;
  const department = idOf(params.get('department'));
  const request: NineBoxRequest | null =
    period === null
      ? null
      : { period, department: department === null ? undefined : [department], page_size: PAGE_SIZE };
  const grid = useQuery({
    queryKey: queryKeys.calibration.nineBox(companyId, request ?? {}),
    queryFn: () => api.getNineBox(request ?? { period: 0 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const choose = (next: { period?: number; department?: number | null }) => {
    const values = { period, department, ...next };
    const search: Record<string, string> = {};
    if (values.period !== null) search.period = String(values.period);
    if (values.department !== null) search.department = String(values.department);
    setParams(search, { replace: true });
  };
  const title = translate('app.calibration.nine_box.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.calibration.nine_box.intro')}
        </Typography>
      </Box>
      {options.ready && !options.periods.length ? (
        <Alert severity="info">{translate('app.calibration.nine_box.no_periods')}</Alert>
      ) : (
        <>
          <NineBoxFilters
            periods={options.periods}
            departments={options.departments}
            period={period}
            department={department}
            onPeriod={(next) => choose({ period: next })}
            onDepartment={(next) => choose({ department: next })}
          />
          {request ? (
            <QueryState query={grid} skeletonHeight={480}>
              {(data) => <NineBoxResult data={data} request={request} />}
            </QueryState>
          ) : null}
        </>
      )}
    </Box>
  );
}
