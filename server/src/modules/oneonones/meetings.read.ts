import { aliasedTable, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import { agreements } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { withoutKey } from '../../db/sql.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import { likePattern } from '../../http/pagination.ts';
import { readsPersonalContent, seesWholeCompany } from '../../policy.ts';
import { AGREEMENT_STATUS_TO_GOAL, type AgreementStatus } from '../../../../contract/enums.ts';
import { readsGoalSql } from '../goals/goals.access.ts';
import { isMember, loadSeries, personNameSql } from './access.ts';
import type {
  ActionItemOut,
  MeetingGoalOut,
  MeetingListQuery,
  MeetingOut,
  MeetingRowOut,
  PointOut,
} from './oneonones.schemas.ts';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const counts = sql`(select count(*)::int from one_on_one_points p where p.meeting_id = m.id) as point_count,
  (select count(*)::int from one_on_one_points p where p.meeting_id = m.id and not p.discussed) as open_point_count,
  (select count(*)::int from one_on_one_action_items a where a.meeting_id = m.id) as action_item_count`;

/** A series' meetings, newest first; the search matches the shared notes and the talking points. */
export async function listMeetings(
  db: Db,
  caller: Caller,
  seriesId: number,
  query: MeetingListQuery,
): Promise<{ rows: MeetingRowOut[]; total: number }> {
  await loadSeries(db, caller, seriesId);
  const when =
    query.when === 'past'
      ? sql`and m.status <> 'scheduled'`
      : query.when === 'upcoming'
        ? sql`and m.status = 'scheduled'`
        : sql``;
  const pattern = query.search ? likePattern(query.search) : null;
  const search = pattern
    ? sql`and (m.shared_notes ilike ${pattern} or exists (select 1 from one_on_one_points p
        where p.meeting_id = m.id and p.text ilike ${pattern}))`
    : sql``;
  const rows = await rowsOf<MeetingRowOut & { total: number }>(
    db,
    sql`select m.id, m.series_id as series, ${iso('m.scheduled_at')} as scheduled_at, m.status, ${counts},
        split_part(m.shared_notes, E'\\n', 1) as notes_excerpt, count(*) over()::int as total
      from one_on_one_meetings m where m.series_id = ${seriesId} ${when} ${search}
      order by m.scheduled_at desc, m.id desc
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return { rows: rows.map((row) => withoutKey(row, 'total')), total: rows[0]?.total ?? 0 };
}

type MeetingRow = Omit<MeetingOut, 'manager' | 'report' | 'goals' | 'private_note'> & {
  manager_id: number;
  report_id: number;
  manager_name: string;
  report_name: string;
  private_note: string | null;
  goals: (Omit<MeetingGoalOut, 'status'> & { status: AgreementStatus })[];
};

/** A linked goal's columns under the alias the meeting's statement reads it by. */
const goal = aliasedTable(agreements, 'g');

/**
 * A meeting's page in one statement: the meeting and its pair, the agenda, the action items, the linked goals the
 * caller may read (the other side may have linked a private goal of someone they manage), the caller's own private
 * note (never while staff act as them) and the company's questions. The caller must be one of
 * the pair: an admin is refused (403), anyone else does not see it (404).
 */
export async function getMeeting(ex: Executor, caller: Caller, id: number): Promise<MeetingOut> {
  const { companyId, eipId } = caller.member;
  const author = readsPersonalContent(caller) && eipId !== null ? eipId : 0;
  const [row] = await rowsOf<MeetingRow | undefined>(
    ex,
    sql`select m.id, m.series_id as series, ${iso('m.scheduled_at')} as scheduled_at, m.status, ${counts},
        m.shared_notes, m.version, s.manager_id, s.report_id,
        ${personNameSql('s.manager_id')} as manager_name, ${personNameSql('s.report_id')} as report_name,
        (select n.text from one_on_one_private_notes n where n.meeting_id = m.id and n.author_id = ${author})
          as private_note,
        coalesce((select json_agg(json_build_object('id', p.id, 'text', p.text, 'discussed', p.discussed,
            'carried_from', p.carried_from_id, 'created_at', ${iso('p.created_at')},
            'author', case when p.author_id is null then null
              else json_build_object('id', p.author_id, 'name', ${personNameSql('p.author_id')}) end)
            order by p.position, p.id)
          from one_on_one_points p where p.meeting_id = m.id), '[]') as points,
        coalesce((select json_agg(json_build_object('id', a.id, 'text', a.text, 'due_date', a.due_date,
            'done', a.done, 'carried', a.first_meeting_id <> a.meeting_id, 'first_meeting', a.first_meeting_id,
            'created_at', ${iso('a.created_at')},
            'owner', json_build_object('id', a.owner_id, 'name', ${personNameSql('a.owner_id')}))
            order by a.done, a.due_date nulls last, a.id)
          from one_on_one_action_items a where a.meeting_id = m.id), '[]') as action_items,
        coalesce((select json_agg(json_build_object('id', g.id, 'title', g.title, 'status', g.status,
            'health', g.health, 'progress', g.progress) order by g.title, g.id)
          from one_on_one_meeting_goals mg join ${agreements} g on g.id = mg.goal_id
          where mg.meeting_id = m.id and ${readsGoalSql(caller.member, goal)}), '[]') as goals,
        coalesce((select json_agg(q.text order by q.position, q.id) from one_on_one_questions q
          where q.company_id = m.company_id), '[]') as questions
      from one_on_one_meetings m join one_on_one_series s on s.id = m.series_id
      where m.id = ${id} and m.company_id = ${companyId}`,
  );
  if (!row) throw new NotFound();
  if (!isMember(caller, row)) {
    if (seesWholeCompany(caller.member)) throw new Forbidden('one_on_one_members_only');
    throw new NotFound();
  }
  const { manager_id, report_id, manager_name, report_name, goals, private_note, ...rest } = row;
  return {
    ...rest,
    points: rest.points satisfies PointOut[],
    action_items: rest.action_items satisfies ActionItemOut[],
    manager: { id: manager_id, name: manager_name },
    report: { id: report_id, name: report_name },
    private_note: private_note ?? '',
    goals: goals.map((g) => ({ ...g, status: AGREEMENT_STATUS_TO_GOAL[g.status] })),
  };
}
