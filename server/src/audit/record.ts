import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

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
};

/**
 * The one way a change is audited: written in the change's own transaction (pass the transaction), so a change
 * that rolls back leaves no row, and a row never lacks its change. The audit page reads `before` and `after`.
 */
export async function recordAudit(ex: Executor, entry: AuditEntry): Promise<void> {
  const data: Record<string, unknown> = { ...entry.data };
  if (entry.before !== undefined) data.before = entry.before;
  if (entry.after !== undefined) data.after = entry.after;
  await ex.insert(auditLog).values({
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? null,
    data,
  });
}
