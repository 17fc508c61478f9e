import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { meetingPath, oneOnOnesPath } from './paths.ts';

const T = 'app.one_on_ones.dashboard';

/** The dashboards' block: the caller's next 1:1 and their open action items, oldest due first. */
export function OneOnOnesCard() {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDateTime = useFormatDateTime();
  const formatDate = useFormatDate();
  const { api, companyId } = useCompanyApi();
  const block = useQuery({
    queryKey: queryKeys.oneOnOnes.dashboard(companyId),
    queryFn: () => api.getOneOnOneDashboard(),
  });
  return (
    <Card component="section" aria-labelledby="one-on-ones-title" sx={{ flexShrink: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="one-on-ones-title" variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <QueryState query={block}>
          {(data) => (
            <>
              {data.next_meeting ? (
                <Link to={meetingPath(basename, data.next_meeting.id)}>
                  {translate(`${T}.next`, {
                    name: data.next_meeting.with.name,
                    date: formatDateTime(data.next_meeting.scheduled_at),
                  })}
                </Link>
              ) : (
                <Typography>{translate(`${T}.none`)}</Typography>
              )}
              <Typography variant="subtitle2" component="h3">
                {translate(`${T}.items`)}
              </Typography>
              {data.action_items.length ? (
                <List dense disablePadding>
                  {data.action_items.map((item) => (
                    <ListItem key={item.id} disablePadding>
                      <ListItemButton
                        component={Link}
                        to={meetingPath(basename, item.meeting)}
                        sx={{ borderRadius: 1 }}
                      >
                        <ListItemText
                          primary={item.text}
                          secondary={[
                            item.owner.name,
                            item.due_date ? translate(`${T}.due`, { date: formatDate(item.due_date) }) : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                          sx={{ overflowWrap: 'anywhere' }}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography color="text.secondary">{translate(`${T}.no_items`)}</Typography>
              )}
            </>
          )}
        </QueryState>
        <Button component={Link} to={oneOnOnesPath(basename)} sx={{ alignSelf: 'start' }}>
          {translate(`${T}.all`)}
        </Button>
      </CardContent>
    </Card>
  );
}
