import { Alert, Box, Button, Chip, Divider, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useBasename } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { MeetingOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { ActionItemsSection } from './ActionItemsSection.tsx';
import { AgendaSection } from './AgendaSection.tsx';
import { GoalsSection } from './GoalsSection.tsx';
import { NotesSection } from './NotesSection.tsx';
import { seriesPath } from './paths.ts';
import { useMeetingChange } from './useMeetingChange.ts';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

function QuestionsSection({ questions }: { questions: string[] }) {
  const translate = useOneOnOnesTranslate();
  return (
    <Box component="section" aria-labelledby="questions-title">
      <Typography id="questions-title" variant="h6" component="h2">
        {translate('app.one_on_ones.questions.title')}
      </Typography>
      {questions.length === 0 ? (
        <Typography color="text.secondary">{translate('app.one_on_ones.questions.empty')}</Typography>
      ) : (
        <List dense sx={{ listStyle: 'disc', pl: 3 }}>
          {questions.map((question) => (
            <ListItem key={question} sx={{ display: 'list-item', pl: 0 }}>
              {question}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function MeetingView({ meeting }: { meeting: MeetingOut }) {
  const translate = useOneOnOnesTranslate();
  const basename = useBasename();
  const formatDateTime = useFormatDateTime();
  const errorText = useErrorText();
  const held = useMeetingChange(meeting.id);
  const title = translate('app.one_on_ones.meeting.title', { date: formatDateTime(meeting.scheduled_at) });
  return (
    <>
      <Title title={title} />
      <Box>
        <Button component={Link} to={seriesPath(basename, meeting.series)} size="small">
          {translate('app.one_on_ones.meeting.back')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'start' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.one_on_ones.meeting.with', {
                manager: meeting.manager.name,
                report: meeting.report.name,
              })}
            </Typography>
            <Chip size="small" label={translate(`app.one_on_ones.status.${meeting.status}`)} />
          </Box>
        </Box>
        {meeting.status === 'scheduled' ? (
          <Button
            variant="contained"
            disabled={held.busy}
            onClick={() =>
              void held.run(() => held.api.updateMeeting(meeting.id, { status: 'held', version: meeting.version }))
            }
          >
            {translate('app.one_on_ones.meeting.mark_held')}
          </Button>
        ) : null}
      </Box>
      {held.failure ? <Alert severity="error">{errorText(held.failure)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <AgendaSection meeting={meeting} />
          <Divider />
          <ActionItemsSection meeting={meeting} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <QuestionsSection questions={meeting.questions} />
          <GoalsSection meeting={meeting} />
        </Box>
      </Box>
      <Divider />
      <NotesSection key={meeting.id} meeting={meeting} />
    </>
  );
}

/** `/c/{companyId}/one-on-ones/meetings/{id}/`: a meeting for one of its two people, editable on a phone. */
export function MeetingPage() {
  const { api, companyId } = useCompanyApi();
  const id = Number(useParams().id);
  const meeting = useQuery({
    queryKey: queryKeys.oneOnOnes.meeting(companyId, id),
    queryFn: () => api.getMeeting(id),
  });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1400, minWidth: 0 }}>
      <QueryState query={meeting}>{(data) => <MeetingView meeting={data} />}</QueryState>
    </Box>
  );
}
