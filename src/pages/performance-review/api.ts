import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { apiGet, apiSend, type Query } from '../../httpClient.ts';
import { useCompany } from '../../shell/session.tsx';

export type Stage = 'SELF' | 'MANAGER' | 'FEEDBACK' | 'COMPLETE';
export const STAGES: Stage[] = ['SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE'];

export type Missing = { code: string; count: number; message: string };
export type Move = { stage: Stage; reason_required: boolean; missing: Missing[] };
export type GradedItem = { id: number; version: number; self_grade: number | null; self_comment: string | null; manager_grade: number | null; manager_comment: string | null };
export type ValueItem = GradedItem & { value_id: number; name: string; description: string };
export type AgreementItem = GradedItem & { agreement_id: number; title: string; description: string; due_date: string | null; status: string };
export type HipoItem = { id: number; version: number; name: string; description: string; decision: 'IS_HIPO' | 'IS_NOT_HIPO' | null; comment: string };
export type Result = { id: number; version: number; text: string };

export type FormDetail = {
  id: number;
  type: 'SMPL' | 'STND';
  stage: Stage;
  period: { id: number; name: string; status: string; self_deadline: string; manager_deadline: string; feedback_deadline: string; end_date: string };
  employee: { id: number; full_name: string; position: string; department: string | null };
  reviewer: { id: number; full_name: string } | null;
  me: { is_employee: boolean; is_reviewer: boolean; is_admin: boolean; read_only: boolean };
  values: ValueItem[];
  agreements: AgreementItem[];
  hipo: HipoItem[];
  results: Result[];
  manager_grades: { id: number; version: number; overall_grade: number | null; final_comment: string } | null;
  manager_feedback: { id: number; version: number; strengths: string; growth_areas: string; recommendation: string } | null;
  participant_feedback: { id: number; version: number; agreement: 'AGREE' | 'DISAGREE' | null; comment: string; feedback_to_manager: string } | null;
  progress: { self: { done: number; total: number }; manager: { done: number; total: number } };
  transitions: { from_stage: Stage; to_stage: Stage; reason: string; at: string; by: string | null }[];
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
  progress: { self: { done: number | null; total: number }; manager: { done: number; total: number } };
};
export type Page<T> = { count: number; results: T[] };

/** Company-scoped calls of the review screens. */
export function useReviewApi() {
  const company = useCompany();
  const base = `companies/companies/${company.id}/performance_review/`;
  return {
    companyId: company.id,
    get: <T>(path: string, query?: Query) => apiGet<T>(`${base}${path}`, query),
    send: <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => apiSend<T>(method, `${base}${path}`, body),
  };
}

export function useFormDetail(id: number | null) {
  const api = useReviewApi();
  return useQuery({
    queryKey: ['review-form', api.companyId, id ?? 'current'],
    queryFn: async () => (id ? await api.get<FormDetail>(`assessment_forms/${id}/`) : (await api.get<{ form: FormDetail | null }>('assessment_forms/current/')).form),
  });
}

export function useRefreshForm() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['review-form'] });
}

export function conflictOf(error: unknown): Record<string, unknown> | null {
  if (error instanceof HttpError && error.status === 409) {
    const body = error.body as { code?: string; current?: Record<string, unknown> } | null;
    if (body?.code === 'stale_version' && body.current) return body.current;
  }
  return null;
}

export function missingOf(error: unknown): Missing[] | null {
  if (error instanceof HttpError && error.status === 409) {
    const body = error.body as { missing?: Missing[] } | null;
    return body?.missing ?? null;
  }
  return null;
}
