import type { ExportCreateRequest } from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/**
 * Exports: a file is asked for (the job comes back queued), its job polled for progress, then downloaded from the
 * job's `download_url`.
 */
export function exportCalls(companyId: number) {
  return {
    createExport: (body: ExportCreateRequest) => call('exports.create', { params: { companyId }, body }),
    getExport: (id: string) => call('exports.get', { params: { companyId, id } }),
    /** The caller's own exports, newest first; `page`, `page_size`. */
    getExports: (query: Query) => call('exports.list', { params: { companyId }, query }),
  };
}
