import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, useBasename } from 'react-admin';
import type { OneOnOneScope } from '../../../contract/enums.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SeriesOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useMyPositions } from '../../components/ColleaguePicker.tsx';
import { PageTabs, TabPanel, useTabParam } from '../../components/PageTabs.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { PAGES, useAccess } from '../../shell/access.ts';
import { QuestionsButton } from './QuestionsDialog.tsx';
import { seriesPath } from './paths.ts';
import { StartSeriesDialog } from './StartSeriesDialog.tsx';
import { useOneOnOnesTranslate } from './useOneOnOnesTranslate.ts';

const ALL_TABS = ['mine', 'company'] as const;
const PAGE_SIZE = 20;

function SeriesCard({ series }: { series: SeriesOut }) {
  const translate = useOneOnOnesTranslate();
  const basename = useBasename();
  const formatDateTime = useFormatDateTime();
  const mine = useMyPositions();
  const own = new Set((mine.data?.results ?? []).map((position) => position.id));
  const other = own.has(series.manager.id) ? series.report : series.manager;
  const title = series.is_member
    ? translate('app.one_on_ones.with', { name: other.name })
    : translate('app.one_on_ones.role.other', { manager: series.manager.name, report: series.report.name });
  const body = (
    <CardContent>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Chip size="small" label={translate(`app.one_on_ones.cadence.${series.cadence}`)} />
      </Box>
      <Typography variant="body2">
        {translate('app.one_on_ones.next', { date: formatDateTime(series.next_meeting_at) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.one_on_ones.counts', {
          meetings: series.meeting_count,
          items: series.open_action_items,
        })}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" component="li">
      {series.is_member ? (
        <CardActionArea component={Link} to={seriesPath(basename, series.id)}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

function SeriesList({ scope }: { scope: OneOnOneScope }) {
  const translate = useOneOnOnesTranslate();
  const { api, companyId } = useCompanyApi();
  const [page, setPage] = useState(1);
  const query = { scope, page, page_size: PAGE_SIZE };
  const series = useQuery({
    queryKey: queryKeys.oneOnOnes.series(companyId, query),
    queryFn: () => api.getSeriesList(query),
    placeholderData: keepPreviousData,
  });
  const label = translate(scope === 'company' ? 'app.one_on_ones.company_list' : 'app.one_on_ones.series_list');
  return (
    <QueryState query={series}>
      {(data) =>
        data.count === 0 ? (
          <Alert severity="info">{translate('app.one_on_ones.empty')}</Alert>
        ) : (
          <Box>
            {scope === 'company' ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.one_on_ones.only_exists')}
              </Alert>
            ) : null}
            <Box
              component="ul"
              aria-label={label}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              }}
            >
              {data.results.map((item) => (
                <SeriesCard key={item.id} series={item} />
              ))}
            </Box>
            {data.count > PAGE_SIZE ? (
              <TablePagination
                component="div"
                count={data.count}
                page={page - 1}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_event, next) => setPage(next + 1)}
              />
            ) : null}
          </Box>
        )
      }
    </QueryState>
  );
}

/** `/c/{companyId}/one-on-ones/`: the caller's series (and, for admins, that the company's exist). */
export function OneOnOnesPage() {
  const translate = useOneOnOnesTranslate();
  const can = useAccess();
  const isAdmin = can(PAGES.settings);
  const [tab, setTab] = useTabParam<(typeof ALL_TABS)[number]>(ALL_TABS, isAdmin);
  const [creating, setCreating] = useState(false);
  const title = translate('app.one_on_ones.title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400, minWidth: 0 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.one_on_ones.intro')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignSelf: 'start' }}>
          {isAdmin ? <QuestionsButton /> : null}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('app.one_on_ones.start')}
          </Button>
        </Box>
      </Box>
      {isAdmin ? (
        <PageTabs
          id="one-on-ones"
          tabs={ALL_TABS}
          value={tab}
          onChange={setTab}
          label={translate('app.one_on_ones.tabs.label')}
          tabLabel={(name) => translate(`app.one_on_ones.tabs.${name}`)}
        />
      ) : null}
      <TabPanel id="one-on-ones" tab={tab} tabbed={isAdmin}>
        <SeriesList key={tab} scope={tab} />
      </TabPanel>
      {creating ? <StartSeriesDialog onClose={() => setCreating(false)} /> : null}
    </Box>
  );
}
