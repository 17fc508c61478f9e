import { useQuery } from '@tanstack/react-query';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { call } from '../../httpClient.ts';

export const companySettingsKey = (companyId: number) => ['company', companyId, 'settings'] as const;

/** The company's own settings (admins): its time zone. */
export function companySettingsCalls(companyId: number) {
  return {
    get: () => call('companySettings.get', { params: { companyId } }),
    save: (timeZone: string) =>
      call('companySettings.update', { params: { companyId }, body: { time_zone: timeZone } }),
  };
}

export function useCompanySettings() {
  const { companyId } = useCompanyApi();
  return useQuery({ queryKey: companySettingsKey(companyId), queryFn: () => companySettingsCalls(companyId).get() });
}
