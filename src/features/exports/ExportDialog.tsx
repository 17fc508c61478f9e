import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { ExportJobStatus } from './ExportJobStatus.tsx';
import { useExportJob } from './useExportJob.ts';

export type ExportDialogProps = {
  title: string;
  /** The job once the server has taken it; null while the request is on its way or when it was refused. */
  jobId: string | null;
  /** The refusal of the request, if any. */
  error: unknown;
  onClose: () => void;
};

/**
 * An export on its way: its progress, then the download link or why it failed. Closing leaves the file to be
 * built; it stays in "Мои выгрузки".
 */
export function ExportDialog({ title, jobId, error, onClose }: ExportDialogProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const job = useExportJob(jobId);
  let body;
  if (error) body = <Alert severity="error">{errorText(error)}</Alert>;
  else if (job.isError) body = <Alert severity="error">{errorText(job.error)}</Alert>;
  else if (job.data) body = <ExportJobStatus job={job.data} />;
  else body = <Skeleton variant="rounded" height={40} aria-label={translate('app.exports.starting')} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="export-dialog-title">
      <DialogTitle id="export-dialog-title">{title}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.exports.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
