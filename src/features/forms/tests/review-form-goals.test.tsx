import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { agreementItem } from './review-agreement-fixtures.ts';
import { json, pageOf, PR, reviewForm } from './review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';

const CHECK_IN = {
  id: 91,
  at: '2024-10-07T09:00:00Z',
  by: 'Анна Смирнова',
  by_owner: true,
  health: 'at_risk' as const,
  comment: 'Миграция отчётов отстаёт из-за доступа к базе',
  progress_before: 0.2,
  progress_after: 0.45,
  values: [
    {
      key_result_id: 3,
      name: 'Отчёты на новой базе',
      unit: 'шт.',
      value_before: 4,
      value_after: 9,
      done_before: null,
      done_after: null,
    },
    {
      key_result_id: 4,
      name: 'Старая база отключена',
      unit: '',
      value_before: null,
      value_after: null,
      done_before: false,
      done_after: true,
    },
  ],
};

beforeEach(() => {
  server.use(...sessionHandlers());
});

describe('the review form’s goals', () => {
  it('shows each goal’s final progress, health and check-ins with their values, read-only', async () => {
    const agreements = [
      agreementItem({ goal: { progress: 0.45, health: 'at_risk', check_ins: [CHECK_IN] } }),
      agreementItem({ id: 52, agreement_id: 41, title: 'Освоить Kubernetes', goal: null }),
    ];
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm({ agreements }))),
      http.get(`${PR}/agreements/`, () => json(pageOf([]))),
    );
    renderApp(FORM_PATH);
    const item = await screen.findByTestId('agreements-51');
    expect(within(item).getByText('Итог по цели')).toBeTruthy();
    expect(within(item).getByText('45%')).toBeTruthy();
    const timeline = within(item).getByRole('list', { name: 'Отметки прогресса' });
    expect(within(timeline).getByText('Миграция отчётов отстаёт из-за доступа к базе')).toBeTruthy();
    expect(within(timeline).getByText('Под угрозой')).toBeTruthy();
    expect(within(timeline).getByText(/Прогресс: 20% → 45%/)).toBeTruthy();
    expect(within(timeline).getByText('Отчёты на новой базе: 4 → 9 шт.')).toBeTruthy();
    expect(within(timeline).getByText('Старая база отключена: не выполнено → выполнено')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Отметить/ })).toBeNull();
    const hidden = screen.getByTestId('agreements-52');
    expect(within(hidden).queryByText('Итог по цели')).toBeNull();
  });
});
