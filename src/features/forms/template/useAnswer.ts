import { useRef, useState } from 'react';
import { failureOf } from '../../../api/failure.ts';
import type { FormDetailOut as FormDetail } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { call } from '../../../httpClient.ts';

export type FormTemplate = NonNullable<FormDetail['template']>;
export type TemplateSectionView = FormTemplate['sections'][number];
export type AnswerView = FormTemplate['answers'][number];
export type AnswerSide = NonNullable<AnswerView['self']>;
/** What one write changes of the caller's side. */
export type AnswerPatch = { value?: number | null; not_applicable?: boolean; choice?: string | null; text?: string };

const KNOWN = ['answer_outside_scale', 'not_applicable_not_allowed', 'answer_not_an_option', 'stale_version'];

/** The code a failed write is shown by: one of the answer's own codes, or `failed`. */
function codeOf(error: unknown): string {
  const failure = failureOf(error);
  const codes = [
    ...Object.values(failure?.fields ?? {}).flatMap((errors) => errors.map((e) => e.code)),
    failure?.code ?? '',
  ];
  return codes.find((code) => KNOWN.includes(code)) ?? 'failed';
}

/**
 * Saves the caller's answer to one template item: writes go one after another, each with the version the
 * previous one returned (0 before the first answer).
 */
export function useAnswer(formId: number, sectionKey: string, itemKey: string, version: number) {
  const { companyId } = useCompanyApi();
  const versionRef = useRef(version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = async (patch: AnswerPatch) => {
    setStatus('saving');
    try {
      const answer = await call('items.answers', {
        params: { companyId, id: formId },
        body: { section_key: sectionKey, item_key: itemKey, ...patch, version: versionRef.current },
      });
      versionRef.current = answer.version;
      setError(null);
      setStatus('saved');
    } catch (failure) {
      setError(codeOf(failure));
      setStatus('error');
    }
  };

  return {
    status,
    error,
    save: (patch: AnswerPatch) => {
      queue.current = queue.current.then(() => send(patch));
      return queue.current;
    },
  };
}
