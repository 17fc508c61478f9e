import type { Role, Stage } from '../contract/enums.ts';

// Shapes of the API answers the SPA reads, mirroring docs/api-contract.md (server zod schemas).

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface Company {
  id: number;
  name: string;
  plan: string;
  role: Role;
  is_admin: boolean;
  employee_in_position_id: number | null;
}

export interface ServiceUrl {
  url: string;
}

export interface PeriodDeadlines {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  self_deadline: string | null;
  manager_deadline: string | null;
  feedback_deadline: string | null;
}

export type FormsByStage = Record<Stage, number>;

export interface DashboardInfo {
  company: { id: number; name: string };
  employees_count: number;
  departments_count: number;
  active_period: PeriodDeadlines | null;
  forms_by_stage: FormsByStage;
}

export type AppCode = 'performance_review' | 'settings' | 'manager_dashboard' | 'employee_dashboard';

export interface DashboardApp {
  code: AppCode;
  path: string;
}

export type TaskCode =
  'fill_self_assessment' | 'assess_employee' | 'write_feedback' | 'answer_feedback' | 'create_period' | 'launch_period';

export interface DashboardTask {
  code: TaskCode;
  form_id: number | null;
  employee_name: string | null;
  period_name: string | null;
  due_date: string | null;
  overdue: boolean;
  path: string;
}

export interface ResultsOf<T> {
  results: T[];
}

export interface PerformanceReviewSummary {
  active_period: PeriodDeadlines | null;
  my_form: { id: number; stage: Stage } | null;
  reviewing_count: number;
  forms_by_stage: FormsByStage;
}

/** A user of `/api/users/users/` (people who share a company with the caller). */
export type UserOption = { id: number; email: string; first_name: string; last_name: string; full_name: string };

export interface FeedbackCreated {
  id: number;
}
