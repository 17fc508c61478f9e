import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGES } from '../../shell/access.ts';
import { Review360StateChip } from '../../components/Review360State.tsx';
import { listShown } from './MyReviewers.tsx';
import { ReviewerCount } from './ReviewerList.tsx';
import { useMyReview360, useReview360Settings } from './useNomination.ts';

/**
 * The employee dashboard's 360 card: where the caller's own list stands in the period, and the way to the page
 * (to choose reviewers while they may, else to look). Nothing when the period has no 360 or no form of theirs.
 */
export function MyReview360Card({ periodId }: { periodId: number | null }) {
  const translate = useTranslate();
  const basename = useBasename();
  const settings = useReview360Settings(periodId);
  const enabled = settings.data?.enabled === true;
  const mine = useMyReview360(periodId, enabled);
  const subject = mine.data;
  if (!settings.data || !enabled || !subject) return null;
  const title = translate('app.review360.nomination.card.title');
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Box>
          <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
        </Box>
        {listShown(subject, settings.data) ? (
          <ReviewerCount subject={subject} min={settings.data.min_reviewers} max={settings.data.max_reviewers} />
        ) : null}
        <Box>
          <Button
            variant={subject.can_edit ? 'contained' : 'outlined'}
            component={Link}
            to={`${basename}/${PAGES.feedback360}/`}
          >
            {translate(
              subject.can_edit ? 'app.review360.nomination.card.choose' : 'app.review360.nomination.card.view',
            )}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
