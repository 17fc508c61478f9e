import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const T = 'app.audit';

type Fields = Record<string, unknown> | null;

/** A kept value as plain text: text as it is, anything else as JSON, nothing as a dash. */
export function textOf(value: unknown, none: string): string {
  if (value === undefined || value === null || value === '') return none;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields either side keeps, those that changed first, each once. */
function fieldsOf(before: Fields, after: Fields): { name: string; changed: boolean }[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = names.map((name) => ({
    name,
    changed: JSON.stringify(before?.[name]) !== JSON.stringify(after?.[name]),
  }));
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

type Props = { before: Fields; after: Fields; data: Record<string, unknown> };

/**
 * What a row keeps, field by field: the state before and after where the change kept it (changed fields first and
 * marked), then the rest of the row's details. Every value is shown as text, never as markup.
 */
export function ChangesView({ before, after, data }: Props) {
  const translate = useTranslate();
  // A field by its name in the reader's language where it has one, else by its key.
  const label = (name: string) => translate(`${T}.fields.${name}`, { _: name });
  const none = translate(`${T}.empty_value`);
  const fields = fieldsOf(before, after);
  const details = Object.entries(data);
  const cell = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }}>
      {fields.length ? (
        <Table size="small" aria-label={translate(`${T}.changes`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.field`)}</TableCell>
              {before ? <TableCell>{translate(`${T}.before`)}</TableCell> : null}
              {after ? <TableCell>{translate(`${T}.after`)}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map(({ name, changed }) => (
              <TableRow key={name} sx={changed && before && after ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell component="th" scope="row" sx={{ ...cell, fontWeight: changed ? 600 : undefined }}>
                  {label(name)}
                </TableCell>
                {before ? <TableCell sx={cell}>{textOf(before[name], none)}</TableCell> : null}
                {after ? <TableCell sx={cell}>{textOf(after[name], none)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {details.length ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {translate(`${T}.details`)}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            {details.map(([name, value]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label(name)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, ...cell }}>
                  {textOf(value, none)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
