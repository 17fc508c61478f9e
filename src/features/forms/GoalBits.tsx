import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GoalHealth } from '../../../contract/enums.ts';

const T = 'app.team_goals';
const HEALTH_COLOR = { on_track: 'success', at_risk: 'warning', off_track: 'error' } as const;

/** A goal's page (the goals feature's), under the company's base path. */
export const goalPath = (basename: string, id: number): string => `${basename}/goals/${String(id)}/`;

export function HealthChip({ health }: { health: GoalHealth | null }) {
  const translate = useTranslate();
  if (!health) return null;
  return <Chip size="small" color={HEALTH_COLOR[health]} label={translate(`${T}.health.${health}`)} />;
}

export function GoalProgress({ progress }: { progress: number }) {
  const translate = useTranslate();
  const percent = Math.round(progress * 100);
  const label = translate(`${T}.progress`, { percent });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ flex: 1, height: 6 }} />
      <Typography variant="caption">{percent}%</Typography>
    </Box>
  );
}
