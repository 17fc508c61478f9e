import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { CatalogueOut } from '../../../api/types.ts';
import { GuardedDeleteButton } from '../GuardedDeleteButton.tsx';

/** A value or skill graded in forms stays: it is made inactive instead, and "Delete" says so. */
export function ValueDeleteButton() {
  const record = useRecordContext<CatalogueOut>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  const blockedBy =
    record.forms_count > 0
      ? translate(`resources.${resource}.delete_blocked`, { smart_count: record.forms_count })
      : null;
  return <GuardedDeleteButton blockedBy={blockedBy} />;
}
