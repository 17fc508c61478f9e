import { useQuery } from '@tanstack/react-query';
import { pathOf } from '../../../contract/routes.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { apiUrl, call } from '../../httpClient.ts';

export const retentionKey = (companyId: number) => ['company', companyId, 'personal-data', 'settings'] as const;

/** A person's personal data and the company's retention (admins). */
export function personalDataCalls(companyId: number) {
  return {
    /** The address of a position's person's export: the browser downloads it as it is (an attachment). */
    exportUrl: (id: number, format: 'json' | 'pdf') =>
      apiUrl(pathOf(format === 'json' ? 'personalData.export' : 'personalData.exportPdf', { companyId, id })),
    erase: (id: number) => call('personalData.erase', { params: { companyId, id } }),
    settings: () => call('personalData.settings', { params: { companyId } }),
    saveSettings: (days: number | null) =>
      call('personalData.updateSettings', { params: { companyId }, body: { erase_deactivated_after_days: days } }),
  };
}

/** The company's retention of deactivated people. */
export function useRetention() {
  const { companyId } = useCompanyApi();
  return useQuery({ queryKey: retentionKey(companyId), queryFn: () => personalDataCalls(companyId).settings() });
}
