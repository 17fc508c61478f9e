// Shapes of the API answers the SPA reads, mirroring docs/api-contract.md (server zod schemas).

export type Role = 'MANAGER' | 'EMPLOYEE';
export type Stage = 'SELF' | 'MANAGER' | 'FEEDBACK' | 'COMPLETE';
export type FormType = 'SMPL' | 'STND';
export type HipoFlag = 'IS_HIPO' | 'IS_NOT_HIPO';
/** Value0..Value5 on the wire are the integers 0..5. */
export type Grade = 0 | 1 | 2 | 3 | 4 | 5;

export const STAGES: readonly Stage[] = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface UserRef {
  id: number;
  email: string;
  full_name: string;
}

export interface CurrentUser extends UserRef {
  first_name: string;
  last_name: string;
  is_staff: boolean;
  impersonator: UserRef | null;
}

export interface AuthProviderInfo {
  name: string;
  title: string;
}

export interface AuthProviders {
  providers: AuthProviderInfo[];
  demo: boolean;
}

export type DemoRole = 'employee' | 'manager' | 'admin';

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

export interface CompanyValue {
  id: number;
  name: string;
  description: string;
  order: number;
  is_active: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface FeedbackCreated {
  id: number;
}

/** 400 body: field name -> messages, plus `non_field_errors`. */
export type ValidationErrorBody = Record<string, string[] | string>;

/** 401/403/404/409/... body. */
export interface DetailErrorBody {
  detail: string;
  code?: string;
  request_id?: string;
  current?: Record<string, unknown>;
}
