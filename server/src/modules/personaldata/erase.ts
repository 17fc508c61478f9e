import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Lang } from '../../../../contract/errors/index.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Tx } from '../../db/client.ts';
import { parsedRows } from '../../db/sql.ts';
import { Conflict } from '../../http/errors.ts';
import { positionsOf, type Subject } from './export.read.ts';
import { ERASED_TEXT, erasedEmail, erasedName } from './texts.ts';

/** Who erases: an admin (their user id), or the retention rule (null), and the language the name is written in. */
export type Eraser = { userId: number | null; lang: Lang; reason: 'admin' | 'retention' };

const state = z.strictObject({
  full_name: z.string(),
  erased_at: z.string().nullable(),
  active: z.number().int(),
  elsewhere: z.number().int(),
});

/**
 * The notices other people received about the person (about their forms, and the 1:1s with them) keep a copy of
 * their name, in the notice's data, its mail and its chat message: it becomes the erased name there too. The
 * notices are found by the person's forms, and the 1:1 notices by the name among those of the company's 1:1s.
 */
async function renameInOthersNotices(tx: Tx, s: Subject, fullName: string, erased: string): Promise<void> {
  if (!fullName) return;
  const mine = positionsOf(s);
  const about = sql`select n.id from notifications n where n.company_id = ${s.companyId} and n.user_id <> ${s.userId}
    and (n.form_id in (select id from assessment_forms where company_id = ${s.companyId} and employee_id in ${mine})
      or (n.kind like 'one_on_one%' and n.data->>'employee_name' = ${fullName}))`;
  await tx.execute(sql`with about as (${about}),
    chats as (update chat_deliveries set text = replace(text, ${fullName}, ${erased})
      where notification_id in (select id from about))
    update notifications n set
      data = case when n.data->>'employee_name' = ${fullName}
        then jsonb_set(n.data, '{employee_name}', to_jsonb(${erased}::text)) else n.data end,
      subject = replace(n.subject, ${fullName}, ${erased}),
      body_text = replace(n.body_text, ${fullName}, ${erased}),
      body_html = replace(n.body_html, ${fullName}, ${erased})
    where n.id in (select id from about)`);
}

/**
 * Erases a departed person, in the caller's transaction: their names become "Erased person <id>", their email a
 * `.invalid` address of their own; what they wrote (self-assessment comments and answers, the comments on their
 * review, feedback given and asked for, check-in comments, 1:1 talking points, praise, 360 decline reasons,
 * product feedback) becomes a marker; their sessions, notices, notice settings, AI usage, calendar feeds and 1:1
 * private notes are deleted; the notices others got about them name them as erased; their API tokens are revoked
 * (kept, with their creator's link). The forms, grades, goals, 360 answers and aggregates about or by them stay, so
 * every count stays the same; the 360 answers they gave never had a link to them. Refused while they hold an active
 * position here (409 person_still_active) or belong to another company (409 person_in_other_company: the account is
 * theirs there too). A second erasure changes nothing and answers the first one's time.
 */
export async function eraseInTx(
  tx: Tx,
  s: Subject,
  now: Date,
  by: Eraser,
): Promise<{ erasedAt: string; already: boolean }> {
  const mine = positionsOf(s);
  const [current] = await parsedRows(
    tx,
    state,
    sql`select trim(u.first_name || ' ' || u.last_name) as full_name,
      to_char(u.erased_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as erased_at,
      (select count(*)::int from employee_in_positions e where e.id in ${mine} and e.is_active) as active,
      (select count(*)::int from memberships m where m.user_id = u.id and m.company_id <> ${s.companyId}) as elsewhere
      from users u where u.id = ${s.userId} for update of u`,
  );
  if (current.erased_at) return { erasedAt: current.erased_at, already: true };
  if (current.active > 0) throw new Conflict('person_still_active');
  if (current.elsewhere > 0) throw new Conflict('person_in_other_company');
  const marker = ERASED_TEXT[by.lang];
  const c = s.companyId;
  const replaced = (table: string, column: string, where: ReturnType<typeof sql>) =>
    tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${marker}
      where ${sql.identifier(column)} <> '' and ${where}`);
  const theirForms = sql`form_id in (select id from assessment_forms where company_id = ${c} and employee_id in ${mine})`;

  await renameInOthersNotices(tx, s, current.full_name, erasedName(by.lang, s.userId));
  await tx.execute(sql`update users set first_name = ${erasedName(by.lang, s.userId)}, last_name = '',
    email = ${erasedEmail(s.userId)}, erased_at = ${now} where id = ${s.userId}`);
  await replaced('form_value_items', 'self_comment', theirForms);
  await replaced('form_agreement_items', 'self_comment', theirForms);
  await replaced('form_answers', 'self_text', theirForms);
  await replaced('form_participant_feedbacks', 'comment', theirForms);
  await replaced('form_participant_feedbacks', 'feedback_to_manager', theirForms);
  await replaced('peer_feedback', 'text', sql`company_id = ${c} and author_id in ${mine}`);
  await replaced('feedback_requests', 'message', sql`company_id = ${c} and requester_id in ${mine}`);
  await replaced('goal_check_ins', 'comment', sql`company_id = ${c} and user_id = ${s.userId}`);
  await replaced('one_on_one_points', 'text', sql`company_id = ${c} and author_id in ${mine}`);
  await replaced('praise', 'text', sql`company_id = ${c} and author_id in ${mine}`);
  await replaced('review360_requests', 'decline_reason', sql`company_id = ${c} and reviewer_id in ${mine}`);
  await replaced('product_feedback', 'text', sql`user_id = ${s.userId}`);
  await tx.execute(
    sql`update review360_requests set draft = '[]'::jsonb where company_id = ${c} and reviewer_id in ${mine}`,
  );
  await tx.execute(sql`delete from one_on_one_private_notes where author_id in ${mine}`);
  await tx.execute(sql`delete from one_on_one_feeds where person_id in ${mine}`);
  await tx.execute(sql`delete from sessions where user_id = ${s.userId} or impersonator_id = ${s.userId}`);
  await tx.execute(sql`delete from notifications where user_id = ${s.userId}`);
  await tx.execute(sql`delete from notification_settings where user_id = ${s.userId}`);
  await tx.execute(sql`delete from ai_usage where user_id = ${s.userId}`);
  await tx.execute(
    sql`update api_tokens set revoked_at = ${now} where created_by_id = ${s.userId} and revoked_at is null`,
  );
  await recordAudit(tx, {
    companyId: c,
    userId: by.userId,
    action: 'person.erased',
    targetType: 'user',
    targetId: s.userId,
    data: { reason: by.reason },
  });
  return { erasedAt: now.toISOString(), already: false };
}
