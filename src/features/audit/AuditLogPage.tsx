import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { exportUrl, PAGE_SIZE, useAuditLog } from './api.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { useAuditParams, type FilterName } from './useAuditParams.ts';

const T = 'app.audit';

/** Which rows of how many a page shows, and the way to the page before and after. */
function Pager({
  page,
  count,
  capped,
  onPage,
}: {
  page: number;
  count: number;
  capped: boolean;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const locale = useLocaleState()[0];
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, count);
  return (
    <Box
      component="nav"
      aria-label={translate(`${T}.title`)}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" role="status">
        {translate(capped ? `${T}.shown_capped` : `${T}.shown`, {
          from: Math.min(first, count),
          to: last,
          count: new Intl.NumberFormat(locale).format(count),
        })}
      </Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate(`${T}.previous`)}
      </Button>
      <Button size="small" disabled={last >= count} onClick={() => onPage(page + 1)}>
        {translate(`${T}.next`)}
      </Button>
    </Box>
  );
}

/**
 * `/c/{companyId}/settings/audit-log/` (admins): who did what and when in the company, newest first, filtered by
 * actor, action, object and days (kept in the address), with each row's state before and after where it keeps them,
 * and the same rows as CSV.
 */
export function AuditLogPage() {
  const translate = useTranslate();
  const { companyId } = useCompanyApi();
  const { filter, page, setFilter, setPage, clear } = useAuditParams();
  const log = useAuditLog(filter, page);
  const filtered = (Object.keys(filter) as FilterName[]).some((name) => filter[name] !== undefined);
  const title = translate(`${T}.title`);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={exportUrl(companyId, filter)}
          download="audit-log.csv"
        >
          {translate(`${T}.download`)}
        </Button>
      </Box>
      <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
      <AuditFilters filter={filter} onChange={setFilter} onClear={clear} />
      <QueryState query={log}>
        {({ results, count, count_capped }) =>
          results.length === 0 && page === 1 ? (
            <Typography>{translate(filtered ? `${T}.empty_filtered` : `${T}.empty`)}</Typography>
          ) : (
            <>
              <AuditTable entries={results} />
              <Pager page={page} count={count} capped={count_capped} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
