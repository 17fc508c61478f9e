import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExportCreateRequest } from '../../api/types.ts';
import { MyExports } from './MyExports.tsx';
import { useExportStarter } from './useExportStarter.tsx';

export type ExportMenuProps = {
  /** The period shown; null (every period) leaves the period's files out of reach. */
  period: number | null;
  /** The department filter (with its sub-departments); the PDF packet needs one. */
  department: number | null;
};

type Choice = { kind: 'forms_xlsx' | 'forms_csv' | 'department_pdf'; needs: 'department' | null };

const CHOICES: Choice[] = [
  { kind: 'forms_xlsx', needs: null },
  { kind: 'forms_csv', needs: null },
  { kind: 'department_pdf', needs: 'department' },
];

/**
 * "Экспорт": the forms of the period as XLSX or CSV (with the department filter in force), a department's reviews
 * as one PDF, and the caller's recent exports.
 */
export function ExportMenu({ period, department }: ExportMenuProps) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [listing, setListing] = useState(false);
  const { run, dialog, starting } = useExportStarter();

  const missing = (choice: Choice) => {
    if (period === null) return 'period';
    return choice.needs === 'department' && department === null ? 'department' : null;
  };
  const start = (choice: Choice) => {
    setAnchor(null);
    if (period === null) return;
    const body: ExportCreateRequest = { kind: choice.kind, period, ...(department === null ? {} : { department }) };
    run(body, translate(`app.exports.kinds.${choice.kind}`));
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={starting}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.exports.menu')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map((choice) => {
          const lacking = missing(choice);
          return (
            <MenuItem key={choice.kind} disabled={lacking !== null} onClick={() => start(choice)}>
              <ListItemText
                primary={translate(`app.exports.kinds.${choice.kind}`)}
                secondary={lacking ? translate(`app.exports.needs_${lacking}`) : null}
              />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setListing(true);
          }}
        >
          {translate('app.exports.mine')}
        </MenuItem>
      </Menu>
      {dialog}
      {listing ? (
        <Dialog open onClose={() => setListing(false)} fullWidth maxWidth="sm" aria-labelledby={`${menuId}-mine`}>
          <DialogTitle id={`${menuId}-mine`}>{translate('app.exports.mine')}</DialogTitle>
          <DialogContent>
            <MyExports />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setListing(false)}>{translate('app.exports.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
