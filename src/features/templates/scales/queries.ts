import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../httpClient.ts';

/** The company's rating scales (a company has a handful): the scales page and the builder's pickers share them. */
export const scalesQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['rating_scales', companyId],
    queryFn: () => call('scales.list', { params: { companyId }, query: { page_size: 100 } }),
  });
