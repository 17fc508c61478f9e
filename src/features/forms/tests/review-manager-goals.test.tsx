import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttentionOut, AttentionRowOut, FormFilterOptionsOut } from '../../../api/types.ts';
import { sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, pageOf, PR } from './review-fixtures.ts';

const DASHBOARD = '/c/1/performance-review/manager-dashboard/';
const OPTIONS: FormFilterOptionsOut = {
  periods: [{ id: 2, name: 'Весна 2025', status: 'active' }],
  departments: [{ id: 3, name: 'Разработка' }],
};

function goal(overrides: Partial<AttentionRowOut>): AttentionRowOut {
  return {
    id: 41,
    title: 'Запустить мобильное приложение',
    owner_kind: 'person',
    employee: 5,
    department: null,
    owner_name: 'Анна Смирнова',
    period: 2,
    period_name: 'Весна 2025',
    parent: null,
    status: 'active',
    health: 'at_risk',
    progress: 0.4,
    weight: 1,
    visibility: 'company',
    due_date: null,
    key_result_count: 2,
    last_check_in_at: '2025-03-03T10:00:00Z',
    version: 1,
    can_edit: true,
    stale: false,
    ...overrides,
  };
}

let asked: string[] = [];

function handlers(answer: AttentionOut) {
  return [
    http.get(`${PR}/assessment_forms/filter_options/`, () => json(OPTIONS)),
    http.get(`${PR}/assessment_forms/stage_counts/`, () => json({ SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 })),
    http.get(`${PR}/assessment_forms/`, () => json(pageOf([]))),
    http.get(`${PR}/review360/requests/`, () => json(pageOf([]))),
    http.get(`${PR}/goals/attention/`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return json(answer);
    }),
  ];
}

beforeEach(() => {
  asked = [];
});

describe('the manager dashboard’s team goals needing attention', () => {
  it('lists each goal with its owner, progress and health, linking to the goal’s page', async () => {
    const results = [
      goal({}),
      goal({
        id: 42,
        title: 'Снизить число обращений',
        health: null,
        progress: 0,
        stale: true,
        last_check_in_at: null,
      }),
    ];
    server.use(...sessionHandlers(), ...handlers({ count: 3, check_in_days: 7, results }));
    renderApp(DASHBOARD);
    const card = await screen.findByRole('region', { name: 'Цели команды, требующие внимания' });
    const first = await within(card).findByRole('link', { name: /Запустить мобильное приложение/ });
    expect(first.getAttribute('href')).toBe('/c/1/goals/41/');
    expect(within(first).getByText('Под угрозой')).toBeTruthy();
    expect(within(first).getByText('40%')).toBeTruthy();
    const second = within(card).getByRole('link', { name: /Снизить число обращений/ });
    expect(within(second).getByText('Нет отметки прогресса')).toBeTruthy();
    expect(within(second).getByText(/Отметок ещё не было/)).toBeTruthy();
    expect(within(card).getByText(/без отметки прогресса дольше 7 дней/)).toBeTruthy();
    expect(within(card).getByText('Показаны 2 из 3')).toBeTruthy();
    expect(asked).toContain('?period=2');
  });

  it('says so when every goal is on track', async () => {
    server.use(...sessionHandlers(), ...handlers({ count: 0, check_in_days: 7, results: [] }));
    renderApp(DASHBOARD);
    expect(await screen.findByText('Все цели команды идут по плану и отмечаются вовремя.')).toBeTruthy();
  });
});
