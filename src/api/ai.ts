import { request } from '../httpClient.ts';
import type { ImproveOut, ImproveRequest, SummaryOut, SummaryRequest } from './types.ts';

/**
 * The assistant's calls under `companies/companies/{id}/performance_review/ai/`. Both are POSTs the server
 * rate-limits (429 with the wait in seconds), so a screen makes them only when the person asks.
 */
export function aiCalls(companyId: number) {
  const root = `companies/companies/${companyId}/performance_review/ai/`;
  return {
    /** A summary of a form: bullets that cite its texts, and the gaps worth discussing. */
    summariseForm: (body: SummaryRequest) =>
      request<SummaryOut>('POST', `${root}get_participant_form_summary/`, { body }),
    /** A clearer wording of a text or of one of the caller's results; nothing is saved. */
    improveText: (body: ImproveRequest) => request<ImproveOut>('POST', `${root}improve_result/`, { body }),
  };
}
