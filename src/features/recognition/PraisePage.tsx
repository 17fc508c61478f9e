import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { PAGES, useAccess } from '../../shell/access.ts';
import { PraiseCard } from './PraiseCard.tsx';
import { PraiseDialog } from './PraiseDialog.tsx';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

const LIMIT = 20;

/** `/c/{companyId}/praise/`: the company's praise, newest first, a page at a time; giving one. */
export function PraisePage() {
  const translate = useRecognitionTranslate();
  const errorText = useErrorText();
  const can = useAccess();
  const isAdmin = can(PAGES.settings);
  const { api, companyId } = useCompanyApi();
  const [giving, setGiving] = useState(false);
  const feed = useInfiniteQuery({
    queryKey: queryKeys.recognition.praise(companyId, { limit: LIMIT }),
    queryFn: ({ pageParam }) => api.getPraise({ limit: LIMIT, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const items = feed.data?.pages.flatMap((page) => page.results) ?? [];
  const title = translate('app.recognition.praise.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.recognition.praise.intro')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGiving(true)} sx={{ alignSelf: 'start' }}>
          {translate('app.recognition.praise.give')}
        </Button>
      </Box>
      {feed.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {feed.isError ? <Alert severity="error">{errorText(feed.error)}</Alert> : null}
      {feed.isSuccess && items.length === 0 ? (
        <Alert severity="info">{translate('app.recognition.praise.empty')}</Alert>
      ) : null}
      {items.length ? (
        <Box
          component="ul"
          aria-label={translate('app.recognition.praise.feed')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {items.map((praise) => (
            <li key={praise.id}>
              <PraiseCard praise={praise} canHide={isAdmin} />
            </li>
          ))}
        </Box>
      ) : null}
      {feed.hasNextPage ? (
        <Button
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
          sx={{ alignSelf: 'start' }}
        >
          {translate('app.recognition.praise.more')}
        </Button>
      ) : null}
      {giving ? <PraiseDialog onClose={() => setGiving(false)} /> : null}
    </Box>
  );
}
