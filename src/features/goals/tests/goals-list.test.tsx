import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { departments, filterOptions, GOALS, MARKETING, node, row } from './goals-fixtures.ts';

const PAGE = '/c/1/goals/';
const EMPLOYEE = company({ role: 'EMPLOYEE', is_admin: false });
const MANAGER = company({ role: 'MANAGER', is_admin: false });

function listHandler(scopes: string[]) {
  return http.get(GOALS, ({ request }) => {
    const scope = new URL(request.url).searchParams.get('scope') ?? '';
    scopes.push(scope);
    const title = scope === 'team' ? 'Цель Ивана' : 'Моя цель';
    return HttpResponse.json(page([row({ id: scope === 'team' ? 22 : 21, title })]));
  });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

/** A manager's goals page whose tree answers by `answer`, each level's query kept in `queries`. */
function treeServer(queries: URLSearchParams[], answer: (params: URLSearchParams) => Response) {
  server.use(
    ...sessionHandlers(user(), [MANAGER]),
    filterOptions(),
    departments(),
    http.get(`${GOALS}tree/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return answer(params);
    }),
  );
}

describe('the goals page', () => {
  it("shows an employee their goals and the company's tree, never a team tab", async () => {
    const scopes: string[] = [];
    server.use(...sessionHandlers(user(), [EMPLOYEE]), filterOptions(), listHandler(scopes));
    renderApp(PAGE);
    const tabs = await screen.findByRole('tablist', { name: 'Разделы целей' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Мои цели', 'Компания']);
    const table = await screen.findByRole('table', { name: 'Список целей' });
    const link = within(table).getByRole('link', { name: 'Моя цель' });
    expect(link.getAttribute('href')).toBe('/c/1/goals/21/');
    expect(within(table).getByLabelText('Прогресс: 40%')).toBeTruthy();
    expect(within(table).getByText('По плану')).toBeTruthy();
    expect(scopes).toEqual(['mine']);
  });

  it("shows a manager their team's goals in a tab of its own", async () => {
    const scopes: string[] = [];
    server.use(...sessionHandlers(user(), [MANAGER]), filterOptions(), listHandler(scopes));
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Команда' }));
    const table = await screen.findByRole('table', { name: 'Список целей' });
    expect(await within(table).findByRole('link', { name: 'Цель Ивана' })).toBeTruthy();
    expect(scopes).toContain('team');
  });

  it('reads the tree a level at a time, each branch opened from the keyboard, filtered by department', async () => {
    const queries: URLSearchParams[] = [];
    const people = Array.from({ length: 26 }, (_, i) =>
      node({ id: 100 + i, title: `Личная цель ${String(i + 1)}`, owner_kind: 'person', parent: 2 }),
    );
    treeServer(queries, (params) => {
      const parent = params.get('parent');
      if (parent === '1') {
        const department = node({
          id: 2,
          title: 'Продажи: новые рынки',
          owner_kind: 'department',
          owner_name: 'Продажи',
          parent: 1,
          health: 'at_risk',
          child_count: people.length,
        });
        return HttpResponse.json(page([department]));
      }
      if (parent === '2') {
        const pageNo = Number(params.get('page'));
        const slice = people.slice((pageNo - 1) * 25, pageNo * 25);
        return HttpResponse.json({
          count: people.length,
          next: pageNo === 1 ? `${GOALS}tree/?parent=2&page=2` : null,
          previous: null,
          results: slice,
        });
      }
      return HttpResponse.json(page([node({ child_count: 1 })]));
    });
    renderApp(`${PAGE}?tab=tree`);
    const tree = await screen.findByRole('navigation', { name: 'Дерево целей' });
    expect(await within(tree).findByRole('link', { name: 'Рост выручки на 20%' })).toBeTruthy();
    // The company's goal opens at first.
    expect(await within(tree).findByRole('link', { name: 'Продажи: новые рынки' })).toBeTruthy();
    const collapse = within(tree).getByRole('button', { name: 'Свернуть: Рост выручки на 20%' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(tree).queryByRole('link', { name: 'Продажи: новые рынки' })).toBeNull();
    expect(collapse.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(await within(tree).findByRole('link', { name: 'Продажи: новые рынки' })).toBeTruthy();
    expect(within(tree).getByText('Под угрозой')).toBeTruthy();
    expect(queries.at(-1)?.get('parent')).toBe('1');
    await userEvent.click(within(tree).getByRole('button', { name: 'Развернуть: Продажи: новые рынки' }));
    expect(await within(tree).findByRole('link', { name: 'Личная цель 25' })).toBeTruthy();
    expect(within(tree).queryByRole('link', { name: 'Личная цель 26' })).toBeNull();
    await userEvent.click(within(tree).getByRole('button', { name: 'Показать ещё (1)' }));
    expect(await within(tree).findByRole('link', { name: 'Личная цель 26' })).toBeTruthy();
    expect(within(tree).queryByRole('button', { name: /Показать ещё/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Подразделение'));
    // Every department of the company, not only the manager's.
    await userEvent.click(await screen.findByRole('option', { name: MARKETING.name }));
    const topOfMarketing = (q: URLSearchParams) => q.get('department') === '6' && q.get('parent') === null;
    await waitFor(() => expect(queries.some(topOfMarketing)).toBe(true));
  });

  it('keeps the filters in the address, marks drafts, shows the period under "all" and says when nothing is left', async () => {
    const queries: URLSearchParams[] = [];
    treeServer(queries, (params) => {
      if (params.get('department') === '6') return HttpResponse.json({ ...page([]), count_capped: false });
      return HttpResponse.json({ ...page([node({ status: 'draft' })]), count_capped: false });
    });
    renderApp(`${PAGE}?tab=tree&department=6`);
    expect(await screen.findByText('Нет целей для выбранных фильтров.')).toBeTruthy();
    expect(queries[0]?.get('department')).toBe('6');
    await userEvent.click(screen.getByLabelText('Подразделение'));
    await userEvent.click(await screen.findByRole('option', { name: 'Все' }));
    const tree = await screen.findByRole('navigation', { name: 'Дерево целей' });
    expect(await within(tree).findByText('черновик')).toBeTruthy();
    expect(within(tree).getByText(/Весна 2026/)).toBeTruthy();
  });
});
