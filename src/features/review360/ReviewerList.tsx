import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Chip, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Review360RequestStatus } from '../../../contract/enums.ts';
import type { RequestBriefOut, SubjectOut } from '../../api/types.ts';
import { activeRequests } from './useNomination.ts';

const STATUS_COLOR: Record<Review360RequestStatus, 'default' | 'info' | 'warning' | 'success'> = {
  proposed: 'default',
  open: 'info',
  declined: 'warning',
  submitted: 'success',
};

/** Position, department and relationship of a colleague, in one line. */
export function useColleagueLine(): (person: {
  position: string;
  department: string | null;
  relationship: RequestBriefOut['relationship'];
}) => string {
  const translate = useTranslate();
  return ({ position, department, relationship }) =>
    [position, department, translate(`app.review360.nomination.relationship.${relationship}`)]
      .filter(Boolean)
      .join(' · ');
}

/** «Выбрано 3 из 3–8»: the list's size against the period's limits. */
export function ReviewerCount({ subject, min, max }: { subject: SubjectOut; min: number; max: number }) {
  const translate = useTranslate();
  const count = activeRequests(subject).length;
  // Out of range matters only while the list can still change.
  const outside = (subject.can_edit || subject.can_submit || subject.can_approve) && (count < min || count > max);
  return (
    <Typography
      role="status"
      aria-label={translate('app.review360.nomination.count_label')}
      color={outside ? 'warning.main' : 'text.secondary'}
      sx={{ fontWeight: 600 }}
    >
      {translate('app.review360.nomination.count', { count, min, max })}
    </Typography>
  );
}

type Props = {
  subject: SubjectOut;
  /** Remove buttons on requests not yet answered. */
  onRemove?: (request: RequestBriefOut) => void;
  busy?: boolean;
};

/**
 * The reviewers of a person with each request's status. A decline's reason comes from the server only to those
 * who may read it (the manager, admins), so it is shown whenever it is there.
 */
export function ReviewerList({ subject, onRemove, busy = false }: Props) {
  const translate = useTranslate();
  const line = useColleagueLine();
  if (!subject.requests.length)
    return <Typography color="text.secondary">{translate('app.review360.nomination.no_reviewers')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('app.review360.nomination.reviewers')}>
      {subject.requests.map((request) => {
        const name = request.reviewer_name;
        const removable = onRemove !== undefined && request.status !== 'submitted';
        return (
          <ListItem
            key={request.id}
            disableGutters
            divider
            secondaryAction={
              removable ? (
                <Tooltip title={translate('app.review360.nomination.remove')}>
                  <span>
                    <IconButton
                      edge="end"
                      disabled={busy}
                      aria-label={translate('app.review360.nomination.remove_named', { name })}
                      onClick={() => onRemove(request)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              ) : null
            }
            sx={{ pr: removable ? 6 : 0 }}
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <span>{name}</span>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[request.status]}
                    label={translate(`app.review360.nomination.request_status.${request.status}`)}
                  />
                </Box>
              }
              secondary={
                <>
                  {line({
                    position: request.reviewer_position,
                    department: request.reviewer_department,
                    relationship: request.relationship,
                  })}
                  {request.decline_reason ? (
                    <Box component="span" sx={{ display: 'block', color: 'warning.dark' }}>
                      {translate('app.review360.nomination.decline_reason', { reason: request.decline_reason })}
                    </Box>
                  ) : null}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The list as it stands, for someone who cannot change it now. */
export function ReviewersReadOnly({ subject, min, max }: { subject: SubjectOut; min: number; max: number }) {
  return (
    <>
      <ReviewerCount subject={subject} min={min} max={max} />
      <ReviewerList subject={subject} />
    </>
  );
}
