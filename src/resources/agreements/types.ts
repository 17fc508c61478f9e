// Shapes of `performance_review/agreements/` and its history, mirroring agreements.schemas.ts on the server.

export const AGREEMENT_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export interface Agreement {
  id: number;
  /** An employee_in_position id (the person in a position), not a user id. */
  employee: number;
  employee_name: string;
  period: number;
  period_name: string;
  title: string;
  description: string;
  due_date: string | null;
  status: AgreementStatus;
  created_by: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  /** Whether the caller may change or delete it (admins; managers for their people). */
  can_edit: boolean;
}

/** The fields a history row may name, as the API names them. */
export const HISTORY_FIELDS = ['employee', 'period', 'title', 'description', 'due_date', 'status'] as const;

export interface AgreementHistoryEntry {
  id: number;
  /** `created` or `updated`. */
  action: string;
  at: string;
  user: { id: number; full_name: string } | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** A person the caller may set agreements for (`structure/managed_employee_in_positions/`). */
export interface PersonOption {
  id: number;
  full_name: string;
  position: string;
  department_name: string | null;
  is_active: boolean;
}

export function isAgreementStatus(value: unknown): value is AgreementStatus {
  return typeof value === 'string' && (AGREEMENT_STATUSES as readonly string[]).includes(value);
}
