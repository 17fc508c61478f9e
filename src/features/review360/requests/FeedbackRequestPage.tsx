import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { codeOf, statusOf, useErrorText } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { RequestDetailOut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { REVIEW_PATHS } from '../../forms/queries.ts';
import { stateOf } from './answers.ts';
import { AnswerForm } from './AnswerForm.tsx';

function RequestHeader({ request }: { request: RequestDetailOut }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const heading = translate('app.review360.answer.page.heading', { name: request.subject_name });
  const facts = [
    request.subject_position,
    translate('app.review360.answer.page.period', { name: request.period_name }),
    translate('app.review360.answer.page.deadline', { date: formatDate(request.deadline) }),
    translate('app.review360.answer.page.as', {
      relationship: translate(`app.review360.answer.relationship.${request.relationship}`),
    }),
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Title title={heading} />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {facts.map((fact) => (
          <Typography key={fact} component="li" variant="body2" color="text.secondary">
            {fact}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <VisibilityOffOutlinedIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="body2">{translate('app.review360.answer.page.anonymity')}</Typography>
      </Box>
    </Box>
  );
}

/** What a request that can no longer be answered says instead of its questions. */
function ReadOnlyNotice({ request }: { request: RequestDetailOut }) {
  const translate = useTranslate();
  const state = stateOf(request);
  if (state === 'submitted')
    return (
      <Alert severity="success">
        <Typography sx={{ fontWeight: 600 }}>{translate('app.review360.answer.submit.done')}</Typography>
        {translate('app.review360.answer.submit.done_note')}
      </Alert>
    );
  if (state === 'declined')
    return (
      <Alert severity="info">
        <Typography sx={{ fontWeight: 600 }}>{translate('app.review360.answer.decline.done')}</Typography>
        {request.decline_reason
          ? translate('app.review360.answer.decline.reason_was', { reason: request.decline_reason })
          : null}
      </Alert>
    );
  return (
    <Alert severity="info">
      {translate(state === 'closed' ? 'app.review360.answer.closed' : 'app.review360.answer.not_sent')}
    </Alert>
  );
}

/**
 * `/c/{companyId}/performance-review/feedback-requests/{id}/`: a reviewer answers a 360 request, or reads
 * what became of it. Only the request's reviewer may open it (anyone else: not found); a session acting as
 * someone else is refused by the server, and the page says why.
 */
export function FeedbackRequestPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const errorText = useErrorText();
  const notify = useNotify();
  const { api, companyId } = useCompanyApi();
  const navigate = useNavigate();
  const here = useLocation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: queryKeys.review360.request(companyId, id),
    queryFn: () => api.getReview360Request(id),
    enabled: valid,
  });
  // Only the request's reviewer may read it: to anyone else it is not found.
  const missing = !valid || statusOf(detail.error) === 404;
  // Each reload after a conflict draws the form anew from what the server has, with a word on why.
  const [reload, setReload] = useState<{ generation: number; message: string | null }>({
    generation: 0,
    message: null,
  });
  const { refetch } = detail;
  const onConflict = useCallback(
    (error: unknown) => {
      const message =
        codeOf(error) === 'stale_version' ? translate('app.review360.answer.draft.reloaded') : errorText(error);
      // Said where the reviewer is now (they may be far down the questions) and kept above the form.
      notify(message, { type: 'warning' });
      void refetch().then(() => setReload((last) => ({ generation: last.generation + 1, message })));
    },
    [refetch, translate, errorText, notify],
  );
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <Box>
        <Button
          component={Link}
          to={`${basename}${REVIEW_PATHS.employee}`}
          size="small"
          startIcon={<ArrowBackIcon />}
          onClick={(event) => {
            // Back where the reviewer came from (either dashboard); opened from a link in a mail: their own one.
            if (here.key === 'default') return;
            event.preventDefault();
            void navigate(-1);
          }}
        >
          {translate('app.review360.answer.page.back')}
        </Button>
      </Box>
      {detail.data ? null : <Title title={translate('app.review360.answer.title')} />}
      {missing ? (
        <Alert severity="info">{translate('app.review360.answer.not_found')}</Alert>
      ) : (
        <QueryState query={detail} skeletonHeight={360}>
          {(request) => (
            <>
              <RequestHeader request={request} />
              {reload.message ? (
                <Alert severity="warning" onClose={() => setReload((last) => ({ ...last, message: null }))}>
                  {reload.message}
                </Alert>
              ) : null}
              {stateOf(request) === 'answer' ? (
                <AnswerForm key={reload.generation} request={request} onConflict={onConflict} />
              ) : (
                <ReadOnlyNotice request={request} />
              )}
            </>
          )}
        </QueryState>
      )}
    </Box>
  );
}
