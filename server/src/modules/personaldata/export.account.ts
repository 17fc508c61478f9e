import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { parsedRows } from '../../db/sql.ts';
import type { Subject } from './export.read.ts';
import * as out from './personaldata.schemas.ts';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * What the product keeps of the person's use of it: notices and their settings, AI calls, the API tokens they
 * created, what they told the product team, and the audit rows of what they did or what was done to them.
 * A statement each.
 */
export async function readUse(ex: Executor, s: Subject) {
  const notifications = await parsedRows(
    ex,
    out.notification,
    sql`select kind, ${iso('created_at')} as created_at, ${iso('read_at')} as read_at, mail_status, subject
      from notifications where company_id = ${s.companyId} and user_id = ${s.userId} order by created_at, id`,
  );
  const settings = await parsedRows(
    ex,
    z.strictObject({ lang: z.string(), mail_off: z.array(z.string()), digest: z.boolean() }),
    sql`select lang, mail_off, digest from notification_settings where user_id = ${s.userId}`,
  );
  const ai = await parsedRows(
    ex,
    z.strictObject({ window_start: z.string(), calls: z.number().int() }),
    sql`select ${iso('window_start')} as window_start, calls from ai_usage where user_id = ${s.userId} order by window_start`,
  );
  const tokens = await parsedRows(
    ex,
    out.token,
    sql`select id, name, hint, scopes, ${iso('created_at')} as created_at, ${iso('expires_at')} as expires_at,
      ${iso('last_used_at')} as last_used_at, ${iso('revoked_at')} as revoked_at
      from api_tokens where company_id = ${s.companyId} and created_by_id = ${s.userId} order by id`,
  );
  const productFeedback = await parsedRows(
    ex,
    z.strictObject({ text: z.string(), page: z.string(), created_at: z.string() }),
    sql`select text, page, ${iso('created_at')} as created_at from product_feedback
      where company_id = ${s.companyId} and user_id = ${s.userId} order by created_at, id`,
  );
  const audit = await parsedRows(
    ex,
    out.auditRow,
    sql`select id, action, ${iso('at')} as at, coalesce(user_id = ${s.userId}, false) as by_this_person,
      target_type, target_id from audit_log
      where company_id = ${s.companyId} and (user_id = ${s.userId}
        or (target_type in ('user', 'person') and target_id = ${s.userId})
        or (target_type in ('employee_in_position', 'position') and target_id in
          (select id from employee_in_positions where company_id = ${s.companyId} and user_id = ${s.userId})))
      order by at, id`,
  );
  return {
    notifications,
    notification_settings: settings.at(0) ?? null,
    ai_usage: ai,
    api_tokens: tokens,
    product_feedback: productFeedback,
    audit,
  };
}
