import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STAGES, type Stage } from '../../../contract/enums.ts';
import { failureOf } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { MissingOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

export { STAGES, type Stage };

/** The screens' routes under the company's basename. */
export const REVIEW_PATHS = {
  employee: '/performance-review/employee-dashboard/',
  form: '/performance-review/employee-dashboard/form/',
  manager: '/performance-review/manager-dashboard/',
} as const;

/** A form by id, or (null) the caller's current form. */
export function useFormDetail(id: number | null) {
  const { api, companyId } = useCompanyApi();
  return useQuery({
    queryKey: queryKeys.review.form(companyId, id),
    queryFn: () => (id ? api.getForm(id) : api.getCurrentForm()),
  });
}

/** Every query of the review screens shares one key prefix, so this refreshes them all. */
export function useRefreshReview() {
  const client = useQueryClient();
  const { companyId } = useCompanyApi();
  return () => client.invalidateQueries({ queryKey: queryKeys.review.all(companyId) });
}

function isMissing(value: unknown): value is MissingOut {
  return typeof value === 'object' && value !== null && 'code' in value && 'count' in value;
}

/** What a 409 `preconditions_failed` says is still empty. */
export function missingOf(error: unknown): MissingOut[] | null {
  const failure = failureOf(error);
  if (failure?.status !== 409 || failure.code !== 'preconditions_failed') return null;
  const missing = failure.body.missing;
  return Array.isArray(missing) ? missing.filter(isMissing) : null;
}
