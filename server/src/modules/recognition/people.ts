import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { intArray } from '../../db/sql.ts';
import { ValidationError } from '../../http/errors.ts';

/** The active people of the company among `ids`, with their manager; any other id is a 400 naming `field`. */
export async function peopleOf(
  ex: Executor,
  companyId: number,
  ids: readonly number[],
  field: string,
): Promise<Map<number, { managerId: number | null }>> {
  const rows = await rowsOf<{ id: number; manager_id: number | null }>(
    ex,
    sql`select id, manager_id from employee_in_positions
      where company_id = ${companyId} and is_active and id = any(${intArray(ids)})`,
  );
  if (rows.length !== new Set(ids).size) throw ValidationError.field(field, 'person_not_in_company');
  return new Map(rows.map((r) => [r.id, { managerId: r.manager_id }]));
}
