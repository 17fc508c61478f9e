import { Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import type { ImpersonationCandidateOut } from '../../api/types.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { ImpersonateDialog } from './ImpersonateDialog.tsx';
import { ImpersonationTable } from './ImpersonationTable.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { useAddressList } from '../../hooks/useAddressList.ts';
import { impersonationApi } from './api.ts';

/**
 * `/staff/impersonation/`: staff find a user by name, email or company and act as them, giving the reason;
 * the app then opens as that user sees it, under the banner that leads back.
 */
export function ImpersonationPage() {
  const translate = useTranslate();
  const { search, query, pager, update } = useAddressList();
  const list = useQuery({
    queryKey: queryKeys.staff.impersonation(query),
    queryFn: () => impersonationApi.getUsers(query),
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<ImpersonationCandidateOut | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('app.staff.impersonation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.staff.impersonation.lead')}
      </Typography>
      <SearchField
        label={translate('app.staff.impersonation.search')}
        value={search}
        onSearch={(text) => update({ search: text })}
      />
      <Paper>
        <QueryState query={list}>
          {(answer) => (
            <ImpersonationTable answer={answer} filtered={Boolean(search)} pager={pager} onChoose={setChosen} />
          )}
        </QueryState>
      </Paper>
      {chosen ? <ImpersonateDialog user={chosen} onClose={() => setChosen(null)} /> : null}
    </Stack>
  );
}
