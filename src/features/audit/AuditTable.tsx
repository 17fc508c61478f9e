import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
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
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditEntryOut } from '../../api/types.ts';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { ChangesView } from './ChangesView.tsx';

const T = 'app.audit';
const COLUMNS = ['when', 'who', 'what', 'object'] as const;

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

/** The person shown while staff acted as them, where the row says so. */
function asUserOf(entry: AuditEntryOut): number | null {
  const id = entry.data.as_user ?? entry.data.impersonator_id;
  return typeof id === 'number' ? id : null;
}

function AuditRow({ entry }: { entry: AuditEntryOut }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const actionLabel = useActionLabel();
  const [open, setOpen] = useState(false);
  const expandable = entry.before !== null || entry.after !== null || Object.keys(entry.data).length > 0;
  const label = actionLabel(entry.action);
  const name = nameOf(entry);
  const asUser = asUserOf(entry);
  const detailsId = `audit-changes-${String(entry.id)}`;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined, verticalAlign: 'top' } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </TableCell>
        <TableCell>
          <Typography variant="body2">{entry.actor?.full_name || translate(`${T}.system`)}</Typography>
          {entry.actor ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {entry.actor.email}
            </Typography>
          ) : null}
          {asUser !== null ? (
            <Typography variant="caption" color="warning.dark" component="div">
              {translate(`${T}.as_user`, { id: asUser })}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>
          <Typography variant="body2">{label}</Typography>
          {label !== entry.action ? (
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {entry.action}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>
          <Typography variant="body2">
            {entry.target_type ? translate(`${T}.target.${entry.target_type}`, { _: entry.target_type }) : null}
            {entry.target_id !== null ? ` ${translate(`${T}.object_id`, { id: entry.target_id })}` : null}
          </Typography>
          {name ? (
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {name}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell align="right" padding="checkbox">
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
          <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
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
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.title`)} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`${T}.${column}`)}</TableCell>
            ))}
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
