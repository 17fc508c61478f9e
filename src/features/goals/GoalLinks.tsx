import { Box, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { Link } from 'react-router-dom';
import type { GoalSummary } from '../../api/types.ts';
import { GoalProgress } from './GoalProgress.tsx';
import { goalPath } from './paths.ts';

/** Goals as links with their owner, progress and health: what a goal supports, or what supports it. */
export function GoalLinks({ title, goals, empty }: { title: string; goals: GoalSummary[]; empty: string }) {
  const translate = useGoalsTranslate();
  const basename = useBasename();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {goals.length ? (
        <List dense disablePadding>
          {goals.map((goal) => (
            <ListItem key={goal.id} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <MuiLink component={Link} to={goalPath(basename, goal.id)}>
                  {goal.title}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.goals.owner_kind.${goal.owner_kind}`)} · {goal.owner_name}
                </Typography>
              </Box>
              <Box sx={{ flex: '0 1 320px' }}>
                <GoalProgress progress={goal.progress} health={goal.health} />
              </Box>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
}
