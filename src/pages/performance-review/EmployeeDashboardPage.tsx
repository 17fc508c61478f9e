import { Alert, Box, Button, Card, CardContent, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useFormDetail, useReviewApi, type FormRow, type Page } from './api.ts';
import { StageStepper } from './ReviewFormPage.tsx';

export function EmployeeDashboardPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDate = useFormatDate();
  const api = useReviewApi();
  const current = useFormDetail(null);
  const form = current.data;
  const past = useQuery({
    queryKey: ['my-forms', api.companyId, form?.employee.id],
    enabled: Boolean(form),
    queryFn: () => api.get<Page<FormRow>>('assessment_forms/', { employee: form ? String(form.employee.id) : '', ordering: '-period', page_size: 50 }),
  });
  const formPath = `${basename}/performance-review/employee-dashboard/form/`;
  const todo = form?.available_transitions.flatMap((m) => m.missing) ?? [];
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.review.employee_dashboard')} />
      <Typography variant="h5" component="h1">
        {translate('app.review.employee_dashboard')}
      </Typography>
      {current.isPending ? <Skeleton variant="rounded" height={200} /> : null}
      {current.isError ? <Alert severity="error">{translate('app.errors.load_failed')}</Alert> : null}
      {current.isSuccess && !form ? <Alert severity="info">{translate('app.review.no_form')}</Alert> : null}
      {form ? (
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {form.period.name}
            </Typography>
            <StageStepper stage={form.stage} />
            <Typography>
              {translate('app.form.deadlines', {
                self: formatDate(form.period.self_deadline),
                manager: formatDate(form.period.manager_deadline),
                feedback: formatDate(form.period.feedback_deadline),
              })}
            </Typography>
            {todo.length ? (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{translate('app.form.left_to_do')}</Typography>
                <ul>
                  {todo.map((m) => (
                    <li key={m.code}>{translate(`app.form.missing.${m.code}`, { smart_count: m.count, _: m.message })}</li>
                  ))}
                </ul>
              </Box>
            ) : null}
            <Box>
              <Button variant="contained" component={Link} to={formPath}>
                {translate('app.review.open_form')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      ) : null}
      {form?.agreements.length ? (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('app.form.agreements')}
            </Typography>
            <List dense>
              {form.agreements.map((a) => (
                <ListItemText key={a.id} primary={a.title} secondary={a.due_date ? formatDate(a.due_date) : null} />
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
      {past.data && past.data.results.filter((r) => r.id !== form?.id).length ? (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('app.form.past_forms')}
            </Typography>
            <List dense>
              {past.data.results
                .filter((r) => r.id !== form?.id)
                .map((r) => (
                  <ListItemButton key={r.id} component={Link} to={`${formPath}?id=${r.id}`}>
                    <ListItemText primary={r.period.name} secondary={translate(`app.stages.${r.stage}`)} />
                  </ListItemButton>
                ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
