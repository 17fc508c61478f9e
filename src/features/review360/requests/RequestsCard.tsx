import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useErrorText } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { RequestOut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { requestPath, stateOf, statusKey } from './answers.ts';

/** The caller's requests: a reviewer receives a handful a period (the server caps them). */
const QUERY = { page_size: 50 };

/** Requests still waiting for an answer come first, the nearest deadline first; the rest keep their order. */
function ordered(requests: RequestOut[]): RequestOut[] {
  const waiting = requests
    .filter((request) => stateOf(request) === 'answer')
    .sort((a, b) => a.deadline.localeCompare(b.deadline));
  return [...waiting, ...requests.filter((request) => stateOf(request) !== 'answer')];
}

const CHIP_COLOR = { answer: 'warning', submitted: 'success' } as const;

function RequestRow({ request }: { request: RequestOut }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const basename = useBasename();
  const state = stateOf(request);
  const status = translate(statusKey(request));
  const color = state === 'answer' || state === 'submitted' ? CHIP_COLOR[state] : 'default';
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={requestPath(basename, request.id)}
        sx={{ borderRadius: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <ListItemText
          primary={request.subject_name}
          secondary={translate('app.review360.answer.card.line', {
            position: request.subject_position,
            period: request.period_name,
            date: formatDate(request.deadline),
          })}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        />
        <Chip size="small" color={color} variant={state === 'answer' ? 'filled' : 'outlined'} label={status} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * "Запросы на обратную связь" on the dashboards: the 360 requests the caller was asked to answer, each
 * opening its answer page. Nothing is shown to someone who has none.
 */
export function RequestsCard() {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { api, companyId } = useCompanyApi();
  const requests = useQuery({
    queryKey: queryKeys.review360.requests(companyId, QUERY),
    queryFn: () => api.getReview360Requests(QUERY),
  });
  const rows = ordered(requests.data?.results ?? []);
  if (requests.isPending || (requests.isSuccess && rows.length === 0)) return null;
  const waiting = rows.filter((request) => stateOf(request) === 'answer').length;
  return (
    <Card component="section" aria-labelledby="review360-requests-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="review360-requests-title" variant="h6" component="h2">
          {translate('app.review360.answer.title')}
        </Typography>
        {requests.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void requests.refetch()}>
                {translate('app.retry')}
              </Button>
            }
          >
            {errorText(requests.error)}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {waiting
                ? translate('app.review360.answer.card.waiting', { smart_count: waiting })
                : translate('app.review360.answer.card.none_waiting')}
            </Typography>
            <List dense disablePadding>
              {rows.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
