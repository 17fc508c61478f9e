import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Review360SettingsOut, SubjectOut } from '../../api/types.ts';
import { ReviewerCount, ReviewerList } from './ReviewerList.tsx';
import { ReviewerPicker } from './ReviewerPicker.tsx';
import { activeRequests, useNominationActions } from './useNomination.ts';

type Props = {
  subject: SubjectOut;
  settings: Review360SettingsOut;
  /** What the main button does: the person sends their list, a manager or admin approves it. */
  action: 'submit' | 'approve';
  /** Told the person's 360 as the server answered a change. */
  onChanged?: (subject: SubjectOut) => void;
};

/**
 * A person's list of reviewers as the caller may change it: the list with remove buttons, the colleague picker,
 * the count against the period's limits and the button that moves the list on. The server decides what the
 * caller may do (`can_edit`, `can_submit`, `can_approve`) and checks every limit again.
 */
export function NominationEditor({ subject, settings, action, onChanged }: Props) {
  const translate = useTranslate();
  const { run, busy, failure } = useNominationActions(onChanged);
  const active = activeRequests(subject);
  const chosen = new Set(active.map((request) => request.reviewer));
  const { min_reviewers: min, max_reviewers: max } = settings;
  const allowed = action === 'submit' ? subject.can_submit : subject.can_approve;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: subject.can_edit ? '1fr 1fr' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <ReviewerCount subject={subject} min={min} max={max} />
        <ReviewerList
          subject={subject}
          busy={busy}
          onRemove={subject.can_edit ? (request) => run({ kind: 'remove', request: request.id }) : undefined}
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        {allowed && subject.id !== null ? (
          <Box>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={busy}
              onClick={() => run({ kind: action, subject })}
            >
              {translate(`app.review360.nomination.${action}`)}
            </Button>
          </Box>
        ) : null}
      </Box>
      {subject.can_edit ? (
        <ReviewerPicker
          period={subject.period}
          employee={subject.employee}
          chosen={chosen}
          max={max}
          atMax={active.length >= max}
          busy={busy}
          onAdd={(reviewer) => run({ kind: 'add', period: subject.period, employee: subject.employee, reviewer })}
        />
      ) : null}
    </Box>
  );
}
