import { Box, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import type { AttentionRowOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { GoalProgress, HealthChip } from '../goals/GoalProgress.tsx';
import { goalPath } from '../goals/paths.ts';

const T = 'app.team_goals';
function GoalRow({ goal }: { goal: AttentionRowOut }) {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDate = useFormatDate();
  const when = goal.last_check_in_at
    ? translate(`${T}.last`, { date: formatDate(goal.last_check_in_at) })
    : translate(`${T}.never`);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={goalPath(basename, goal.id)}
        sx={{ borderRadius: 1, gap: 2, flexWrap: 'wrap' }}
      >
        <ListItemText
          primary={goal.title}
          secondary={`${goal.owner_name} · ${when}`}
          sx={{ minWidth: 200, overflowWrap: 'anywhere' }}
        />
        <GoalProgress progress={goal.progress} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <HealthChip health={goal.health} />
          {goal.stale ? <Chip size="small" variant="outlined" label={translate(`${T}.stale`)} /> : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The manager dashboard's card: the team's active goals at risk, off track or without a recent check-in. */
export function TeamGoalsCard({ period }: { period: number | null }) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const query = period === null ? {} : { period: String(period) };
  const goals = useQuery({
    queryKey: queryKeys.review.teamGoals(companyId, query),
    queryFn: () => api.getTeamGoalsAttention(query),
  });
  return (
    <Card component="section" aria-labelledby="team-goals-title" sx={{ flexShrink: 0 }}>
      <CardContent>
        <Typography id="team-goals-title" variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <QueryState query={goals}>
          {(data) => (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.help`, {
                  days: translate(`${T}.days`, { smart_count: data.check_in_days }),
                })}
              </Typography>
              {data.results.length ? (
                <List dense>
                  {data.results.map((goal) => (
                    <GoalRow key={goal.id} goal={goal} />
                  ))}
                </List>
              ) : (
                <Typography sx={{ mt: 1 }}>{translate(`${T}.none`)}</Typography>
              )}
              {data.count > data.results.length ? (
                <Typography variant="caption">
                  {translate(`${T}.more`, { shown: data.results.length, count: data.count })}
                </Typography>
              ) : null}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
