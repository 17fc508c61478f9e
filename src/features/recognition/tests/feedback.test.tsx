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
const BOSS = { id: 3, name: 'Игорь Волков' };
const person = (who: { id: number; name: string }, position: string, department: string | null) => ({
  id: who.id,
  full_name: who.name,
  position,
  department,
});
/** The directory: Anna is the caller's report; Maria works in another department; the caller's manager too. */
const DIRECTORY = [
  person(ANNA, 'Аналитик', 'Продажи'),
  person(BOSS, 'Директор', null),
  person(MARIA, 'Дизайнер', 'Маркетинг'),
];

const handlers = (searches: string[] = []) => [
  ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: false })]),
  http.get(`${C}/structure/user_employee_in_position/`, () =>
    HttpResponse.json(page([{ id: 11, manager_id: BOSS.id, manager_name: BOSS.name }])),
  ),
  http.get(`${C}/colleagues/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('reports') === 'true') return HttpResponse.json(page([DIRECTORY[0]]));
    const search = (params.get('search') ?? '').toLowerCase();
    searches.push(search);
    return HttpResponse.json(page(DIRECTORY.filter((p) => p.full_name.toLowerCase().includes(search))));
  }),
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the feedback page', () => {
  it('gives feedback shared with the manager, a refusal worded from its code', async () => {
    const bodies: unknown[] = [];
    const searches: string[] = [];
    server.use(
      ...handlers(searches),
      http.post(FEEDBACK, async ({ request }) => {
        bodies.push(await request.json());
        return fieldErrors({ recipient: [{ code: 'feedback_to_self' }] });
      }),
    );
    renderApp('/c/1/feedback-anytime/');
    const form = await screen.findByRole('form', { name: 'Дать' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Коллега' }), 'мар');
    const found = await screen.findByRole('option', { name: /Мария Петрова/ });
    expect(found.textContent).toContain('Дизайнер · Маркетинг');
    expect(screen.queryByRole('option', { name: /Анна Смирнова/ })).toBeNull();
    expect(searches).toContain('мар');
    await userEvent.click(found);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Текст' }), 'Спасибо за помощь');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Показать руководителю получателя' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByText('Нельзя оставить обратную связь самому себе.')).toBeTruthy();
    expect(bodies).toEqual([{ recipient: MARIA.id, text: 'Спасибо за помощь', shared_with_manager: true }]);
  });

  it('lists the feedback received, signed by its author, its HTML shown as the text it is', async () => {
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
                    text: 'Отличная <b>презентация</b>',
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
    expect(within(list).getByText('Отличная <b>презентация</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
  });

  it('asks about oneself or one’s own people only (never one’s manager), of anyone but the person', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(),
      http.get(`${FEEDBACK}requests/`, () => HttpResponse.json(page([]))),
      http.post(`${FEEDBACK}requests/`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? fieldErrors({ people: [{ code: 'feedback_request_self' }] })
          : HttpResponse.json(
              {
                id: 1,
                requester: { id: 11, name: 'Я' },
                about: ANNA,
                message: 'Как прошёл квартал?',
                people: [{ ...MARIA, answered: false }],
                answered: false,
                created_at: '2026-11-20T10:00:00.000Z',
              },
              { status: 201 },
            );
      }),
    );
    renderApp('/c/1/feedback-anytime/?tab=request');
    const form = await screen.findByRole('form', { name: 'Попросить' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'О ком' }));
    const about = await screen.findByRole('listbox');
    expect(
      within(about)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Обо мне', ANNA.name]);
    await userEvent.click(within(about).getByRole('option', { name: ANNA.name }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'У кого попросить' }));
    expect(await screen.findByRole('option', { name: /Мария Петрова/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Анна Смирнова/ })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: /Игорь Волков/ }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'У кого попросить' }));
    await userEvent.click(await screen.findByRole('option', { name: /Мария Петрова/ }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Сообщение (необязательно)' }),
      'Как прошёл квартал?',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Попросить' }));
    expect(await within(form).findByText('Нельзя просить обратную связь у человека, о котором она.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Попросить' }));
    expect(await screen.findByText('Запрос отправлен')).toBeTruthy();
    const body = { about: ANNA.id, people: [BOSS.id, MARIA.id], message: 'Как прошёл квартал?' };
    expect(bodies).toEqual([body, body]);
    expect(within(form).queryByRole('button', { name: /Мария Петрова/ })).toBeNull();
  });
});
