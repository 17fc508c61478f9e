import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { assertCan } from '../../policy.ts';
import { jsonRows } from '../../db/sql.ts';
import { personNameSql } from './access.ts';
import type { DashboardOut, QuestionsPut } from './oneonones.schemas.ts';

type Questions = { results: { id: number; text: string }[] };

async function readQuestions(ex: Executor, companyId: number): Promise<Questions> {
  const results = await rowsOf<{ id: number; text: string }>(
    ex,
    sql`select id, text from one_on_one_questions where company_id = ${companyId} order by position, id`,
  );
  return { results };
}

export const listQuestions = (db: Db, caller: Caller): Promise<Questions> => readQuestions(db, caller.member.companyId);

/** The company's suggested questions replaced as a whole, in the order given (admins). */
export async function replaceQuestions(db: Db, caller: Caller, body: QuestionsPut): Promise<Questions> {
  assertCan(caller.member, 'one_on_ones.questions');
  const { companyId } = caller.member;
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from one_on_one_questions where company_id = ${companyId}`);
    if (body.questions.length)
      await tx.execute(
        sql`insert into one_on_one_questions (company_id, text, position)
          select ${companyId}, q.text, q.position from jsonb_to_recordset(${jsonRows(
            body.questions.map((text, position) => ({ text, position })),
          )}) as q(text text, position int)`,
      );
    return readQuestions(tx, companyId);
  });
}

/** The caller's next meeting (either side) and their open action items, due first; two statements. */
export async function oneOnOneDashboard(db: Db, caller: Caller): Promise<DashboardOut> {
  const { companyId, eipId } = caller.member;
  if (eipId === null) return { next_meeting: null, action_items: [] };
  const iso = (c: string) => sql.raw(`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const [next] = await rowsOf<
    { id: number; series: number; scheduled_at: string; with_id: number; with_name: string } | undefined
  >(
    db,
    sql`select m.id, m.series_id as series, ${iso('m.scheduled_at')} as scheduled_at, w.id as with_id,
        ${personNameSql('w.id')} as with_name
      from one_on_one_series s
      join lateral (select * from one_on_one_meetings m where m.series_id = s.id and m.status = 'scheduled'
        order by m.scheduled_at desc, m.id desc limit 1) m on true
      join employee_in_positions w on w.id = case when s.manager_id = ${eipId} then s.report_id else s.manager_id end
      where s.company_id = ${companyId} and (s.manager_id = ${eipId} or s.report_id = ${eipId})
      order by m.scheduled_at, m.id limit 1`,
  );
  const items = await rowsOf<DashboardOut['action_items'][number]>(
    db,
    sql`select a.id, a.text, a.due_date::text, a.done, a.first_meeting_id <> a.meeting_id as carried,
        a.first_meeting_id as first_meeting, ${iso('a.created_at')} as created_at, a.meeting_id as meeting,
        a.series_id as series, json_build_object('id', a.owner_id, 'name', ${personNameSql('a.owner_id')}) as owner
      from one_on_one_action_items a
      where a.company_id = ${companyId} and a.owner_id = ${eipId} and not a.done
      order by a.due_date nulls last, a.id limit 20`,
  );
  return {
    next_meeting: next
      ? {
          id: next.id,
          series: next.series,
          scheduled_at: next.scheduled_at,
          with: { id: next.with_id, name: next.with_name },
        }
      : null,
    action_items: items,
  };
}
