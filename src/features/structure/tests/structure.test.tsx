import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, page, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { PEOPLE, person, STRUCTURE, STRUCTURE_PAGE, structureHandlers, TREE } from './structure-fixtures.ts';

type Sent = { method: string; url: string; body: unknown };
let queries: URLSearchParams[] = [];
let sent: Sent[] = [];

/** Records every write to the structure API and answers it with `answer`. */
function recordWrites(answer: (request: Request, body: unknown) => Response) {
  const handler = async ({ request }: { request: Request }) => {
    const body: unknown = request.method === 'DELETE' ? null : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
    return answer(request, body);
  };
  return [
    http.post(`${STRUCTURE}/*`, handler),
    http.patch(`${STRUCTURE}/*`, handler),
    http.delete(`${STRUCTURE}/*`, handler),
  ];
}

/** The names in the people table (each name cell also holds the email under the name). */
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].querySelector('p')?.textContent);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  queries = [];
  sent = [];
  server.use(...sessionHandlers(), ...structureHandlers({ queries }));
});

describe('the org structure page', () => {
  it('shows the tree with counts and heads, and lists the people of the department picked', async () => {
    renderApp(STRUCTURE_PAGE);
    const tree = await screen.findByRole('tree', { name: 'Подразделения' });
    expect(
      within(tree)
        .getByRole('treeitem', { name: /^Руководство,/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(within(tree).getByText('Руководитель: Дмитрий Иванов')).toBeTruthy();
    // Collapsed branches are not drawn at all.
    expect(within(tree).queryByRole('treeitem', { name: /^Фронтенд,/ })).toBeNull();
    expect(within(tree).getByRole('treeitem', { name: /^Разработка,/ }).textContent).toContain('2 / 3');

    await userEvent.click(within(tree).getByRole('treeitem', { name: /^Продажи,/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Ольга Продажина']));
    expect(screen.getByRole('heading', { name: 'Продажи' })).toBeTruthy();
    expect(queries.at(-1)?.get('department')).toBe('4');
    // The chosen row is the tree's one tab stop; arrow keys walk the rows.
    const sales = within(tree).getByRole('treeitem', { name: /^Продажи,/ });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((row) => row.tabIndex === 0),
    ).toEqual([sales]);
    sales.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(tree).getByRole('treeitem', { name: /^Разработка,/ }));

    await userEvent.click(within(tree).getByRole('treeitem', { name: /^Разработка,/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Дмитрий Иванов', 'Анна Смирнова', 'Павел Орлов']));
    expect(queries.at(-1)?.get('department')).toBe('2,3');
    await userEvent.click(screen.getByRole('switch', { name: 'С вложенными подразделениями' }));
    await waitFor(() => expect(rowNames()).toEqual(['Дмитрий Иванов', 'Анна Смирнова']));
    expect(queries.at(-1)?.get('department')).toBe('2');

    await userEvent.click(within(tree).getByRole('button', { name: 'Развернуть «Разработка»' }));
    expect(within(tree).getByRole('treeitem', { name: /^Фронтенд,/ })).toBeTruthy();
  });

  it('finds people across the company by name, email or position', async () => {
    renderApp(STRUCTURE_PAGE);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Поиск сотрудников' }), 'разработ');
    await screen.findByRole('heading', { name: 'Поиск: «разработ»' });
    await waitFor(() => expect(rowNames()).toEqual(['Дмитрий Иванов', 'Анна Смирнова', 'Павел Орлов']));
    expect(queries.at(-1)?.get('department')).toBeNull();
    expect(queries.at(-1)?.get('search')).toBe('разработ');
  });

  it('refuses a department with a blank name on the field and sends nothing', async () => {
    server.use(...recordWrites(() => HttpResponse.json(TREE[0], { status: 201 })));
    renderApp(STRUCTURE_PAGE);
    await screen.findByRole('tree');
    await userEvent.click(screen.getByRole('button', { name: 'Новое подразделение' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Обязательно для заполнения',
    );
    expect(sent).toEqual([]);
  });

  it('shows the server refusing a move under its own sub-department on the parent field, in Russian', async () => {
    server.use(...recordWrites(() => fieldErrors({ parent: [{ code: 'department_cycle' }] })));
    renderApp(`${STRUCTURE_PAGE}?department=2`);
    await screen.findByRole('heading', { name: 'Разработка' });
    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подразделение «Разработка»' });
    const parent = within(dialog).getByRole('combobox', { name: 'Входит в' });
    await userEvent.clear(parent);
    await userEvent.type(parent, 'Фронт');
    await userEvent.click(await screen.findByRole('option', { name: 'Руководство/Разработка/Фронтенд' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(parent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(parent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Отдел не может находиться внутри своего подотдела.',
    );
    expect(sent).toEqual([
      {
        method: 'PATCH',
        url: '/api/companies/companies/1/structure/departments/2/',
        body: { name: 'Разработка', parent: 3, head: 102, version: 1 },
      },
    ]);
  });

  it('explains why a department with people cannot be deleted', async () => {
    server.use(
      ...recordWrites(() =>
        problem(409, 'department_not_empty', { people: 2, children: 0 }, { employees: 2, children: 0 }),
      ),
    );
    renderApp(`${STRUCTURE_PAGE}?department=4`);
    await screen.findByRole('heading', { name: 'Продажи' });
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить подразделение «Продажи»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(
      await within(dialog).findByText('В отделе есть люди (2) и подотделы (0). Сначала перенесите их.'),
    ).toBeTruthy();
    expect(sent.map((write) => `${write.method} ${write.url}`)).toEqual([
      'DELETE /api/companies/companies/1/structure/departments/4/',
    ]);
  });

  it("changes a person's position and shows the server's manager refusal on the manager field", async () => {
    server.use(...recordWrites(() => fieldErrors({ manager: [{ code: 'manager_cycle' }] })));
    renderApp(`${STRUCTURE_PAGE}?department=4`);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить: Ольга Продажина' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ольга Продажина' });
    const position = within(dialog).getByRole('textbox', { name: 'Должность' });
    await userEvent.clear(position);
    await userEvent.type(position, 'Руководитель продаж');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const manager = within(dialog).getByRole('combobox', { name: 'Руководитель' });
    await waitFor(() => expect(manager.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Человек не может подчиняться тому, кто подчиняется ему.')).toBeTruthy();
    expect(sent[0].body).toEqual({ department: 4, position: 'Руководитель продаж', manager: 101, version: 1 });
  });

  it("sets a person's job family and level, the levels being the family's, and shows a level refusal on its field", async () => {
    server.use(
      ...recordWrites(() => fieldErrors({ job_level: [{ code: 'unknown_job_level', params: { level: 'senior' } }] })),
    );
    renderApp(`${STRUCTURE_PAGE}?department=4`);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить: Ольга Продажина' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ольга Продажина' });
    const level = within(dialog).getByRole('combobox', { name: 'Уровень' });
    expect(level.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Семейство должностей' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Инженеры' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Уровень' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Не указан', 'Младший', 'Старший']);
    await userEvent.click(screen.getByRole('option', { name: 'Старший' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Уровень' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent[0].body).toEqual({
      department: 4,
      position: 'Менеджер по продажам',
      manager: 101,
      job_family: 7,
      job_level: 'senior',
      version: 1,
    });
  });

  it('names the job family and levels in English once the reader picks it', async () => {
    renderApp(`${STRUCTURE_PAGE}?department=4`);
    await userEvent.click(await screen.findByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Ольга Продажина' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ольга Продажина' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Job family' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Engineering' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Level' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Not set', 'Junior', 'Senior']);
  });

  it('adds a new person to the department picked, with names for a new email', async () => {
    server.use(
      http.get('/api/users/users/', () => HttpResponse.json(page([]))),
      ...recordWrites(() =>
        HttpResponse.json(
          person({ ...PEOPLE[4], id: 200, email: 'new@demo.example', full_name: 'Вера Новая', position: 'Стажёр' }),
          { status: 201 },
        ),
      ),
    );
    renderApp(`${STRUCTURE_PAGE}?department=4`);
    await screen.findByRole('heading', { name: 'Продажи' });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить сотрудника' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить сотрудника' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Email' }), 'new@demo.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Имя' }), 'Вера');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Фамилия' }), 'Новая');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Должность' }), 'Стажёр');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await screen.findByText('Сотрудник Вера Новая добавлен');
    expect(sent.map((write) => write.body)).toEqual([
      {
        email: 'new@demo.example',
        first_name: 'Вера',
        last_name: 'Новая',
        department: 4,
        position: 'Стажёр',
        manager: null,
      },
    ]);
  });

  it('offers to create a department or import a file when the company has none', async () => {
    server.use(...structureHandlers({ tree: [], people: [] }));
    renderApp(STRUCTURE_PAGE);
    await screen.findByRole('heading', { name: 'В компании ещё нет подразделений' });
    expect(screen.getByRole('button', { name: 'Новое подразделение' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Импорт из файла' }).getAttribute('href')).toBe(
      '/c/1/settings/structure/import/',
    );
  });

  it("says before deactivating what becomes of the person's unfinished forms, their own and those they assess", async () => {
    server.use(
      http.get(`${STRUCTURE}/employee_in_positions/102/open_forms/`, () =>
        HttpResponse.json({ as_employee: 1, as_reviewer: 3 }),
      ),
      ...recordWrites(() => HttpResponse.json(person({ id: 102, full_name: 'Дмитрий Иванов', department_id: 2 }))),
    );
    renderApp(`${STRUCTURE_PAGE}?department=2`);
    await userEvent.click(await screen.findByRole('button', { name: 'Деактивировать: Дмитрий Иванов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Деактивировать сотрудника Дмитрий Иванов?' });
    expect(
      await within(dialog).findByText(
        /У сотрудника 1 незавершённая анкета\. Она останется .*сам сотрудник заполнить её/,
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Сотрудник оценивает 3 незавершённые анкеты\. .*«Передать оценку» в разделе «Оценка команды»/,
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Деактивировать' }));
    await waitFor(() => expect(sent.map((write) => write.body)).toEqual([{ is_active: false, version: 1 }]));
  });

  it('says so when the unfinished forms cannot be counted, and still lets the admin deactivate', async () => {
    server.use(http.get(`${STRUCTURE}/employee_in_positions/105/open_forms/`, () => problem(403, 'permission_denied')));
    renderApp(`${STRUCTURE_PAGE}?department=4`);
    await userEvent.click(await screen.findByRole('button', { name: 'Деактивировать: Ольга Продажина' }));
    const failed = await screen.findByRole('dialog', { name: 'Деактивировать сотрудника Ольга Продажина?' });
    expect(
      await within(failed).findByText('Не удалось узнать, есть ли у сотрудника незавершённые анкеты.'),
    ).toBeTruthy();
  });
});
