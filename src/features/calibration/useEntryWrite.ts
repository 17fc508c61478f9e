import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { EntryBody, SessionPersonOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { cardNowOf, type CardNow } from './entries.ts';

/**
 * One change to a person of a session. A 409 from someone's change in between keeps the dialog open with the
 * card as it is now (and its version, for a second try) while the session is read again; any other failure is
 * said in words. Success refreshes the session and its history.
 */
export function useEntryWrite(sessionId: number, person: SessionPersonOut, done: string, onDone: () => void) {
  const notify = useNotify();
  const errorText = useErrorText();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [conflict, setConflict] = useState<CardNow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.calibration.session(companyId, sessionId) });
  const write = useMutation({
    mutationFn: (body: EntryBody) => api.moveCalibrationEntry(sessionId, person.form_id, body),
    onSuccess: async () => {
      notify(done, { type: 'success' });
      await refresh();
      onDone();
    },
    onError: (error) => {
      const now = cardNowOf(error);
      setConflict(now);
      setFailure(now ? null : errorText(error));
      void refresh();
    },
  });
  /** The version to write at: the one the 409 named, once there was one, else the one read. */
  const version = Math.max(conflict?.version ?? 0, person.entry.version);
  return { write, conflict, failure, version };
}
