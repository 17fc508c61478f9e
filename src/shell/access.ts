import { useCallback } from 'react';
import { canAccess } from '../../contract/access.ts';
import { useCompany } from './sessionContext.tsx';

/** The rules themselves are plain data and functions (./accessRules.ts), which the server's first paint reads too. */
export { canAccess, PAGES, type AccessRequest, type Member } from '../../contract/access.ts';

/** `can(resource, action?)` for the current company, answered at once (the role is already known). */
export function useAccess(): (resource: string, action?: string) => boolean {
  const company = useCompany();
  return useCallback((resource: string, action?: string) => canAccess(company, { resource, action }), [company]);
}
