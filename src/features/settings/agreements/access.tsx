import type { ReactNode } from 'react';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useAccess } from '../../../shell/access.ts';
import { ROUTES } from '../../../resources/registry.ts';
import type { AgreementOut } from '../../../api/types.ts';

/** Admins set agreements for anyone in the company, managers for the people they manage (agreements.service.ts). */
export function useCanCreateAgreements(): boolean {
  return useAccess()(ROUTES.agreements, 'create');
}

/** The create screen is for admins and managers; anyone else lands on the list. */
export function CreatorsOnly({ children }: { children: ReactNode }) {
  const canCreate = useCanCreateAgreements();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!canCreate) return <Navigate to={`${createPath({ resource, type: 'list' })}/`} replace />;
  return <>{children}</>;
}

/** Inside an edit screen: a record the caller may not change (its `can_edit`) is shown read-only instead. */
export function EditableOnly({ children }: { children: ReactNode }) {
  const record = useRecordContext<AgreementOut>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (record && !record.can_edit)
    return <Navigate to={`${createPath({ resource, type: 'show', id: record.id })}/`} replace />;
  return <>{children}</>;
}
