import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PraiseOut } from '../../../api/types.ts';
import { API, company, fieldErrors, page, sessionHandlers, user, value } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const C = `${API}/companies/companies/1`;
const PRAISE = `${C}/praise/`;
const ANNA = { id: 12, name: 'Анна Смирнова' };

function praise(overrides: Partial<PraiseOut> = {}): PraiseOut {
  return {
    id: 5,
    author: { id: 7, name: 'Мария Петрова' },
    recipients: [ANNA],
    value: { id: 1, name: 'Клиент в центре' },
    text: 'Спасибо за запуск!',
    created_at: '2026-11-20T10:00:00.000Z',
    reactions: [{ kind: 'like', count: 2, mine: false }],
    hidden: false,
    hidden_reason: '',
    hidden_by: null,
    ...overrides,
  };
}

const people = () => [
  http.get(`${C}/colleagues/`, () =>
    HttpResponse.json(page([{ id: ANNA.id, full_name: ANNA.name, position: 'Аналитик', department: 'Продажи' }])),
  ),
  http.get(`${C}/performance_review/values/`, () =>
    HttpResponse.json(page([value({ id: 1, name: 'Клиент в центре' })])),
  ),
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the praise page', () => {
  it('pages the feed newest first by its cursor and reacts', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: false })]),
      ...people(),
      http.get(PRAISE, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor
            ? { results: [praise({ id: 4, text: 'Старая благодарность' })], next: null }
            : { results: [praise()], next: '5:5' },
        );
      }),
      http.post(`${PRAISE}5/reactions/`, () =>
        HttpResponse.json(praise({ reactions: [{ kind: 'like', count: 3, mine: true }] })),
      ),
    );
    renderApp('/c/1/praise/');
    const feed = await screen.findByRole('list', { name: 'Лента благодарностей' });
    expect(within(feed).getByText('Спасибо за запуск!')).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: 'Скрыть' })).toBeNull();
    await userEvent.click(within(feed).getByRole('button', { name: 'Нравится: 2' }));
    expect(await within(feed).findByRole('button', { name: 'Нравится: 3' })).toHaveProperty('ariaPressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await within(feed).findByText('Старая благодарность')).toBeTruthy();
    expect(cursors).toEqual([null, '5:5']);
  });

  it('shows praise without a value refused, the code worded at the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: false })]),
      ...people(),
      http.get(PRAISE, () => HttpResponse.json({ results: [], next: null })),
      http.post(PRAISE, async ({ request }) => {
        bodies.push(await request.json());
        return fieldErrors({ value: [{ code: 'praise_value_required' }] });
      }),
    );
    renderApp('/c/1/praise/');
    expect(await screen.findByText('Благодарностей пока нет.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Поблагодарить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Благодарность' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Кого благодарите' }), 'Анн');
    await userEvent.click(await screen.findByRole('option', { name: /Анна Смирнова/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'За что' }), 'Спасибо');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Выберите ценность компании.')).toBeTruthy();
    expect(bodies).toEqual([{ recipients: [ANNA.id], text: 'Спасибо' }]);
  });

  it('lets an admin hide a praise with a reason, and a refetched feed replaces what a reaction answered', async () => {
    const reasons: unknown[] = [];
    let reads = 0;
    server.use(
      ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: true })]),
      ...people(),
      http.get(PRAISE, () => {
        reads += 1;
        const later = { hidden: true, hidden_reason: 'Личные данные', hidden_by: 'Админ' };
        const reactions = [{ kind: 'like' as const, count: 9, mine: true }];
        return HttpResponse.json({ results: [praise(reads === 1 ? {} : { ...later, reactions })], next: null });
      }),
      http.post(`${PRAISE}5/reactions/`, () =>
        HttpResponse.json(praise({ reactions: [{ kind: 'like', count: 3, mine: true }] })),
      ),
      http.post(`${PRAISE}5/hide/`, async ({ request }) => {
        reasons.push(await request.json());
        return HttpResponse.json(
          praise({ hidden: true, hidden_reason: 'Личные данные', reactions: [{ kind: 'like', count: 3, mine: true }] }),
        );
      }),
    );
    renderApp('/c/1/praise/');
    const feed = await screen.findByRole('list', { name: 'Лента благодарностей' });
    await userEvent.click(within(feed).getByRole('button', { name: 'Нравится: 2' }));
    expect(await within(feed).findByRole('button', { name: 'Нравится: 3' })).toBeTruthy();
    await userEvent.click(within(feed).getByRole('button', { name: 'Скрыть' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скрыть благодарность' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Личные данные');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('Благодарность скрыта')).toBeTruthy();
    expect(await within(feed).findByRole('button', { name: 'Нравится: 9' })).toBeTruthy();
    expect(within(feed).getByText('Скрыта: Личные данные')).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: 'Скрыть' })).toBeNull();
    expect(reasons).toEqual([{ reason: 'Личные данные' }]);
  });
});
