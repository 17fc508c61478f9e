import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import type { GoalHealth } from '../../../contract/enums.ts';

const HEALTH_COLORS = { on_track: 'success', at_risk: 'warning', off_track: 'error' } as const;

/** A goal's health as a coloured chip; a goal never checked in says so. */
export function HealthChip({ health }: { health: GoalHealth | null }) {
  const translate = useGoalsTranslate();
  return (
    <Chip
      size="small"
      variant={health ? 'filled' : 'outlined'}
      color={health ? HEALTH_COLORS[health] : 'default'}
      label={translate(`app.goals.health.${health ?? 'none'}`)}
    />
  );
}

export const percentOf = (progress: number) => Math.round(progress * 100);

/** A goal's progress (0..1) as a bar with its percentage, and its health beside it: wherever a goal is listed. */
export function GoalProgress({ progress, health }: { progress: number; health?: GoalHealth | null }) {
  const translate = useGoalsTranslate();
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
      {health === undefined ? null : <HealthChip health={health} />}
    </Box>
  );
}
