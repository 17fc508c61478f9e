import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { withoutKey } from '../../db/sql.ts';
import { Forbidden, NotFound, ValidationError } from '../../http/errors.ts';
import { actsAsThemselves, assertCan, seesWholeCompany } from '../../policy.ts';
import type { PraiseReaction } from '../../../../contract/enums.ts';
import { personNameSql } from '../oneonones/access.ts';
import { peopleOf } from './people.ts';
import type { PraiseCreate, PraiseFeedQuery, PraiseOut } from './recognition.schemas.ts';

const iso = (c: string) => sql.raw(`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type Row = PraiseOut & { cursor: string };

/**
 * Praise as the feed shows it, in one statement: the author, the people thanked, the value, the reactions with the
 * caller's own. Members never see a hidden praise; admins see it with why and by whom.
 */
export async function praiseRows(ex: Executor, caller: Caller, where: SQL, limit: number): Promise<Row[]> {
  const me = caller.member.eipId ?? 0;
  const admin = seesWholeCompany(caller.member);
  const rows = await rowsOf<Row>(
    ex,
    sql`select p.id, p.text, ${iso('p.created_at')} as created_at, p.hidden,
        case when ${admin} then p.hidden_reason else '' end as hidden_reason,
        case when ${admin} and p.hidden then (select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
          from users u where u.id = p.hidden_by_id) end as hidden_by,
        json_build_object('id', p.author_id, 'name', ${personNameSql('p.author_id')}) as author,
        (select json_build_object('id', v.id, 'name', v.name) from values v where v.id = p.value_id) as value,
        (select json_agg(json_build_object('id', r.recipient_id, 'name', ${personNameSql('r.recipient_id')})
          order by r.recipient_id) from praise_recipients r where r.praise_id = p.id) as recipients,
        coalesce((select json_agg(json_build_object('kind', x.kind, 'count', x.n, 'mine', x.mine) order by x.kind)
          from (select kind, count(*)::int as n, bool_or(person_id = ${me}) as mine from praise_reactions
            where praise_id = p.id group by kind) x), '[]') as reactions,
        ((extract(epoch from p.created_at) * 1000000)::bigint)::text || ':' || p.id as cursor
      from praise p
      where ${where} ${admin ? sql`` : sql`and not p.hidden`}
      order by p.created_at desc, p.id desc limit ${limit}`,
  );
  return rows;
}

/** The feed, newest first, by keyset on (created_at, id): a page costs the same at any depth and company size. */
export async function praiseFeed(db: Db, caller: Caller, query: PraiseFeedQuery) {
  const { companyId } = caller.member;
  let where = sql`p.company_id = ${companyId}`;
  if (query.cursor) {
    const [micros, id] = query.cursor.split(':').map(Number);
    where = sql`${where} and (p.created_at, p.id) < (timestamptz 'epoch' + ${micros} * interval '1 microsecond', ${id})`;
  }
  if (query.recipient !== undefined)
    where = sql`${where} and p.id in (select r.praise_id from praise_recipients r
      where r.company_id = ${companyId} and r.recipient_id = ${query.recipient})`;
  const rows = await praiseRows(db, caller, where, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    results: page.map((row) => withoutKey(row, 'cursor')),
    next: rows.length > query.limit ? (page.at(-1)?.cursor ?? null) : null,
  };
}

async function onePraise(ex: Executor, caller: Caller, id: number): Promise<PraiseOut> {
  const row = (await praiseRows(ex, caller, sql`p.id = ${id} and p.company_id = ${caller.member.companyId}`, 1)).at(0);
  if (!row) throw new NotFound();
  return withoutKey(row, 'cursor');
}

/**
 * A praise of colleagues (never oneself) for one of the company's active values (400 naming `value`), signed by its
 * author: never written by staff acting as someone.
 */
export async function createPraise(db: Db, caller: Caller, body: PraiseCreate): Promise<PraiseOut> {
  const { companyId, eipId } = caller.member;
  if (!actsAsThemselves(caller)) throw new Forbidden('praise_impersonation');
  if (body.value === undefined) throw ValidationError.field('value', 'praise_value_required');
  if (eipId === null || body.recipients.includes(eipId)) throw ValidationError.field('recipients', 'praise_to_self');
  return db.transaction(async (tx) => {
    const [value] = await rowsOf(
      tx,
      sql`select id from values where id = ${body.value} and company_id = ${companyId} and is_active`,
    );
    if (!value) throw ValidationError.field('value', 'praise_value_not_found');
    await peopleOf(tx, companyId, body.recipients, 'recipients');
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into praise (company_id, author_id, value_id, text) values (${companyId}, ${eipId}, ${body.value}, ${body.text})
        returning id`,
    );
    for (const person of new Set(body.recipients))
      await tx.execute(
        sql`insert into praise_recipients (praise_id, recipient_id, company_id) values (${row.id}, ${person}, ${companyId})`,
      );
    return onePraise(tx, caller, row.id);
  });
}

export async function react(db: Db, caller: Caller, id: number, kind: PraiseReaction, on: boolean) {
  await onePraise(db, caller, id);
  const me = caller.member.eipId;
  if (me === null) throw new NotFound();
  if (on)
    await db.execute(
      sql`insert into praise_reactions (praise_id, person_id, kind) values (${id}, ${me}, ${kind}) on conflict do nothing`,
    );
  else
    await db.execute(
      sql`delete from praise_reactions where praise_id = ${id} and person_id = ${me} and kind = ${kind}`,
    );
  return onePraise(db, caller, id);
}

/** Hidden from the feed with a reason, kept with who hid it (admins). */
export async function hidePraise(db: Db, caller: Caller, id: number, reason: string): Promise<PraiseOut> {
  assertCan(caller.member, 'praise.hide');
  const rows = await rowsOf(
    db,
    sql`update praise set hidden = true, hidden_reason = ${reason}, hidden_by_id = ${caller.userId}, hidden_at = now()
      where id = ${id} and company_id = ${caller.member.companyId} returning id`,
  );
  if (!rows.length) throw new NotFound();
  return onePraise(db, caller, id);
}
