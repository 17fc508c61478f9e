import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import type { Query } from '../../httpClient.ts';
import { useAddressList } from '../../hooks/useAddressList.ts';
import { feedbackApi } from './api.ts';

/** The feedback list's state in the address: the search, `?company=` and the page. */
export function useFeedbackQuery() {
  const { params, search, query: base, pager, update } = useAddressList();
  const company = params.get('company');
  const query = useMemo<Query>(() => ({ ...base, ...(company ? { company } : {}) }), [base, company]);
  const list = useQuery({
    queryKey: queryKeys.staff.feedback(query),
    queryFn: () => feedbackApi.getFeedback(query),
    placeholderData: keepPreviousData,
  });
  return { list, search, company, pager, update };
}
