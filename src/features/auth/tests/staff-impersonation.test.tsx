import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImpersonationCandidateOut } from '../../../api/types.ts';
import { browser } from '../../../shell/browser.ts';
import { API, company, fieldErrors, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const STAFF = user({ id: 1, email: 'support@demo.example', full_name: 'Служба Поддержки', is_staff: true });
const USERS = `${API}/auth/impersonate/users/`;
const START = `${API}/auth/impersonate/start/`;

function candidate(overrides: Partial<ImpersonationCandidateOut> = {}): ImpersonationCandidateOut {
  return {
    id: 7,
    email: 'employee@demo.example',
    first_name: 'Анна',
    last_name: 'Смирнова',
    full_name: 'Анна Смирнова',
    is_staff: false,
    companies: [{ id: 3, name: 'Демо Компания' }],
    ...overrides,
  };
}

const ROWS = [
  candidate(),
  candidate({ id: 8, email: 'free@demo.example', full_name: 'Борис Громов', companies: [] }),
  candidate({ id: 1, email: STAFF.email, full_name: STAFF.full_name, is_staff: true, companies: [] }),
  candidate({ id: 2, email: 'colleague@demo.example', full_name: 'Коллега Поддержки', is_staff: true }),
];

/** The candidates list answering `rows`, recording each query it was asked. */
function usersList(asked: URLSearchParams[], rows = ROWS) {
  return http.get(USERS, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    return HttpResponse.json(page(rows));
  });
}

/** The start call answering `answer`, recording each body it was sent. */
function startCall(bodies: unknown[], answer: () => Response = () => HttpResponse.json(user())) {
  return http.post(START, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
}

function location(): string {
  return screen.getByTestId('location').textContent;
}

async function openDialog(name: string) {
  renderApp('/staff/impersonation/');
  await userEvent.click(await screen.findByRole('button', { name: `Войти как ${name}` }));
  return screen.findByRole('dialog', { name: `Войти как ${name}` });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('impersonation in the staff area', () => {
  it('is where staff without a company land, not a page saying they belong to none', async () => {
    server.use(...sessionHandlers(STAFF, []), usersList([]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Имперсонация', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Вы пока не состоите ни в одной компании')).toBeNull();
    expect(location()).toBe('/staff/impersonation/');
    const nav = screen.getByRole('navigation', { name: 'Разделы служебного раздела' });
    expect(within(nav).getByRole('link', { name: 'Имперсонация' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Отзывы о продукте' })).toBeTruthy();
  });

  it('lists users with their email and companies; staff and oneself have no action', async () => {
    const asked: URLSearchParams[] = [];
    server.use(...sessionHandlers(STAFF, []), usersList(asked));
    renderApp('/staff/impersonation/');
    const table = await screen.findByRole('table', { name: 'Пользователи' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Имя', 'Почта', 'Компании', 'Действие']);
    const [, anna, boris, self, colleague] = within(table).getAllByRole('row');
    expect(within(anna).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(anna).getAllByText('employee@demo.example').length).toBeGreaterThan(0);
    expect(within(anna).getAllByText('Демо Компания').length).toBeGreaterThan(0);
    expect(within(anna).getByRole('button', { name: 'Войти как Анна Смирнова' })).toBeTruthy();
    expect(within(boris).getAllByText('Без компании').length).toBeGreaterThan(0);
    expect(within(self).getByText('Это вы')).toBeTruthy();
    expect(within(self).queryByRole('button')).toBeNull();
    expect(within(colleague).getByText('Сотрудник поддержки')).toBeTruthy();
    expect(within(colleague).queryByRole('button')).toBeNull();
    expect(asked.map((query) => query.toString())).toContain('page=1&page_size=25');
  });

  it('searches by the address as one types, and says when nobody is found', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...sessionHandlers(STAFF, []),
      http.get(USERS, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(page(query.get('search') === 'employee' ? [candidate()] : []));
      }),
    );
    renderApp('/staff/impersonation/?search=nobody');
    expect(await screen.findByText('Никого не нашлось.')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Имя, почта или компания' });
    await userEvent.clear(box);
    await userEvent.type(box, 'employee');
    await waitFor(() => expect(location()).toBe('/staff/impersonation/?search=employee'));
    expect(await screen.findByText('Анна Смирнова')).toBeTruthy();
    expect(asked.at(-1)?.toString()).toBe('page=1&page_size=25&search=employee');
  });

  it('asks for the reason, starts, and opens the user’s company', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    server.use(...sessionHandlers(STAFF, []), usersList([]), startCall(bodies));
    const dialog = await openDialog('Анна Смирнова');
    expect(within(dialog).getByText(/как его видит employee@demo\.example/)).toBeTruthy();
    // The reason is required: "Войти" waits for one, spaces are not one.
    const enter = within(dialog).getByRole('button', { name: 'Войти' });
    expect(enter).toHaveProperty('disabled', true);
    const reason = within(dialog).getByRole('textbox', { name: 'Причина входа' });
    await userEvent.type(reason, '   ');
    expect(enter).toHaveProperty('disabled', true);
    expect(bodies).toEqual([]);
    await userEvent.type(reason, ' Обращение 4521 ');
    expect(enter).toHaveProperty('disabled', false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/c/3/'));
    expect(bodies).toEqual([{ user_id: 7, reason: 'Обращение 4521', company_id: 3 }]);
    expect(within(dialog).queryByRole('combobox', { name: 'Компания' })).toBeNull();
  });

  it('asks in which company to view a person of several, and opens that one', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    const both = candidate({
      companies: [
        { id: 3, name: 'Демо Компания' },
        { id: 4, name: 'Вторая Компания' },
      ],
    });
    server.use(...sessionHandlers(STAFF, []), usersList([], [both]), startCall(bodies));
    const dialog = await openDialog('Анна Смирнова');
    const choice = within(dialog).getByRole('combobox', { name: 'Компания' });
    expect(choice.textContent).toContain('Демо Компания');
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: 'Вторая Компания' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина входа' }), 'Обращение 77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/c/4/'));
    expect(bodies).toEqual([{ user_id: 7, reason: 'Обращение 77', company_id: 4 }]);
  });

  it('lands on the root page for a user without a company, and can be cancelled', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    server.use(...sessionHandlers(STAFF, []), usersList([]), startCall(bodies));
    const dialog = await openDialog('Борис Громов');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await screen.findByRole('button', { name: 'Войти как Борис Громов' });
    await userEvent.click(again);
    const reopened = await screen.findByRole('dialog', { name: 'Войти как Борис Громов' });
    await userEvent.type(within(reopened).getByRole('textbox', { name: 'Причина входа' }), 'Проверка');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(bodies).toEqual([{ user_id: 8, reason: 'Проверка' }]);
  });

  it('words a refusal by its code: beside the reason, or above the buttons', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const answers = [
      () => fieldErrors({ reason: [{ code: 'too_long', params: { max: 500 } }] }),
      () => problem(403, 'impersonate_staff'),
    ];
    server.use(
      ...sessionHandlers(STAFF, []),
      usersList([]),
      startCall([], () => (answers.shift() ?? answers[0])()),
    );
    const dialog = await openDialog('Анна Смирнова');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина входа' }), 'Проверка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await within(dialog).findByText('Не более 500 символов.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Нельзя войти от имени сотрудника поддержки.'),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the staff area from a company', () => {
  it('is in the menu for staff who belong to a company, and for nobody else', async () => {
    server.use(...sessionHandlers(STAFF, [company()]), usersList([]));
    const view = renderApp('/c/1/settings/');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Служебный раздел' }));
    expect(await screen.findByRole('heading', { name: 'Имперсонация', level: 1 })).toBeTruthy();
    expect(location()).toBe('/staff/impersonation/');
    view.unmount();

    server.use(...sessionHandlers(user(), [company()]));
    renderApp('/c/1/settings/');
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    expect(screen.queryByRole('menuitem', { name: 'Служебный раздел' })).toBeNull();
  });
});
