import { useDataProvider } from 'react-admin';
import type { CompanyDataProvider } from '../dataProvider.ts';
import { useCompany } from '../shell/sessionContext.tsx';

/** The data provider with the company's calls, and the company they are about (for query keys). */
export function useCompanyApi(): { api: CompanyDataProvider; companyId: number } {
  const company = useCompany();
  return { api: useDataProvider<CompanyDataProvider>(), companyId: company.id };
}
