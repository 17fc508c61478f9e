import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GoalHealth } from '../../../contract/enums.ts';

/**
 * A goal's progress bar and health chip wherever a goal is shown: the goals' screens, the review form, the manager
 * dashboard. Their words are of the first load (sharedMessages.ts), so the review form and the dashboard load none of
 * the goals' screens.
 */

const HEALTH_COLORS = { on_track: 'success', at_risk: 'warning', off_track: 'error' } as const;

/** A goal's health as a coloured chip; a goal never checked in has none, and shows no chip. */
export function HealthChip({ health }: { health: GoalHealth | null }) {
  const translate = useTranslate();
  if (!health) return null;
  return <Chip size="small" color={HEALTH_COLORS[health]} label={translate(`app.goals.health.${health}`)} />;
}

export const percentOf = (progress: number) => Math.round(progress * 100);

/** A goal's progress (0..1) as a bar with its percentage, and its health beside it when given. */
export function GoalProgress({ progress, health }: { progress: number; health?: GoalHealth | null }) {
  const translate = useTranslate();
  const percent = percentOf(progress);
  const label = translate('app.goals.progress', { percent });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 4, minWidth: 60 }}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
        {percent}%
      </Typography>
      {health ? <HealthChip health={health} /> : null}
    </Box>
  );
}
