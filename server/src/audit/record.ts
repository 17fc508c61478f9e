import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { noteAudited } from './request-audits.ts';

/** What an audit row says: who did what to which object, and the object's state before and after where kept. */
export type AuditEntry = {
  /** The company the change belongs to; null for what is not a company's (a sign-in, staff work across companies). */
  companyId: number | null;
  /** The person who did it: under impersonation the staff member, never the person shown. */
  userId: number | null;
  /** `area.verb`, e.g. `api_token.created`, `webhook.deleted`, `person.erased`. */
  action: string;
  targetType?: string;
  targetId?: number | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Anything else worth keeping (a reason, a name); never a secret. */
  data?: Record<string, unknown>;
  /** When it happened, where the change reads an injected clock; else the database's now. */
  at?: Date;
};

/**
 * The one way a change is audited: written in the change's own transaction (pass the transaction), so a change
 * that rolls back leaves no row, and a row never lacks its change. The audit page reads `before` and `after`.
 */
export async function recordAudit(ex: Executor, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (!entries.length) return;
  await ex.insert(auditLog).values(entries.map(rowOf));
  noteAudited(entries.length);
}

function rowOf(entry: AuditEntry): typeof auditLog.$inferInsert {
  const data: Record<string, unknown> = { ...entry.data };
  if (entry.before !== undefined) data.before = entry.before;
  if (entry.after !== undefined) data.after = entry.after;
  return {
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? null,
    data,
    ...(entry.at ? { at: entry.at } : {}),
  };
}

/**
 * Who a company route's caller is in an audit row: the staff member under impersonation (the person shown kept
 * as `as_user`), else the caller; in the caller's company.
 */
export function auditedBy(caller: {
  userId: number;
  impersonatorId: number | null;
  member: { companyId: number };
}): Pick<AuditEntry, 'companyId' | 'userId' | 'data'> {
  return {
    companyId: caller.member.companyId,
    userId: caller.impersonatorId ?? caller.userId,
    data: caller.impersonatorId === null ? {} : { as_user: caller.userId },
  };
}
