import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { statusOf, useErrorText } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { AnswerIn } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { useSession } from '../../../shell/sessionContext.tsx';
import { draftOwner } from '../../forms/drafts.ts';
import { dropKeptAnswers, keepAnswers, keptAnswersKey, readKeptAnswers } from './keptAnswers.ts';

/** How long typing has to pause before the draft is saved. */
export const DRAFT_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

type Timer = RefObject<ReturnType<typeof setTimeout> | null>;

function cancelTimer(timer: Timer): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

/**
 * Keeps a request's draft on the server while the reviewer types: a save waits for a pause, saves go one
 * after another, each with the version the previous one returned. A 409 (the draft saved elsewhere meanwhile,
 * or the request no longer answerable) stops saving and hands the failure to `onConflict`, which reads the
 * request again. Until the server has them, the answers are also kept in the browser (keptAnswers.ts): those
 * left by a session that ended (or a closed tab) come back as `kept` and are saved again, if the draft on the
 * server is still the one they went over.
 */
export function useDraftSaver(requestId: number, initialVersion: number, onConflict: (error: unknown) => void) {
  const keptKey = keptAnswersKey(draftOwner(useSession().user), requestId);
  const [kept] = useState(() => {
    const found = readKeptAnswers(keptKey);
    return found?.version === initialVersion ? found.answers : null;
  });
  const { api, companyId } = useCompanyApi();
  const client = useQueryClient();
  const errorText = useErrorText();
  const version = useRef(initialVersion);
  const pending = useRef<AnswerIn[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  // The latest wording and conflict handler, for saves that finish after a render changed them.
  const latest = useRef({ onConflict, errorText });
  useEffect(() => {
    latest.current = { onConflict, errorText };
  });

  /** No more saves: the request was sent, declined, or read again. */
  const stop = useCallback(() => {
    stopped.current = true;
    cancelTimer(timer);
    pending.current = null;
    dropKeptAnswers(keptKey);
  }, [keptKey]);

  const write = useCallback(
    async (answers: AnswerIn[]) => {
      if (stopped.current) return;
      setStatus('saving');
      try {
        const saved = await api.saveReview360Draft(requestId, { answers, version: version.current });
        version.current = saved.version;
        if (pending.current === null) dropKeptAnswers(keptKey);
        else keepAnswers(keptKey, { answers: pending.current, version: saved.version });
        client.setQueryData(queryKeys.review360.request(companyId, requestId), saved);
        setError(null);
        setStatus(pending.current ? 'pending' : 'saved');
      } catch (failure) {
        if (statusOf(failure) === 409) {
          stop();
          latest.current.onConflict(failure);
          return;
        }
        setError(latest.current.errorText(failure));
        setStatus('failed');
      }
    },
    [api, client, companyId, requestId, stop, keptKey],
  );

  /** Sends what waits now (after any save under way). */
  const flush = useCallback((): Promise<void> => {
    cancelTimer(timer);
    const answers = pending.current;
    if (answers === null) return chain.current;
    pending.current = null;
    chain.current = chain.current.then(() => write(answers));
    return chain.current;
  }, [write]);

  const schedule = useCallback(
    (answers: AnswerIn[]) => {
      if (stopped.current) return;
      pending.current = answers;
      keepAnswers(keptKey, { answers, version: version.current });
      setStatus('pending');
      cancelTimer(timer);
      timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
    },
    [flush, keptKey],
  );

  /**
   * Holds what waits (a send or a decline carries the same answers) and lets a save under way finish: the
   * version to send or decline with, then.
   */
  const settle = useCallback(async (): Promise<number> => {
    cancelTimer(timer);
    await chain.current;
    return version.current;
  }, []);

  /** After a refused send or decline, what was held is saved as a draft again. */
  const resume = useCallback(() => {
    if (pending.current === null || stopped.current) return;
    cancelTimer(timer);
    timer.current = setTimeout(() => void flush(), DRAFT_DELAY_MS);
  }, [flush]);

  // Leaving the page does not lose the last edits: they are sent at once.
  useEffect(() => () => void flush(), [flush]);

  // Answers kept from before are saved again; kept over a draft the server no longer holds, they are dropped,
  // as a 409 would have them (the request as read now is what the form shows).
  const restore = useEffectEvent(() => {
    if (kept) schedule(kept);
    else dropKeptAnswers(keptKey);
  });
  useEffect(() => restore(), []);

  return { status, error, kept, schedule, settle, resume, stop };
}
