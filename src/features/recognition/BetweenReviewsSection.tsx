import { Box, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

function Part({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const translate = useRecognitionTranslate();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">{translate('app.recognition.review.none')}</Typography> : children}
    </Box>
  );
}

/**
 * The review form's read-only look at the time between reviews: the feedback and praise the person received in the
 * form's period (what the reviewer may read) and their 1:1 action items.
 */
export function BetweenReviewsSection({ formId }: { formId: number }) {
  const translate = useRecognitionTranslate();
  const formatDateTime = useFormatDateTime();
  const formatDate = useFormatDate();
  const { api, companyId } = useCompanyApi();
  const data = useQuery({
    queryKey: queryKeys.recognition.betweenReviews(companyId, formId),
    queryFn: () => api.getBetweenReviews(formId),
  });
  return (
    <Card component="section" aria-labelledby="between-reviews-title" variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography id="between-reviews-title" variant="h6" component="h2">
            {translate('app.recognition.review.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.recognition.review.hint')}
          </Typography>
        </Box>
        <QueryState query={data}>
          {(between) => (
            <>
              <Part
                id="between-feedback"
                title={translate('app.recognition.review.feedback')}
                empty={!between.feedback.length}
              >
                <List dense>
                  {between.feedback.map((item) => (
                    <ListItem key={item.id} disableGutters>
                      <ListItemText
                        primary={item.text}
                        secondary={`${item.author.name} · ${formatDateTime(item.created_at)}`}
                        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Part>
              <Part
                id="between-praise"
                title={translate('app.recognition.review.praise')}
                empty={!between.praise.length}
              >
                <List dense>
                  {between.praise.map((item) => (
                    <ListItem key={item.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                      <Chip size="small" color="primary" label={item.value.name} />
                      <ListItemText
                        primary={item.text}
                        secondary={`${item.author.name} · ${formatDateTime(item.created_at)}`}
                        sx={{ overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Part>
              <Part
                id="between-items"
                title={translate('app.recognition.review.items')}
                empty={!between.action_items.length}
              >
                <List dense>
                  {between.action_items.map((item) => (
                    <ListItem key={item.id} disableGutters>
                      <ListItemText
                        primary={item.text}
                        secondary={[
                          item.owner.name,
                          item.due_date ? formatDate(item.due_date) : '',
                          translate(item.done ? 'app.recognition.review.done' : 'app.recognition.review.open'),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                        sx={{ overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Part>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
