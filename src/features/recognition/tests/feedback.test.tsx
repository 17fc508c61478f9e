import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, company, fieldErrors, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const C = `${API}/companies/companies/1`;
const FEEDBACK = `${C}/peer_feedback/`;
const ANNA = { id: 12, name: 'Анна Смирнова' };
const MARIA = { id: 7, name: 'Мария Петрова' };

const handlers = () => [
  ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: false })]),
  http.get(`${C}/structure/user_employee_in_position/`, () =>
    HttpResponse.json(page([{ id: 11, manager_id: null, manager_name: null }])),
  ),
  http.get(`${C}/structure/managed_employee_in_positions/`, () =>
    HttpResponse.json(page([{ id: ANNA.id, full_name: ANNA.name }])),
  ),
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the feedback page', () => {
  it('gives feedback shared with the manager, a refusal worded from its code', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(),
      http.post(FEEDBACK, async ({ request }) => {
        bodies.push(await request.json());
        return fieldErrors({ recipient: [{ code: 'feedback_to_self' }] });
      }),
    );
    renderApp('/c/1/feedback-anytime/');
    const form = await screen.findByRole('form', { name: 'Дать' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Коллега' }));
    await userEvent.click(await screen.findByRole('option', { name: ANNA.name }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Текст' }), 'Спасибо за помощь');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Показать руководителю получателя' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByText('Нельзя оставить обратную связь самому себе.')).toBeTruthy();
    expect(bodies).toEqual([{ recipient: ANNA.id, text: 'Спасибо за помощь', shared_with_manager: true }]);
  });

  it('lists the feedback received, signed by its author', async () => {
    server.use(
      ...handlers(),
      http.get(FEEDBACK, ({ request }) => {
        const box = new URL(request.url).searchParams.get('box');
        return HttpResponse.json(
          page(
            box === 'received'
              ? [
                  {
                    id: 1,
                    author: MARIA,
                    recipient: ANNA,
                    text: 'Отличная презентация',
                    shared_with_manager: false,
                    request: null,
                    created_at: '2026-11-20T10:00:00.000Z',
                  },
                ]
              : [],
          ),
        );
      }),
    );
    renderApp('/c/1/feedback-anytime/?tab=received');
    const list = await screen.findByRole('list', { name: 'Полученная обратная связь' });
    expect(await within(list).findByText('От Мария Петрова')).toBeTruthy();
    expect(within(list).getByText('Отличная презентация')).toBeTruthy();
  });
});
