import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { Conflict, Forbidden, StaleVersion, ValidationError } from '../../http/errors.ts';
import { likePattern } from '../../http/pagination.ts';
import { assertCan } from '../../policy.ts';
import { ONE_ON_ONE_FIRST_MEETING_DAYS_MAX } from '../../../../contract/limits.ts';
import { isMember, loadSeries, nextByCadence, personNameSql, SERIES_COLUMNS, type SeriesRow } from './access.ts';
import type { SeriesCreate, SeriesListQuery, SeriesOut, SeriesPatch } from './oneonones.schemas.ts';

type ListRow = SeriesRow & { upcoming_meeting: number | null; meeting_count: number; open_action_items: number };

/** The columns of a series row beyond its own: the names, the meeting to prepare and the counts. */
const extraColumns = sql`${personNameSql('s.manager_id')} as manager_name, ${personNameSql('s.report_id')} as report_name,
  (select m.id from one_on_one_meetings m where m.series_id = s.id and m.status = 'scheduled'
    order by m.scheduled_at desc, m.id desc limit 1) as upcoming_meeting,
  (select count(*)::int from one_on_one_meetings m where m.series_id = s.id) as meeting_count,
  (select count(*)::int from one_on_one_action_items a where a.series_id = s.id and not a.done) as open_action_items`;

function toOut(caller: Caller, r: ListRow): SeriesOut {
  return {
    id: r.id,
    manager: { id: r.manager_id, name: r.manager_name },
    report: { id: r.report_id, name: r.report_name },
    cadence: r.cadence,
    next_meeting_at: r.next_meeting_at,
    upcoming_meeting: r.upcoming_meeting,
    meeting_count: r.meeting_count,
    open_action_items: r.open_action_items,
    is_member: isMember(caller, r),
    version: r.version,
  };
}

/** The caller's series (either side), or every series of the company for an admin, by the next meeting. */
export async function listSeries(
  db: Db,
  caller: Caller,
  query: SeriesListQuery,
): Promise<{ rows: SeriesOut[]; total: number }> {
  const { companyId, eipId } = caller.member;
  if (query.scope === 'company') assertCan(caller.member, 'one_on_ones.company');
  else if (eipId === null) return { rows: [], total: 0 };
  const mine: SQL = query.scope === 'company' ? sql`true` : sql`(s.manager_id = ${eipId} or s.report_id = ${eipId})`;
  const search = query.search
    ? sql`and exists (select 1 from employee_in_positions p join users u on u.id = p.user_id
        where p.id in (s.manager_id, s.report_id)
          and (u.first_name || ' ' || u.last_name ilike ${likePattern(query.search)}
            or u.last_name || ' ' || u.first_name ilike ${likePattern(query.search)}))`
    : sql``;
  const rows = await rowsOf<ListRow & { total: number }>(
    db,
    sql`select ${SERIES_COLUMNS}, ${extraColumns}, count(*) over()::int as total
      from one_on_one_series s where s.company_id = ${companyId} and ${mine} ${search}
      order by s.next_meeting_at, s.id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return { rows: rows.map((r) => toOut(caller, r)), total: rows[0]?.total ?? 0 };
}

async function readSeries(ex: Executor, caller: Caller, id: number): Promise<SeriesOut> {
  const [row] = await rowsOf<ListRow>(
    ex,
    sql`select ${SERIES_COLUMNS}, ${extraColumns} from one_on_one_series s
      where s.id = ${id} and s.company_id = ${caller.member.companyId}`,
  );
  return toOut(caller, row);
}

export async function getSeries(db: Db, caller: Caller, id: number): Promise<SeriesOut> {
  await loadSeries(db, caller, id, { existence: true });
  return readSeries(db, caller, id);
}

/**
 * A series between the caller and their manager or one of their direct people, with its first meeting: not in
 * the past, at most a year ahead (400 naming the field); a pair has one series (409).
 */
export async function createSeries(db: Db, caller: Caller, clock: Clock, body: SeriesCreate): Promise<SeriesOut> {
  const { companyId, eipId } = caller.member;
  if (eipId === null) throw new Forbidden('one_on_one_not_pair');
  const first = new Date(body.first_meeting_at);
  const now = clock.now();
  if (first.getTime() < now.getTime()) throw ValidationError.field('first_meeting_at', 'one_on_one_in_past');
  if (first.getTime() > now.getTime() + ONE_ON_ONE_FIRST_MEETING_DAYS_MAX * 86_400_000)
    throw ValidationError.field('first_meeting_at', 'one_on_one_too_far');
  return db.transaction(async (tx) => {
    const [pair] = await rowsOf<{ manager_id: number; report_id: number } | undefined>(
      tx,
      sql`select case when o.manager_id = me.id then me.id else o.id end as manager_id,
          case when o.manager_id = me.id then o.id else me.id end as report_id
        from employee_in_positions me, employee_in_positions o
        where me.id = ${eipId} and o.id = ${body.with} and o.company_id = ${companyId} and o.is_active
          and o.id <> me.id and (o.manager_id = me.id or me.manager_id = o.id)`,
    );
    if (!pair) throw ValidationError.field('with', 'one_on_one_not_pair');
    const [created] = await rowsOf<{ id: number } | undefined>(
      tx,
      sql`insert into one_on_one_series (company_id, manager_id, report_id, cadence, next_meeting_at, created_by_id)
        values (${companyId}, ${pair.manager_id}, ${pair.report_id}, ${body.cadence}, ${first.toISOString()},
          ${caller.userId})
        on conflict (company_id, manager_id, report_id) do nothing returning id`,
    );
    if (!created) throw new Conflict('one_on_one_exists');
    await tx.execute(
      sql`insert into one_on_one_meetings (company_id, series_id, scheduled_at)
        values (${companyId}, ${created.id}, ${first.toISOString()})`,
    );
    return readSeries(tx, caller, created.id);
  });
}

/** The cadence or the next date (moving the upcoming meeting with it); either of the two may change it. */
export async function updateSeries(db: Db, caller: Caller, id: number, body: SeriesPatch): Promise<SeriesOut> {
  return db.transaction(async (tx) => {
    const current = await loadSeries(tx, caller, id, { lock: true });
    if (current.version !== body.version) throw new StaleVersion(await readSeries(tx, caller, id));
    const next = body.next_meeting_at ?? current.next_meeting_at;
    await tx.execute(
      sql`update one_on_one_series set cadence = ${body.cadence ?? current.cadence}, next_meeting_at = ${next},
        version = version + 1, updated_at = now() where id = ${id}`,
    );
    if (body.next_meeting_at)
      await tx.execute(
        sql`update one_on_one_meetings set scheduled_at = ${next}, version = version + 1, updated_at = now()
          where id = (select id from one_on_one_meetings where series_id = ${id} and status = 'scheduled'
            order by scheduled_at desc, id desc limit 1)`,
      );
    return readSeries(tx, caller, id);
  });
}

/** When the meeting after the latest one is due by the cadence: the first such time not in the past. */
export function defaultNextAt(latest: Date | null, cadence: SeriesRow['cadence'], now: Date): Date {
  let next = nextByCadence(latest ?? now, cadence);
  while (next.getTime() < now.getTime()) next = nextByCadence(next, cadence);
  return next;
}
