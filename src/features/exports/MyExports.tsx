import { Box, Chip, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportJobOut } from '../../api/types.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { DownloadLink, useJobError } from './ExportJobStatus.tsx';
import { useMyExports } from './useExportJob.ts';

const STATUS_COLORS = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

function JobLine({ job }: { job: ExportJobOut }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const jobError = useJobError();
  const building = job.status === 'queued' || job.status === 'running';
  return (
    <ListItem divider sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, px: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {job.filename || translate(`app.exports.kinds.${job.kind}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`app.exports.kinds.${job.kind}`)} · {formatDateTime(job.created_at)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Chip size="small" color={STATUS_COLORS[job.status]} label={translate(`app.exports.status.${job.status}`)} />
          {job.status === 'done' ? <DownloadLink job={job} size="small" /> : null}
        </Box>
      </Box>
      {building ? (
        <LinearProgress
          variant="determinate"
          value={job.total ? Math.round((job.done / job.total) * 100) : 0}
          aria-label={translate('app.exports.progress', { done: job.done, total: job.total })}
        />
      ) : null}
      {job.status === 'failed' ? (
        <Typography variant="body2" color="error">
          {jobError(job)}
        </Typography>
      ) : null}
    </ListItem>
  );
}

/** "Мои выгрузки": the caller's latest exports with their state, and the files ready to download. */
export function MyExports({ pageSize = 10 }: { pageSize?: number }) {
  const translate = useTranslate();
  const jobs = useMyExports(pageSize);
  return (
    <QueryState query={jobs} skeletonHeight={80}>
      {(data) =>
        data.results.length ? (
          <List dense aria-label={translate('app.exports.mine')} sx={{ py: 0 }}>
            {data.results.map((job) => (
              <JobLine key={job.id} job={job} />
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.exports.none')}
          </Typography>
        )
      }
    </QueryState>
  );
}
