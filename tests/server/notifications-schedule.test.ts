import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import { rowsOf } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { runSchedule, type ScheduleResult } from '../../server/src/modules/notifications/scheduler.ts';
import { useApp } from './helpers.ts';
import { days, line, NONE, scheduleFixtures, type Notice } from './schedule-fixtures.ts';
import { departmentOf, eipOf } from './structure-helpers.ts';

const ctx = useApp();
const db = () => ctx.database.db;
const { position, notices, addPeriod, addForm, closeAll } = scheduleFixtures(ctx);

describe('the schedule, day by day through two companies’ periods', () => {
  const clock = new ManualClock('2031-02-25T06:00:00Z');
  const seconds: ScheduleResult[] = [];
  let all: Notice[] = [];
  let movedForm = 0;
  let gradedItem = 0;

  beforeAll(async () => {
    // The demo company: the defaults (3 and 1 days before, overdue every 2 days 3 times, escalation after 3).
    const a = await addPeriod(1, 'Расписание', ['2031-03-01', '2031-03-10', '2031-03-20', '2031-03-30', '2031-04-15']);
    await addForm(1, a, 'employee', 'manager', 'SELF');
    await addForm(1, a, 'petrov', 'manager', 'MANAGER');
    await addForm(1, a, 'egorova', 'orlov', 'FEEDBACK');
    await addForm(1, a, 'romanov', 'kuznetsova', 'COMPLETE');
    await addForm(1, a, 'sorokina', null, 'SELF');
    // The second company: a reminder 2 days before, overdue every day twice, and SELF moves on by the deadline.
    const b = await addPeriod(2, 'Весна', ['2031-03-01', '2031-03-05', '2031-03-12', '2031-03-20', '2031-03-31'], {
      reminderDays: [2],
      overdueEveryDays: 1,
      overdueMaxTimes: 2,
      escalateAfterDays: 2,
      selfDeadlineAction: 'move_to_manager',
    });
    movedForm = await addForm(2, b, 'worker1', 'director', 'SELF');
    await addForm(2, b, 'worker2', 'director', 'MANAGER');
    const [value] = await db().select().from(s.values).where(eq(s.values.companyId, 2)).limit(1);
    const [item] = await db()
      .insert(s.formValueItems)
      .values({ companyId: 2, formId: movedForm, valueId: value.id, selfGrade: 4 })
      .returning();
    gradedItem = item.id;

    while (clock.now() < new Date('2031-04-21T00:00:00Z')) {
      await runSchedule(db(), clock);
      clock.advanceMs(3_600_000);
      seconds.push(await runSchedule(db(), clock));
      clock.set(new Date(clock.now().getTime() + 23 * 3_600_000));
    }
    all = await notices();
  }, 120_000);

  it('reminds whoever holds each form 3 and 1 days before its stage’s deadline, with the days left', () => {
    expect(all.filter((n) => n.kind === 'reminder').map(line)).toEqual([
      '2031-03-03 reminder worker1 worker1 SELF:2 2',
      '2031-03-07 reminder employee employee SELF:3 3',
      '2031-03-09 reminder employee employee SELF:1 1',
      '2031-03-10 reminder director worker1 MANAGER:2 2',
      '2031-03-10 reminder director worker2 MANAGER:2 2',
      '2031-03-17 reminder manager petrov MANAGER:3 3',
      '2031-03-19 reminder manager petrov MANAGER:1 1',
      '2031-03-27 reminder orlov egorova FEEDBACK:3 3',
      '2031-03-29 reminder orlov egorova FEEDBACK:1 1',
    ]);
    const first = all.find((n) => n.kind === 'reminder' && n.to === 'employee');
    expect(first?.data).toMatchObject({
      company_name: 'Демо Компания',
      employee_name: 'Анна Смирнова',
      period_name: 'Расписание',
      stage: 'SELF',
      deadline: '2031-03-10',
      days_left: 3,
    });
  });

  it('sends an overdue reminder the day after the deadline, then every M days, at most K times', () => {
    expect(all.filter((n) => n.kind === 'overdue').map(line)).toEqual([
      '2031-03-11 overdue employee employee SELF:1 1',
      '2031-03-13 overdue director worker1 MANAGER:1 1',
      '2031-03-13 overdue director worker2 MANAGER:1 1',
      '2031-03-13 overdue employee employee SELF:2 3',
      '2031-03-14 overdue director worker1 MANAGER:2 2',
      '2031-03-14 overdue director worker2 MANAGER:2 2',
      '2031-03-15 overdue employee employee SELF:3 5',
      '2031-03-21 overdue manager petrov MANAGER:1 1',
      '2031-03-23 overdue manager petrov MANAGER:2 3',
      '2031-03-25 overdue manager petrov MANAGER:3 5',
      '2031-03-31 overdue orlov egorova FEEDBACK:1 1',
      '2031-04-02 overdue orlov egorova FEEDBACK:2 3',
      '2031-04-04 overdue orlov egorova FEEDBACK:3 5',
    ]);
  });

  it('tells the holder’s manager once a form and stage when it is overdue by E days; a holder without a manager, nobody', () => {
    const escalations = all.filter((n) => n.kind === 'escalation');
    expect(escalations.map(line)).toEqual([
      '2031-03-13 escalation manager employee SELF 3',
      '2031-03-23 escalation ceo petrov MANAGER 3',
      '2031-04-02 escalation manager egorova FEEDBACK 3',
    ]);
    expect(escalations.map((n) => n.data.holder_name)).toEqual(['Анна Смирнова', 'Дмитрий Иванов', 'Павел Орлов']);
  });

  it('gives nothing on a complete form or a form without a reviewer', () => {
    expect(all.filter((n) => n.about === 'romanov' || n.about === 'sorokina')).toEqual([]);
  });

  it('gives each admin one digest a day while anything is overdue, by department and stage', () => {
    const digests = all.filter((n) => n.kind === 'hr_digest');
    const byAdmin = (who: string) => digests.filter((n) => n.to === who);
    expect(new Set(digests.map((n) => n.to))).toEqual(new Set(['hr', 'director']));
    const hr = byAdmin('hr');
    expect(hr.map((n) => n.day)).toEqual(days('2031-03-11', '2031-04-20'));
    const sales = { name: 'Продажи', self: 1, manager: 0, feedback: 0 };
    const dev = (manager: number) => ({ name: 'Разработка', self: 1, manager, feedback: 0 });
    const dataOn = (day: string) => hr.find((n) => n.day === day)?.data;
    expect(dataOn('2031-03-11')).toEqual({
      company_name: 'Демо Компания',
      period_name: 'Расписание',
      day: '2031-03-11',
      total: 2,
      departments: [sales, dev(0)],
    });
    expect(dataOn('2031-03-21')).toMatchObject({ total: 3, departments: [sales, dev(1)] });
    expect(dataOn('2031-04-20')).toMatchObject({
      day: '2031-04-20',
      total: 4,
      departments: [sales, dev(1), { name: 'Фронтенд', self: 0, manager: 0, feedback: 1 }],
    });
    const director = byAdmin('director');
    expect(director.map((n) => n.day)).toEqual(days('2031-03-13', '2031-04-20'));
    expect(director[0].data).toMatchObject({
      total: 2,
      departments: [{ name: 'Основной отдел', self: 0, manager: 2, feedback: 0 }],
    });
    expect(digests.every((n) => n.about === null && n.occurrence === n.day)).toBe(true);
  });

  it('moves the forms still in SELF to MANAGER the day after the self deadline, logged as by the deadline, and tells both', async () => {
    expect(all.filter((n) => n.kind === 'moved_by_deadline' || n.kind === 'to_review').map(line)).toEqual([
      '2031-03-06 moved_by_deadline worker1 worker1 2 ',
      '2031-03-06 to_review director worker1 2 ',
    ]);
    const [form] = await db().select().from(s.assessmentForms).where(eq(s.assessmentForms.id, movedForm));
    expect(form).toMatchObject({ stage: 'MANAGER', version: 2, submittedAt: null });
    const log = await db().select().from(s.formTransitions).where(eq(s.formTransitions.formId, movedForm));
    expect(log).toEqual([
      expect.objectContaining({
        fromStage: 'SELF',
        toStage: 'MANAGER',
        byUserId: null,
        byDeadline: true,
        reason: '',
        at: new Date('2031-03-06T06:00:00Z'),
      }),
    ]);
    const [item] = await db().select().from(s.formValueItems).where(eq(s.formValueItems.id, gradedItem));
    expect(item.selfGrade).toBe(4);
  });

  it('queues nothing twice: a second run the same day adds nothing, and each person gets each notice once', () => {
    expect(seconds.filter((r) => JSON.stringify(r) !== JSON.stringify(NONE))).toEqual([]);
    const seen = all.map((n) => `${n.kind} ${n.to} ${n.about} ${n.occurrence} ${n.kind === 'hr_digest' ? n.day : ''}`);
    expect(seen.length).toBe(new Set(seen).size);
  });
});

describe('the schedule after days the server missed', () => {
  it('sends only the latest reminder due, the latest overdue one, one escalation and today’s digest', async () => {
    await closeAll();
    const p = await addPeriod(1, 'Пропуски', ['2031-05-01', '2031-05-10', '2031-05-20', '2031-05-30', '2031-06-10']);
    await addForm(1, p, 'employee', 'manager', 'SELF');
    await addForm(1, p, 'petrov', 'manager', 'MANAGER');
    const clock = new ManualClock('2031-05-09T08:00:00Z');
    expect(await runSchedule(db(), clock)).toEqual({ ...NONE, reminder: 1 });
    expect((await notices('2031-05-09')).map(line)).toEqual(['2031-05-09 reminder employee employee SELF:1 1']);

    clock.set('2031-05-26T08:00:00Z');
    expect(await runSchedule(db(), clock)).toEqual({ ...NONE, overdue: 2, escalation: 2, hr_digest: 1 });
    expect((await notices('2031-05-26')).map(line)).toEqual([
      '2031-05-26 escalation ceo petrov MANAGER 6',
      '2031-05-26 escalation manager employee SELF 16',
      '2031-05-26 hr_digest hr  2031-05-26 ',
      '2031-05-26 overdue employee employee SELF:3 16',
      '2031-05-26 overdue manager petrov MANAGER:3 6',
    ]);
  });
});

describe('two runs at the same moment', () => {
  it('queue and move exactly what one run would', async () => {
    await closeAll();
    const p = await addPeriod(2, 'Лето', ['2031-06-01', '2031-06-05', '2031-06-12', '2031-06-20', '2031-06-30'], {
      selfDeadlineAction: 'move_to_manager',
    });
    const department = await departmentOf(ctx, 'Основной отдел', 2);
    const director = await position('director');
    const tag = 'team';
    await db().execute(sql`insert into users (email, first_name, last_name)
      select ${tag} || g || '@veter.example', 'Имя' || g, 'Фамилия' || g from generate_series(0, 60) g`);
    await db().execute(sql`insert into memberships (company_id, user_id)
      select 2, id from users where email like ${`${tag}%@veter.example`}`);
    await db().execute(sql`insert into employee_in_positions (company_id, user_id, department_id, manager_id)
      select 2, id, ${department}, ${director}::int from users where email = ${`${tag}0@veter.example`}`);
    const lead = await eipOf(ctx, `${tag}0@veter.example`, 2);
    await db().execute(sql`insert into employee_in_positions (company_id, user_id, department_id, manager_id)
      select 2, id, ${department}, ${lead}::int from users where email like ${`${tag}%@veter.example`} and id <> (
        select user_id from employee_in_positions where id = ${lead}::int)`);
    // Forty forms still in SELF (past the self deadline) and twenty in FEEDBACK, all reviewed by the lead.
    await db().execute(sql`insert into assessment_forms (company_id, period_id, employee_id, reviewer_id, type, stage)
      select 2, ${p}::int, e.id, ${lead}::int, 'SMPL', case when row_number() over (order by e.id) <= 40 then 'SELF' else 'FEEDBACK' end::stage
      from employee_in_positions e where e.company_id = 2 and e.manager_id = ${lead}::int`);

    const clock = new ManualClock('2031-06-17T07:00:00Z');
    const runs = await Promise.all([runSchedule(db(), clock), runSchedule(db(), clock)]);
    const kinds = [
      'moved',
      'moved_by_deadline',
      'to_review',
      'reminder',
      'overdue',
      'escalation',
      'hr_digest',
    ] as const;
    // Moved to MANAGER, whose deadline passed 5 days ago: the third overdue reminder and the escalation.
    const expected = { moved_by_deadline: 40, to_review: 40, reminder: 20, overdue: 40, escalation: 40, hr_digest: 1 };
    expect(Object.fromEntries(kinds.map((k) => [k, runs[0][k] + runs[1][k]]))).toEqual({ moved: 40, ...expected });
    const queued = await notices('2031-06-17');
    const queuedKinds = kinds.filter((k) => k !== 'moved');
    expect(Object.fromEntries(queuedKinds.map((k) => [k, queued.filter((n) => n.kind === k).length]))).toEqual(
      expected,
    );
    expect(new Set(queued.filter((n) => n.kind === 'overdue').map((n) => `${n.to} ${n.occurrence}`))).toEqual(
      new Set(['team0 MANAGER:3']),
    );
    expect(new Set(queued.filter((n) => n.kind === 'escalation').map((n) => n.to))).toEqual(new Set(['director']));
    const [moves] = await rowsOf<{ n: number; forms: number; versions: number[] }>(
      db(),
      sql`select count(*)::int as n, count(distinct t.form_id)::int as forms, array_agg(distinct f.version) as versions
      from form_transitions t join assessment_forms f on f.id = t.form_id
      where f.period_id = ${p}::int and t.by_deadline`,
    );
    expect(moves).toEqual({ n: 40, forms: 40, versions: [2] });
    expect(await runSchedule(db(), clock)).toEqual(NONE);
  });
});
