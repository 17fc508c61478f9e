import type { FieldChange } from '../../db/schema/index.ts';
import type { AgreementCreate, AgreementPatch } from './agreements.schemas.ts';

/** An agreement's writable columns, as a body names them and as its history records them. */
export type Fields = {
  employeeId: number;
  periodId: number;
  title: string;
  description: string;
  dueDate: string | null;
  status: AgreementCreate['status'];
};
/** The columns a body may set, named as the API names them (in the history too). */
const API_NAMES = {
  employeeId: 'employee',
  periodId: 'period',
  title: 'title',
  description: 'description',
  dueDate: 'due_date',
  status: 'status',
} as const satisfies Record<keyof Fields, string>;
const COLUMNS: readonly (keyof Fields)[] = ['employeeId', 'periodId', 'title', 'description', 'dueDate', 'status'];

export function columnsOf(b: AgreementCreate): Fields {
  return {
    employeeId: b.employee,
    periodId: b.period,
    title: b.title,
    description: b.description,
    dueDate: b.due_date,
    status: b.status,
  };
}

/** The columns a PATCH sets: those it names. */
export function changedColumnsOf(b: AgreementPatch): Partial<Fields> {
  const out: Partial<Fields> = {};
  if (b.employee !== undefined) out.employeeId = b.employee;
  if (b.period !== undefined) out.periodId = b.period;
  if (b.title !== undefined) out.title = b.title;
  if (b.description !== undefined) out.description = b.description;
  if (b.due_date !== undefined) out.dueDate = b.due_date;
  if (b.status !== undefined) out.status = b.status;
  return out;
}

/** {field: {before, after}} for the fields whose value changes, named as the API names them. */
export function diff(before: Partial<Fields>, after: Partial<Fields>): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of COLUMNS) {
    if (!(key in after)) continue;
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now) changes[API_NAMES[key]] = { before: was, after: now };
  }
  return changes;
}
