import { emitEvents, stageEvents } from '../webhooks/emit.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { queueGoalCheckInReminders } from '../goals/notices.ts';
import { queueActionItemsDue, queueMeetingPreparation } from '../oneonones/notices.ts';
import { eraseDueInTx } from '../personaldata/retention.ts';
import { queueReview360Closed, queueReview360Reminders } from '../review360/notices.ts';
import { localDaySql, zoneOfCompanySql, zoneOfUserSql } from '../timezones/zones.ts';
import { queueFormNotices, stageDeadline } from './queue.ts';

/** What one run of the 360 rules queued, by kind. */
export type Review360ScheduleResult = { review360_reminder: number; review360_closed: number };

/** What one run queued, by kind, and how many forms the self deadline moved on. */
export type ScheduleResult = {
  moved: number;
  moved_by_deadline: number;
  to_review: number;
  reminder: number;
  overdue: number;
  escalation: number;
  hr_digest: number;
};

/**
 * The rules, each one statement over every active period of every company, run in its own transaction
 * under an advisory lock of its own. The self deadline's move goes first and is waited for: the other
 * rules read the stages it changes, so no run reads them while another run's move is under way. The
 * others change no form, and a second server process that finds one taken skips it rather than queue the
 * same rows behind the first and find them all there. The locks only save work: that nothing is queued
 * twice comes from the notices' unique keys, and that no form moves twice from the move's `stage = 'SELF'`.
 */
const RULES = [
  'deadline',
  'reminder',
  'overdue',
  'escalation',
  'hr_digest',
  'review360_reminder',
  'review360_closed',
  'goal_check_in',
  'one_on_one_prepare',
  'one_on_one_action_due',
  'personal_data_retention',
] as const;
type Rule = (typeof RULES)[number];
/** The first key of the scheduler's advisory locks (a constant the application uses for nothing else). */
const LOCK_CLASS = 110_011;
const lockKey = (rule: Rule) => sql`${LOCK_CLASS}::int, ${RULES.indexOf(rule)}::int`;

/** A rule's work, after any other run's of the same rule. */
function serialized<T>(db: Db, rule: Rule, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(rule)})`);
    return work(tx);
  });
}

/** A rule's work, or `skipped` when another run is doing it now. */
function unlessRunning<T>(db: Db, rule: Rule, work: (tx: Tx) => Promise<T>, skipped: T): Promise<T> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${lockKey(rule)}) as ok`);
    return lock.ok ? work(tx) : skipped;
  });
}

/** The person who must act on a form now: the employee in SELF, the reviewer (or delegate) after. */
const holder = sql`case when f.stage = 'SELF' then f.employee_id else f.reviewer_id end`;
const holderName = sql`(select trim(hu.first_name || ' ' || hu.last_name)
  from employee_in_positions h join users hu on hu.id = h.user_id where h.id = ${holder})`;

/**
 * The date today for the person who must act on a form, in their zone (else the company's): a deadline is theirs
 * until their local midnight, and their reminders go by their local date. The keys hold no date, so a rule still
 * queues each notice once however the zones change.
 */
const holderToday = (now: Date): SQL =>
  localDaySql(
    now,
    zoneOfUserSql(sql`(select h.user_id from employee_in_positions h where h.id = ${holder})`, sql`f.company_id`),
  );

/** The forms the reminders speak of: in an active period, not complete, with a reviewer. */
const open = sql`p.status = 'active' and f.company_id = p.company_id and f.stage <> 'COMPLETE' and f.reviewer_id is not null`;

/**
 * The period's action on its self deadline: the day after it, the forms still in SELF move to MANAGER as
 * they stand (the self grades given stay, `submitted_at` stays empty: the employee did not submit), each
 * with a transition made by the deadline, not by a person; the employee and the reviewer are told. The
 * UPDATE's `stage = 'SELF'` decides which forms a run moves, so of two runs at once (or a run and an
 * employee submitting) each form moves once, and only the forms this run moved are logged and told of.
 */
async function moveBySelfDeadline(
  tx: Tx,
  now: Date,
  today: SQL,
): Promise<Pick<ScheduleResult, 'moved' | 'moved_by_deadline' | 'to_review'>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const moved = await rowsOf<{ id: number; company_id: number; period_id: number; employee_id: number }>(
    tx,
    sql`with moved as (
      update assessment_forms f set stage = 'MANAGER', version = f.version + 1, updated_at = ${at}
      from assessment_periods p
      where p.id = f.period_id and p.company_id = f.company_id and p.status = 'active'
        and p.self_deadline_action = 'move_to_manager' and p.self_deadline < ${today} and f.stage = 'SELF'
      returning f.id, f.company_id, f.period_id, f.employee_id
    ), logged as (
      insert into form_transitions (company_id, form_id, from_stage, to_stage, by_user_id, reason, by_deadline, at)
      select company_id, id, 'SELF', 'MANAGER', null, '', true, ${at} from moved
    )
    select id, company_id, period_id, employee_id from moved`,
  );
  if (!moved.length) return { moved: 0, moved_by_deadline: 0, to_review: 0 };
  const forms = moved.map((m) => ({
    id: m.id,
    companyId: m.company_id,
    periodId: m.period_id,
    employeeId: m.employee_id,
  }));
  await emitEvents(
    tx,
    forms.flatMap((form) => stageEvents(form, 'SELF', 'MANAGER', null)),
  );
  const these = sql`f.id = any(${`{${moved.map((m) => m.id).join(',')}}`}::int[])`;
  const base = { occurrence: sql`f.version` };
  return {
    moved: moved.length,
    moved_by_deadline: await queueFormNotices(tx, now, these, { ...base, kind: 'moved_by_deadline', to: 'employee' }),
    to_review: await queueFormNotices(tx, now, these, { ...base, kind: 'to_review', to: 'reviewer' }),
  };
}

/**
 * N days before the deadline of the stage a form is in, for each N of the period's `reminder_days`. Of the
 * reminders due by today only the nearest to the deadline goes (its occurrence `stage:N`): a server that
 * was down on the day of the 3-days one and is back on the 1-day one sends only that one, not both.
 */
function queueReminders(tx: Tx, now: Date, today: SQL): Promise<number> {
  const left = sql`(${stageDeadline} - ${today})`;
  const nearest = sql`(select min(n) from unnest(p.reminder_days) n where n >= ${left})`;
  return queueFormNotices(tx, now, sql`${open} and ${stageDeadline} >= ${today} and ${nearest} is not null`, {
    kind: 'reminder',
    to: { sql: holder },
    occurrence: sql`f.stage || ':' || ${nearest}`,
    extra: sql`jsonb_build_object('days_left', ${left})`,
  });
}

/** Days past the deadline of the stage a form is in. */
const over = (today: SQL) => sql`(${today} - ${stageDeadline})`;

/**
 * After the deadline: the k-th overdue reminder is due `(k - 1) * overdue_every_days + 1` days after it, up to
 * `overdue_max_times`. Only the latest due one goes (`stage:k`), so a late run catches up with one notice.
 */
function queueOverdue(tx: Tx, now: Date, today: SQL): Promise<number> {
  // At least a day apart whatever the row says: a zero would fail the statement for every company.
  const k = sql`least((${over(today)} - 1) / greatest(p.overdue_every_days, 1) + 1, p.overdue_max_times)`;
  return queueFormNotices(tx, now, sql`${open} and ${stageDeadline} < ${today} and p.overdue_max_times > 0`, {
    kind: 'overdue',
    to: { sql: holder },
    occurrence: sql`f.stage || ':' || ${k}`,
    extra: sql`jsonb_build_object('days_over', ${over(today)})`,
  });
}

/**
 * Overdue by `escalate_after_days` or more: the holder's manager (the manager of the holder's position;
 * none, nobody) is told once a form and stage.
 */
function queueEscalations(tx: Tx, now: Date, today: SQL): Promise<number> {
  return queueFormNotices(tx, now, sql`${open} and ${over(today)} >= p.escalate_after_days`, {
    kind: 'escalation',
    to: { sql: sql`select h.manager_id from employee_in_positions h where h.id = ${holder}` },
    occurrence: sql`f.stage`,
    extra: sql`jsonb_build_object('days_over', ${over(today)}, 'holder_name', ${holderName})`,
  });
}

/**
 * Once a day, each admin of a company with overdue forms gets one notice: the overdue forms of the active
 * period by the employee's department and stage. Every overdue form counts, with a reviewer or not: HR
 * wants to see the stuck ones most.
 */
async function queueHrDigests(tx: Tx, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // The company's date, for the forms it counts overdue and for the digest's day (one a company and day).
  const today = localDaySql(now, zoneOfCompanySql(sql`p.company_id`));
  const [counted] = await rowsOf<{ n: number }>(
    tx,
    sql`with overdue as (
      select f.company_id, f.period_id, e.department_id, f.stage
      from assessment_periods p
      join assessment_forms f on f.company_id = p.company_id and f.period_id = p.id
      join employee_in_positions e on e.id = f.employee_id
      where p.status = 'active' and f.stage <> 'COMPLETE' and ${stageDeadline} < ${today}
    ), by_department as (
      select o.company_id, o.period_id, coalesce(d.name, '') as name,
        count(*) filter (where o.stage = 'SELF')::int as self,
        count(*) filter (where o.stage = 'MANAGER')::int as manager,
        count(*) filter (where o.stage = 'FEEDBACK')::int as feedback
      from overdue o left join departments d on d.id = o.department_id
      group by o.company_id, o.period_id, d.id, d.name
    ), by_company as (
      select company_id, period_id, sum(self + manager + feedback)::int as total,
        jsonb_agg(jsonb_build_object('name', name, 'self', self, 'manager', manager, 'feedback', feedback)
          order by name) as departments
      from by_department group by company_id, period_id
    ), queued as (
      insert into notifications (company_id, user_id, kind, form_id, period_id, key, data, link, created_at, next_attempt_at)
      select b.company_id, m.user_id, 'hr_digest', null, b.period_id,
        'hr_digest:' || b.company_id || ':' || m.user_id || ':' || ${today}::text,
        jsonb_build_object('company_name', c.name, 'period_name', p.name, 'day', ${today}::text,
          'total', b.total, 'departments', b.departments),
        '/c/' || b.company_id || '/performance-review/', ${at}, ${at}
      from by_company b
      join companies c on c.id = b.company_id
      join assessment_periods p on p.id = b.period_id
      join memberships m on m.company_id = b.company_id and m.is_admin
      on conflict (key) do nothing
      returning 1
    )
    select count(*)::int as n from queued`,
  );
  return counted.n;
}

/**
 * Everything time-based that creates notices, for the day of `clock.now()` in each person's zone (the company's for its digest): the self deadline's
 * move, the reminders, the overdue reminders, the escalations, the admins' daily digest, the 360 rules and the
 * goals' check-in reminders, then the personal data retention. Run it as often as you like, from as many server processes as you like: a rule's
 * notices for a day are queued once. A day the server missed is caught up with the latest notice due, not with every one it missed.
 */
export async function runSchedule(db: Db, clock: Clock): Promise<ScheduleResult> {
  const now = clock.now();
  const today = holderToday(now);
  const moves = await serialized(db, 'deadline', (tx) => moveBySelfDeadline(tx, now, today));
  const result: ScheduleResult = {
    ...moves,
    reminder: await unlessRunning(db, 'reminder', (tx) => queueReminders(tx, now, today), 0),
    overdue: await unlessRunning(db, 'overdue', (tx) => queueOverdue(tx, now, today), 0),
    escalation: await unlessRunning(db, 'escalation', (tx) => queueEscalations(tx, now, today), 0),
    hr_digest: await unlessRunning(db, 'hr_digest', (tx) => queueHrDigests(tx, now), 0),
  };
  // The forms' figures only: the 360 and goal rules count theirs in their own answers.
  await runReview360Schedule(db, clock);
  await runGoalSchedule(db, clock);
  await runOneOnOneSchedule(db, clock);
  await runRetentionSchedule(db, clock);
  return result;
}

/**
 * The companies' personal data retention (personaldata/retention.ts): people deactivated longer than the
 * company's setting are erased. Returns how many.
 */
export function runRetentionSchedule(db: Db, clock: Clock): Promise<number> {
  return unlessRunning(db, 'personal_data_retention', (tx) => eraseDueInTx(tx, clock), 0);
}

/**
 * The goals' rule (goals/notices.ts): the owners of active goals without a check-in within the company's cadence
 * are reminded, once a window. Returns how many notices it queued.
 */
export function runGoalSchedule(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return unlessRunning(db, 'goal_check_in', (tx) => queueGoalCheckInReminders(tx, now), 0);
}

/**
 * The one-on-ones' rules (oneonones/notices.ts): the day before a meeting both people are asked to add talking
 * points; an open action item's owner is told on its due day. Returns how many notices each queued.
 */
export async function runOneOnOneSchedule(db: Db, clock: Clock): Promise<{ prepare: number; due: number }> {
  const now = clock.now();
  return {
    prepare: await unlessRunning(db, 'one_on_one_prepare', (tx) => queueMeetingPreparation(tx, now), 0),
    due: await unlessRunning(db, 'one_on_one_action_due', (tx) => queueActionItemsDue(tx, now), 0),
  };
}

/**
 * The 360 feedback's rules (review360/notices.ts): reminders before the period's 360 deadline to the
 * reviewers who have not answered, and "results ready" to the form's reviewer of each person whose 360
 * closed. They read the stages the self deadline's move changes, so they run after it.
 */
export async function runReview360Schedule(db: Db, clock: Clock): Promise<Review360ScheduleResult> {
  const now = clock.now();
  return {
    review360_reminder: await unlessRunning(db, 'review360_reminder', (tx) => queueReview360Reminders(tx, now), 0),
    review360_closed: await unlessRunning(db, 'review360_closed', (tx) => queueReview360Closed(tx, now), 0),
  };
}
