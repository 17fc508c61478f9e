import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditEntryOut } from '../../api/types.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { ChangesView } from './ChangesView.tsx';

const T = 'app.audit';
const COLUMNS = ['when', 'who', 'what', 'object'] as const;
/** Long unbroken text (an email, a code) breaks anywhere rather than widening the table. */
const WRAP = { overflowWrap: 'anywhere' } as const;
/** The column of the button that opens a row: as wide as the button and its padding, at any width. */
const BUTTON_CELL = { width: 56, px: 1 } as const;

/** An action in words; an action the page does not know yet, as its code. */
export function useActionLabel(): (action: string) => string {
  const translate = useTranslate();
  return (action) => translate(`${T}.action.${action}`, { _: action });
}

/** The name the row keeps of its object, if it keeps one. */
function nameOf(entry: AuditEntryOut): string | null {
  const body = entry.data.body;
  const candidates = [
    entry.after?.name,
    entry.before?.name,
    entry.data.name,
    typeof body === 'object' && body !== null && 'name' in body ? body.name : undefined,
  ];
  const found = candidates.find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof found === 'string' ? found : null;
}

/**
 * Impersonation, where the row says so: `as_user` is the person shown while the actor (staff) acted as them; an AI
 * row keeps the person as its actor and the staff member as `impersonator_id`. The other person by name where the
 * server found them, else by number.
 */
function impersonationOf(entry: AuditEntryOut): { key: 'as_user' | 'by_staff'; who: string } | null {
  const { as_user: asUser, impersonator_id: staff } = entry.data;
  const id = typeof asUser === 'number' ? asUser : typeof staff === 'number' ? staff : null;
  if (id === null) return null;
  const who = entry.other_person?.full_name || `#${String(id)}`;
  return { key: typeof asUser === 'number' ? 'as_user' : 'by_staff', who };
}

/** Who did it: the person (the staff member under impersonation, with the person shown), or the system. */
function Who({ entry }: { entry: AuditEntryOut }) {
  const translate = useTranslate();
  const impersonation = impersonationOf(entry);
  return (
    <>
      <Typography variant="body2">{entry.actor?.full_name || translate(`${T}.system`)}</Typography>
      {entry.actor ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={WRAP}>
          {entry.actor.email}
        </Typography>
      ) : null}
      {impersonation ? (
        <Typography variant="caption" color="warning.dark" component="div">
          {translate(`${T}.${impersonation.key}`, { name: impersonation.who })}
        </Typography>
      ) : null}
    </>
  );
}

/** What it was done to: the object's kind and number, and its name where the row keeps one. */
function Target({ entry }: { entry: AuditEntryOut }) {
  const translate = useTranslate();
  const name = nameOf(entry);
  return (
    <>
      <Typography variant="body2">
        {entry.target_type ? translate(`${T}.target.${entry.target_type}`, { _: entry.target_type }) : null}
        {entry.target_id !== null ? ` ${translate(`${T}.object_id`, { id: entry.target_id })}` : null}
      </Typography>
      {name ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={WRAP}>
          {name}
        </Typography>
      ) : null}
    </>
  );
}

/** The action in words, its code under it when the words differ. */
function What({ entry }: { entry: AuditEntryOut }) {
  const label = useActionLabel()(entry.action);
  return (
    <>
      <Typography variant="body2">{label}</Typography>
      {label !== entry.action ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ ...WRAP, fontFamily: 'monospace' }}>
          {entry.action}
        </Typography>
      ) : null}
    </>
  );
}

type Part = readonly [string, (props: { entry: AuditEntryOut }) => ReactNode];
/** A row's parts in the columns of a wide table, and one under another on a phone (the time above them). */
const WIDE_PARTS: Part[] = [
  ['who', Who],
  ['what', What],
  ['object', Target],
];
const PHONE_PARTS: Part[] = [WIDE_PARTS[1], WIDE_PARTS[0], WIDE_PARTS[2]];

function AuditRow({ entry, narrow }: { entry: AuditEntryOut; narrow: boolean }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const [open, setOpen] = useState(false);
  const expandable = entry.before !== null || entry.after !== null || Object.keys(entry.data).length > 0;
  const label = useActionLabel()(entry.action);
  const detailsId = `audit-changes-${String(entry.id)}`;
  const when = <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined, verticalAlign: 'top' } }}>
        {narrow ? (
          <TableCell>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                {when}
              </Typography>
              {PHONE_PARTS.map(([key, Part]) => (
                <Box key={key}>
                  <Part entry={entry} />
                </Box>
              ))}
            </Box>
          </TableCell>
        ) : (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when}</TableCell>
            {WIDE_PARTS.map(([key, Part]) => (
              <TableCell key={key}>
                <Part entry={entry} />
              </TableCell>
            ))}
          </>
        )}
        <TableCell align="center" sx={BUTTON_CELL}>
          {expandable ? (
            <IconButton
              size="small"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={translate(open ? `${T}.hide_changes` : `${T}.show_changes`, { action: label })}
              onClick={() => setOpen(!open)}
            >
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          ) : null}
        </TableCell>
      </TableRow>
      {expandable ? (
        <TableRow>
          <TableCell
            colSpan={(narrow ? 1 : COLUMNS.length) + 1}
            sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}
          >
            <Collapse in={open} timeout={0} unmountOnExit>
              <section id={detailsId} aria-label={translate(`${T}.changes`)}>
                <ChangesView before={entry.before} after={entry.after} data={entry.data} />
              </section>
            </Collapse>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** A page of the log: when, who, what, to which object, and a row's kept changes when opened. */
export function AuditTable({ entries }: { entries: AuditEntryOut[] }) {
  const translate = useTranslate();
  // Below a tablet's width a row's four columns become one, its lines under each other, so that it fits the screen.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={translate(`${T}.title`)} sx={{ tableLayout: narrow ? 'fixed' : undefined }}>
        <TableHead>
          <TableRow>
            {(narrow ? (['what'] as const) : COLUMNS).map((column) => (
              <TableCell key={column}>{translate(`${T}.${column}`)}</TableCell>
            ))}
            <TableCell sx={BUTTON_CELL} />
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} narrow={narrow} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
