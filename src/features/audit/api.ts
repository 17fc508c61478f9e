import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathOf } from '../../../contract/routes.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { apiUrl, call } from '../../httpClient.ts';

/** Rows a page of the log shows. */
export const PAGE_SIZE = 25;

/** The log's filters as the API reads them (and the address keeps them); an absent one shows all. */
export type AuditFilter = {
  actor?: number;
  action?: string;
  target_type?: string;
  target_id?: number;
  from?: string;
  to?: string;
};

export const auditKey = (companyId: number) => ['company', companyId, 'audit-log'] as const;

/** The company's audit log calls (admins). */
export function auditCalls(companyId: number) {
  return {
    list: (filter: AuditFilter, page: number) =>
      call('audit.list', { params: { companyId }, query: { ...filter, page, page_size: PAGE_SIZE } }),
    actors: () => call('audit.actors', { params: { companyId } }),
  };
}

/** The address of the filtered log as CSV: the same filters as the page, every page of them. */
export function exportUrl(companyId: number, filter: AuditFilter): string {
  return apiUrl(pathOf('audit.export', { companyId }), filter);
}

/** A page of the filtered log, newest first; the page shown stays while the next one loads. */
export function useAuditLog(filter: AuditFilter, page: number) {
  const { companyId } = useCompanyApi();
  return useQuery({
    queryKey: [...auditKey(companyId), 'list', filter, page],
    queryFn: () => auditCalls(companyId).list(filter, page),
    placeholderData: keepPreviousData,
  });
}

/** Everyone who appears in the log as its actor, for the filter. */
export function useAuditActors() {
  const { companyId } = useCompanyApi();
  return useQuery({ queryKey: [...auditKey(companyId), 'actors'], queryFn: () => auditCalls(companyId).actors() });
}
