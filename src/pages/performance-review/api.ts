import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { apiGet, apiSend, type Query } from '../../httpClient.ts';
import { useCompany } from '../../shell/session.tsx';
import { STAGES, type Stage } from '../../types.ts';

export { STAGES, type Stage };

export type MissingCode =
  | 'values_without_self_grade'
  | 'agreements_without_self_grade'
  | 'no_results'
  | 'values_without_manager_grade'
  | 'no_overall_grade'
  | 'hipo_without_decision'
  | 'agreements_without_manager_grade'
  | 'no_strengths'
  | 'no_growth_areas';
export type Missing = { code: MissingCode | string; count: number; message: string };
export type Move = { stage: Stage; reason_required: boolean; missing: Missing[] };
export type GradedItem = {
  id: number;
  version: number;
  self_grade: number | null;
  self_comment: string | null;
  manager_grade: number | null;
  manager_comment: string | null;
};
export type ValueItem = GradedItem & { value_id: number; name: string; description: string };
export type AgreementItem = GradedItem & {
  agreement_id: number;
  title: string;
  description: string;
  due_date: string | null;
  status: string;
};
export type HipoDecision = 'IS_HIPO' | 'IS_NOT_HIPO';
export type HipoItem = {
  id: number;
  version: number;
  name: string;
  description: string;
  decision: HipoDecision | null;
  comment: string;
};
export type Result = { id: number; version: number; text: string };
export type ManagerGrades = { id: number; version: number; overall_grade: number | null; final_comment: string };
export type ManagerFeedback = {
  id: number;
  version: number;
  strengths: string;
  growth_areas: string;
  recommendation: string;
};
export type ParticipantFeedback = {
  id: number;
  version: number;
  agreement: 'AGREE' | 'DISAGREE' | null;
  comment: string;
  feedback_to_manager: string;
};
export type Transition = { from_stage: Stage; to_stage: Stage; reason: string; at: string; by: string | null };
export type Delegation = { from_reviewer_id: number | null; to_reviewer_id: number; by: string | null; at: string };
/** `done` is null where the count would reveal what the caller may not see yet (the other side's drafts). */
export type Progress = { done: number | null; total: number };

export type FormDetail = {
  id: number;
  type: 'SMPL' | 'STND';
  stage: Stage;
  period: {
    id: number;
    name: string;
    status: string;
    self_deadline: string;
    manager_deadline: string;
    feedback_deadline: string;
    end_date: string;
  };
  employee: { id: number; full_name: string; position: string; department: string | null };
  reviewer: { id: number; full_name: string } | null;
  me: { is_employee: boolean; is_reviewer: boolean; is_admin: boolean; read_only: boolean };
  values: ValueItem[];
  agreements: AgreementItem[];
  hipo: HipoItem[];
  results: Result[];
  manager_grades: ManagerGrades | null;
  manager_feedback: ManagerFeedback | null;
  participant_feedback: ParticipantFeedback | null;
  progress: { self: Progress; manager: Progress };
  transitions: Transition[];
  delegations?: Delegation[];
  available_transitions: Move[];
};

export type FormRow = {
  id: number;
  stage: Stage;
  period: { id: number; name: string; status: string };
  employee: { id: number; full_name: string; position: string };
  department: { id: number; name: string } | null;
  reviewer: { id: number; full_name: string } | null;
  deadlines: { self: string; manager: string; feedback: string };
  progress: { self: Progress; manager: Progress };
};
export type Page<T> = { count: number; results: T[] };

/** Company-scoped calls of the review screens (`companies/companies/{id}/…`). */
export function useReviewApi() {
  const company = useCompany();
  const root = `companies/companies/${company.id}/`;
  const base = `${root}performance_review/`;
  return {
    companyId: company.id,
    get: <T>(path: string, query?: Query) => apiGet<T>(`${base}${path}`, query),
    send: <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      apiSend<T>(method, `${base}${path}`, body),
    /** Company endpoints outside performance_review/ (structure/…). */
    getCompany: <T>(path: string, query?: Query) => apiGet<T>(`${root}${path}`, query),
  };
}

/** The screens' routes under the company's basename. */
export const REVIEW_PATHS = {
  employee: '/performance-review/employee-dashboard/',
  form: '/performance-review/employee-dashboard/form/',
  manager: '/performance-review/manager-dashboard/',
} as const;

/** Every query of these screens starts with this key, so one invalidation refreshes them all. */
export const REVIEW_KEY = 'review';

export function useFormDetail(id: number | null) {
  const api = useReviewApi();
  return useQuery({
    queryKey: [REVIEW_KEY, 'form', api.companyId, id ?? 'current'],
    queryFn: async () =>
      id
        ? await api.get<FormDetail>(`assessment_forms/${id}/`)
        : (await api.get<{ form: FormDetail | null }>('assessment_forms/current/')).form,
  });
}

export function useRefreshReview() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [REVIEW_KEY] });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodyOf(error: unknown, status: number): Record<string, unknown> | null {
  return error instanceof HttpError && error.status === status && isRecord(error.body) ? error.body : null;
}

/** The record as the server has it now, from a 409 `stale_version`. */
export function conflictOf(error: unknown): Record<string, unknown> | null {
  const body = bodyOf(error, 409);
  return body?.code === 'stale_version' && isRecord(body.current) ? body.current : null;
}

function isMissing(value: unknown): value is Missing {
  return isRecord(value) && typeof value.code === 'string' && typeof value.count === 'number';
}

/** What a 409 `preconditions_failed` says is still empty. */
export function missingOf(error: unknown): Missing[] | null {
  const missing = bodyOf(error, 409)?.missing;
  return Array.isArray(missing) ? missing.filter(isMissing) : null;
}

export function errorStatus(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'ra.notification.http_error';
}
