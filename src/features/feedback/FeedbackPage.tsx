import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState } from '../../components/QueryState.tsx';
import { FeedbackTable } from './FeedbackTable.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { useFeedbackQuery } from './useFeedbackQuery.ts';

/** `/staff/feedback/`: what users wrote to the product team, newest first, searchable by text and author. */
export function FeedbackPage() {
  const translate = useTranslate();
  const { list, search, company, pager, update } = useFeedbackQuery();

  const companyName = list.data?.results.find((row) => String(row.company?.id) === company)?.company?.name ?? company;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('app.staff.feedback.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          label={translate('app.staff.feedback.search')}
          value={search}
          onSearch={(text) => update({ search: text })}
        />
        {company ? (
          <>
            <Chip label={translate('app.staff.feedback.company_filter', { name: companyName })} />
            <Button size="small" onClick={() => update({ company: null })}>
              {translate('app.staff.feedback.clear_company')}
            </Button>
          </>
        ) : null}
      </Stack>
      <Paper>
        <QueryState query={list}>
          {(answer) => (
            <FeedbackTable
              answer={answer}
              filtered={Boolean(search || company)}
              pager={pager}
              onCompany={(id) => update({ company: String(id) })}
            />
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
