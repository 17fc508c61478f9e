import { Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/**
 * The employee's agreements of the period. The endpoint may be missing on an older server: a 404 (or
 * any failure, e.g. a server that lets only admins list them) shows the same empty state as none.
 */
export function MyAgreementsCard({ employeeId, periodId }: { employeeId: number | null; periodId: number | null }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const { api, companyId } = useCompanyApi();
  const query = { employee: employeeId, period: periodId, page_size: 100 };
  const agreements = useQuery({
    queryKey: queryKeys.review.agreements(companyId, query),
    enabled: employeeId !== null,
    queryFn: async () => (await api.getAgreements(query)).results,
  });
  const rows = agreements.data ?? [];
  return (
    <Card component="section" aria-label={translate('app.employee.agreements')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.employee.agreements')}
        </Typography>
        {agreements.isLoading ? <Skeleton variant="rounded" height={60} /> : null}
        {!agreements.isLoading && rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.employee.no_agreements')}</Typography>
        ) : null}
        {rows.length ? (
          <List dense disablePadding>
            {rows.map((agreement) => (
              <ListItem
                key={agreement.id}
                disableGutters
                secondaryAction={
                  <Chip size="small" label={translate(`app.employee.agreement_status.${agreement.status}`)} />
                }
              >
                <ListItemText
                  primary={agreement.title}
                  secondary={
                    agreement.due_date ? translate('app.form.due', { date: formatDate(agreement.due_date) }) : null
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
