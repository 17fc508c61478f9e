import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { codeOf } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { MeetingOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/**
 * A change of a meeting whose answer is the meeting as it is now: the page shows that answer, and a failure is
 * kept for its section to word (a coded 400 naming the field).
 */
export function useMeetingChange(meetingId: number) {
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<MeetingOut>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      const meeting = await change();
      queryClient.setQueryData(queryKeys.oneOnOnes.meeting(companyId, meetingId), meeting);
      void queryClient.invalidateQueries({ queryKey: queryKeys.oneOnOnes.dashboard(companyId) });
      return true;
    } catch (error) {
      setFailure(error);
      // Someone changed the meeting in between: read it again, so the next save is at its version now.
      if (codeOf(error) === 'stale_version') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.oneOnOnes.meeting(companyId, meetingId) });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { api, companyId, run, failure, busy };
}
