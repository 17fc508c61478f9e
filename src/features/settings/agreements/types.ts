import { AGREEMENT_STATUSES, type AgreementStatus } from '../../../../contract/enums.ts';
import type { ManagedPersonOut } from '../../../api/types.ts';

/** The fields a history row may name, as the API names them. */
export const HISTORY_FIELDS = ['employee', 'period', 'title', 'description', 'due_date', 'status'] as const;

/** A person the caller may set agreements for, as the picker shows them. */
export type PersonOption = Pick<ManagedPersonOut, 'id' | 'full_name' | 'position' | 'department_name' | 'is_active'>;

export function isAgreementStatus(value: unknown): value is AgreementStatus {
  return typeof value === 'string' && (AGREEMENT_STATUSES as readonly string[]).includes(value);
}
