import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, pageOf, PR, reviewForm } from '../../forms/tests/review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const ANNA = { id: 5, name: 'Анна Смирнова' };
const MARIA = { id: 8, name: 'Мария Петрова' };
const BETWEEN = `${PR}/assessment_forms/7/between_reviews/`;

beforeEach(() => {
  server.use(...sessionHandlers());
});

describe('the review form between reviews', () => {
  it('shows the reviewer the feedback, praise and 1:1 action items of the period, read only', async () => {
    const reviewer = { is_employee: false, is_reviewer: true, is_admin: false, read_only: false };
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm({ stage: 'MANAGER', me: reviewer }))),
      http.get(`${PR}/agreements/`, () => json(pageOf([]))),
      http.get(BETWEEN, () =>
        json({
          feedback: [
            {
              id: 1,
              author: MARIA,
              recipient: ANNA,
              text: 'Отличная презентация',
              shared_with_manager: true,
              request: null,
              created_at: '2025-04-02T10:00:00.000Z',
            },
          ],
          praise: [
            {
              id: 2,
              author: MARIA,
              recipients: [ANNA],
              value: { id: 1, name: 'Клиент в центре' },
              text: 'Спасибо за запуск!',
              created_at: '2025-04-03T10:00:00.000Z',
              reactions: [],
              hidden: false,
              hidden_reason: '',
              hidden_by: null,
            },
          ],
          action_items: [
            {
              id: 3,
              text: 'Подготовить план обучения',
              owner: ANNA,
              due_date: '2025-04-10',
              done: false,
              meeting_at: '2025-04-01T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderApp(FORM_PATH);
    const section = await screen.findByRole('region', { name: 'Между оценками' });
    expect(await within(section).findByText('Отличная презентация')).toBeTruthy();
    expect(within(section).getByText('Спасибо за запуск!')).toBeTruthy();
    expect(within(section).getByText('Клиент в центре')).toBeTruthy();
    expect(within(section).getByText('Подготовить план обучения')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });
});
