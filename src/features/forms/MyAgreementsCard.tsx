import { Box, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { AgreementStatus } from '../../../contract/enums.ts';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/**
 * The period the agreements a form grades were set for: a form grades the previous period's agreements
 * (the first period's form, its own). Null while unknown, or when the caller may not list them.
 */
export function useGradedPeriod(form: FormDetail | null): { id: number; name: string } | null {
  const { api, companyId } = useCompanyApi();
  const ids = (form?.agreements ?? []).map((item) => item.agreement_id);
  const query = { ids: ids.join(','), page_size: 1 };
  const graded = useQuery({
    queryKey: queryKeys.review.agreements(companyId, query),
    enabled: ids.length > 0,
    queryFn: async () => (await api.getAgreements(query)).results,
  });
  const first = graded.data?.at(0);
  return first ? { id: first.period, name: first.period_name } : null;
}

type Row = { id: number; title: string; due_date: string | null; status: AgreementStatus };

function AgreementList({ rows }: { rows: Row[] }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (
    <List dense disablePadding>
      {rows.map((agreement) => (
        <ListItem
          key={agreement.id}
          disableGutters
          secondaryAction={<Chip size="small" label={translate(`app.employee.agreement_status.${agreement.status}`)} />}
        >
          <ListItemText
            primary={agreement.title}
            secondary={agreement.due_date ? translate('app.form.due', { date: formatDate(agreement.due_date) }) : null}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** What the current form grades, and why these: set for the previous period, graded in this one. */
function GradedHere({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const period = useGradedPeriod(form);
  let note = translate('app.employee.graded_previous');
  if (period?.id === form.period.id) note = translate('app.employee.graded_same');
  else if (period) note = translate('app.employee.graded_from', { period: period.name });
  const rows = form.agreements.map((item) => ({ ...item, id: item.agreement_id }));
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.employee.graded_here')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
      <AgreementList rows={rows} />
    </Box>
  );
}

/**
 * The employee's agreements: those the current form grades (set in the previous period), and those of
 * the form's period, graded in the next one. The endpoint may be missing on an older server: a 404 (or
 * any failure, e.g. a server that lets only admins list them) shows the same empty state as none.
 */
export function MyAgreementsCard({ employeeId, form }: { employeeId: number | null; form: FormDetail | null }) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const query = { employee: employeeId, period: form?.period.id ?? null, page_size: 100 };
  const agreements = useQuery({
    queryKey: queryKeys.review.agreements(companyId, query),
    enabled: employeeId !== null,
    queryFn: async () => (await api.getAgreements(query)).results,
  });
  const graded = new Set(form?.agreements.map((item) => item.agreement_id));
  // The first period's form grades its own agreements: they are listed once, as graded here.
  const rows = (agreements.data ?? []).filter((agreement) => !graded.has(agreement.id));
  return (
    <Card component="section" aria-label={translate('app.employee.agreements')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('app.employee.agreements')}
        </Typography>
        {form !== null && form.agreements.length > 0 ? <GradedHere form={form} /> : null}
        <Box>
          {form ? (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {translate('app.employee.next_review', { period: form.period.name })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.employee.next_review_note')}
              </Typography>
            </>
          ) : null}
          {agreements.isLoading ? <Skeleton variant="rounded" height={60} /> : null}
          {!agreements.isLoading && rows.length === 0 ? (
            <Typography color="text.secondary">{translate('app.employee.no_agreements')}</Typography>
          ) : null}
          {rows.length ? <AgreementList rows={rows} /> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
