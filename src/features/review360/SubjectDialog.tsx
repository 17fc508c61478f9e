import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Review360SettingsOut, SubjectOut } from '../../api/types.ts';
import { Review360StateChip } from '../../components/Review360State.tsx';
import { NominationEditor } from './NominationEditor.tsx';
import { ReviewersReadOnly } from './ReviewerList.tsx';

type Props = {
  subject: SubjectOut;
  settings: Review360SettingsOut;
  onChanged: (subject: SubjectOut) => void;
  onClose: () => void;
};

/**
 * One person of the manager's (or admin's) scope: their reviewers, with who declined and why, the picker to add
 * someone for them and the approval that sends the requests.
 */
export function SubjectDialog({ subject, settings, onChanged, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const declined = subject.requests.some((request) => request.status === 'declined');
  const editable = subject.can_edit || subject.can_approve;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>
        {translate('app.review360.nomination.team.dialog_title', { name: subject.employee_name })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography color="text.secondary">
            {[subject.position, subject.department].filter(Boolean).join(' · ')}
          </Typography>
          <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
        </Box>
        {declined && subject.can_edit ? (
          <Alert severity="warning">{translate('app.review360.nomination.team.declined_hint')}</Alert>
        ) : null}
        {editable ? (
          <NominationEditor subject={subject} settings={settings} action="approve" onChanged={onChanged} />
        ) : (
          <>
            <Alert severity="info">
              {translate(`app.review360.nomination.team.${subject.status === 'released' ? 'closed' : 'read_only'}`)}
            </Alert>
            <ReviewersReadOnly subject={subject} min={settings.min_reviewers} max={settings.max_reviewers} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.review360.nomination.team.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
