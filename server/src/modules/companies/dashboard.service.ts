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
import { STAGES, type Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';

export type Task = {
  code:
    | 'fill_self_assessment'
    | 'assess_employee'
    | 'write_feedback'
    | 'answer_feedback'
    | 'create_period'
    | 'launch_period';
  form_id: number | null;
  employee_name: string | null;
  period_name: string | null;
  due_date: string | null;
  overdue: boolean;
  path: string;
};

const today = () => new Date().toISOString().slice(0, 10);

export async function activePeriod(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(assessmentPeriods)
    .where(and(eq(assessmentPeriods.companyId, companyId), eq(assessmentPeriods.status, 'active')))
    .orderBy(desc(assessmentPeriods.startDate))
    .limit(1);
  return row ?? null;
}

export function periodDto(p: typeof assessmentPeriods.$inferSelect | null) {
  if (!p) return null;
  return {
    id: p.id,
    name: p.name,
    start_date: p.startDate,
    end_date: p.endDate,
    self_deadline: p.selfDeadline,
    manager_deadline: p.managerDeadline,
    feedback_deadline: p.feedbackDeadline,
  };
}

/** Forms per stage in one grouped query: the whole company for admins, the forms they review for others. */
export async function formsByStage(
  db: Db,
  member: Member,
  periodId: number | null | 'active',
): Promise<Record<Stage, number>> {
  const out = Object.fromEntries(STAGES.map((st) => [st, 0])) as Record<Stage, number>;
  if (!periodId) return out;
  const period =
    periodId === 'active'
      ? sql`(select ${assessmentPeriods.id} from ${assessmentPeriods} where ${assessmentPeriods.companyId} = ${member.companyId}
          and ${assessmentPeriods.status} = 'active' order by ${assessmentPeriods.startDate} desc limit 1)`
      : periodId;
  const scope = member.isAdmin ? undefined : eq(assessmentForms.reviewerId, member.eipId ?? -1);
  const rows = await db
    .select({ stage: assessmentForms.stage, n: sql<number>`count(*)`.mapWith(Number) })
    .from(assessmentForms)
    .where(and(eq(assessmentForms.companyId, member.companyId), eq(assessmentForms.periodId, period), scope))
    .groupBy(assessmentForms.stage);
  for (const r of rows) out[r.stage] = r.n;
  return out;
}

/** Two queries run side by side: the company with its counts and active period, and the forms per stage. */
export async function dashboardInfo(db: Db, member: Member) {
  const [[row], byStage] = await Promise.all([
    db
      .select({
        name: companies.name,
        employees:
          sql<number>`(select count(*) from ${employeeInPositions} where ${employeeInPositions.companyId} = ${member.companyId} and ${employeeInPositions.isActive})`.mapWith(
            Number,
          ),
        departments:
          sql<number>`(select count(*) from ${departments} where ${departments.companyId} = ${member.companyId})`.mapWith(
            Number,
          ),
        period: assessmentPeriods,
      })
      .from(companies)
      .leftJoin(
        assessmentPeriods,
        and(eq(assessmentPeriods.companyId, companies.id), eq(assessmentPeriods.status, 'active')),
      )
      .where(eq(companies.id, member.companyId))
      .orderBy(desc(assessmentPeriods.startDate))
      .limit(1),
    formsByStage(db, member, 'active'),
  ]);
  return {
    company: { id: member.companyId, name: row.name },
    employees_count: row.employees,
    departments_count: row.departments,
    active_period: periodDto(row.period),
    forms_by_stage: byStage,
  };
}

/** The caller's to-dos, computed from open forms of non-closed periods where they are the employee or the reviewer. */
export async function dashboardTasks(db: Db, member: Member): Promise<Task[]> {
  const base = `/c/${member.companyId}`;
  const tasks: Task[] = [];
  const now = today();
  if (member.eipId) {
    const rows = await db
      .select({
        id: assessmentForms.id,
        stage: assessmentForms.stage,
        employeeId: assessmentForms.employeeId,
        reviewerId: assessmentForms.reviewerId,
        periodName: assessmentPeriods.name,
        selfDeadline: assessmentPeriods.selfDeadline,
        managerDeadline: assessmentPeriods.managerDeadline,
        feedbackDeadline: assessmentPeriods.feedbackDeadline,
        firstName: users.firstName,
        lastName: users.lastName,
        feedbackWritten: sql<boolean>`coalesce(${formManagerFeedbacks.strengths} <> '' or ${formManagerFeedbacks.growthAreas} <> '', false)`,
        answered: sql<boolean>`${formParticipantFeedbacks.agreement} is not null`,
      })
      .from(assessmentForms)
      .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
      .innerJoin(employeeInPositions, eq(employeeInPositions.id, assessmentForms.employeeId))
      .innerJoin(users, eq(users.id, employeeInPositions.userId))
      .leftJoin(formManagerFeedbacks, eq(formManagerFeedbacks.formId, assessmentForms.id))
      .leftJoin(formParticipantFeedbacks, eq(formParticipantFeedbacks.formId, assessmentForms.id))
      .where(
        and(
          eq(assessmentForms.companyId, member.companyId),
          eq(assessmentPeriods.status, 'active'),
          inArray(assessmentForms.stage, ['SELF', 'MANAGER', 'FEEDBACK']),
          sql`(${assessmentForms.employeeId} = ${member.eipId} or ${assessmentForms.reviewerId} = ${member.eipId})`,
        ),
      )
      .orderBy(assessmentPeriods.selfDeadline, assessmentForms.id)
      .limit(200);
    for (const r of rows) {
      const mine = r.employeeId === member.eipId;
      const name = `${r.firstName} ${r.lastName}`.trim();
      const push = (code: Task['code'], due: string, path: string) =>
        tasks.push({
          code,
          form_id: r.id,
          employee_name: mine ? null : name,
          period_name: r.periodName,
          due_date: due,
          overdue: due < now,
          path,
        });
      if (mine && r.stage === 'SELF')
        push('fill_self_assessment', r.selfDeadline, `${base}/performance-review/employee-dashboard/form/?id=${r.id}`);
      if (mine && r.stage === 'FEEDBACK' && !r.answered)
        push('answer_feedback', r.feedbackDeadline, `${base}/performance-review/employee-dashboard/form/?id=${r.id}`);
      if (!mine && r.stage === 'MANAGER')
        push('assess_employee', r.managerDeadline, `${base}/performance-review/manager-dashboard/?form=${r.id}`);
      if (!mine && r.stage === 'FEEDBACK' && !r.feedbackWritten)
        push('write_feedback', r.feedbackDeadline, `${base}/performance-review/manager-dashboard/?form=${r.id}`);
    }
  }
  if (member.isAdmin) {
    // One query: the active period, if any, and how many forms it has.
    const [row] = await db
      .select({
        period: assessmentPeriods,
        forms:
          sql<number>`(select count(*) from ${assessmentForms} where ${assessmentForms.periodId} = ${assessmentPeriods.id})`.mapWith(
            Number,
          ),
      })
      .from(companies)
      .leftJoin(
        assessmentPeriods,
        and(eq(assessmentPeriods.companyId, companies.id), eq(assessmentPeriods.status, 'active')),
      )
      .where(eq(companies.id, member.companyId))
      .orderBy(desc(assessmentPeriods.startDate))
      .limit(1);
    const period = row?.period;
    if (!period) {
      tasks.push({
        code: 'create_period',
        form_id: null,
        employee_name: null,
        period_name: null,
        due_date: null,
        overdue: false,
        path: `${base}/settings/performance-review-periods/`,
      });
    } else if (row.forms === 0) {
      tasks.push({
        code: 'launch_period',
        form_id: null,
        employee_name: null,
        period_name: period.name,
        due_date: period.selfDeadline,
        overdue: false,
        path: `${base}/settings/performance-review-periods/`,
      });
    }
  }
  return tasks;
}

export async function reviewSummary(db: Db, member: Member) {
  const period = await activePeriod(db, member.companyId);
  let myForm: { id: number; stage: Stage } | null = null;
  let reviewing = 0;
  if (period && member.eipId) {
    const [row] = await db
      .select({
        myId: sql<
          number | null
        >`max(case when ${assessmentForms.employeeId} = ${member.eipId} then ${assessmentForms.id} end)`,
        myStage: sql<Stage | null>`max(case when ${assessmentForms.employeeId} = ${member.eipId} then ${assessmentForms.stage}::text end)`,
        reviewing: sql<number>`count(*) filter (where ${assessmentForms.reviewerId} = ${member.eipId})`.mapWith(Number),
      })
      .from(assessmentForms)
      .where(and(eq(assessmentForms.companyId, member.companyId), eq(assessmentForms.periodId, period.id)));
    if (row.myId) myForm = { id: Number(row.myId), stage: row.myStage as Stage };
    reviewing = row.reviewing;
  }
  return {
    active_period: periodDto(period),
    my_form: myForm,
    reviewing_count: reviewing,
    forms_by_stage: await formsByStage(db, member, period?.id ?? null),
  };
}
