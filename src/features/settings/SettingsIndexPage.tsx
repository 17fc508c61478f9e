import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import TelegramIcon from '@mui/icons-material/Telegram';
import KeyIcon from '@mui/icons-material/Key';
import WebhookIcon from '@mui/icons-material/Webhook';
import HistoryIcon from '@mui/icons-material/History';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LinearScaleIcon from '@mui/icons-material/LinearScale';
import PsychologyIcon from '@mui/icons-material/Psychology';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import StarIcon from '@mui/icons-material/Star';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useBasename, useCreatePath, useGetResourceLabel, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../resources/registry.ts';

type Section =
  | { resource: string; description: string; icon: ReactNode }
  | { path: string; title: string; description: string; icon: ReactNode };

const SECTIONS: Section[] = [
  { resource: ROUTES.values, description: 'app.settings.values', icon: <StarIcon color="primary" /> },
  { resource: ROUTES.assessment_periods, description: 'app.settings.periods', icon: <EventNoteIcon color="primary" /> },
  { resource: ROUTES.agreements, description: 'app.settings.agreements', icon: <HandshakeIcon color="primary" /> },
  { resource: ROUTES.hipo_skills, description: 'app.settings.hipo_skills', icon: <TrendingUpIcon color="primary" /> },
  {
    path: 'settings/structure',
    title: 'app.structure.title',
    description: 'app.settings.structure',
    icon: <AccountTreeIcon color="primary" />,
  },
  {
    path: 'settings/notifications',
    title: 'app.notifications.outbox.title',
    description: 'app.notifications.outbox.card',
    icon: <MarkEmailReadIcon color="primary" />,
  },
  {
    path: 'settings/feedback-360',
    title: 'app.review360.settings.overview.title',
    description: 'app.review360.settings.card',
    icon: <ForumIcon color="primary" />,
  },
  {
    path: 'settings/rating-scales',
    title: 'app.rating_scales.title',
    description: 'app.rating_scales.card',
    icon: <LinearScaleIcon color="primary" />,
  },
  {
    path: 'settings/competencies',
    title: 'app.competencies.title',
    description: 'app.competencies.card',
    icon: <PsychologyIcon color="primary" />,
  },
  {
    path: 'settings/api-tokens',
    title: 'app.api_tokens.title',
    description: 'app.api_tokens.card',
    icon: <KeyIcon color="primary" />,
  },
  {
    path: 'settings/personal-data',
    title: 'app.personal_data.title',
    description: 'app.personal_data.card',
    icon: <PrivacyTipIcon color="primary" />,
  },
  {
    path: 'settings/webhooks',
    title: 'app.webhooks.title',
    description: 'app.webhooks.card',
    icon: <WebhookIcon color="primary" />,
  },
  {
    path: 'settings/audit-log',
    title: 'app.audit.title',
    description: 'app.audit.card',
    icon: <HistoryIcon color="primary" />,
  },
  {
    path: 'settings/chat',
    title: 'app.chat.title',
    description: 'app.chat.card',
    icon: <TelegramIcon color="primary" />,
  },
  {
    path: 'settings/company',
    title: 'app.time_zones.title',
    description: 'app.time_zones.card',
    icon: <ScheduleIcon color="primary" />,
  },
];

/** `/c/{companyId}/settings/`: links to the settings grids and the org structure. */
export function SettingsIndexPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();
  const basename = useBasename();
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.settings.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.settings.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {SECTIONS.map((section) => (
          <Card key={'resource' in section ? section.resource : section.path}>
            <CardActionArea
              component={Link}
              to={
                'resource' in section
                  ? `${createPath({ resource: section.resource, type: 'list' })}/`
                  : `${basename}/${section.path}/`
              }
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                {section.icon}
                <Box>
                  <Typography variant="h6" component="h2">
                    {'resource' in section ? resourceLabel(section.resource, 2) : translate(section.title)}
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
