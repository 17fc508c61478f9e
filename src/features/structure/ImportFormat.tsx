import DownloadIcon from '@mui/icons-material/FileDownload';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_COLUMNS } from '../../../contract/structure-import.ts';
import { importTemplateUrl } from './api.ts';

/** Below this width of the table's box each column becomes a block: name, meaning, then the example, labelled. */
const STACKED_BELOW = 480;

const stackedWhenNarrow = {
  containerType: 'inline-size',
  [`@container (max-width: ${STACKED_BELOW - 1}px)`]: {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { display: 'block', border: 0, py: 0.25 },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
  },
};

/** What the file looks like: the columns, their separators and rules, and the template to start from. */
export function ImportFormat({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate('app.structure.import.format_title')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={importTemplateUrl(companyId)}
            download="people-import-template.csv"
          >
            {translate('app.structure.import.template')}
          </Button>
        </Box>
        <Typography variant="body2">{translate('app.structure.import.format_text')}</Typography>
        <Box sx={{ overflowX: 'auto', ...stackedWhenNarrow }}>
          <Table size="small" aria-label={translate('app.structure.import.columns_label')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.structure.import.column')}</TableCell>
                <TableCell>{translate('app.structure.import.meaning')}</TableCell>
                <TableCell>{translate('app.structure.import.example')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {IMPORT_COLUMNS.map((column) => (
                <TableRow key={column}>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {column}
                    {column === 'email' ? ' *' : ''}
                  </TableCell>
                  <TableCell>{translate(`app.structure.import.columns.${column}`)}</TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                    data-label={translate('app.structure.import.example')}
                  >
                    {translate(`app.structure.import.examples.${column}`)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.structure.import.rules')}
        </Typography>
      </CardContent>
    </Card>
  );
}
