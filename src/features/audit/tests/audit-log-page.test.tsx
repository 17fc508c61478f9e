import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { dateField, typeDate } from '../../../../tests/web/date-fields.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { matchMediaOf } from '../../../../tests/web/media.ts';
import { server } from '../../../../tests/web/msw.ts';
import { auditApi, PAGE } from './audit-fixtures.ts';

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers());
});

const location = () => screen.getByTestId('location').textContent;
const rowsOf = async (name: string) => within(await screen.findByRole('table', { name })).getAllByRole('row');
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

describe('the audit log page', () => {
  it('is one of the settings an admin finds, and lists who did what, when and to what, in Russian', async () => {
    auditApi();
    renderApp('/c/1/settings/');
    await userEvent.click(await screen.findByRole('link', { name: /Журнал действий/ }));
    await waitFor(() => expect(location()).toBe(PAGE));
    const [, first, , second, , third, fourth] = await rowsOf('Журнал действий');
    expect(within(first).getByText(/2 марта 2026 г\./)).toBeTruthy();
    expect(within(first).getByText('Ирина Админова')).toBeTruthy();
    expect(within(first).getByText('Изменён сотрудник')).toBeTruthy();
    expect(within(first).getByText('Сотрудник № 5')).toBeTruthy();
    expect(within(second).getByText('Служба Поддержки')).toBeTruthy();
    expect(within(second).getByText('от имени: Анна Смирнова')).toBeTruthy();
    expect(within(second).getByText('Адрес вебхука удалён')).toBeTruthy();
    expect(within(third).getByText('zz_future.thing_done')).toBeTruthy();
    expect(within(third).getByText('zz_widget')).toBeTruthy();
    expect(within(third).getByText('Система')).toBeTruthy();
    expect(within(fourth).getByText('Сводка ИИ')).toBeTruthy();
    expect(within(fourth).getByText('действовал сотрудник поддержки: Служба Поддержки')).toBeTruthy();
    expect(within(third).queryByRole('button')).toBeNull();
    expect(screen.getByText('1–4 из 4')).toBeTruthy();
  });

  it('puts a row on a phone in one column: when, what, who and the object under each other', async () => {
    matchMediaOf('max-width');
    auditApi();
    renderApp(PAGE);
    const [header, first] = await rowsOf('Журнал действий');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Действие', '']);
    const [cell] = within(first).getAllByRole('cell');
    for (const text of [/2 марта 2026 г\./, 'Изменён сотрудник', 'Ирина Админова', 'Сотрудник № 5'])
      expect(within(cell).getByText(text)).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Показать изменения: Изменён сотрудник' })).toBeTruthy();
  });

  it('speaks English once the reader picks it', async () => {
    auditApi();
    renderApp(PAGE);
    await screen.findByRole('table', { name: 'Журнал действий' });
    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const [, first, , second] = await rowsOf('Audit log');
    expect(within(first).getByText(/March 2, 2026/)).toBeTruthy();
    expect(within(first).getByText('Person changed')).toBeTruthy();
    expect(within(first).getByText('Person No. 5')).toBeTruthy();
    expect(within(second).getByText('acting as Анна Смирнова')).toBeTruthy();
    expect(within(second).getByText('Webhook address deleted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says when the log holds more than it counts, and how to reach the older entries', async () => {
    auditApi(undefined, { count: 10_000, capped: true });
    renderApp(PAGE);
    await screen.findByRole('table', { name: 'Журнал действий' });
    const status = screen.getAllByRole('status').find((el) => el.textContent.startsWith('1–25'));
    expect(status?.textContent.replace(/\s/g, ' ')).toBe(
      '1–25 из более чем 10 000. Чтобы увидеть более ранние записи, уточните фильтр или даты.',
    );
    expect(screen.getByRole('button', { name: 'Дальше' })).toHaveProperty('disabled', false);
  });

  it('sends each filter to the server and keeps it in the address, back on the first page', async () => {
    const { queries } = auditApi(undefined, { count: 60 });
    const user = userEvent.setup();
    renderApp(PAGE);
    await screen.findByRole('table', { name: 'Журнал действий' });
    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ page: '2' }));
    expect(location()).toBe(`${PAGE}?page=2`);

    await user.click(screen.getByRole('combobox', { name: 'Кто' }));
    await user.click(await screen.findByRole('option', { name: 'Служба Поддержки' }));
    await user.click(screen.getByRole('combobox', { name: 'Действие' }));
    await user.click(await screen.findByRole('option', { name: 'Адреса и доставки вебхуков' }));
    await user.click(screen.getByRole('combobox', { name: 'Объект' }));
    await user.click(await screen.findByRole('option', { name: /Адрес вебхука/ }));
    await user.type(screen.getByRole('textbox', { name: 'Номер объекта' }), '4');
    typeDate(dateField('С'), '01.03.2026');
    typeDate(dateField('По'), '05.03.2026');
    const expected = {
      actor: '9',
      action: 'webhook',
      target_type: 'webhook_endpoint',
      target_id: '4',
      from: '2026-03-01',
      to: '2026-03-05',
    };
    await waitFor(() => expect(lastQuery(queries)).toEqual({ ...expected, page: '1', page_size: '25' }));
    const address = new URL(location(), 'http://app.test');
    expect(address.pathname).toBe(PAGE);
    expect(Object.fromEntries(address.searchParams)).toEqual(expected);
  });

  it('reads its filters from the address after a reload, and the CSV link carries the same ones', async () => {
    const { queries } = auditApi();
    renderApp(`${PAGE}?actor=3&action=impersonate_start&from=2026-03-01&page=2`);
    await screen.findByRole('table', { name: 'Журнал действий' });
    expect(lastQuery(queries)).toEqual({
      actor: '3',
      action: 'impersonate_start',
      from: '2026-03-01',
      page: '2',
      page_size: '25',
    });
    expect(screen.getByRole('combobox', { name: 'Действие' }).textContent).toBe('Вход от имени сотрудника');
    const link = screen.getByRole('link', { name: 'Скачать CSV' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe('/api/companies/companies/1/audit_log/export/');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      actor: '3',
      action: 'impersonate_start',
      from: '2026-03-01',
    });
  });

  it('opens a row to its state before and after, field by field, values as text', async () => {
    auditApi();
    const user = userEvent.setup();
    renderApp(PAGE);
    await screen.findByRole('table', { name: 'Журнал действий' });
    const open = screen.getByRole('button', { name: 'Показать изменения: Изменён сотрудник' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const changes = screen.getByRole('table', { name: 'Изменения' });
    const cells = within(changes)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(changes)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Роль', 'Администратор', 'Заголовок']);
    expect(cells.slice(1)).toEqual([
      ['EMPLOYEE', 'MANAGER'],
      ['false', 'true'],
      ['Инженер', 'Инженер'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Скрыть изменения: Изменён сотрудник' }));
    expect(screen.queryByRole('table', { name: 'Изменения' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Показать изменения: Адрес вебхука удалён' }));
    const removed = screen.getByRole('table', { name: 'Изменения' });
    expect(within(removed).getByText('<b>HRIS</b>')).toBeTruthy();
    expect(removed.querySelector('b')).toBeNull();
    expect(within(removed).queryByText('Стало')).toBeNull();
    expect(within(removed).getByRole('rowheader', { name: 'Описание' })).toBeTruthy();
    expect(screen.getByText('От имени пользователя')).toBeTruthy();
  });

  it('says when no row matches, and clears the filters', async () => {
    auditApi([]);
    const user = userEvent.setup();
    renderApp(`${PAGE}?action=webhook`);
    expect(await screen.findByText('Под эти фильтры записей нет.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByText('Записей нет.')).toBeTruthy();
    expect(location()).toBe(PAGE);
  });

  it('shows a failure by its code with a retry that brings the rows', async () => {
    const { state } = auditApi();
    state.fail = true;
    renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить данные.');
    expect(alert.textContent).toContain('Внутренняя ошибка сервера.');
    expect(alert.textContent).toContain('req-1');
    state.fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table', { name: 'Журнал действий' })).toBeTruthy();
  });
});

describe.each([
  ['employee', { role: 'EMPLOYEE', is_admin: false }],
  ['manager', { role: 'MANAGER', is_admin: false }],
] as const)('the audit log for a %s', (_, member) => {
  it('is offered nowhere and refused by its address, the log never asked for', async () => {
    server.use(...sessionHandlers(user(), [company(member)]));
    const { queries } = auditApi();
    const { unmount } = renderApp('/c/1/settings/');
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Журнал действий/ })).toBeNull();
    unmount();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Журнал действий' })).toBeNull();
    expect(queries).toEqual([]);
  });
});
