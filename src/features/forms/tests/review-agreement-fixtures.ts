import type { AgreementItemOut } from '../../../api/types.ts';

/** An agreement as a form grades it: set in the previous period (agreement 40), due in autumn. */
export function agreementItem(overrides: Partial<AgreementItemOut> = {}): AgreementItemOut {
  return {
    id: 51,
    agreement_id: 40,
    title: 'Перевести отчёты на новую базу',
    description: '',
    due_date: '2024-11-30',
    status: 'done',
    version: 2,
    self_grade: null,
    self_comment: '',
    manager_grade: null,
    manager_comment: null,
    ...overrides,
  };
}
