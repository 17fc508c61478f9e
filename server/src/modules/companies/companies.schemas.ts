import { z } from 'zod';
import { ROLES, STAGES } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';
import { q } from '../../http/zod.ts';

/** A company of the caller's, with what they are there. */
export const companyOut = z.object({
  id: z.number().int(),
  name: z.string(),
  plan: z.string(),
  role: z.enum(ROLES),
  is_admin: z.boolean(),
  /** The caller's active position in the company, if any. */
  employee_in_position_id: z.number().int().nullable(),
  /** The zone the caller's times are shown in: their own (notice settings), else the company's. */
  time_zone: z.string(),
});
export type CompanyOut = z.infer<typeof companyOut>;

/** Every company of the caller's on one page (a person belongs to few). */
export const companyList = pageOut(companyOut);
export type CompanyListOut = z.infer<typeof companyList>;

export const companyInfoOut = z.object({
  company_id: z.number().int(),
  name: z.string(),
  plan: z.string(),
  seat_limit: z.number().int(),
  seats_used: z.number().int(),
});
export type CompanyInfoOut = z.infer<typeof companyInfoOut>;

export const APP_CODES = ['employee_dashboard', 'manager_dashboard', 'performance_review', 'settings'] as const;
export type AppCode = (typeof APP_CODES)[number];
export const appOut = z.object({ code: z.enum(APP_CODES), path: z.string() });
export type AppOut = z.infer<typeof appOut>;
export const appsOut = z.object({ results: z.array(appOut) });
export type AppsOut = z.infer<typeof appsOut>;

/** A period as the dashboards show it: its name and dates. */
export const periodBriefOut = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  self_deadline: z.string(),
  manager_deadline: z.string(),
  feedback_deadline: z.string(),
});
export type PeriodBriefOut = z.infer<typeof periodBriefOut>;

/** How many forms are at each stage (every stage present, 0 when none). */
export const formsByStageOut = z.record(z.enum(STAGES), z.number().int().min(0));
export type FormsByStageOut = z.infer<typeof formsByStageOut>;

export const dashboardInfoOut = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  employees_count: z.number().int(),
  departments_count: z.number().int(),
  active_period: periodBriefOut.nullable(),
  /** The whole company's forms for admins, the forms they review for others. */
  forms_by_stage: formsByStageOut,
});
export type DashboardInfoOut = z.infer<typeof dashboardInfoOut>;

export const TASK_CODES = [
  'fill_self_assessment',
  'assess_employee',
  'write_feedback',
  'answer_feedback',
  'create_period',
  'launch_period',
] as const;
export type TaskCode = (typeof TASK_CODES)[number];
export const taskOut = z.object({
  code: z.enum(TASK_CODES),
  form_id: z.number().int().nullable(),
  /** Whose form it is, when it is not the caller's own. */
  employee_name: z.string().nullable(),
  period_name: z.string().nullable(),
  due_date: z.string().nullable(),
  overdue: z.boolean(),
  /** Where in the app the task is done. */
  path: z.string(),
});
export type TaskOut = z.infer<typeof taskOut>;
export const tasksOut = z.object({ results: z.array(taskOut) });
export type TasksOut = z.infer<typeof tasksOut>;

export const reviewSummaryOut = z.object({
  active_period: periodBriefOut.nullable(),
  my_form: z.object({ id: z.number().int(), stage: z.enum(STAGES) }).nullable(),
  reviewing_count: z.number().int(),
  forms_by_stage: formsByStageOut,
});
export type ReviewSummaryOut = z.infer<typeof reviewSummaryOut>;

export const serviceUrlOut = z.object({ url: z.string() });
export type ServiceUrlOut = z.infer<typeof serviceUrlOut>;

export const userListQuery = listQuery.extend({ company: q.int().optional(), ids: q.ids().optional() });
export type UserListQuery = z.infer<typeof userListQuery>;
/** A person who shares a company with the caller. */
export const userOptionOut = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
});
export type UserOptionOut = z.infer<typeof userOptionOut>;
export const userList = pageOut(userOptionOut);
export type UserListOut = z.infer<typeof userList>;
