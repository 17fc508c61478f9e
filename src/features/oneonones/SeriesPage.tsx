import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, useBasename, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ONE_ON_ONE_WHEN, type OneOnOneWhen } from '../../../contract/enums.ts';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { CalendarButtons } from './CalendarButtons.tsx';
import { meetingPath, oneOnOnesPath } from './paths.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

const PAGE_SIZE = 20;

/** The pair's meetings, newest first: searchable in the agenda and shared notes, a page at a time. */
function MeetingHistory({ seriesId }: { seriesId: number }) {
  const translate = useOneOnOnesTranslate();
  const basename = useBasename();
  const formatDateTime = useFormatDateTime();
  const { api, companyId } = useCompanyApi();
  const [search, setSearch] = useState('');
  const [when, setWhen] = useState<OneOnOneWhen>('all');
  const [page, setPage] = useState(1);
  const query = { search: search || undefined, when, page, page_size: PAGE_SIZE };
  const meetings = useQuery({
    queryKey: queryKeys.oneOnOnes.meetings(companyId, seriesId, query),
    queryFn: () => api.getMeetings(seriesId, query),
    placeholderData: keepPreviousData,
  });
  return (
    <Box component="section" aria-labelledby="history-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="history-title" variant="h6" component="h2">
        {translate('app.one_on_ones.series.history')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField
          label={translate('app.one_on_ones.series.search')}
          value={search}
          onSearch={(next) => {
            setSearch(next ?? '');
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          id="meetings-when"
          label={translate('app.one_on_ones.series.when.label')}
          value={when}
          onChange={(event) => {
            setWhen(ONE_ON_ONE_WHEN.find((option) => option === event.target.value) ?? 'all');
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          {ONE_ON_ONE_WHEN.map((option) => (
            <MenuItem key={option} value={option}>
              {translate(`app.one_on_ones.series.when.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <QueryState query={meetings}>
        {(data) =>
          data.count === 0 ? (
            <Alert severity="info">{translate('app.one_on_ones.series.no_meetings')}</Alert>
          ) : (
            <Paper variant="outlined">
              <List aria-label={translate('app.one_on_ones.series.history')}>
                {data.results.map((meeting) => (
                  <ListItem key={meeting.id} disablePadding>
                    <ListItemButton component={Link} to={meetingPath(basename, meeting.id)}>
                      <ListItemText
                        primary={
                          <Box
                            component="span"
                            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                          >
                            {formatDateTime(meeting.scheduled_at)}
                            <Chip size="small" label={translate(`app.one_on_ones.status.${meeting.status}`)} />
                          </Box>
                        }
                        secondary={[
                          translate('app.one_on_ones.series.points', {
                            count: meeting.point_count,
                            open: meeting.open_point_count,
                          }),
                          translate('app.one_on_ones.series.items', { count: meeting.action_item_count }),
                          meeting.notes_excerpt,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              {data.count > PAGE_SIZE ? (
                <TablePagination
                  component="div"
                  count={data.count}
                  page={page - 1}
                  rowsPerPage={PAGE_SIZE}
                  rowsPerPageOptions={[PAGE_SIZE]}
                  onPageChange={(_event, next) => setPage(next + 1)}
                />
              ) : null}
            </Paper>
          )
        }
      </QueryState>
    </Box>
  );
}

/** `/c/{companyId}/one-on-ones/series/{id}/`: the pair's series, its calendar and its meetings. */
export function SeriesPage() {
  const translate = useOneOnOnesTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const { api, companyId } = useCompanyApi();
  const id = Number(useParams().id);
  const [failure, setFailure] = useState<unknown>(null);
  const series = useQuery({
    queryKey: queryKeys.oneOnOnes.oneSeries(companyId, id),
    queryFn: () => api.getSeries(id),
  });
  const next = async () => {
    setFailure(null);
    try {
      const meeting = await api.createMeeting(id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.oneOnOnes.all(companyId) });
      notify(translate('app.one_on_ones.series.next_created'), { type: 'success' });
      void navigate(meetingPath(basename, meeting.id));
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1100, minWidth: 0 }}>
      <Box>
        <Button component={Link} to={oneOnOnesPath(basename)} size="small">
          {translate('app.one_on_ones.series.back')}
        </Button>
      </Box>
      <QueryState query={series}>
        {(data) => {
          const title = translate('app.one_on_ones.series.title', {
            manager: data.manager.name,
            report: data.report.name,
          });
          return (
            <>
              <Title title={title} />
              <Box>
                <Typography variant="h5" component="h1">
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.one_on_ones.cadence.${data.cadence}`)} ·{' '}
                  {translate('app.one_on_ones.next', { date: formatDateTime(data.next_meeting_at) })}
                </Typography>
              </Box>
              {failure ? <Alert severity="error">{errorText(failure)}</Alert> : null}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {data.upcoming_meeting ? (
                  <Button variant="contained" component={Link} to={meetingPath(basename, data.upcoming_meeting)}>
                    {translate('app.one_on_ones.prepare')}
                  </Button>
                ) : null}
                <Button variant={data.upcoming_meeting ? 'outlined' : 'contained'} onClick={() => void next()}>
                  {translate('app.one_on_ones.series.next_meeting')}
                </Button>
              </Box>
              <CalendarButtons seriesId={data.id} />
              <MeetingHistory seriesId={data.id} />
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
