import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { withoutKey } from '../../db/sql.ts';
import { readsPersonalContent } from '../../policy.ts';
import { loadForm } from '../forms/context.ts';
import { personNameSql } from '../oneonones/access.ts';
import { zoneOfCompanySql } from '../timezones/zones.ts';
import { feedbackRows } from './feedback.service.ts';
import { praiseRows } from './praise.service.ts';
import type { BetweenReviewsOut } from './recognition.schemas.ts';

const ITEMS_MAX = 100;

/**
 * For a form the caller may read: the feedback its person received in the period (only what the caller may read:
 * as its recipient, its author, or, when shared, the person's manager or the form's reviewer; never staff acting),
 * the praise they received (public in the company) and the action items of their 1:1s agreed in the period (only
 * for the two of a series and the form's reviewer: an admin reading the form learns nothing of a pair's meetings).
 */
export async function betweenReviews(db: Db, caller: Caller, formId: number): Promise<BetweenReviewsOut> {
  const { form, period } = await loadForm(db, caller.member, formId);
  const me = caller.member.eipId ?? 0;
  // Computed here: a caller without a position (0) is never the reviewer of a form without one.
  const isReviewer = form.reviewerId !== null && form.reviewerId === caller.member.eipId;
  // The period's days run from midnight to midnight in the company's zone, whatever the database's own.
  const zone = zoneOfCompanySql(sql`${form.companyId}`);
  const inPeriod = (c: string) =>
    sql`${sql.raw(c)} >= (${period.startDate}::date)::timestamp at time zone ${zone}
      and ${sql.raw(c)} < (${period.endDate}::date + 1)::timestamp at time zone ${zone}`;
  const feedback = readsPersonalContent(caller)
    ? (
        await feedbackRows(
          db,
          sql`f.company_id = ${form.companyId} and f.recipient_id = ${form.employeeId} and ${inPeriod('f.created_at')}
            and (f.recipient_id = ${me} or f.author_id = ${me}
              or (f.shared_with_manager and (r.manager_id = ${me} or ${isReviewer})))`,
          { limit: ITEMS_MAX, offset: 0 },
        )
      ).rows
    : [];
  const praise = await praiseRows(
    db,
    caller,
    sql`p.company_id = ${form.companyId} and not p.hidden and ${inPeriod('p.created_at')}
      and p.id in (select x.praise_id from praise_recipients x
        where x.company_id = ${form.companyId} and x.recipient_id = ${form.employeeId})`,
    ITEMS_MAX,
  );
  const actionItems = await rowsOf<BetweenReviewsOut['action_items'][number]>(
    db,
    sql`select a.id, a.text, a.due_date::text, a.done,
        json_build_object('id', a.owner_id, 'name', ${personNameSql('a.owner_id')}) as owner,
        to_char(m.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as meeting_at
      from one_on_one_action_items a join one_on_one_series s on s.id = a.series_id
      join one_on_one_meetings m on m.id = a.first_meeting_id
      where a.company_id = ${form.companyId} and s.report_id = ${form.employeeId} and ${inPeriod('m.scheduled_at')}
        and (s.manager_id = ${me} or s.report_id = ${me} or ${isReviewer})
      order by m.scheduled_at, a.id limit ${ITEMS_MAX}`,
  );
  return { feedback, praise: praise.map((row) => withoutKey(row, 'cursor')), action_items: actionItems };
}
