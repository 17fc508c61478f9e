import EventNoteIcon from '@mui/icons-material/EventNote';
import HandshakeIcon from '@mui/icons-material/Handshake';
import StarIcon from '@mui/icons-material/Star';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useCreatePath, useGetResourceLabel, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../resources/registry.ts';

const SECTIONS: { resource: string; description: string; icon: ReactNode }[] = [
  { resource: ROUTES.values, description: 'app.settings.values', icon: <StarIcon color="primary" /> },
  { resource: ROUTES.assessment_periods, description: 'app.settings.periods', icon: <EventNoteIcon color="primary" /> },
  { resource: ROUTES.agreements, description: 'app.settings.agreements', icon: <HandshakeIcon color="primary" /> },
  { resource: ROUTES.hipo_skills, description: 'app.settings.hipo_skills', icon: <TrendingUpIcon color="primary" /> },
];

/** `/c/{companyId}/settings/`: links to the four settings grids. */
export function SettingsIndexPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.settings.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.settings.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {SECTIONS.map((section) => (
          <Card key={section.resource}>
            <CardActionArea component={Link} to={`${createPath({ resource: section.resource, type: 'list' })}/`}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                {section.icon}
                <Box>
                  <Typography variant="h6" component="h2">
                    {resourceLabel(section.resource, 2)}
                  </Typography>
                  <Typography color="text.secondary">{translate(section.description)}</Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
