import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { HttpError, useCreatePath, useNotify, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useCompany } from '../shell/session.tsx';

function hasFieldErrors(error: HttpError): boolean {
  const errors: unknown = error.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/**
 * onError for Create/Edit (pessimistic): a stale `version` (409) gets a translated "changed by someone
 * else, reload" warning; a 400 with field errors is left to the form, which shows them under the inputs.
 */
export function useSaveErrorHandler(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 409) {
        notify('app.errors.stale_version', { type: 'warning', autoHideDuration: 10_000 });
        return;
      }
      if (error instanceof HttpError && error.status === 400 && hasFieldErrors(error)) return;
      const message = error instanceof Error ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}

/** Create and edit screens of settings are for company admins; others land on the read-only list. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const company = useCompany();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!company.is_admin) return <Navigate to={`${createPath({ resource, type: 'list' })}/`} replace />;
  return <>{children}</>;
}
