import type { NotificationOut, OutboxOut } from '../../../api/types.ts';
import { API } from '../../../../tests/web/fixtures.ts';

export const NOTIFICATIONS = `${API}/companies/companies/1/notifications/`;
export const FORM_LINK = '/c/1/performance-review/employee-dashboard/form/?id=7';

/** A day of this year, so a notice writes it without the year («12 декабря»). */
export const thisYear = (monthDay: string) => `${new Date().getFullYear()}-${monthDay}`;

export function notice(overrides: Partial<NotificationOut> = {}): NotificationOut {
  return {
    id: 1,
    kind: 'to_review',
    data: {
      company_name: 'ООО «Ромашка»',
      employee_name: 'Анна Смирнова',
      period_name: 'Оценка 2026',
      stage: 'MANAGER',
      deadline: thisYear('12-12'),
    },
    link: FORM_LINK,
    form_id: 7,
    created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function message(overrides: Partial<OutboxOut> = {}): OutboxOut {
  return {
    id: 31,
    kind: 'to_review',
    recipient: { id: 8, email: 'ivan@example.com', full_name: 'Иван Петров' },
    mail_to: 'ivan@example.com',
    subject: 'Анна Смирнова отправила самооценку',
    body_text: 'Здравствуйте, Иван!\nАнна Смирнова отправила самооценку.',
    body_html: '<p>Здравствуйте, Иван!</p><p><a href="http://localhost/c/1/">Открыть анкету</a></p>',
    status: 'kept',
    attempts: 0,
    last_error: '',
    created_at: '2026-11-20T09:00:00Z',
    next_attempt_at: '2026-11-20T09:00:00Z',
    sent_at: null,
    form_id: 7,
    ...overrides,
  };
}
