import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionDetailOut } from '../../../api/types.ts';
import { company, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { session, sessionPerson, SESSIONS } from './calibration-fixtures.ts';

const PAGE = '/c/1/performance-review/calibration/12/';

const OLGA = sessionPerson(41, 'Ольга Кузнецова', 'high', 'high', 4);
const IGOR = sessionPerson(42, 'Игорь Лебедев', 'medium', 'medium', 3);
const VERA = sessionPerson(43, 'Вера Соколова', 'low', null, 2);

/** The session's API: the session as `state` holds it now, its history, and the bodies of the moves sent. */
function sessionApi(initial: SessionDetailOut, move?: (body: unknown) => Response) {
  const state = { current: initial, reads: 0 };
  const moves: unknown[] = [];
  server.use(
    http.get(`${SESSIONS}12/`, () => {
      state.reads += 1;
      return HttpResponse.json(state.current);
    }),
    http.get(`${SESSIONS}12/history/`, () => HttpResponse.json(page([]))),
    http.post(`${SESSIONS}12/entries/:formId/`, async ({ request }) => {
      const body: unknown = await request.json();
      moves.push(body);
      return move ? move(body) : HttpResponse.json(OLGA);
    }),
  );
  return { state, moves };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(user(), [company()]));
});

async function openMenu(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Действия: ${name}` }));
}

describe('a calibration session', () => {
  it('shows its people on the 9-box, and the distribution against the target with every figure in a table', async () => {
    sessionApi(session([OLGA, IGOR, VERA]));
    renderApp(PAGE);
    const star = await screen.findByRole('region', { name: 'Звезда' });
    expect(within(star).getByRole('link', { name: 'Открыть анкету: Ольга Кузнецова' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ключевой сотрудник' })).getByText('Игорь Лебедев')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /Нет данных о потенциале/ })).getByText('Вера Соколова'),
    ).toBeTruthy();
    expect(screen.getByText('Подразделения: Продажи')).toBeTruthy();
    expect(screen.getByText('Участники: Иван Петров')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Распределение итоговых оценок по сравнению с целевым' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr');
    const cells = (label: string) => [...(row(label)?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    // Count, share, target, deviation, share before calibration.
    expect(cells('4 — превосходит ожидания')).toEqual(['1', '33,3', '20', '+13,3', '33,3']);
    expect(cells('3 — соответствует ожиданиям')).toEqual(['1', '33,3', '40', '−6,7', '33,3']);
    expect(cells('5 — исключительно')).toEqual(['0', '0', '10', '−10', '0']);
    expect(
      screen.getByRole('img', { name: /График распределения оценок: .*оценка 4 — 33,3 % при цели 20 %/ }),
    ).toBeTruthy();
  });

  it('moves a person only with a reason, and shows them in the new box', async () => {
    const moved = sessionPerson(42, 'Игорь Лебедев', 'medium', 'medium', 3, {
      calibrated_grade: 5,
      performance: 'high',
      potential: 'high',
      version: 1,
    });
    const { state, moves } = sessionApi(session([OLGA, IGOR]), () => {
      state.current = session([OLGA, moved]);
      return HttpResponse.json(moved);
    });
    renderApp(PAGE);
    await openMenu('Игорь Лебедев');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Переместить…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Переместить: Игорь Лебедев' });
    expect(within(dialog).getByRole('radio', { name: /Ключевой сотрудник \(сейчас\)/ })).toHaveProperty(
      'checked',
      false,
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Звезда/ }));
    const submit = within(dialog).getByRole('button', { name: 'Переместить' });
    expect(submit).toHaveProperty('disabled', true);
    const reason = within(dialog).getByRole('textbox', { name: 'Причина' });
    await userEvent.click(reason);
    await userEvent.tab();
    expect(within(dialog).getByText('Обязательно для заполнения')).toBeTruthy();
    await userEvent.type(reason, '  ');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(reason, 'Вывел команду на новый рынок');
    // Another performance level: the grade too, only from those of the new level (4 and 5 by default).
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Калибровочная оценка/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '4 — превосходит ожидания',
      '5 — исключительно',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '5 — исключительно' }));
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([
      {
        performance: 'high',
        calibrated_grade: 5,
        potential: 'high',
        reason: 'Вывел команду на новый рынок',
        version: 0,
      },
    ]);
    const star = await screen.findByRole('region', { name: 'Звезда' });
    await waitFor(() => expect(within(star).getByText('Игорь Лебедев')).toBeTruthy());
    expect(within(star).getByText('Перемещён при калибровке')).toBeTruthy();
    expect(screen.getByText('Сотрудник перемещён')).toBeTruthy();
  });

  it('changes the calibrated grade only with a reason, and the distribution follows', async () => {
    const regraded = sessionPerson(42, 'Игорь Лебедев', 'medium', 'medium', 3, { calibrated_grade: 4, version: 1 });
    const { state, moves } = sessionApi(session([OLGA, IGOR]), () => {
      state.current = session([OLGA, regraded]);
      return HttpResponse.json(regraded);
    });
    renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Распределение итоговых оценок по сравнению с целевым' });
    const countOf = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent;
    expect(countOf('4 — превосходит ожидания')).toBe('1');
    await openMenu('Игорь Лебедев');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Изменить оценку…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Калибровочная оценка: Игорь Лебедев' });
    expect(within(dialog).getByText('Оценка руководителя: 3 — соответствует ожиданиям')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Калибровочная оценка' }));
    await userEvent.click(await screen.findByRole('option', { name: '4 — превосходит ожидания' }));
    const submit = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Сильнее коллег уровня');
    await userEvent.click(submit);
    await waitFor(() => expect(countOf('4 — превосходит ожидания')).toBe('2'));
    expect(countOf('3 — соответствует ожиданиям')).toBe('0');
    expect(moves).toEqual([{ calibrated_grade: 4, reason: 'Сильнее коллег уровня', version: 0 }]);
  });

  it('says someone else changed the card, shows it as it is now, and saves at the new version', async () => {
    const now = sessionPerson(42, 'Игорь Лебедев', 'medium', 'medium', 3, {
      calibrated_grade: 2,
      version: 4,
      updated_by: { id: 3, full_name: 'Иван Петров' },
      updated_at: '2026-03-02T10:15:00.000Z',
    });
    const { state, moves } = sessionApi(session([OLGA, IGOR]), (body) => {
      const version = typeof body === 'object' && body !== null && 'version' in body ? body.version : null;
      if (version === 4) return HttpResponse.json(now);
      state.current = session([OLGA, now]);
      return problem(409, 'stale_version', undefined, { current: now });
    });
    renderApp(PAGE);
    await openMenu('Игорь Лебедев');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Переместить…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Переместить: Игорь Лебедев' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Сильный исполнитель/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Калибровочная оценка/ }));
    await userEvent.click(await screen.findByRole('option', { name: '4 — превосходит ожидания' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Закрыл год с перевыполнением');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переместить' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Кто-то уже изменил эту карточку')).toBeTruthy();
    expect(alert.textContent).toContain('Сейчас: клетка «Ключевой сотрудник», итоговая оценка 2.');
    expect(alert.textContent).toContain('Изменение внёс(ла) Иван Петров');
    await waitFor(() => expect(state.reads).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Итоговая: 3 · После калибровки: 2')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Переместить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([
      { performance: 'high', calibrated_grade: 4, potential: null, reason: 'Закрыл год с перевыполнением', version: 0 },
      { performance: 'high', calibrated_grade: 4, potential: null, reason: 'Закрыл год с перевыполнением', version: 4 },
    ]);
  });

  it('locks after saying what happens, and is then read-only with a banner until an admin reopens it with a reason', async () => {
    const graded = sessionPerson(42, 'Игорь Лебедев', 'medium', 'medium', 3, { calibrated_grade: 4, version: 1 });
    const open = session([OLGA, graded]);
    const locked = session([OLGA, graded], {
      status: 'locked',
      locked_at: '2026-03-03T12:00:00.000Z',
      locked_by: { id: 7, full_name: 'Анна Смирнова' },
      me: { is_admin: true, is_participant: false, can_edit: false },
    });
    const { state } = sessionApi(open);
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post(`${SESSIONS}12/lock/`, async ({ request }) => {
        calls.push({ path: 'lock', body: await request.json() });
        state.current = locked;
        return HttpResponse.json(locked);
      }),
      http.post(`${SESSIONS}12/reopen/`, async ({ request }) => {
        calls.push({ path: 'reopen', body: await request.json() });
        state.current = open;
        return HttpResponse.json(open);
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Перетащить: Игорь Лебедев' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Зафиксировать' }));
    const confirm = await screen.findByRole('dialog', { name: 'Зафиксировать сессию?' });
    expect(confirm.textContent).toContain('(изменённых оценок: 1, изменённых уровней потенциала: 0)');
    // The comment is optional, and its help says so rather than "required".
    expect(confirm.textContent).toContain('Комментарий будет виден в истории сессии.');
    expect(confirm.textContent).not.toContain('Обязательно');
    expect(confirm.textContent).toContain('Сессия станет доступна только для чтения');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Зафиксировать' }));
    expect(await screen.findByText(/Сессия зафиксирована 3 марта 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Перетащить: Игорь Лебедев' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Действия: Игорь Лебедев' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Открыть снова' }));
    const reopen = await screen.findByRole('dialog', { name: 'Открыть сессию снова?' });
    const submit = within(reopen).getByRole('button', { name: 'Открыть снова' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(within(reopen).getByRole('textbox', { name: 'Причина' }), 'Пересмотр по жалобе');
    await userEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Перетащить: Игорь Лебедев' })).toBeTruthy();
    expect(calls).toEqual([
      { path: 'lock', body: { reason: '' } },
      { path: 'reopen', body: { reason: 'Пересмотр по жалобе' } },
    ]);
  });

  it('lets an invited manager move people but not lock', async () => {
    server.use(...sessionHandlers(user(), [company({ is_admin: false, role: 'MANAGER' })]));
    sessionApi(session([OLGA], { me: { is_admin: false, is_participant: true, can_edit: true } }));
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Действия: Ольга Кузнецова' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Зафиксировать' })).toBeNull();
  });

  it('tells a manager not invited why the session is not shown', async () => {
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false, role: 'MANAGER' })]),
      http.get(`${SESSIONS}12/`, () => problem(403, 'calibration_not_invited')),
    );
    renderApp(PAGE);
    expect(await screen.findByText(/Вы не участник этой калибровочной сессии/)).toBeTruthy();
  });

  it('lists the history: who, when, before and after, and why', async () => {
    sessionApi(session([OLGA]));
    server.use(
      http.get(`${SESSIONS}12/history/`, () =>
        HttpResponse.json(
          page([
            {
              id: 2,
              kind: 'box',
              form_id: 41,
              employee_name: 'Ольга Кузнецова',
              by: { id: 3, full_name: 'Иван Петров' },
              at: '2026-03-02T10:15:00.000Z',
              before: { performance: 'medium', potential: 'high' },
              after: { performance: 'high', potential: 'high' },
              reason: 'Лучший результат отдела',
            },
            {
              id: 1,
              kind: 'lock',
              form_id: null,
              employee_name: null,
              by: { id: 7, full_name: 'Анна Смирнова' },
              at: '2026-03-01T10:15:00.000Z',
              before: { status: 'open' },
              after: { status: 'locked', grades_written: 3, potentials_written: 1 },
              reason: '',
            },
          ]),
        ),
      ),
    );
    renderApp(PAGE);
    const history = await screen.findByRole('list', { name: 'История изменений сессии' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const [move, lock] = within(history).getAllByRole('listitem');
    expect(move.textContent).toContain('Ольга Кузнецова. Клетка: Восходящая звезда → Звезда');
    expect(move.textContent).toContain('Иван Петров, 2 марта 2026 г.');
    expect(move.textContent).toContain('Причина: Лучший результат отдела');
    expect(lock.textContent).toContain('Сессия зафиксирована; записано в анкеты: оценок — 3, уровней потенциала — 1');
  });
});
