import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GoalOut } from '../../../api/types.ts';
import { company, fieldErrors, page, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { matchMediaOf } from '../../../../tests/web/media.ts';
import { server } from '../../../../tests/web/msw.ts';
import { checkIn, filterOptions, GOALS, goal, goalUrl, keyResult } from './goals-fixtures.ts';

const PAGE = '/c/1/goals/21/';

function showing(shown: GoalOut, checkIns = [checkIn()]) {
  server.use(
    ...sessionHandlers(user(), [company()]),
    filterOptions(),
    http.get(goalUrl(21), () => HttpResponse.json(shown)),
    http.get(`${goalUrl(21)}check_ins/`, () => HttpResponse.json(page(checkIns))),
  );
}

/** A section's key-result values as read: each name with its value. */
const valuesOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe("a goal's page", () => {
  it('shows the goal, its key results, what it supports and what supports it, and its check-ins', async () => {
    showing(
      goal({
        parent_goal: {
          id: 2,
          title: 'Продажи: новые рынки',
          owner_kind: 'department',
          owner_name: 'Продажи',
          status: 'active',
          health: 'on_track',
          progress: 0.5,
        },
        children: [
          {
            id: 30,
            title: 'Найти партнёра в Алматы',
            owner_kind: 'person',
            owner_name: 'Иван Петров',
            status: 'draft',
            health: null,
            progress: 0,
          },
        ],
        key_results: [keyResult(), keyResult({ id: 72, name: 'Открыть офис', kind: 'milestone', done: true })],
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Выйти на рынок Казахстана', level: 1 })).toBeTruthy();
    expect(screen.getByText('Анна Смирнова (Сотрудник)')).toBeTruthy();
    const keyResults = screen.getByRole('region', { name: 'Ключевые результаты' });
    // Each value named, the names kept with their values as the row wraps.
    expect(valuesOf(keyResults)).toEqual(['Начало: 0 шт.', 'Сейчас: 4 шт.', 'Цель: 10 шт.']);
    expect(within(keyResults).getByText('Выполнено')).toBeTruthy();
    const supports = screen.getByRole('region', { name: 'Поддерживает' });
    expect(within(supports).getByRole('link', { name: 'Продажи: новые рынки' }).getAttribute('href')).toBe(
      '/c/1/goals/2/',
    );
    const supportedBy = screen.getByRole('region', { name: 'Её поддерживают' });
    expect(within(supportedBy).getByRole('link', { name: 'Найти партнёра в Алматы' })).toBeTruthy();
    // A goal never checked in shows its progress and no health chip.
    expect(within(supportedBy).getByLabelText('Прогресс: 0%')).toBeTruthy();
    expect(within(supportedBy).queryByText(/^(По плану|Под угрозой|Отстаёт)$/)).toBeNull();
    expect(screen.queryByRole('link', { name: /в дереве целей/ })).toBeNull();
    expect(within(supports).getByText('По плану')).toBeTruthy();
    const checkIns = screen.getByRole('region', { name: 'Отметки о прогрессе' });
    expect(await within(checkIns).findByText('Два клиента отложили решение.')).toBeTruthy();
    expect(within(checkIns).getByText('Новые клиенты: 2 → 4')).toBeTruthy();
    expect(within(checkIns).getByText('Прогресс: 20% → 40%')).toBeTruthy();
    expect(within(checkIns).getByText(/^Анна Смирнова, /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Утвердить' })).toBeNull();
  });

  it('lists the first goals that support it and leads to the tree for the rest', async () => {
    const children = [30, 31].map((id) => ({
      id,
      title: `Цель сотрудника ${String(id)}`,
      owner_kind: 'person' as const,
      owner_name: 'Иван Петров',
      status: 'active' as const,
      health: null,
      progress: 0,
    }));
    showing(goal({ children, children_more: true }));
    renderApp(PAGE);
    const rest = await screen.findByRole('link', { name: 'Здесь первые 2, все — в дереве целей.' });
    expect(rest.getAttribute('href')).toBe('/c/1/goals/?tab=tree');
  });

  it('lets the manager approve a draft, sending the version as read', async () => {
    showing(goal({ status: 'draft', can_approve: true }));
    let body: unknown = null;
    server.use(
      http.post(`${goalUrl(21)}approve/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(goal({ status: 'active', version: 4 }));
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Черновик')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Утвердить' }));
    expect(await screen.findByText('Активна')).toBeTruthy();
    expect(body).toEqual({ version: 3 });
    expect(screen.queryByRole('button', { name: 'Утвердить' })).toBeNull();
    // The button went with the draft: the goal's heading, beside its new status, has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it("gives the focus to the goal's heading after its changes are saved", async () => {
    showing(goal());
    server.use(
      http.get(GOALS, () => HttpResponse.json(page([]))),
      http.patch(goalUrl(21), () => HttpResponse.json(goal({ title: 'Выйти на рынки Казахстана и Узбекистана' }))),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить цель' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = await screen.findByRole('heading', { name: 'Выйти на рынки Казахстана и Узбекистана', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('hides every change from a reader who may not edit', async () => {
    showing(goal({ can_edit: false }));
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Выйти на рынок Казахстана', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отметить прогресс' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить ключевой результат' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить ключевой результат «Новые клиенты»' })).toBeNull();
  });
});

describe('a check-in', () => {
  it('shows the current values when someone checked in first, and the retry goes at the new version', async () => {
    showing(goal());
    const bodies: unknown[] = [];
    const now = goal({ version: 4, key_results: [keyResult({ current_value: 5, progress: 0.5 })] });
    server.use(
      http.post(`${goalUrl(21)}check_ins/`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) return problem(409, 'stale_version', undefined, { current: now });
        return HttpResponse.json(
          {
            check_in_id: 302,
            goal: goal({ version: 5, progress: 0.6, key_results: [keyResult({ current_value: 6 })] }),
          },
          { status: 201 },
        );
      }),
    );
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить прогресс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметка о прогрессе' });
    const value = within(dialog).getByLabelText('Новое значение: Новые клиенты');
    await userEvent.clear(value);
    await userEvent.type(value, '6');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'По плану' }));
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Подписали договор.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить' }));
    expect(await within(dialog).findByText(/Пока вы заполняли форму/)).toBeTruthy();
    expect(within(dialog).getByText('Сейчас: 5 шт. (начало: 0, цель: 10)')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Новое значение: Новые клиенты').value).toBe('6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отметка о прогрессе' })).toBeNull());
    expect(bodies).toEqual([
      { version: 3, health: 'on_track', comment: 'Подписали договор.', values: [{ key_result: 71, value: 6 }] },
      { version: 4, health: 'on_track', comment: 'Подписали договор.', values: [{ key_result: 71, value: 6 }] },
    ]);
    const keyResults = screen.getByRole('region', { name: 'Ключевые результаты' });
    await waitFor(() => expect(valuesOf(keyResults)).toContain('Сейчас: 6 шт.'));
  });

  it("shows a refused value next to its key result, worded by the error's code", async () => {
    showing(goal());
    server.use(http.post(`${goalUrl(21)}check_ins/`, () => fieldErrors({ 'values.0.value': [{ code: 'invalid' }] })));
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить прогресс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметка о прогрессе' });
    const value = within(dialog).getByLabelText('Новое значение: Новые клиенты');
    await userEvent.clear(value);
    await userEvent.type(value, '7');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Под угрозой' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить' }));
    const field = within(dialog).getByLabelText('Новое значение: Новые клиенты');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Недопустимое значение.')).toBeTruthy();
  });

  it('opens full screen on a phone', async () => {
    // A 375 px window: every max-width query of the theme's small breakpoints matches.
    matchMediaOf('max-width');
    showing(goal());
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Отметить прогресс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметка о прогрессе' });
    expect(dialog.closest('.MuiDialog-paperFullScreen')).toBeTruthy();
  });
});
