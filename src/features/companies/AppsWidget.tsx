import AssessmentIcon from '@mui/icons-material/Assessment';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Card, CardActionArea, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import type { AppCode } from '../../api/types.ts';

const ICONS: Record<AppCode, ReactNode> = {
  performance_review: <AssessmentIcon fontSize="large" color="primary" />,
  employee_dashboard: <PersonIcon fontSize="large" color="primary" />,
  manager_dashboard: <GroupsIcon fontSize="large" color="primary" />,
  settings: <SettingsIcon fontSize="large" color="primary" />,
};

/** Tiles for the apps the caller may open (`dashboard/apps/` already filters by role). */
export function AppsWidget() {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const apps = useQuery({ queryKey: queryKeys.dashboard.apps(companyId), queryFn: () => api.getDashboardApps() });
  return (
    <Card>
      <CardHeader title={translate('app.dashboard.apps')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <QueryState query={apps}>
          {({ results }) => (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
              {results.map((app) => (
                <Card key={app.code} variant="outlined">
                  <CardActionArea component={Link} to={app.path} sx={{ p: 2, textAlign: 'center' }}>
                    {ICONS[app.code]}
                    <Typography sx={{ mt: 1 }}>{translate(`app.apps.${app.code}`)}</Typography>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
