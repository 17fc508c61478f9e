import { useQuery } from '@tanstack/react-query';
import type { ApiTokenIn } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { call } from '../../httpClient.ts';

export const apiTokensKey = (companyId: number) => ['company', companyId, 'api-tokens'] as const;

/** The company's API tokens' calls (admins). */
export function apiTokenCalls(companyId: number) {
  return {
    list: () => call('apiTokens.list', { params: { companyId } }),
    /** The answer carries the secret, this once. */
    create: (body: ApiTokenIn) => call('apiTokens.create', { params: { companyId }, body }),
    revoke: (id: number) => call('apiTokens.revoke', { params: { companyId, id } }),
  };
}

/** The company's tokens, newest first. */
export function useApiTokens() {
  const { companyId } = useCompanyApi();
  return useQuery({ queryKey: apiTokensKey(companyId), queryFn: () => apiTokenCalls(companyId).list() });
}
