import { call } from '../../../httpClient.ts';

/** The company's job families with their levels: one cache entry for every page that lists them. */
export const jobFamiliesKey = (companyId: number) => ['job_families', companyId] as const;

export const jobFamiliesQuery = (companyId: number) => ({
  queryKey: jobFamiliesKey(companyId),
  queryFn: () => call('job_families.list', { params: { companyId }, query: { page_size: 100 } }),
});
