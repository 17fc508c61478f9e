import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { withoutKey } from '../../db/sql.ts';
import { Forbidden, ValidationError } from '../../http/errors.ts';
import { readsPersonalContent } from '../../policy.ts';
import { personNameSql } from '../oneonones/access.ts';
import { peopleOf } from './people.ts';
import type {
  FeedbackCreate,
  FeedbackListQuery,
  FeedbackOut,
  FeedbackRequestCreate,
  FeedbackRequestOut,
  FeedbackRequestQuery,
} from './recognition.schemas.ts';

const iso = (c: string) => sql.raw(`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Feedback rows as the API shows them; `where` is on `f` (peer_feedback) and `r` (the recipient's position). */
export async function feedbackRows(
  ex: Executor,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackOut[]; total: number }> {
  const rows = await rowsOf<FeedbackOut & { total: number }>(
    ex,
    sql`select f.id, f.text, f.shared_with_manager, f.request_id as request, ${iso('f.created_at')} as created_at,
        json_build_object('id', f.author_id, 'name', ${personNameSql('f.author_id')}) as author,
        json_build_object('id', f.recipient_id, 'name', ${personNameSql('f.recipient_id')}) as recipient,
        count(*) over()::int as total
      from peer_feedback f join employee_in_positions r on r.id = f.recipient_id
      where ${where} order by f.created_at desc, f.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { rows: rows.map((row) => withoutKey(row, 'total')), total: rows[0]?.total ?? 0 };
}

/** Who reads a feedback: its recipient, its author and, when shared, the recipient's manager; never staff acting. */
function assertPersonal(caller: Caller): number {
  if (!readsPersonalContent(caller)) throw new Forbidden('staff_private_content');
  return caller.member.eipId ?? 0;
}

export async function listFeedback(db: Db, caller: Caller, query: FeedbackListQuery) {
  const me = assertPersonal(caller);
  const { companyId } = caller.member;
  const box =
    query.box === 'received'
      ? sql`f.recipient_id = ${me}`
      : query.box === 'sent'
        ? sql`f.author_id = ${me}`
        : sql`f.shared_with_manager and r.manager_id = ${me}`;
  return feedbackRows(db, sql`f.company_id = ${companyId} and ${box}`, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
}

/** Signed feedback to a colleague, never oneself; answering a request marks it answered. */
export async function giveFeedback(db: Db, caller: Caller, body: FeedbackCreate): Promise<FeedbackOut> {
  const me = assertPersonal(caller);
  const { companyId } = caller.member;
  if (body.recipient === me) throw ValidationError.field('recipient', 'feedback_to_self');
  return db.transaction(async (tx) => {
    await peopleOf(tx, companyId, [body.recipient], 'recipient');
    if (body.request !== undefined) {
      const answered = await rowsOf(
        tx,
        sql`update feedback_request_people q set answered_at = coalesce(q.answered_at, now())
          from feedback_requests r where r.id = q.request_id and q.request_id = ${body.request}
            and q.person_id = ${me} and r.company_id = ${companyId} and r.subject_id = ${body.recipient}
          returning 1`,
      );
      if (!answered.length) throw ValidationError.field('request', 'feedback_request_not_yours');
    }
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into peer_feedback (company_id, author_id, recipient_id, text, shared_with_manager, request_id)
        values (${companyId}, ${me}, ${body.recipient}, ${body.text}, ${body.shared_with_manager}, ${body.request ?? null})
        returning id`,
    );
    const { rows } = await feedbackRows(tx, sql`f.id = ${row.id}`, { limit: 1, offset: 0 });
    return rows[0];
  });
}

async function requestRows(ex: Executor, me: number, where: SQL, limit: number, offset: number) {
  const rows = await rowsOf<FeedbackRequestOut & { total: number }>(
    ex,
    sql`select r.id, r.message, ${iso('r.created_at')} as created_at,
        json_build_object('id', r.requester_id, 'name', ${personNameSql('r.requester_id')}) as requester,
        json_build_object('id', r.subject_id, 'name', ${personNameSql('r.subject_id')}) as about,
        (select json_agg(json_build_object('id', q.person_id, 'name', ${personNameSql('q.person_id')},
          'answered', q.answered_at is not null) order by q.person_id)
          from feedback_request_people q where q.request_id = r.id) as people,
        exists (select 1 from feedback_request_people q where q.request_id = r.id and q.person_id = ${me}
          and q.answered_at is not null) as answered,
        count(*) over()::int as total
      from feedback_requests r where ${where} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
  return { rows: rows.map((row) => withoutKey(row, 'total')), total: rows[0]?.total ?? 0 };
}

export async function listRequests(db: Db, caller: Caller, query: FeedbackRequestQuery) {
  const me = assertPersonal(caller);
  const { companyId } = caller.member;
  const box =
    query.box === 'mine'
      ? sql`r.requester_id = ${me}`
      : sql`r.id in (select q.request_id from feedback_request_people q
          where q.company_id = ${companyId} and q.person_id = ${me})`;
  return requestRows(
    db,
    me,
    sql`r.company_id = ${companyId} and ${box}`,
    query.page_size,
    (query.page - 1) * query.page_size,
  );
}

/** A request about oneself, or (as their manager) about one of one's people, of colleagues other than that person. */
export async function requestFeedback(
  db: Db,
  caller: Caller,
  body: FeedbackRequestCreate,
): Promise<FeedbackRequestOut> {
  const me = assertPersonal(caller);
  const { companyId } = caller.member;
  const about = body.about ?? me;
  return db.transaction(async (tx) => {
    if (about !== me) {
      const subject = await peopleOf(tx, companyId, [about], 'about');
      if (subject.get(about)?.managerId !== me) throw ValidationError.field('about', 'feedback_request_about');
    }
    if (body.people.includes(about)) throw ValidationError.field('people', 'feedback_request_self');
    await peopleOf(tx, companyId, body.people, 'people');
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into feedback_requests (company_id, requester_id, subject_id, message)
        values (${companyId}, ${me}, ${about}, ${body.message}) returning id`,
    );
    for (const person of new Set(body.people))
      await tx.execute(
        sql`insert into feedback_request_people (request_id, person_id, company_id) values (${row.id}, ${person}, ${companyId})`,
      );
    const { rows } = await requestRows(tx, me, sql`r.id = ${row.id}`, 1, 0);
    return rows[0];
  });
}
