import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { codeOf } from '../../api/errors.ts';
import type { Review360SettingsOut, SubjectOut } from '../../api/types.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { Review360StateChip } from '../../components/Review360State.tsx';
import { useFormatDate } from '../../i18n/useFormatDate.ts';
import { NominationEditor } from './NominationEditor.tsx';
import { ReviewersReadOnly } from './ReviewerList.tsx';
import { useMyReview360 } from './useNomination.ts';

/** Whether the person sees their list: always when they propose it, otherwise once the requests went out. */
export function listShown(subject: SubjectOut, settings: Review360SettingsOut): boolean {
  // Closed before anyone was nominated: there is no list to show.
  if (subject.status === 'released' && !subject.requests.length) return false;
  if (settings.nomination_mode === 'employee_proposes') return true;
  return subject.status === 'collecting' || subject.status === 'released';
}

function MyList({ subject, settings }: { subject: SubjectOut; settings: Review360SettingsOut }) {
  const translate = useTranslate();
  const proposes = settings.nomination_mode === 'employee_proposes';
  const empty = subject.status === 'released' && !subject.requests.length;
  const note =
    subject.status === 'nominating'
      ? null
      : `app.review360.nomination.status_note.${empty ? 'released_empty' : subject.status}`;
  return (
    <>
      {proposes && subject.status === 'nominating' ? (
        <Typography>
          {translate('app.review360.nomination.intro', { min: settings.min_reviewers, max: settings.max_reviewers })}
        </Typography>
      ) : null}
      {!proposes && !empty && !listShown(subject, settings) ? (
        <Alert severity="info">{translate(`app.review360.nomination.mode.${settings.nomination_mode}`)}</Alert>
      ) : null}
      {note ? <Alert severity="info">{translate(note)}</Alert> : null}
      {listShown(subject, settings) ? (
        subject.can_edit || subject.can_submit ? (
          <NominationEditor subject={subject} settings={settings} action="submit" />
        ) : (
          <ReviewersReadOnly subject={subject} min={settings.min_reviewers} max={settings.max_reviewers} />
        )
      ) : null}
    </>
  );
}

/**
 * «Мои оценщики»: the caller's own 360 in the period. When the period lets people propose their reviewers, they
 * pick colleagues and send the list to their manager; otherwise the manager or HR picks, and the list shows once
 * the requests went out.
 */
export function MyReviewers({ settings }: { settings: Review360SettingsOut }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const mine = useMyReview360(settings.period, settings.enabled);
  const period = { period: settings.period_name };
  if (!settings.enabled)
    return <Alert severity="info">{translate('app.review360.nomination.not_enabled', period)}</Alert>;
  // Only people with a form in the period are reviewed: the server says so with its own code.
  if (codeOf(mine.error) === 'review360_no_form')
    return <Alert severity="info">{translate('app.review360.nomination.no_form', period)}</Alert>;
  return (
    <QueryState query={mine}>
      {(subject) => (
        <Card component="section" aria-label={translate('app.review360.nomination.tabs.mine')}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {settings.period_name}
              </Typography>
              <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('app.review360.nomination.deadline', { date: formatDate(settings.effective_deadline) })}
            </Typography>
            <MyList subject={subject} settings={settings} />
          </CardContent>
        </Card>
      )}
    </QueryState>
  );
}
