import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorLang, wordCode } from '../../api/errors.ts';
import type { ExportJobOut } from '../../api/types.ts';

/** A finished file to save: the link is the job's own download address. */
export function DownloadLink({ job, size = 'medium' }: { job: ExportJobOut; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  if (!job.download_url) return null;
  return (
    <Button
      component="a"
      href={job.download_url}
      download={job.filename}
      variant={size === 'small' ? 'text' : 'contained'}
      size={size}
      startIcon={<DownloadIcon />}
      aria-label={translate('app.exports.download_file', { name: job.filename })}
    >
      {translate('app.exports.download')}
    </Button>
  );
}

/** Why a job failed, worded by its code. */
export function useJobError() {
  const lang = useErrorLang();
  const translate = useTranslate();
  return (job: ExportJobOut) => (job.error ? wordCode(job.error, {}, lang) : null) ?? translate('app.exports.failed');
}

/**
 * Where a job is: queued, then built form by form (a bar of done out of total), then a link to the file, or
 * why it failed.
 */
export function ExportJobStatus({ job }: { job: ExportJobOut }) {
  const translate = useTranslate();
  const jobError = useJobError();
  if (job.status === 'failed') return <Alert severity="error">{jobError(job)}</Alert>;
  if (job.status === 'done') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <Typography role="status">{translate('app.exports.ready', { name: job.filename })}</Typography>
        <DownloadLink job={job} />
      </Box>
    );
  }
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  const text =
    job.status === 'queued'
      ? translate('app.exports.queued')
      : translate('app.exports.progress', { done: job.done, total: job.total });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography role="status">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('app.exports.progress_label')}
        aria-valuetext={text}
      />
    </Box>
  );
}
