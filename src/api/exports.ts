import { request, type Query } from '../httpClient.ts';
import type { ExportCreateRequest, ExportJobList, ExportJobOut } from './types.ts';

/**
 * Exports under `companies/companies/{id}/performance_review/exports/`: a file is asked for (the job comes back
 * queued), its job polled for progress, then downloaded from the job's `download_url`.
 */
export function exportCalls(companyId: number) {
  const root = `companies/companies/${companyId}/performance_review/exports/`;
  return {
    createExport: (body: ExportCreateRequest) => request<ExportJobOut>('POST', root, { body }),
    getExport: (id: string) => request<ExportJobOut>('GET', `${root}${encodeURIComponent(id)}/`),
    /** The caller's own exports, newest first; `page`, `page_size`. */
    getExports: (query: Query) => request<ExportJobList>('GET', root, { query }),
  };
}
