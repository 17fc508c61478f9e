import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Tx } from '../../db/client.ts';
import { parsedRows } from '../../db/sql.ts';
import { eraseInTx } from './erase.ts';

const due = z.strictObject({ company_id: z.number().int(), user_id: z.number().int() });

/**
 * The companies' retention rule: in every company that set `erase_deactivated_after_days`, the people not yet
 * erased who hold positions there, none of them active, none changed within those days (a deactivation is the
 * position's last change; any later edit of the position starts the days again), and who belong to no other
 * company, are erased (erase.ts), each audited as by the rule. Run by the scheduler in one transaction under its
 * lock; `clock` gives "now". Returns how many people it erased.
 */
export async function eraseDueInTx(tx: Tx, clock: Clock): Promise<number> {
  const now = clock.now();
  const people = await parsedRows(
    tx,
    due,
    sql`select e.company_id, e.user_id from employee_in_positions e
      join companies c on c.id = e.company_id join users u on u.id = e.user_id
      where c.erase_deactivated_after_days is not null and u.erased_at is null
        and not exists (select 1 from memberships m where m.user_id = e.user_id and m.company_id <> e.company_id)
      group by e.company_id, e.user_id, c.erase_deactivated_after_days
      having not bool_or(e.is_active)
        and max(e.updated_at) <= ${now}::timestamptz - make_interval(days => c.erase_deactivated_after_days)
      order by e.company_id, e.user_id`,
  );
  for (const p of people) {
    await eraseInTx(tx, { companyId: p.company_id, userId: p.user_id }, now, {
      userId: null,
      lang: 'ru',
      reason: 'retention',
    });
  }
  return people.length;
}
