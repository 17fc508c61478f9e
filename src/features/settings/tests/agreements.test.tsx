import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENTS, agreement, historyUrl, readHandlers } from './agreements-fixtures.ts';
import type { AgreementHistoryOut } from '../../../api/types.ts';
import { company, fieldErrors, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { fillNew, recordWrites } from './agreements-form.ts';

const ROWS = [
  agreement(),
  agreement({
    id: 6,
    employee: 22,
    employee_name: 'Анна Смирнова',
    title: 'Освоить Kubernetes',
    status: 'new',
    due_date: null,
    version: 1,
  }),
];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(), ...readHandlers({ rows: ROWS }));
});

describe('agreements list', () => {
  it('shows the agreements under Russian headers, with translated statuses and dates', async () => {
    renderApp('/c/1/settings/agreements/');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Выступить на митапе')).toBeTruthy();
    for (const header of ['Название', 'Сотрудник', 'Период', 'Срок', 'Статус', 'Изменена']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getByText('Сергей Петров')).toBeTruthy();
    expect(within(table).getByText('В работе')).toBeTruthy();
    expect(within(table).getByText('Новая')).toBeTruthy();
    expect(within(table).getByText('30 апреля 2025 г.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Создать/ })).toBeTruthy();
  });

  it('explains what agreements are when there are none, and how to create one', async () => {
    server.use(...readHandlers({ rows: [] }));
    renderApp('/c/1/settings/agreements/');
    expect(await screen.findByText('Договорённостей пока нет')).toBeTruthy();
    expect(screen.getByText(/цели, которые руководитель и сотрудник согласуют/)).toBeTruthy();
    expect(screen.getByText(/Нажмите «Создать»/)).toBeTruthy();
  });
});

describe('creating an agreement', () => {
  it('refuses a blank title on the field and sends nothing', async () => {
    const posted = recordWrites('post', AGREEMENTS, () => HttpResponse.json(agreement(), { status: 201 }));
    renderApp('/c/1/settings/agreements/create/');
    await fillNew('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const title = screen.getByRole('textbox', { name: /Название/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Обязательно для заполнения').length).toBeGreaterThan(0);
    expect(posted).toEqual([]);
  });

  it('sends the chosen person and period, and shows a server 400 on the fields in Russian', async () => {
    const posted = recordWrites('post', AGREEMENTS, () =>
      fieldErrors({ employee: [{ code: 'no_employee' }], title: [{ code: 'blank' }] }),
    );
    renderApp('/c/1/settings/agreements/create/');
    await fillNew('Провести митап');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('В компании нет такого сотрудника.')).toBeTruthy();
    expect(screen.getByText('Поле не может быть пустым.')).toBeTruthy();
    expect(posted).toEqual([
      { employee: 22, period: 2, title: 'Провести митап', description: '', due_date: null, status: 'new' },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/create/');
  });

  it('names the created agreement in the notice and opens it', async () => {
    recordWrites('post', AGREEMENTS, () => HttpResponse.json(agreement({ title: 'Провести митап' }), { status: 201 }));
    renderApp('/c/1/settings/agreements/create/');
    await fillNew('Провести митап');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Договорённость «Провести митап» создана')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/5/show/'));
  });
});

describe('editing an agreement', () => {
  async function retitle(title: string) {
    const input = await screen.findByRole('textbox', { name: /Название/ });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Выступить на митапе'));
    await userEvent.clear(input);
    await userEvent.type(input, title);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  }

  it('sends only the changed field with the version it was read at', async () => {
    const patched = recordWrites('patch', `${AGREEMENTS}5/`, () =>
      HttpResponse.json(agreement({ title: 'Провести митап', version: 4 })),
    );
    renderApp('/c/1/settings/agreements/5/');
    await retitle('Провести митап');
    await waitFor(() => expect(patched).toEqual([{ title: 'Провести митап', version: 3 }]));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/5/show/'));
    expect(await screen.findByText('Договорённость «Провести митап» сохранена')).toBeTruthy();
  });

  it('deletes a row from the list, names it in the notice and stays on the list', async () => {
    const deleted = recordWrites('delete', `${AGREEMENTS}6/`, () => new HttpResponse(null, { status: 204 }));
    renderApp('/c/1/settings/agreements/');
    const row = (await screen.findByText('Освоить Kubernetes')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Договорённость «Освоить Kubernetes» удалена')).toBeTruthy();
    expect(deleted).toEqual([null]);
    expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/');
  });

  it('says in Russian that someone else saved it first (409), keeps what the user typed and saves over the new version', async () => {
    const theirs = agreement({ version: 4, description: 'Описание, сохранённое коллегой' });
    let stored = agreement();
    server.use(http.get(`${AGREEMENTS}5/`, () => HttpResponse.json(stored)));
    const patched = recordWrites('patch', `${AGREEMENTS}5/`, () => {
      if (stored.version === 3) {
        stored = theirs;
        return problem(409, 'stale_version', undefined, { current: theirs });
      }
      return HttpResponse.json({ ...theirs, title: 'Провести митап', version: 5 });
    });
    renderApp('/c/1/settings/agreements/5/');
    await retitle('Провести митап');
    expect(await screen.findByText(/эту договорённость сохранил кто-то другой/)).toBeTruthy();
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Описание/ });
    await waitFor(() => expect(description.value).toBe('Описание, сохранённое коллегой'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Название/ }).value).toBe('Провести митап');
    expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/5/');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(patched).toEqual([
        { title: 'Провести митап', version: 3 },
        { title: 'Провести митап', version: 4 },
      ]),
    );
  });

  it('explains in Russian why an agreement graded in forms cannot be deleted', async () => {
    recordWrites('delete', `${AGREEMENTS}5/`, () => problem(409, 'agreement_in_use', { count: 2 }, { forms: 2 }));
    renderApp('/c/1/settings/agreements/5/show/');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(
      await screen.findByText('Договорённость оценена в анкетах (2), удалить её нельзя. Отмените её.'),
    ).toBeTruthy();
  });
});

const HISTORY: AgreementHistoryOut[] = [
  {
    id: 12,
    action: 'updated',
    at: '2025-02-01T12:30:00Z',
    user: { id: 3, full_name: 'Елена Морозова' },
    changes: {
      status: { before: 'new', after: 'in_progress' },
      due_date: { before: null, after: '2025-04-30' },
      period: { before: 1, after: 2 },
    },
  },
  {
    id: 11,
    action: 'created',
    at: '2025-01-10T09:00:00Z',
    user: { id: 7, full_name: 'Дмитрий Иванов' },
    changes: { title: { before: null, after: 'Выступить на митапе' } },
  },
];

describe('the history of changes', () => {
  it('lists the changes newest first with translated field names and before → after values', async () => {
    server.use(http.get(historyUrl(5), () => HttpResponse.json(page(HISTORY))));
    renderApp('/c/1/settings/agreements/5/show/');
    const history = await screen.findByRole('region', { name: 'История изменений' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const [changed, created] = entries;
    expect(within(changed).getByText('Изменена · Елена Морозова')).toBeTruthy();
    const rows = within(changed)
      .getAllByRole('definition')
      .map((row) => row.textContent);
    const names = within(changed)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(names).toEqual(['Период', 'Срок', 'Статус']);
    await waitFor(() =>
      expect(within(changed).getAllByRole('definition')[0].textContent).toBe(
        'Оценка за первое полугодие → Оценка за второе полугодие',
      ),
    );
    expect(rows.slice(1)).toEqual(['— → 30 апреля 2025 г.', 'Новая → В работе']);
    expect(within(created).getByText('Создана · Дмитрий Иванов')).toBeTruthy();
    expect(within(created).getByRole('term').textContent).toBe('Название');
    expect(within(created).getByRole('definition').textContent).toBe('Выступить на митапе');
  });
});

describe('an employee', () => {
  beforeEach(() => {
    const own = ROWS.map((row) => ({ ...row, can_edit: false }));
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false, role: 'EMPLOYEE' })]),
      ...readHandlers({ rows: own }),
    );
  });

  it('reads their agreements without create, edit or delete', async () => {
    renderApp('/c/1/settings/agreements/');
    expect(await screen.findByText('Выступить на митапе')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Создать/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Редактировать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Сотрудник/ })).toBeNull();
  });

  it('sees the agreement and its history, but no edit or delete', async () => {
    renderApp('/c/1/settings/agreements/5/show/');
    expect(await screen.findByRole('heading', { name: 'Выступить на митапе' })).toBeTruthy();
    expect(await screen.findByText('Изменений пока нет.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Редактировать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });

  it('is sent from the edit page to the read-only one', async () => {
    renderApp('/c/1/settings/agreements/5/');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/5/show/'));
  });

  it('is sent from the create page to the list', async () => {
    renderApp('/c/1/settings/agreements/create/');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/agreements/'));
  });
});
