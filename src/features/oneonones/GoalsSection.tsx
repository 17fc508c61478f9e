import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Alert, Autocomplete, Box, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useBasename } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { MeetingOut } from '../../api/types.ts';
import { PAGES, useAccess } from '../../shell/access.ts';
import { GoalProgress } from '../goals/GoalProgress.tsx';
import { goalPath } from '../goals/paths.ts';
import { useMeetingChange } from './useMeetingChange.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

type GoalOption = { id: number; title: string };

/** The goals the meeting talks about, with their progress; linked from the caller's own goals or their team's. */
export function GoalsSection({ meeting }: { meeting: MeetingOut }) {
  const translate = useOneOnOnesTranslate();
  const basename = useBasename();
  const errorText = useErrorText();
  const can = useAccess();
  const { api, companyId, run, failure, busy } = useMeetingChange(meeting.id);
  const [search, setSearch] = useState('');
  const query = { scope: can(PAGES.managerDashboard) ? 'team' : 'mine', q: search || undefined, page_size: 20 };
  const goals = useQuery({
    queryKey: [...queryKeys.goals.list(companyId, query), 'one-on-one'],
    queryFn: () => api.getGoals(query),
  });
  const linked = new Set(meeting.goals.map((goal) => goal.id));
  const options: GoalOption[] = (goals.data?.results ?? [])
    .filter((goal) => !linked.has(goal.id))
    .map((goal) => ({ id: goal.id, title: goal.title }));
  return (
    <Box component="section" aria-labelledby="goals-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="goals-title" variant="h6" component="h2">
        {translate('app.one_on_ones.goals.title')}
      </Typography>
      {failure ? <Alert severity="error">{errorText(failure)}</Alert> : null}
      {meeting.goals.length === 0 ? (
        <Typography color="text.secondary">{translate('app.one_on_ones.goals.empty')}</Typography>
      ) : (
        <List aria-label={translate('app.one_on_ones.goals.title')} disablePadding>
          {meeting.goals.map((goal) => (
            <ListItem
              key={goal.id}
              disableGutters
              secondaryAction={
                <IconButton
                  aria-label={translate('app.one_on_ones.goals.unlink', { title: goal.title })}
                  onClick={() => void run(() => api.unlinkGoal(meeting.id, goal.id))}
                >
                  <LinkOffIcon />
                </IconButton>
              }
            >
              <Box sx={{ minWidth: 0, flex: 1, pr: 5 }}>
                <Link to={goalPath(basename, goal.id)}>{goal.title}</Link>
                <GoalProgress progress={goal.progress} health={goal.health} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Autocomplete<GoalOption>
        options={options}
        value={null}
        disabled={busy}
        getOptionLabel={(option) => option.title}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        filterOptions={(list) => list}
        loading={goals.isFetching}
        loadingText={translate('app.loading')}
        noOptionsText={translate(goals.isError ? 'app.errors.load_failed' : 'app.one_on_ones.goals.none')}
        onInputChange={(_event, typed, reason) => {
          // Only typing searches: a chosen goal, a cleared or a left field empties the search with the field.
          setSearch(reason === 'input' ? typed : '');
        }}
        onChange={(_event, goal) => {
          if (goal) void run(() => api.linkGoal(meeting.id, goal.id));
        }}
        renderInput={(params) => <TextField {...params} size="small" label={translate('app.one_on_ones.goals.link')} />}
        sx={{ maxWidth: 480 }}
      />
    </Box>
  );
}
