import { Box, Chip, Link, TableCell, TableRow, Typography, type ChipProps } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Review360RequestStatus } from '../../../../contract/enums.ts';
import type { RequestBriefOut, SubjectListOut, SubjectOut } from '../../../api/types.ts';
import { Review360StateChip } from '../../../components/Review360State.tsx';
import { REVIEW_PATHS } from '../../forms/queries.ts';
import type { Pager } from '../../../hooks/useAddressList.ts';
import { StaffTable } from '../../../components/StaffTable.tsx';

const T = 'app.review360.settings';
/** A phone shows the status under the person's name: two columns fit its width. */
const STATUS_COLUMN = { display: { xs: 'none', sm: 'table-cell' } };
const STATUS_UNDER_NAME = { display: { xs: 'block', sm: 'none' }, mt: 0.5 };

const REQUEST_COLORS: Record<Review360RequestStatus, ChipProps['color']> = {
  proposed: 'default',
  open: 'info',
  declined: 'warning',
  submitted: 'success',
};

/** One reviewer: who, how they relate to the person, whether they answered; a decline with its reason. */
function Reviewer({ request }: { request: RequestBriefOut }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{request.reviewer_name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.relationships.${request.relationship}`)}
        </Typography>
        <Chip
          size="small"
          variant={request.status === 'proposed' || request.status === 'open' ? 'outlined' : 'filled'}
          color={REQUEST_COLORS[request.status]}
          label={translate(`${T}.request_statuses.${request.status}`)}
        />
      </Box>
      {request.status === 'declined' && request.decline_reason ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {translate(`${T}.overview.declined_reason`, { reason: request.decline_reason })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The person's reviewers, with how many of those still asked have answered once requests went out. */
function Reviewers({ subject }: { subject: SubjectOut }) {
  const translate = useTranslate();
  if (!subject.requests.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.overview.${subject.status === 'released' ? 'no_reviewers_closed' : 'no_reviewers'}`)}
      </Typography>
    );
  }
  const sent = subject.status === 'collecting' || subject.status === 'released';
  const asked = subject.requests.filter((r) => r.status !== 'declined' && r.status !== 'proposed').length;
  const done = subject.requests.filter((r) => r.status === 'submitted').length;
  return (
    <>
      {sent ? (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {translate(`${T}.overview.answered`, { done, total: asked })}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {subject.requests.map((request) => (
          <Reviewer key={request.id} request={request} />
        ))}
      </Box>
    </>
  );
}

export interface SubjectsTableProps {
  answer: SubjectListOut;
  filtered: boolean;
  pager: Pager;
}

/** The people of the period with their 360 status and reviewers; a name opens the person's review form. */
export function SubjectsTable({ answer, filtered, pager }: SubjectsTableProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const rows = answer.results;
  const empty = rows.length ? null : translate(`${T}.overview.${filtered ? 'nothing_found' : 'empty'}`);
  return (
    <StaffTable
      label={translate(`${T}.overview.table`)}
      columns={[
        { label: translate(`${T}.overview.employee`), sx: { minWidth: { lg: 200 } } },
        { label: translate(`${T}.overview.status`), sx: STATUS_COLUMN },
        { label: translate(`${T}.overview.reviewers`), sx: { minWidth: { lg: 280 } } },
      ]}
      empty={empty}
      count={answer.count}
      pager={pager}
    >
      {rows.map((subject) => (
        <TableRow key={subject.id ?? `employee-${String(subject.employee)}`} sx={{ verticalAlign: 'top' }}>
          <TableCell>
            {subject.form_id === null ? (
              <Typography variant="body2">{subject.employee_name}</Typography>
            ) : (
              <Link
                component={RouterLink}
                to={`${basename}${REVIEW_PATHS.form}?id=${String(subject.form_id)}`}
                variant="body2"
                aria-label={translate(`${T}.overview.open_form`, { name: subject.employee_name })}
              >
                {subject.employee_name}
              </Link>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {[subject.position, subject.department].filter(Boolean).join(' · ')}
            </Typography>
            <Box sx={STATUS_UNDER_NAME}>
              <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
            </Box>
          </TableCell>
          <TableCell sx={STATUS_COLUMN}>
            <Review360StateChip status={subject.status} reviewers={subject.requests.length} />
          </TableCell>
          <TableCell>
            <Reviewers subject={subject} />
          </TableCell>
        </TableRow>
      ))}
    </StaffTable>
  );
}
