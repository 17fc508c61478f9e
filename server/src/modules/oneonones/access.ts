import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { seesWholeCompany } from '../../policy.ts';
import type { OneOnOneCadence } from '../../../../contract/enums.ts';

/** A series with the pair's names, as the services read it. */
export type SeriesRow = {
  id: number;
  manager_id: number;
  report_id: number;
  manager_name: string;
  report_name: string;
  cadence: OneOnOneCadence;
  next_meeting_at: string;
  version: number;
};

/** The name of a position's person, "First Last" or the email (contract/names.ts). */
export const personNameSql = (eip: string) =>
  sql.raw(`(select coalesce(nullif(trim(nu.first_name || ' ' || nu.last_name), ''), nu.email)
    from employee_in_positions np join users nu on nu.id = np.user_id where np.id = ${eip})`);

export const SERIES_COLUMNS = sql.raw(`s.id, s.manager_id, s.report_id, s.cadence, s.version,
  to_char(s.next_meeting_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next_meeting_at`);

/** Whether the caller is one of the pair. */
export const isMember = (caller: Caller, s: { manager_id: number; report_id: number }): boolean =>
  caller.member.eipId !== null && (caller.member.eipId === s.manager_id || caller.member.eipId === s.report_id);

/**
 * A series of the company: the pair read it and change it; an admin learns that it exists (`existence`), never
 * more; anyone else, and another company's series, is a 404.
 */
export async function loadSeries(
  ex: Executor,
  caller: Caller,
  id: number,
  opts: { existence?: boolean; lock?: boolean } = {},
): Promise<SeriesRow> {
  const [row] = await rowsOf<SeriesRow | undefined>(
    ex,
    sql`select ${SERIES_COLUMNS}, ${personNameSql('s.manager_id')} as manager_name,
        ${personNameSql('s.report_id')} as report_name
      from one_on_one_series s where s.id = ${id} and s.company_id = ${caller.member.companyId}
      ${opts.lock ? sql`for update` : sql``}`,
  );
  if (!row) throw new NotFound();
  if (isMember(caller, row)) return row;
  if (seesWholeCompany(caller.member)) {
    if (opts.existence) return row;
    throw new Forbidden('one_on_one_members_only');
  }
  throw new NotFound();
}

/** The series and meeting ids of a meeting the caller is one of the pair of (else 404, or 403 for an admin). */
export async function loadMeetingSeries(
  ex: Executor,
  caller: Caller,
  meetingId: number,
): Promise<SeriesRow & { meeting_id: number; meeting_version: number }> {
  const [row] = await rowsOf<{ series_id: number; version: number } | undefined>(
    ex,
    sql`select series_id, version from one_on_one_meetings
      where id = ${meetingId} and company_id = ${caller.member.companyId}`,
  );
  if (!row) throw new NotFound();
  const series = await loadSeries(ex, caller, row.series_id);
  return { ...series, meeting_id: meetingId, meeting_version: row.version };
}

/** The next meeting's time after `from` by the cadence. */
export function nextByCadence(from: Date, cadence: OneOnOneCadence): Date {
  const next = new Date(from);
  if (cadence === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + (cadence === 'weekly' ? 7 : 14));
  return next;
}
