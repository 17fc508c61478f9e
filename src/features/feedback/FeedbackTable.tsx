import { Link, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FeedbackListOut, FeedbackOut } from '../../api/types.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import type { Pager } from '../../hooks/useAddressList.ts';
import { StaffTable } from '../../components/StaffTable.tsx';

const COLUMNS = ['date', 'author', 'company', 'page', 'text'] as const;

export interface FeedbackTableProps {
  answer: FeedbackListOut;
  filtered: boolean;
  pager: Pager;
  onCompany: (id: number) => void;
}

/** The feedback as a table with a pager; a company's name narrows the list to that company. */
export function FeedbackTable({ answer, filtered, pager, onCompany }: FeedbackTableProps) {
  const translate = useTranslate();
  const rows = answer.results;
  const empty = rows.length ? null : translate(`app.staff.feedback.${filtered ? 'nothing_found' : 'empty'}`);
  return (
    <StaffTable
      label={translate('app.staff.feedback.table')}
      columns={COLUMNS.map((column) => ({ label: translate(`app.staff.feedback.${column}`) }))}
      empty={empty}
      count={answer.count}
      pager={pager}
    >
      {rows.map((row) => (
        <FeedbackRow key={row.id} row={row} onCompany={onCompany} />
      ))}
    </StaffTable>
  );
}

function FeedbackRow({ row, onCompany }: { row: FeedbackOut; onCompany: (id: number) => void }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { company, user } = row;
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </TableCell>
      <TableCell>
        {user ? (
          <>
            <Typography variant="body2">{user.full_name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {user.email}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.staff.feedback.no_author')}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {company ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            title={translate('app.staff.feedback.filter_by_company', { name: company.name })}
            aria-label={translate('app.staff.feedback.filter_by_company', { name: company.name })}
            onClick={() => onCompany(company.id)}
          >
            {company.name}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.staff.feedback.no_company')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{row.page}</TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 240 }}>{row.text}</TableCell>
    </TableRow>
  );
}
