import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { agreements } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import { Forbidden, NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { readsPersonalContent } from '../../policy.ts';
import { readsGoalSql } from '../goals/goals.access.ts';
import { loadMeetingSeries, loadSeries, type SeriesRow } from './access.ts';
import { getMeeting } from './meetings.read.ts';
import type {
  ActionItemCreate,
  ActionItemPatch,
  MeetingCreate,
  MeetingOut,
  MeetingPatch,
  PointPatch,
} from './oneonones.schemas.ts';
import { defaultNextAt } from './series.service.ts';

/**
 * The next meeting of a series: the latest one is held; its points not discussed are copied to the new one
 * (`carried_from`), and every open action item of the series moves to it.
 */
export async function createMeeting(
  db: Db,
  caller: Caller,
  clock: Clock,
  seriesId: number,
  body: MeetingCreate,
): Promise<MeetingOut> {
  return db.transaction(async (tx) => {
    const series = await loadSeries(tx, caller, seriesId, { lock: true });
    const [latest] = await rowsOf<{ id: number; scheduled_at: string } | undefined>(
      tx,
      sql`select id, scheduled_at::text from one_on_one_meetings where series_id = ${seriesId}
        order by scheduled_at desc, id desc limit 1`,
    );
    const at = body.scheduled_at
      ? new Date(body.scheduled_at)
      : defaultNextAt(latest ? new Date(latest.scheduled_at) : null, series.cadence, clock.now());
    const [meeting] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into one_on_one_meetings (company_id, series_id, scheduled_at)
        values (${caller.member.companyId}, ${seriesId}, ${at.toISOString()}) returning id`,
    );
    if (latest) {
      await tx.execute(
        sql`update one_on_one_meetings set status = 'held', version = version + 1, updated_at = now()
          where id = ${latest.id} and status = 'scheduled'`,
      );
      await tx.execute(
        sql`insert into one_on_one_points (company_id, meeting_id, author_id, text, carried_from_id, position)
          select company_id, ${meeting.id}, author_id, text, id, position from one_on_one_points
          where meeting_id = ${latest.id} and not discussed`,
      );
    }
    await tx.execute(
      sql`update one_on_one_action_items set meeting_id = ${meeting.id} where series_id = ${seriesId} and not done`,
    );
    await tx.execute(
      sql`update one_on_one_series set next_meeting_at = ${at.toISOString()}, version = version + 1,
        updated_at = now() where id = ${seriesId}`,
    );
    return getMeeting(tx, caller, meeting.id);
  });
}

/** The shared notes, the status or the time, at the version the caller read (409 with the current meeting). */
export async function updateMeeting(db: Db, caller: Caller, id: number, body: MeetingPatch): Promise<MeetingOut> {
  return db.transaction(async (tx) => {
    const meeting = await loadMeetingSeries(tx, caller, id);
    if (meeting.meeting_version !== body.version) throw new StaleVersion(await getMeeting(tx, caller, id));
    await tx.execute(
      sql`update one_on_one_meetings set shared_notes = coalesce(${body.shared_notes ?? null}, shared_notes),
        status = coalesce(${body.status ?? null}::one_on_one_meeting_status, status),
        scheduled_at = coalesce(${body.scheduled_at ?? null}::timestamptz, scheduled_at),
        version = version + 1, updated_at = now() where id = ${id}`,
    );
    return getMeeting(tx, caller, id);
  });
}

/** The caller's own note; staff acting as them neither read nor write it. */
export async function writePrivateNote(db: Db, caller: Caller, id: number, text: string): Promise<MeetingOut> {
  if (!readsPersonalContent(caller)) throw new Forbidden('one_on_one_impersonation');
  await loadMeetingSeries(db, caller, id);
  await db.execute(
    sql`insert into one_on_one_private_notes (meeting_id, author_id, text) values (${id}, ${caller.member.eipId}, ${text})
      on conflict (meeting_id, author_id) do update set text = excluded.text, updated_at = now()`,
  );
  return getMeeting(db, caller, id);
}

export async function addPoint(db: Db, caller: Caller, id: number, text: string): Promise<MeetingOut> {
  await loadMeetingSeries(db, caller, id);
  await db.execute(
    sql`insert into one_on_one_points (company_id, meeting_id, author_id, text, position)
      values (${caller.member.companyId}, ${id}, ${caller.member.eipId}, ${text},
        (select coalesce(max(position), 0) + 1 from one_on_one_points where meeting_id = ${id}))`,
  );
  return getMeeting(db, caller, id);
}

/** A 404 unless the meeting has that entry. */
function found(rows: unknown[]): void {
  if (!rows.length) throw new NotFound('one_on_one_not_in_meeting');
}

export async function updatePoint(
  db: Db,
  caller: Caller,
  id: number,
  pointId: number,
  body: PointPatch,
): Promise<MeetingOut> {
  await loadMeetingSeries(db, caller, id);
  found(
    await rowsOf(
      db,
      sql`update one_on_one_points set text = coalesce(${body.text ?? null}, text),
        discussed = coalesce(${body.discussed ?? null}::boolean, discussed)
        where id = ${pointId} and meeting_id = ${id} returning id`,
    ),
  );
  return getMeeting(db, caller, id);
}

export async function deletePoint(db: Db, caller: Caller, id: number, pointId: number): Promise<MeetingOut> {
  await loadMeetingSeries(db, caller, id);
  found(await rowsOf(db, sql`delete from one_on_one_points where id = ${pointId} and meeting_id = ${id} returning id`));
  return getMeeting(db, caller, id);
}

/** An action item's owner is one of the pair (400 naming `owner`). */
function ownerOf(series: SeriesRow, owner: number): number {
  if (owner !== series.manager_id && owner !== series.report_id)
    throw ValidationError.field('owner', 'one_on_one_owner_not_member');
  return owner;
}

export async function addActionItem(db: Db, caller: Caller, id: number, body: ActionItemCreate): Promise<MeetingOut> {
  const meeting = await loadMeetingSeries(db, caller, id);
  const owner = ownerOf(meeting, body.owner ?? caller.member.eipId ?? 0);
  await db.execute(
    sql`insert into one_on_one_action_items (company_id, series_id, meeting_id, first_meeting_id, owner_id, text, due_date)
      values (${caller.member.companyId}, ${meeting.id}, ${id}, ${id}, ${owner}, ${body.text}, ${body.due_date})`,
  );
  return getMeeting(db, caller, id);
}

export async function updateActionItem(
  db: Db,
  caller: Caller,
  id: number,
  itemId: number,
  body: ActionItemPatch,
): Promise<MeetingOut> {
  const meeting = await loadMeetingSeries(db, caller, id);
  const owner = body.owner === undefined ? null : ownerOf(meeting, body.owner);
  const due = body.due_date === undefined ? sql`due_date` : sql`${body.due_date}::date`;
  found(
    await rowsOf(
      db,
      sql`update one_on_one_action_items set text = coalesce(${body.text ?? null}, text),
        owner_id = coalesce(${owner}::int, owner_id), due_date = ${due},
        done = coalesce(${body.done ?? null}::boolean, done),
        done_at = case when coalesce(${body.done ?? null}::boolean, done) then coalesce(done_at, now()) end
        where id = ${itemId} and meeting_id = ${id} returning id`,
    ),
  );
  return getMeeting(db, caller, id);
}

export async function deleteActionItem(db: Db, caller: Caller, id: number, itemId: number): Promise<MeetingOut> {
  await loadMeetingSeries(db, caller, id);
  found(
    await rowsOf(db, sql`delete from one_on_one_action_items where id = ${itemId} and meeting_id = ${id} returning id`),
  );
  return getMeeting(db, caller, id);
}

/** A goal of the company the caller may read (400 naming `goal` otherwise). */
export async function linkGoal(db: Db, caller: Caller, id: number, goalId: number): Promise<MeetingOut> {
  await loadMeetingSeries(db, caller, id);
  const [goal] = await rowsOf<{ id: number } | undefined>(
    db,
    sql`select id from agreements where id = ${goalId} and company_id = ${caller.member.companyId}
      and ${readsGoalSql(caller.member, agreements)}`,
  );
  if (!goal) throw ValidationError.field('goal', 'one_on_one_goal_not_found');
  await db.execute(
    sql`insert into one_on_one_meeting_goals (meeting_id, goal_id) values (${id}, ${goalId}) on conflict do nothing`,
  );
  return getMeeting(db, caller, id);
}

export async function unlinkGoal(db: Db, caller: Caller, id: number, goalId: number): Promise<MeetingOut> {
  await loadMeetingSeries(db, caller, id);
  await db.execute(sql`delete from one_on_one_meeting_goals where meeting_id = ${id} and goal_id = ${goalId}`);
  return getMeeting(db, caller, id);
}
