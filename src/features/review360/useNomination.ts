import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { statusOf, useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { RequestBriefOut, SubjectOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/** The period's 360 settings (every member reads them): whether it runs, who nominates, how many reviewers. */
export function useReview360Settings(periodId: number | null) {
  const { api, companyId } = useCompanyApi();
  return useQuery({
    queryKey: queryKeys.review360.settings(companyId, periodId ?? 0),
    enabled: periodId !== null,
    queryFn: () => api.getReview360Settings(periodId ?? 0),
  });
}

/** The caller's own 360 in the period. */
export function useMyReview360(periodId: number | null, enabled = true) {
  const { api, companyId } = useCompanyApi();
  return useQuery({
    queryKey: queryKeys.review360.mine(companyId, periodId ?? 0),
    enabled: periodId !== null && enabled,
    queryFn: () => api.getMyReview360(periodId ?? 0),
  });
}

/** Requests that count against the list's size: a declined one frees its place. */
export function activeRequests(subject: SubjectOut): RequestBriefOut[] {
  return subject.requests.filter((request) => request.status !== 'declined');
}

type Action =
  | { kind: 'add'; period: number; employee: number; reviewer: number }
  | { kind: 'remove'; request: number }
  | { kind: 'submit'; subject: SubjectOut }
  | { kind: 'approve'; subject: SubjectOut };

const DONE: Record<Action['kind'], string> = {
  add: 'app.review360.nomination.added',
  remove: 'app.review360.nomination.removed',
  submit: 'app.review360.nomination.submitted',
  approve: 'app.review360.nomination.approved',
};

/**
 * Changes to a person's list of reviewers. The answer (the person's 360 as it is now) replaces the copies the
 * screens hold, then every 360 read is refreshed (a colleague's count of requests changed too). A 409 (someone
 * changed the list, or it moved on) reloads the data and says so; any other refusal stays on screen in words.
 */
export function useNominationActions(onChanged?: (subject: SubjectOut) => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const [failure, setFailure] = useState<string | null>(null);
  const all = queryKeys.review360.all(companyId);

  const store = (subject: SubjectOut) => {
    client.setQueryData(queryKeys.review360.mine(companyId, subject.period), (mine: SubjectOut | undefined) =>
      mine?.employee === subject.employee ? subject : mine,
    );
    client.setQueriesData<{ results: SubjectOut[] }>({ queryKey: [...all, 'subjects'] }, (list) =>
      list
        ? { ...list, results: list.results.map((row) => (row.employee === subject.employee ? subject : row)) }
        : list,
    );
  };

  const mutation = useMutation({
    mutationFn: (action: Action): Promise<SubjectOut> => {
      switch (action.kind) {
        case 'add':
          return api.addReview360Reviewer({
            period: action.period,
            employee: action.employee,
            reviewer: action.reviewer,
          });
        case 'remove':
          return api.removeReview360Reviewer(action.request);
        case 'submit':
          return api.submitReview360List(action.subject.id ?? 0, action.subject.version);
        case 'approve':
          return api.approveReview360List(action.subject.id ?? 0, action.subject.version);
      }
    },
    onMutate: () => setFailure(null),
    onSuccess: async (subject, action) => {
      store(subject);
      onChanged?.(subject);
      notify(DONE[action.kind], { type: 'success' });
      await client.invalidateQueries({ queryKey: all });
    },
    onError: async (error) => {
      const text = errorText(error);
      if (statusOf(error) === 409) {
        setFailure(`${text} ${translate('app.review360.nomination.reloaded')}`);
        await client.invalidateQueries({ queryKey: all });
      } else {
        setFailure(text);
      }
    },
  });

  return {
    run: (action: Action) => mutation.mutate(action),
    busy: mutation.isPending,
    failure,
  };
}
