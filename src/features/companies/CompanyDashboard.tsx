import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import type { DashboardInfoOut } from '../../api/types.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { CardWithIcon } from './CardWithIcon.tsx';
import { ActivePeriodCard, FormsByStageCard } from '../../components/PeriodWidgets.tsx';
import { AppsWidget } from './AppsWidget.tsx';
import { FeedbackButton } from './FeedbackButton.tsx';
import { TasksWidget } from './TasksWidget.tsx';

/** `/c/{companyId}/`: small widgets over the server's aggregates, the caller's tasks and apps. */
export function CompanyDashboard() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const info = useQuery({ queryKey: queryKeys.dashboard.info(companyId), queryFn: () => api.getDashboardInfo() });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {info.data?.company.name ?? translate('app.dashboard.title')}
        </Typography>
        <FeedbackButton />
      </Box>
      <QueryState query={info}>{(data) => <InfoWidgets info={data} />}</QueryState>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <TasksWidget />
        <AppsWidget />
      </Box>
    </Box>
  );
}

/** Headline numbers from `dashboard/info/` (aggregated by the server, never counted here). */
function InfoWidgets({ info }: { info: DashboardInfoOut }) {
  const translate = useTranslate();
  const company = useCompany();
  // The stage counts are the whole company's for an admin and the reviewed forms for others: someone who
  // reviews nobody would only ever read a zero there.
  const reviews =
    company.is_admin || company.role === 'MANAGER' || Object.values(info.forms_by_stage).some((count) => count > 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      <CardWithIcon icon={<PeopleIcon />} title={translate('app.dashboard.employees')} value={info.employees_count} />
      <CardWithIcon
        icon={<AccountTreeIcon />}
        title={translate('app.dashboard.departments')}
        value={info.departments_count}
      />
      <ActivePeriodCard period={info.active_period} />
      {reviews ? <FormsByStageCard forms={info.forms_by_stage} /> : null}
    </Box>
  );
}
