import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
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

/**
 * `/c/{companyId}/goals/?tab=`: the caller's goals, their team's (managers and admins) and the company's tree,
 * filtered by period (and, in the tree, by department).
 */
export function GoalsPage() {
  const translate = useGoalsTranslate();
  const can = useAccess();
  const managesTeam = can(PAGES.managerDashboard);
  const tabs = managesTeam ? ALL_TABS : OWN_TABS;
  const [tab, setTab] = useTabParam<(typeof ALL_TABS)[number]>(tabs);
  const options = useFilterOptions();
  const [period, setPeriod] = useState<number | null>(null);
  const [department, setDepartment] = useState<number | null>(null);
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
        {tab === 'tree' && options.departments ? (
          <GoalFilter name="department" options={options.departments} value={department} onChange={setDepartment} />
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
