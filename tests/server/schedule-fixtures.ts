import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type { Stage } from '../../server/src/db/schema/enums.ts';
import type { NoticeData } from '../../server/src/modules/notifications/notifications.schemas.ts';
import type { ScheduleResult } from '../../server/src/modules/notifications/scheduler.ts';
import type { TestContext } from './helpers.ts';
import { eipOf } from './structure-helpers.ts';

/** A notice as the schedule's tests read it: its people by the part of their email before the @. */
export type Notice = {
  day: string;
  kind: string;
  to: string;
  about: string | null;
  /** What the key ends with after `kind:form:recipient`: `SELF:3`, a version, a digest's day. */
  occurrence: string;
  data: NoticeData;
};

/** A run that queued and moved nothing. */
export const NONE: ScheduleResult = {
  moved: 0,
  moved_by_deadline: 0,
  to_review: 0,
  reminder: 0,
  overdue: 0,
  escalation: 0,
  hr_digest: 0,
};

/** A notice as one line: the day, the kind, to whom, about whose form, which occurrence, and the days. */
export const line = (n: Notice): string =>
  [n.day, n.kind, n.to, n.about ?? '', n.occurrence, n.data.days_left ?? n.data.days_over ?? ''].join(' ');

/** The days from `first` to `last`, both included. */
export function days(first: string, last: string): string[] {
  const out: string[] = [];
  for (let at = new Date(`${first}T00:00:00Z`); at <= new Date(`${last}T00:00:00Z`); at.setUTCDate(at.getUTCDate() + 1))
    out.push(at.toISOString().slice(0, 10));
  return out;
}

/** Periods and forms of the demo companies written straight to the database, and the notices read back. */
export function scheduleFixtures(ctx: TestContext) {
  const db = () => ctx.database.db;
  const inSecond = (who: string) => who.startsWith('worker') || who.startsWith('team') || who === 'director';
  /** A person's position by the part of their email before the @: `employee`, `orlov`, `worker1`. */
  const position = (who: string) =>
    eipOf(ctx, `${who}@${inSecond(who) ? 'veter.example' : 'demo.example'}`, inSecond(who) ? 2 : 1);

  /** Every notice queued from `since` on, oldest first. */
  async function notices(since = '2000-01-01'): Promise<Notice[]> {
    const rows = await rowsOf<Omit<Notice, 'occurrence'> & { key: string }>(
      db(),
      sql`select to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, n.kind,
        split_part(u.email, '@', 1) as "to", split_part(fu.email, '@', 1) as about, n.key, n.data
      from notifications n join users u on u.id = n.user_id
      left join assessment_forms f on f.id = n.form_id
      left join employee_in_positions fe on fe.id = f.employee_id
      left join users fu on fu.id = fe.user_id
      where n.created_at >= ${since}::timestamptz
      order by n.created_at, n.kind, u.email, fu.email`,
    );
    return rows.map(({ key, ...r }) => ({ ...r, occurrence: key.split(':').slice(3).join(':') }));
  }

  /** A new active period of the company (the one active before is closed), its dates start to end. */
  async function addPeriod(
    companyId: number,
    name: string,
    dates: [string, string, string, string, string],
    settings: Partial<typeof s.assessmentPeriods.$inferInsert> = {},
  ): Promise<number> {
    const p = s.assessmentPeriods;
    await db()
      .update(p)
      .set({ status: 'closed' })
      .where(and(eq(p.companyId, companyId), eq(p.status, 'active')));
    const [startDate, selfDeadline, managerDeadline, feedbackDeadline, endDate] = dates;
    const [row] = await db()
      .insert(p)
      .values({
        companyId,
        name,
        startDate,
        selfDeadline,
        managerDeadline,
        feedbackDeadline,
        endDate,
        status: 'active',
        ...settings,
      })
      .returning();
    return row.id;
  }

  async function addForm(
    companyId: number,
    periodId: number,
    who: string,
    reviewer: string | null,
    stage: Stage,
  ): Promise<number> {
    const [f] = await db()
      .insert(s.assessmentForms)
      .values({
        companyId,
        periodId,
        employeeId: await position(who),
        reviewerId: reviewer === null ? null : await position(reviewer),
        type: 'SMPL',
        stage,
      })
      .returning();
    return f.id;
  }

  /** Only the periods a test makes next are active: what the ones before left overdue is not counted again. */
  async function closeAll(): Promise<void> {
    await db().update(s.assessmentPeriods).set({ status: 'closed' }).where(eq(s.assessmentPeriods.status, 'active'));
  }

  return { position, notices, addPeriod, addForm, closeAll };
}
