import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useBasename, useNotify } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useNotifyFailure } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { GoalOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { CheckInDialog } from './CheckInDialog.tsx';
import { CheckInsSection } from './CheckInsSection.tsx';
import { FOCUS_IDS, focusOnArrival, useFocusPlace } from './focus.ts';
import { GoalDialog } from './GoalDialog.tsx';
import { GoalLinks } from './GoalLinks.tsx';
import { GoalProgress } from './GoalProgress.tsx';
import { StatusChip } from './GoalsTable.tsx';
import { KeyResultsSection } from './KeyResultsSection.tsx';
import { goalsPath } from './paths.ts';

type Open = 'edit' | 'delete' | 'check-in' | null;

function GoalDetails({ goal }: { goal: GoalOut }) {
  const translate = useGoalsTranslate();
  const formatDate = useFormatDate();
  const rows: [string, string][] = [
    ['owner', `${goal.owner_name} (${translate(`app.goals.owner_kind.${goal.owner_kind}`)})`],
    ['period', goal.period_name],
    ['due_date', goal.due_date ? formatDate(goal.due_date) : translate('app.goals.goal.no_due_date')],
    ['weight', String(goal.weight)],
    ['visibility', translate(`app.goals.visibility.${goal.visibility}`)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`app.goals.goal.${name}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function GoalView({ goal }: { goal: GoalOut }) {
  const translate = useGoalsTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const focusOn = useFocusPlace(focusOnArrival(useLocation().state));
  const refresh = (next: GoalOut) => {
    queryClient.setQueryData(queryKeys.goals.goal(companyId, goal.id), next);
    // The goal is the answer itself; the lists and the tree show its progress and status too.
    void queryClient.invalidateQueries({ queryKey: queryKeys.goals.lists(companyId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.goals.trees(companyId) });
  };
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const approve = () =>
    act(async () => {
      refresh(await api.approveGoal(goal.id, goal.version));
      notify(translate('app.goals.goal.approved'), { type: 'success' });
      // The button is gone with the draft: the heading, beside the new status, takes the focus.
      focusOn('goal');
    });
  const remove = () =>
    act(async () => {
      await api.deleteGoal(goal.id);
      setOpen(null);
      queryClient.removeQueries({ queryKey: queryKeys.goals.goal(companyId, goal.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals.all(companyId) });
      notify(translate('app.goals.goal.deleted'), { type: 'success' });
      void navigate(goalsPath(basename));
    });
  return (
    <>
      <Title title={goal.title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          id={FOCUS_IDS.goal}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={{ flex: '1 1 320px', overflowWrap: 'anywhere', scrollMarginTop: 80 }}
        >
          {goal.title}
        </Typography>
        <StatusChip status={goal.status} />
      </Box>
      <GoalProgress progress={goal.progress} health={goal.health} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {goal.can_approve && goal.status === 'draft' ? (
          <Button variant="contained" disabled={busy} onClick={() => void approve()}>
            {translate('app.goals.goal.approve')}
          </Button>
        ) : null}
        {goal.can_edit ? (
          <>
            <Button variant="contained" onClick={() => setOpen('check-in')}>
              {translate('app.goals.goal.check_in')}
            </Button>
            <Button variant="outlined" onClick={() => setOpen('edit')}>
              {translate('app.goals.goal.edit')}
            </Button>
            <Button color="error" onClick={() => setOpen('delete')}>
              {translate('app.goals.goal.delete')}
            </Button>
          </>
        ) : null}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {goal.description ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{goal.description}</Typography> : null}
        <GoalDetails goal={goal} />
      </Paper>
      <KeyResultsSection goal={goal} onChange={refresh} />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <GoalLinks
          title={translate('app.goals.goal.supports')}
          goals={goal.parent_goal ? [goal.parent_goal] : []}
          empty={translate('app.goals.goal.supports_none')}
        />
        <GoalLinks
          title={translate('app.goals.goal.supported_by')}
          goals={goal.children}
          empty={translate('app.goals.goal.supported_by_none')}
        />
        {goal.children_more ? (
          <MuiLink component={Link} to={`${goalsPath(basename)}?tab=tree`} variant="body2">
            {translate('app.goals.goal.supported_by_more', { count: goal.children.length })}
          </MuiLink>
        ) : null}
      </Paper>
      <CheckInsSection goal={goal} />
      {open === 'edit' ? (
        <GoalDialog goal={goal} onSaved={() => focusOn('goal')} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'check-in' ? (
        <CheckInDialog
          goal={goal}
          onSaved={refresh}
          onDone={() => focusOn('check_ins')}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <Confirm
        isOpen={open === 'delete'}
        loading={busy}
        title={translate('app.goals.goal.delete')}
        content={translate('app.goals.goal.delete_confirm', { title: goal.title })}
        onConfirm={() => void remove()}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/** `/c/{companyId}/goals/{id}/`: a goal with its key results, alignment and check-ins. */
export function GoalPage() {
  const translate = useGoalsTranslate();
  const basename = useBasename();
  const id = Number(useParams().id);
  const { api, companyId } = useCompanyApi();
  const goal = useQuery({
    queryKey: queryKeys.goals.goal(companyId, id),
    queryFn: () => api.getGoal(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <Button component={Link} to={goalsPath(basename)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'start' }}>
        {translate('app.goals.goal.back')}
      </Button>
      {Number.isInteger(id) && id > 0 ? (
        <QueryState query={goal}>{(data) => <GoalView goal={data} />}</QueryState>
      ) : (
        <Alert severity="error">{translate('app.errors.load_failed')}</Alert>
      )}
    </Box>
  );
}
