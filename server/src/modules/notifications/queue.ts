import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../../contract/enums.ts';
import { rowsOf, type Executor } from '../../db/client.ts';

/**
 * Who on a form gets the notice: its employee, its reviewer (the manager or the delegate), a given position,
 * or a position worked out per form (`sql`: an expression on `f` and `p` giving an employee_in_positions id;
 * a form for which it is null gets no notice).
 */
export type FormRecipient = 'employee' | 'reviewer' | { positionId: number } | { sql: SQL };

export type FormNotice = {
  kind: NotificationKind;
  to: FormRecipient;
  /**
   * Makes the key unique per occurrence: a form's version for a stage move (it can be returned twice), the
   * reminder's number for reminders. The key is `kind:form:recipient:occurrence`.
   */
  occurrence: SQL;
  /** More for the texts, merged into the notice's data (a reason, the number of days overdue). */
  extra?: SQL;
  /** The person who made the change is not told about it. */
  skipUserId?: number;
};

/** The page of a form, from the site's root. */
export const formLink = (companyId: SQL, formId: SQL): SQL =>
  sql`'/c/' || ${companyId} || '/performance-review/employee-dashboard/form/?id=' || ${formId}`;

/** The deadline of the stage a form is in (none once it is complete). */
export const stageDeadline = sql`case f.stage when 'SELF' then p.self_deadline when 'MANAGER' then p.manager_deadline when 'FEEDBACK' then p.feedback_deadline end`;

/**
 * Queues one notice per form matched by `where` (a condition on `f`, the form, and `p`, its period), in one
 * statement whatever the number of forms, in the caller's transaction. What the texts need is copied into
 * `data`: the company, the employee, the period, the stage and its deadline. A notice whose key exists is
 * skipped, so running this twice (a retry, a second server process) queues nothing more. Returns how many
 * notices were queued.
 */
export async function queueFormNotices(db: Executor, now: Date, where: SQL, notice: FormNotice): Promise<number> {
  const recipient =
    notice.to === 'employee'
      ? sql`f.employee_id`
      : notice.to === 'reviewer'
        ? sql`f.reviewer_id`
        : 'sql' in notice.to
          ? sql`(${notice.to.sql})`
          : sql`${notice.to.positionId}::int`;
  const skip = notice.skipUserId === undefined ? sql`true` : sql`r.user_id <> ${notice.skipUserId}`;
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`with queued as (
    insert into notifications (company_id, user_id, kind, form_id, period_id, key, data, link, created_at, next_attempt_at)
    select f.company_id, r.user_id, ${notice.kind}, f.id, f.period_id,
      ${notice.kind} || ':' || f.id || ':' || r.user_id || ':' || (${notice.occurrence})::text,
      jsonb_build_object(
        'company_name', c.name,
        'employee_name', trim(eu.first_name || ' ' || eu.last_name),
        'period_name', p.name,
        'stage', f.stage,
        'deadline', ${stageDeadline}
      ) || ${notice.extra ?? sql`'{}'::jsonb`},
      ${formLink(sql`f.company_id`, sql`f.id`)},
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from assessment_forms f
    join assessment_periods p on p.id = f.period_id
    join companies c on c.id = f.company_id
    join employee_in_positions e on e.id = f.employee_id
    join users eu on eu.id = e.user_id
    join employee_in_positions r on r.id = ${recipient}
    where (${where}) and ${skip}
    on conflict (key) do nothing
    returning 1)
    select count(*)::int as n from queued`,
  );
  return counted.n;
}
