import {
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { REVIEW_PATHS } from './queries.ts';

/** The employee's forms of earlier periods (newest first), each opening the form page with `?id=`. */
export function PastFormsCard({ employeeId, currentId }: { employeeId: number | null; currentId: number | null }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { api, companyId } = useCompanyApi();
  const query = { employee: employeeId, ordering: '-period', page_size: 50 };
  const forms = useQuery({
    queryKey: queryKeys.review.forms(companyId, query),
    enabled: employeeId !== null,
    queryFn: () => api.getForms(query),
  });
  const past = (forms.data?.results ?? []).filter((row) => row.id !== currentId);
  return (
    <Card component="section" aria-label={translate('app.form.past_forms')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.form.past_forms')}
        </Typography>
        {forms.isLoading ? <Skeleton variant="rounded" height={60} /> : null}
        {forms.isError ? <Typography color="error">{translate('app.errors.load_failed')}</Typography> : null}
        {forms.isSuccess && past.length === 0 ? (
          <Typography color="text.secondary">{translate('app.employee.no_past_forms')}</Typography>
        ) : null}
        {past.length ? (
          <List dense disablePadding>
            {past.map((row) => (
              <ListItem key={row.id} disablePadding>
                <ListItemButton
                  component={Link}
                  to={`${basename}${REVIEW_PATHS.form}?id=${row.id}`}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={row.period.name} />
                  <Chip
                    size="small"
                    color={row.stage === 'COMPLETE' ? 'success' : 'default'}
                    label={translate(`app.stages.${row.stage}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
