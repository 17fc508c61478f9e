import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.ts';
import type { ExportCreateRequest, ExportJobOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/** How often a job still being built is asked for its progress. */
export const POLL_MS = 1000;

const listsOf = (companyId: number) => [...queryKeys.exports.all(companyId), 'list'];

export const isBuilding = (job: Pick<ExportJobOut, 'status'>) => job.status === 'queued' || job.status === 'running';

/** A job, polled while it is queued or running; the list of exports refreshes once it ends. */
export function useExportJob(id: string | null) {
  const { api, companyId } = useCompanyApi();
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.exports.job(companyId, id ?? ''),
    enabled: id !== null,
    queryFn: async () => {
      const job = await api.getExport(id ?? '');
      if (!isBuilding(job)) void client.invalidateQueries({ queryKey: listsOf(companyId) });
      return job;
    },
    refetchInterval: (query) => (query.state.data && !isBuilding(query.state.data) ? false : POLL_MS),
  });
}

/** Asks for a file; the answer is the queued job, which is then polled. */
export function useStartExport() {
  const { api, companyId } = useCompanyApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportCreateRequest) => api.createExport(body),
    onSuccess: (job) => {
      client.setQueryData(queryKeys.exports.job(companyId, job.id), job);
      void client.invalidateQueries({ queryKey: listsOf(companyId) });
    },
  });
}

/** The caller's latest exports, polled while one of them is still being built. */
export function useMyExports(pageSize: number) {
  const { api, companyId } = useCompanyApi();
  return useQuery({
    queryKey: queryKeys.exports.list(companyId, { page_size: pageSize }),
    queryFn: () => api.getExports({ page: 1, page_size: pageSize }),
    refetchInterval: (query) => (query.state.data?.results.some(isBuilding) ? POLL_MS : false),
  });
}
