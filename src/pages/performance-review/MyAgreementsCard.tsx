import { Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { REVIEW_KEY, useReviewApi, type Page } from './api.ts';

/** An agreement as `performance_review/agreements/` lists it; only what this card shows. */
export type AgreementRecord = {
  id: number;
  title: string;
  description?: string;
  due_date?: string | null;
  status?: string;
};

/**
 * The employee's agreements of the period. The endpoint may be missing on an older server: a 404 (or
 * any failure, e.g. a server that lets only admins list them) shows the same empty state as none.
 */
export function MyAgreementsCard({ employeeId, periodId }: { employeeId: number | null; periodId: number | null }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const api = useReviewApi();
  const agreements = useQuery({
    queryKey: [REVIEW_KEY, 'my-agreements', api.companyId, employeeId, periodId],
    enabled: employeeId !== null,
    queryFn: async () =>
      (await api.get<Page<AgreementRecord>>('agreements/', { employee: employeeId, period: periodId, page_size: 100 }))
        .results,
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
                  agreement.status ? (
                    <Chip
                      size="small"
                      label={translate(`app.employee.agreement_status.${agreement.status}`, { _: agreement.status })}
                    />
                  ) : null
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
