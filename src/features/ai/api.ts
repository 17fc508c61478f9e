import type { ImproveRequest, SummaryRequest } from '../../api/types.ts';
import { call } from '../../httpClient.ts';

/**
 * The assistant's calls. Both are POSTs the server rate-limits (429 with the wait in seconds), so a screen makes
 * them only when the person asks.
 */
export function aiCalls(companyId: number) {
  return {
    /** A summary of a form: bullets that cite its texts, and the gaps worth discussing. */
    summariseForm: (body: SummaryRequest) => call('ai.summary', { params: { companyId }, body }),
    /** A clearer wording of a text or of one of the caller's results; nothing is saved. */
    improveText: (body: ImproveRequest) => call('ai.improve', { params: { companyId }, body }),
  };
}
