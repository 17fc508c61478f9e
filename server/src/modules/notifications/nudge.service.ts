import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Db, type Executor } from '../../db/client.ts';
import { NotFound } from '../../http/errors.ts';
import { employeesInDepartmentsSql } from '../forms/scope.ts';
import type { NudgeIn, NudgeOut } from './nudge.schemas.ts';
import { localDaySql, zoneOfUserSql } from '../timezones/zones.ts';
import { queueFormNotices, stageDeadline } from './queue.ts';

/** The person who must act on a form now, as the reminders have it: the employee in SELF, the reviewer after. */
const holder = sql`case when f.stage = 'SELF' then f.employee_id else f.reviewer_id end`;
/** The date today where that person is (their own time zone, else the company's). */
const holdersToday = (now: Date) =>
  localDaySql(
    now,
    zoneOfUserSql(sql`(select hz.user_id from employee_in_positions hz where hz.id = ${holder})`, sql`f.company_id`),
  );

async function exists(ex: Executor, table: SQL, companyId: number, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`select id from ${table} where id = ${id} and company_id = ${companyId}`,
  );
  return rows.length > 0;
}

/**
 * HR's "Напомнить": each overdue form of the period (of the department and its sub-departments, when one is
 * given) that has someone to act on it tells that person once, by mail and in the app, as the overdue
 * reminders do. Overdue is as the reminders count it: an active period, a form not complete, its stage's
 * deadline before today where its holder is (their time zone). A form is nudged at most once a day, whoever asks and whoever holds it then;
 * the notice's key (`nudge:form:recipient:day`) keeps a retried or concurrent request from adding a second
 * one. A period or department of another company is a 404.
 */
export async function nudgeOverdue(db: Db, clock: Clock, companyId: number, body: NudgeIn): Promise<NudgeOut> {
  const now = clock.now();
  const today = holdersToday(now);
  return db.transaction(async (tx) => {
    if (!(await exists(tx, sql`assessment_periods`, companyId, body.period))) throw new NotFound();
    if (body.department !== null && !(await exists(tx, sql`departments`, companyId, body.department)))
      throw new NotFound();
    const inDepartment =
      body.department === null
        ? sql`true`
        : sql`f.employee_id in ${employeesInDepartmentsSql(companyId, String(body.department))}`;
    const overdue = sql`f.company_id = ${companyId} and f.period_id = ${body.period} and p.status = 'active'
      and f.stage <> 'COMPLETE' and ${stageDeadline} < ${today} and ${holder} is not null and ${inDepartment}`;
    const nudgedToday = sql`exists (select 1 from notifications n
      where n.form_id = f.id and n.kind = 'nudge' and n.data->>'day' = ${today}::text)`;
    const sent = await queueFormNotices(tx, now, sql`${overdue} and not ${nudgedToday}`, {
      kind: 'nudge',
      to: { sql: holder },
      occurrence: sql`${today}::text`,
      extra: sql`jsonb_build_object('days_over', ${today} - ${stageDeadline}, 'day', ${today}::text)`,
    });
    // Counted after the notices went in: every overdue form this request did not nudge was nudged today already.
    const [counted] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from assessment_forms f join assessment_periods p on p.id = f.period_id
        where ${overdue}`,
    );
    return { sent, skipped: counted.n - sent };
  });
}
