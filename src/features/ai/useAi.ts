import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { codeOf, failureOf, retryAfterOf } from '../../api/errors.ts';
import type { FormDetailOut as FormDetail, ImproveRequest, SummaryOut } from '../../api/types.ts';

const ENGINE_KEY = 'perf-review.ai.engine';

/** The engine that answered last: its name is known only from an answer, and the next wait shows it. */
function readEngine(): string | null {
  try {
    return window.localStorage.getItem(ENGINE_KEY);
  } catch {
    return null;
  }
}

function rememberEngine(name: string): void {
  try {
    window.localStorage.setItem(ENGINE_KEY, name);
  } catch {
    // Private mode or a full quota: the wait shows the general words next time.
  }
}

/** Who may ask for a summary: the reviewer and an admin always, the employee once the feedback stage opens. */
export function maySummarise(form: FormDetail): boolean {
  if (form.me.is_reviewer || form.me.is_admin) return true;
  return form.me.is_employee && (form.stage === 'FEEDBACK' || form.stage === 'COMPLETE');
}

function useAiCalls() {
  return useCompanyApi().api;
}

/** The engine's name as a person reads it: the built-in one by its description, a model by its name. */
export function useEngineName(): (engine: string) => string {
  const translate = useTranslate();
  return (engine) => (engine === 'offline' ? translate('app.ai.engine_offline') : engine);
}

/**
 * A summary of the form, made only when the person asks (a rate-limited POST). The last answer stays
 * shown while the next one is made, and when it fails.
 */
export function useSummary(formId: number) {
  const calls = useAiCalls();
  const [engine, setEngine] = useState(readEngine);
  const [answer, setAnswer] = useState<SummaryOut | null>(null);
  const mutation = useMutation({
    mutationFn: () => calls.summariseForm({ form_id: formId }),
    onSuccess: (next) => {
      rememberEngine(next.engine);
      setEngine(next.engine);
      setAnswer(next);
    },
  });
  return { answer, engine, pending: mutation.isPending, error: mutation.error, generate: mutation.mutate };
}

/** A better wording of a text or of one of the caller's results; it saves nothing. */
export function useImprove() {
  const calls = useAiCalls();
  return useMutation({ mutationFn: (body: ImproveRequest) => calls.improveText(body) });
}

/** The seconds a 429 asks to wait: the code's parameter, else the Retry-After header; null for other failures. */
export function waitOf(error: unknown): number | null {
  if (codeOf(error) !== 'ai_rate_limited') return null;
  const seconds = failureOf(error)?.params.seconds;
  return typeof seconds === 'number' ? seconds : retryAfterOf(error);
}
