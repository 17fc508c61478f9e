import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  companies,
  departments,
  employeeInPositions,
  formManagerFeedbacks,
  formParticipantFeedbacks,
  users,
} from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { fullNameSql } from '../../db/sql.ts';
import type {
  DashboardInfoOut,
  FormsByStageOut,
  PeriodBriefOut,
  ReviewSummaryOut,
  TaskCode,
  TaskOut,
} from './companies.schemas.ts';
import { seesWholeCompany } from '../../policy.ts';
import { localDay, personZone } from '../timezones/zones.ts';

const p = assessmentPeriods;
const f = assessmentForms;

function periodBrief(row: typeof p.$inferSelect | null): PeriodBriefOut | null {
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    self_deadline: row.selfDeadline,
    manager_deadline: row.managerDeadline,
    feedback_deadline: row.feedbackDeadline,
  };
}

/** Joins the company's active period to its row; ordered by start, the latest started one comes first. */
const activePeriodOfCompany = and(eq(p.companyId, companies.id), eq(p.status, 'active'));

/** Forms per stage in one grouped query: the whole company for admins, the forms they review for others. */
async function formsByStage(db: Db, member: Member, periodId: number | null | 'active'): Promise<FormsByStageOut> {
  const out: Record<Stage, number> = { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 };
  if (periodId === null) return out;
  const period =
    periodId === 'active'
      ? sql`(select ${p.id} from ${p} where ${p.companyId} = ${member.companyId}
          and ${p.status} = 'active' order by ${p.startDate} desc limit 1)`
      : periodId;
  const scope = seesWholeCompany(member) ? undefined : eq(f.reviewerId, member.eipId ?? -1);
  const rows = await db
    .select({ stage: f.stage, n: sql<number>`count(*)`.mapWith(Number) })
    .from(f)
    .where(and(eq(f.companyId, member.companyId), eq(f.periodId, period), scope))
    .groupBy(f.stage);
  for (const r of rows) out[r.stage] = r.n;
  return out;
}

/** Two queries run side by side: the company with its counts and active period, and the forms per stage. */
export async function dashboardInfo(db: Db, member: Member): Promise<DashboardInfoOut> {
  const [rows, byStage] = await Promise.all([
    db
      .select({
        name: companies.name,
        employees: sql<number>`(select count(*) from ${employeeInPositions}
          where ${employeeInPositions.companyId} = ${member.companyId} and ${employeeInPositions.isActive})`.mapWith(
          Number,
        ),
        departments: sql<number>`(select count(*) from ${departments}
          where ${departments.companyId} = ${member.companyId})`.mapWith(Number),
        period: p,
      })
      .from(companies)
      .leftJoin(p, activePeriodOfCompany)
      .where(eq(companies.id, member.companyId))
      .orderBy(desc(p.startDate))
      .limit(1),
    formsByStage(db, member, 'active'),
  ]);
  const [row] = rows;
  return {
    company: { id: member.companyId, name: row.name },
    employees_count: row.employees,
    departments_count: row.departments,
    active_period: periodBrief(row.period),
    forms_by_stage: byStage,
  };
}

type TaskRow = {
  id: number;
  stage: Stage;
  mine: boolean;
  employeeName: string;
  periodName: string;
  selfDeadline: string;
  managerDeadline: string;
  feedbackDeadline: string;
  feedbackWritten: boolean;
  answered: boolean;
};

/**
 * What an open form asks of the caller, if anything: by the stage, and whether they are its employee. `today` is the
 * caller's date in their zone: a task is overdue once the caller's own day of its deadline is over.
 */
function taskOf(r: TaskRow, base: string, today: string): TaskOut | null {
  const own = `${base}/performance-review/employee-dashboard/form/?id=${r.id}`;
  const reviewed = `${base}/performance-review/manager-dashboard/?form=${r.id}`;
  let task: [TaskCode, string, string] | null = null;
  if (r.mine && r.stage === 'SELF') task = ['fill_self_assessment', r.selfDeadline, own];
  else if (r.mine && r.stage === 'FEEDBACK' && !r.answered) task = ['answer_feedback', r.feedbackDeadline, own];
  else if (!r.mine && r.stage === 'MANAGER') task = ['assess_employee', r.managerDeadline, reviewed];
  else if (!r.mine && r.stage === 'FEEDBACK' && !r.feedbackWritten)
    task = ['write_feedback', r.feedbackDeadline, reviewed];
  if (!task) return null;
  const [code, due, path] = task;
  return {
    code,
    form_id: r.id,
    employee_name: r.mine ? null : r.employeeName,
    period_name: r.periodName,
    due_date: due,
    overdue: due < today,
    path,
  };
}

/** Open forms of active periods where the caller is the employee or the reviewer, in one statement. */
async function formTasks(db: Db, member: Member, eipId: number, at: TasksAt): Promise<TaskOut[]> {
  const base = `/c/${member.companyId}`;
  const rows: TaskRow[] = await db
    .select({
      id: f.id,
      stage: f.stage,
      mine: sql<boolean>`${f.employeeId} = ${eipId}`,
      employeeName: fullNameSql(users),
      periodName: p.name,
      selfDeadline: p.selfDeadline,
      managerDeadline: p.managerDeadline,
      feedbackDeadline: p.feedbackDeadline,
      feedbackWritten: sql<boolean>`coalesce(${formManagerFeedbacks.strengths} <> '' or ${formManagerFeedbacks.growthAreas} <> '', false)`,
      answered: sql<boolean>`${formParticipantFeedbacks.agreement} is not null`,
    })
    .from(f)
    .innerJoin(p, eq(p.id, f.periodId))
    .innerJoin(employeeInPositions, eq(employeeInPositions.id, f.employeeId))
    .innerJoin(users, eq(users.id, employeeInPositions.userId))
    .leftJoin(formManagerFeedbacks, eq(formManagerFeedbacks.formId, f.id))
    .leftJoin(formParticipantFeedbacks, eq(formParticipantFeedbacks.formId, f.id))
    .where(
      and(
        eq(f.companyId, member.companyId),
        eq(p.status, 'active'),
        inArray(f.stage, ['SELF', 'MANAGER', 'FEEDBACK']),
        sql`(${f.employeeId} = ${eipId} or ${f.reviewerId} = ${eipId})`,
      ),
    )
    .orderBy(p.selfDeadline, f.id)
    .limit(200);
  const today = localDay(await personZone(db, at.userId, member.companyId), at.now);
  return rows.map((r) => taskOf(r, base, today)).filter((t) => t !== null);
}

/** An admin's: create a period when none is active, launch it when it has no forms yet. */
async function adminTasks(db: Db, member: Member): Promise<TaskOut[]> {
  const path = `/c/${member.companyId}/settings/performance-review-periods/`;
  const [row] = await db
    .select({
      period: p,
      forms:
        sql<number>`(select count(*) from ${f} where ${f.companyId} = ${member.companyId} and ${f.periodId} = ${p.id})`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .leftJoin(p, activePeriodOfCompany)
    .where(eq(companies.id, member.companyId))
    .orderBy(desc(p.startDate))
    .limit(1);
  const none = { form_id: null, employee_name: null, overdue: false, path };
  if (!row.period) return [{ code: 'create_period', period_name: null, due_date: null, ...none }];
  if (row.forms === 0) {
    return [{ code: 'launch_period', period_name: row.period.name, due_date: row.period.selfDeadline, ...none }];
  }
  return [];
}

/** Who asks and when: the caller's zone decides which deadlines are over. */
export type TasksAt = { userId: number; now: Date };

/** The caller's to-dos, from their open forms (as employee or reviewer) and, for admins, the period's state. */
export async function dashboardTasks(db: Db, member: Member, at: TasksAt): Promise<TaskOut[]> {
  const [forms, admin] = await Promise.all([
    member.eipId === null ? [] : formTasks(db, member, member.eipId, at),
    seesWholeCompany(member) ? adminTasks(db, member) : [],
  ]);
  return [...forms, ...admin];
}

/** The active period, the caller's own form in it, how many they review, and the forms per stage. */
export async function reviewSummary(db: Db, member: Member): Promise<ReviewSummaryOut> {
  const periods = await db
    .select()
    .from(p)
    .where(and(eq(p.companyId, member.companyId), eq(p.status, 'active')))
    .orderBy(desc(p.startDate))
    .limit(1);
  const period = periods.at(0) ?? null;
  let myForm: ReviewSummaryOut['my_form'] = null;
  let reviewing = 0;
  if (period && member.eipId !== null) {
    const [row] = await db
      .select({
        myId: sql<number | null>`max(case when ${f.employeeId} = ${member.eipId} then ${f.id} end)`,
        myStage: sql<Stage | null>`max(case when ${f.employeeId} = ${member.eipId} then ${f.stage}::text end)`,
        reviewing: sql<number>`count(*) filter (where ${f.reviewerId} = ${member.eipId})`.mapWith(Number),
      })
      .from(f)
      .where(and(eq(f.companyId, member.companyId), eq(f.periodId, period.id)));
    if (row.myId !== null && row.myStage !== null) myForm = { id: row.myId, stage: row.myStage };
    reviewing = row.reviewing;
  }
  return {
    active_period: periodBrief(period),
    my_form: myForm,
    reviewing_count: reviewing,
    forms_by_stage: await formsByStage(db, member, period?.id ?? null),
  };
}
