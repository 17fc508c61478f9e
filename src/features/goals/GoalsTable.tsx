import { Box, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useBasename } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { Link } from 'react-router-dom';
import type { GoalStatus } from '../../../contract/enums.ts';
import type { GoalRowOut } from '../../api/types.ts';
import { StackedList } from '../../components/StackedList.tsx';
import { useFitsWidth } from '../../components/useFitsWidth.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { GoalProgress } from './GoalProgress.tsx';
import { goalPath } from './paths.ts';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

export function StatusChip({ status }: { status: GoalStatus }) {
  const translate = useGoalsTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'primary' : 'default'}
      label={translate(`app.goals.status.${status}`)}
    />
  );
}

/**
 * A page of goals: each a link to its page, its owner, period, status, progress with health, due date. Too narrow
 * for the columns (a phone, a tablet beside the menu), a list of goals, each with its values on lines of their own.
 */
export function GoalsTable({ goals }: { goals: GoalRowOut[] }) {
  const translate = useGoalsTranslate();
  const basename = useBasename();
  const formatDate = useFormatDate();
  const [box, fits] = useFitsWidth<HTMLDivElement>();
  const column = (name: string) => translate(`app.goals.columns.${name}`);
  const title = (goal: GoalRowOut) => (
    <MuiLink component={Link} to={goalPath(basename, goal.id)} sx={{ fontWeight: 600 }}>
      {goal.title}
    </MuiLink>
  );
  const due = (goal: GoalRowOut) => (goal.due_date ? formatDate(goal.due_date) : '—');
  if (!fits)
    return (
      <Box ref={box} sx={{ px: 2 }}>
        <StackedList
          label={translate('app.goals.list_label')}
          items={goals.map((goal) => ({
            key: String(goal.id),
            title: title(goal),
            pairs: [
              { key: 'owner', label: column('owner'), value: goal.owner_name },
              { key: 'period', label: column('period'), value: goal.period_name },
              { key: 'status', label: column('status'), value: <StatusChip status={goal.status} /> },
              {
                key: 'progress',
                label: column('progress'),
                value: <GoalProgress progress={goal.progress} health={goal.health} />,
              },
              { key: 'due', label: column('due_date'), value: due(goal) },
            ],
          }))}
        />
      </Box>
    );
  return (
    <Box ref={box} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.goals.list_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('title')}</TableCell>
            <TableCell sx={wide}>{column('owner')}</TableCell>
            <TableCell sx={wide}>{column('period')}</TableCell>
            <TableCell>{column('status')}</TableCell>
            <TableCell>{column('progress')}</TableCell>
            <TableCell sx={wide}>{column('due_date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {goals.map((goal) => (
            <TableRow key={goal.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{title(goal)}</TableCell>
              <TableCell sx={wide}>{goal.owner_name}</TableCell>
              <TableCell sx={wide}>{goal.period_name}</TableCell>
              <TableCell>
                <StatusChip status={goal.status} />
              </TableCell>
              <TableCell>
                <GoalProgress progress={goal.progress} health={goal.health} />
              </TableCell>
              <TableCell sx={wide}>{due(goal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
