import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import type { PeerFeedbackBox } from '../../../contract/enums.ts';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { FeedbackRequestOut, PeerFeedbackOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { PageTabs, TabPanel, useTabParam } from '../../components/PageTabs.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { GiveFeedbackForm, RequestFeedbackForm } from './FeedbackForms.tsx';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

const TABS = ['give', 'request', 'received', 'sent'] as const;
const PAGE_SIZE = 20;

type Paged<T> = { results: T[]; next: string | null };

/** A list read a page at a time, with "show more". */
function PagedList<T extends { id: number }>({
  queryKey,
  read,
  label,
  render,
}: {
  queryKey: readonly unknown[];
  read: (page: number) => Promise<Paged<T>>;
  label: string;
  render: (item: T) => ReactNode;
}) {
  const translate = useRecognitionTranslate();
  const errorText = useErrorText();
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => read(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
  if (list.isError) return <Alert severity="error">{errorText(list.error)}</Alert>;
  const items = list.data?.pages.flatMap((page) => page.results) ?? [];
  if (list.isSuccess && items.length === 0) {
    return <Typography color="text.secondary">{translate('app.recognition.feedback.empty')}</Typography>;
  }
  return (
    <Box>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </Box>
      {list.hasNextPage ? (
        <Button sx={{ mt: 2 }} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {translate('app.recognition.feedback.more')}
        </Button>
      ) : null}
    </Box>
  );
}

function FeedbackCard({ feedback, box }: { feedback: PeerFeedbackOut; box: PeerFeedbackBox }) {
  const translate = useRecognitionTranslate();
  const formatDateTime = useFormatDateTime();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {box === 'sent'
            ? translate('app.recognition.feedback.to', { name: feedback.recipient.name })
            : translate('app.recognition.feedback.from', { name: feedback.author.name })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(feedback.created_at)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>{feedback.text}</Typography>
        {feedback.shared_with_manager ? (
          <Chip size="small" label={translate('app.recognition.feedback.shared')} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function RequestCard({ request, toMe }: { request: FeedbackRequestOut; toMe: boolean }) {
  const translate = useRecognitionTranslate();
  const [answering, setAnswering] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.recognition.feedback.request_about', {
            requester: request.requester.name,
            about: request.about.name,
          })}
        </Typography>
        {request.message ? <Typography sx={{ overflowWrap: 'anywhere' }}>{request.message}</Typography> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {toMe
            ? null
            : request.people.map((person) => (
                <Chip
                  key={person.id}
                  size="small"
                  variant={person.answered ? 'filled' : 'outlined'}
                  label={
                    person.answered ? `${person.name}: ${translate('app.recognition.feedback.answered')}` : person.name
                  }
                />
              ))}
          {toMe && request.answered ? (
            <Chip size="small" label={translate('app.recognition.feedback.answered')} />
          ) : null}
        </Box>
        {toMe && !request.answered && !answering ? (
          <Button sx={{ alignSelf: 'start' }} variant="outlined" onClick={() => setAnswering(true)}>
            {translate('app.recognition.feedback.answer')}
          </Button>
        ) : null}
        {answering ? <GiveFeedbackForm request={request.id} to={request.about} /> : null}
      </CardContent>
    </Card>
  );
}

/** `/c/{companyId}/feedback-anytime/?tab=`: give feedback, ask for it, and what one received and sent. */
export function FeedbackPage() {
  const translate = useRecognitionTranslate();
  const { api, companyId } = useCompanyApi();
  const [tab, setTab] = useTabParam<(typeof TABS)[number]>(TABS);
  const title = translate('app.recognition.feedback.title');
  const feedbackList = (box: PeerFeedbackBox) => (
    <PagedList<PeerFeedbackOut>
      queryKey={queryKeys.recognition.feedback(companyId, { box })}
      read={(page) => api.getPeerFeedback({ box, page, page_size: PAGE_SIZE })}
      label={translate(`app.recognition.feedback.${box === 'sent' ? 'sent_list' : 'received_list'}`)}
      render={(item) => <FeedbackCard feedback={item} box={box} />}
    />
  );
  const requestList = (box: 'to_me' | 'mine') => (
    <PagedList<FeedbackRequestOut>
      queryKey={queryKeys.recognition.requests(companyId, { box })}
      read={(page) => api.getFeedbackRequests({ box, page, page_size: PAGE_SIZE })}
      label={translate(box === 'to_me' ? 'app.recognition.feedback.to_me' : 'app.recognition.feedback.tabs.request')}
      render={(item) => <RequestCard request={item} toMe={box === 'to_me'} />}
    />
  );
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ maxWidth: 720 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.recognition.feedback.intro')}
        </Typography>
      </Box>
      <PageTabs
        id="peer-feedback"
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={translate('app.recognition.feedback.tabs.label')}
        tabLabel={(name) => translate(`app.recognition.feedback.tabs.${name}`)}
      />
      <TabPanel id="peer-feedback" tab={tab}>
        {tab === 'give' ? <GiveFeedbackForm /> : null}
        {tab === 'request' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <RequestFeedbackForm />
            <Typography variant="h6" component="h2">
              {translate('app.recognition.feedback.to_me')}
            </Typography>
            {requestList('to_me')}
          </Box>
        ) : null}
        {tab === 'received' ? feedbackList('received') : null}
        {tab === 'sent' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            {feedbackList('sent')}
            {requestList('mine')}
          </Box>
        ) : null}
      </TabPanel>
    </Box>
  );
}
