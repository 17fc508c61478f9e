import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The first key of the advisory lock taken by structure writes; the second is the company id. */
const STRUCTURE_LOCK = 73_010;

/**
 * Serialises structure writes of one company until the transaction ends, so that two concurrent moves
 * cannot together build a department or manager cycle that each alone would not. Other companies and
 * readers are not blocked. Works across server processes (the lock lives in PostgreSQL).
 */
export async function lockStructure(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STRUCTURE_LOCK}::int, ${companyId}::int)`);
}
