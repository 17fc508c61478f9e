import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AgreementOut, PeriodOut } from '../../../api/types.ts';
import { INCOMPLETE_DATE } from '../../../components/DatePickerField.tsx';
import { LocaleDateInput } from '../../../components/LocaleDateInput.tsx';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { ROUTES } from '../../../resources/registry.ts';

/**
 * The due date falls inside the agreement's period (the server refuses it otherwise, naming `due_date`): the
 * chosen period's bounds are said under the input and checked before saving. Like the server, only a date or a
 * period being changed is checked: an agreement saved before the rule can still have its title edited.
 */
export function DueDateInput() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const record = useRecordContext<AgreementOut>();
  const periodId = useWatch<{ period?: number | null }>({ name: 'period' });
  const { data: period } = useGetOne<PeriodOut>(
    ROUTES.assessment_periods,
    { id: periodId ?? 0 },
    { enabled: typeof periodId === 'number' },
  );
  const bounds = period ? { start: formatDate(period.start_date), end: formatDate(period.end_date) } : null;
  const insidePeriod = (value: unknown) => {
    if (!period || typeof value !== 'string' || value === '' || value === INCOMPLETE_DATE) return undefined;
    if (record && value === record.due_date && period.id === record.period) return undefined;
    return value < period.start_date || value > period.end_date
      ? translate('app.agreements.due_date_outside', bounds ?? {})
      : undefined;
  };
  return (
    <LocaleDateInput
      source="due_date"
      size="medium"
      validate={insidePeriod}
      helperText={bounds ? translate('app.agreements.due_date_hint', bounds) : false}
    />
  );
}
