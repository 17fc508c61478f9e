import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useCreatePath, useNotify, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { codeOf, hasFieldErrors, useNotifyFailure } from '../../api/errors.ts';
import { useAccess } from '../../shell/access.ts';

/**
 * onError for Create/Edit (pessimistic): a stale `version` (409) gets a translated "changed by someone
 * else, reload" warning; a 400 with field errors is left to the form, which shows them under the inputs.
 */
export function useSaveErrorHandler(): (error: unknown) => void {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  return useCallback(
    (error: unknown) => {
      if (codeOf(error) === 'stale_version') {
        notify('app.errors.stale_version', { type: 'warning', autoHideDuration: 10_000 });
        return;
      }
      if (hasFieldErrors(error)) return;
      notifyFailure(error);
    },
    [notify, notifyFailure],
  );
}

/** Create and edit screens of settings are for those the access rule lets change them; others land on the list. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const can = useAccess();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!resource || !can(resource, 'edit'))
    return <Navigate to={`${createPath({ resource, type: 'list' })}/`} replace />;
  return <>{children}</>;
}
