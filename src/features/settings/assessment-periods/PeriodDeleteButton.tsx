import { useRecordContext, useTranslate } from 'react-admin';
import type { PeriodOut } from '../../../api/types.ts';
import { GuardedDeleteButton } from '../GuardedDeleteButton.tsx';
import { ROUTES } from '../../../resources/registry.ts';

const TEXT = `resources.${ROUTES.assessment_periods}`;

/** Why a period cannot be deleted (its forms, then its agreements), or null when it can. */
function useDeleteBlocker(): (period: PeriodOut) => string | null {
  const translate = useTranslate();
  return (period) => {
    if (period.forms_count > 0) return translate(`${TEXT}.delete_blocked_forms`, { smart_count: period.forms_count });
    if (period.agreements_count > 0)
      return translate(`${TEXT}.delete_blocked_agreements`, { smart_count: period.agreements_count });
    return null;
  };
}

export function PeriodDeleteButton() {
  const record = useRecordContext<PeriodOut>();
  const blocker = useDeleteBlocker();
  return record ? <GuardedDeleteButton blockedBy={blocker(record)} /> : null;
}
