import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import type { TaskOut } from '../../api/types.ts';

/** The caller's to-do list from `dashboard/tasks/`: due dates, overdue ones marked, each a link. */
export function TasksWidget() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const tasks = useQuery({ queryKey: queryKeys.dashboard.tasks(companyId), queryFn: () => api.getDashboardTasks() });
  return (
    <Card>
      <CardHeader title={translate('app.dashboard.tasks')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <QueryState query={tasks}>
          {({ results }) =>
            results.length === 0 ? (
              <Typography color="text.secondary">{translate('app.dashboard.no_tasks')}</Typography>
            ) : (
              <List dense disablePadding>
                {results.map((task, index) => (
                  <TaskItem key={`${task.code}-${task.form_id ?? index}`} task={task} />
                ))}
              </List>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

function TaskItem({ task }: { task: TaskOut }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const details = [
    task.period_name,
    task.due_date ? translate('app.dashboard.due', { date: formatDate(task.due_date) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  // A list holds list items: the link is inside one, so a screen reader counts and reads the tasks as a list.
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={task.path} sx={{ borderRadius: 1 }}>
        <ListItemText
          primary={translate(`app.tasks.${task.code}`, { employee: task.employee_name ?? '' })}
          secondary={details || undefined}
        />
        {task.overdue ? <Chip size="small" color="error" label={translate('app.dashboard.overdue')} /> : null}
      </ListItemButton>
    </ListItem>
  );
}
