import { Box, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AgreementItemOut } from '../../api/types.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { sourceAnchor } from '../ai/anchors.ts';
import { GoalProgress, HealthChip, percentOf } from '../goals/GoalProgress.tsx';

type Goal = NonNullable<AgreementItemOut['goal']>;
type CheckIn = Goal['check_ins'][number];
type Value = CheckIn['values'][number];

const T = 'app.team_goals.in_form';

function ValueLine({ value }: { value: Value }) {
  const translate = useTranslate();
  const unit = value.unit ? ` ${value.unit}` : '';
  const flag = (done: boolean | null) => translate(`${T}.${done ? 'done' : 'not_done'}`);
  const change =
    value.value_after === null
      ? `${flag(value.done_before)} → ${flag(value.done_after)}`
      : `${String(value.value_before ?? '—')} → ${String(value.value_after)}${unit}`;
  return (
    <Typography variant="body2" component="li">
      {value.name}: {change}
    </Typography>
  );
}

function CheckInRow({ checkIn }: { checkIn: CheckIn }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {formatDate(checkIn.at)}
        </Typography>
        <HealthChip health={checkIn.health} />
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.progress_change`, {
            before: percentOf(checkIn.progress_before),
            after: percentOf(checkIn.progress_after),
          })}
          {checkIn.by ? ` · ${translate(`${T}.by`, { name: checkIn.by })}` : ''}
        </Typography>
      </Box>
      {checkIn.comment ? (
        <Typography
          id={sourceAnchor('check_in', checkIn.id, 'comment')}
          tabIndex={-1}
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {checkIn.comment}
        </Typography>
      ) : null}
      {checkIn.values.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {checkIn.values.map((value) => (
            <ValueLine key={value.key_result_id} value={value} />
          ))}
        </Box>
      ) : null}
    </ListItem>
  );
}

/** An agreement item's goal in the review form, read-only: its final progress and health, and the period's check-ins. */
export function GoalInForm({ goal, itemId }: { goal: Goal; itemId: number }) {
  const translate = useTranslate();
  const heading = `goal-check-ins-${String(itemId)}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{translate(`${T}.final`)}</Typography>
        <GoalProgress progress={goal.progress} health={goal.health} />
      </Box>
      <Typography id={heading} variant="subtitle2" component="h4">
        {translate(`${T}.check_ins`)}
      </Typography>
      {goal.check_ins.length ? (
        <List dense aria-labelledby={heading} sx={{ py: 0 }}>
          {goal.check_ins.map((checkIn) => (
            <CheckInRow key={checkIn.id} checkIn={checkIn} />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.no_check_ins`)}
        </Typography>
      )}
    </Box>
  );
}
