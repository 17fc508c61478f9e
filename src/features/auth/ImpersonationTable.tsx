import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImpersonationCandidateListOut, ImpersonationCandidateOut } from '../../api/types.ts';
import { useSession } from '../../shell/sessionContext.tsx';
import type { Pager } from '../../hooks/useAddressList.ts';
import { StaffTable } from '../../components/StaffTable.tsx';

const COLUMNS = ['name', 'email', 'companies', 'action'] as const;

/** On a phone the email and the companies move under the name, so that the table keeps to the screen's width. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

export interface ImpersonationTableProps {
  answer: ImpersonationCandidateListOut;
  filtered: boolean;
  pager: Pager;
  onChoose: (user: ImpersonationCandidateOut) => void;
}

/** The users staff may act as, with their companies and a pager. */
export function ImpersonationTable({ answer, filtered, pager, onChoose }: ImpersonationTableProps) {
  const translate = useTranslate();
  const rows = answer.results;
  const empty = rows.length ? null : translate(`app.staff.impersonation.${filtered ? 'nothing_found' : 'empty'}`);
  return (
    <StaffTable
      label={translate('app.staff.impersonation.table')}
      columns={COLUMNS.map((column) => ({
        label: translate(`app.staff.impersonation.${column}`),
        sx: column === 'email' || column === 'companies' ? WIDE_ONLY : undefined,
      }))}
      empty={empty}
      count={answer.count}
      pager={pager}
    >
      {rows.map((row) => (
        <CandidateRow key={row.id} row={row} onChoose={onChoose} />
      ))}
    </StaffTable>
  );
}

function CandidateRow({
  row,
  onChoose,
}: {
  row: ImpersonationCandidateOut;
  onChoose: (user: ImpersonationCandidateOut) => void;
}) {
  const translate = useTranslate();
  const { user } = useSession();
  const self = row.id === (user.impersonator?.id ?? user.id);
  let action;
  if (self || row.is_staff) {
    action = (
      <Typography variant="body2" color="text.secondary">
        {translate(`app.staff.impersonation.${self ? 'you' : 'staff_user'}`)}
      </Typography>
    );
  } else {
    action = (
      <Button
        size="small"
        variant="outlined"
        startIcon={<LoginIcon />}
        aria-label={translate('app.staff.impersonation.start_as', { name: row.full_name })}
        onClick={() => onChoose(row)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.staff.impersonation.start')}
      </Button>
    );
  }
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2">{row.full_name}</Typography>
        <Box sx={PHONE_ONLY}>
          <Typography variant="caption" color="text.secondary" component="p">
            {row.email}
          </Typography>
          <Companies companies={row.companies} variant="caption" />
        </Box>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{row.email}</TableCell>
      <TableCell sx={WIDE_ONLY}>
        <Companies companies={row.companies} variant="body2" />
      </TableCell>
      <TableCell>{action}</TableCell>
    </TableRow>
  );
}

function Companies({
  companies,
  variant,
}: {
  companies: ImpersonationCandidateOut['companies'];
  variant: 'body2' | 'caption';
}) {
  const translate = useTranslate();
  if (!companies.length) {
    return (
      <Typography variant={variant} component="p" color="text.secondary">
        {translate('app.staff.impersonation.no_companies')}
      </Typography>
    );
  }
  return companies.map((company) => (
    <Typography key={company.id} variant={variant} component="p">
      {company.name}
    </Typography>
  ));
}
