import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreementHistory, users, type FieldChange } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { totalOf } from '../../http/pagination.ts';
import { fullNameSql } from '../../db/sql.ts';
import type { AgreementHistoryOut, FieldValue } from './agreements.schemas.ts';
import { loadVisible } from './agreements.service.ts';

/** The history stores the values the API gave the fields: texts, ids, dates, or nothing. */
const fieldValue = (v: unknown): FieldValue => (typeof v === 'string' || typeof v === 'number' ? v : null);

function changesOf(stored: Record<string, FieldChange>): AgreementHistoryOut['changes'] {
  const out: AgreementHistoryOut['changes'] = {};
  for (const [field, change] of Object.entries(stored)) {
    out[field] = { before: fieldValue(change.before), after: fieldValue(change.after) };
  }
  return out;
}

/** Newest first, with the author's name; two statements: may the caller read it, then the page. */
export async function agreementHistoryPage(
  db: Db,
  member: Member,
  id: number,
  page: number,
  pageSize: number,
): Promise<{ results: AgreementHistoryOut[]; total: number }> {
  await loadVisible(db, member, id);
  const h = agreementHistory;
  const where = and(eq(h.companyId, member.companyId), eq(h.agreementId, id));
  const rows = await db
    .select({ row: h, userName: fullNameSql(users), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(h)
    .leftJoin(users, eq(users.id, h.userId))
    .where(where)
    .orderBy(desc(h.at), desc(h.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const results = rows.map((r): AgreementHistoryOut => ({
    id: r.row.id,
    action: r.row.action === 'created' ? 'created' : 'updated',
    at: r.row.at.toISOString(),
    user: r.row.userId === null ? null : { id: r.row.userId, full_name: r.userName },
    changes: changesOf(r.row.changes),
  }));
  const total = await totalOf(rows, page, async () => db.$count(h, where));
  return { results, total };
}
