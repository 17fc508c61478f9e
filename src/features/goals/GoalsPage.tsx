import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { PageTabs, TabPanel, useTabParam } from '../../components/PageTabs.tsx';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { PAGES, useAccess } from '../../shell/access.ts';
import { GoalDialog } from './GoalDialog.tsx';
import { GoalFilter } from './GoalFilters.tsx';
import { GoalsList } from './GoalsList.tsx';
import { GoalTree } from './GoalTree.tsx';

const ALL_TABS = ['mine', 'team', 'tree'] as const;
const OWN_TABS = ['mine', 'tree'] as const;

/** Sets one parameter of the address, keeping the others; null removes it. */
function useSetParam(): (name: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return (name, value) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(name);
        else copy.set(name, value);
        return copy;
      },
      { replace: true },
    );
}

/** A filter kept in the address (`?period=`, `?department=`), so that a reload keeps it; null shows all. */
function useIdParam(name: string): [number | null, (next: number | null) => void] {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const value = Number(params.get(name));
  return [
    Number.isInteger(value) && value > 0 ? value : null,
    (next) => setParam(name, next === null ? null : String(next)),
  ];
}

/** Every department of the company by its path: the tree shows the goals of all of them. */
function useAllDepartments() {
  const { api, companyId } = useCompanyApi();
  const departments = useQuery({
    queryKey: queryKeys.structure.departments(companyId),
    queryFn: async () => (await api.getDepartments()).results,
  });
  return (departments.data ?? []).map((d) => ({ id: d.id, name: d.path }));
}

/**
 * `/c/{companyId}/goals/?tab=&period=&department=`: the caller's goals, their team's (managers and admins) and the company's tree,
 * filtered by period (and, in the tree, by department).
 */
export function GoalsPage() {
  const translate = useGoalsTranslate();
  const can = useAccess();
  const managesTeam = can(PAGES.managerDashboard);
  const tabs = managesTeam ? ALL_TABS : OWN_TABS;
  const [tab] = useTabParam<(typeof ALL_TABS)[number]>(tabs);
  const setParam = useSetParam();
  // A tab is chosen keeping the filters in the address.
  const setTab = (next: (typeof ALL_TABS)[number]) => setParam('tab', next === tabs[0] ? null : next);
  const options = useFilterOptions();
  const departments = useAllDepartments();
  const [period, setPeriod] = useIdParam('period');
  const [department, setDepartment] = useIdParam('department');
  const [creating, setCreating] = useState(false);
  const title = translate('app.goals.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.goals.intro')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          sx={{ alignSelf: 'start' }}
        >
          {translate('app.goals.create')}
        </Button>
      </Box>
      <PageTabs
        id="goals"
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={translate('app.goals.tabs.label')}
        tabLabel={(name) => translate(`app.goals.tabs.${name}`)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <GoalFilter name="period" options={options.periods} value={period} onChange={setPeriod} />
        {tab === 'tree' && departments.length ? (
          <GoalFilter name="department" options={departments} value={department} onChange={setDepartment} />
        ) : null}
      </Box>
      <TabPanel id="goals" tab={tab}>
        {tab === 'tree' ? (
          <GoalTree period={period} department={department} />
        ) : (
          <GoalsList key={`${tab}-${String(period)}`} scope={tab === 'team' ? 'team' : 'mine'} period={period} />
        )}
      </TabPanel>
      {creating ? <GoalDialog onClose={() => setCreating(false)} /> : null}
    </Box>
  );
}
