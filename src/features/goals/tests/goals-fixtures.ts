import { http, HttpResponse } from 'msw';
import type { CheckInOut, GoalOut, GoalRowOut, GoalTreeNode, KeyResultOut } from '../../../api/types.ts';
import { API, page } from '../../../../tests/web/fixtures.ts';

export const PR = `${API}/companies/companies/1/performance_review`;
export const GOALS = `${PR}/goals/`;
export const goalUrl = (id: number) => `${GOALS}${String(id)}/`;

export const SPRING = { id: 3, name: 'Весна 2026', status: 'active' as const };
export const SALES = { id: 5, name: 'Продажи' };

/** The period and department choices the goals' filters read. */
export const filterOptions = () =>
  http.get(`${PR}/assessment_forms/filter_options/`, () =>
    HttpResponse.json({ periods: [SPRING], departments: [SALES] }),
  );

export const MARKETING = { id: 6, name: 'Маркетинг' };

/** Every department of the company, one of them none of the caller's. */
export const departments = () =>
  http.get(`/api/companies/companies/1/structure/departments/`, () =>
    HttpResponse.json(
      page([SALES, MARKETING].map((d) => ({ ...d, parent_id: null, path: d.name, depth: 0, head: null }))),
    ),
  );

export function row(overrides: Partial<GoalRowOut> = {}): GoalRowOut {
  return {
    id: 21,
    title: 'Выйти на рынок Казахстана',
    owner_kind: 'person',
    employee: 11,
    department: null,
    owner_name: 'Анна Смирнова',
    period: SPRING.id,
    period_name: SPRING.name,
    parent: null,
    status: 'active',
    health: 'on_track',
    progress: 0.4,
    weight: 1,
    visibility: 'company',
    due_date: '2026-06-30',
    key_result_count: 2,
    last_check_in_at: null,
    version: 3,
    can_edit: true,
    ...overrides,
  };
}

export function keyResult(overrides: Partial<KeyResultOut> = {}): KeyResultOut {
  return {
    id: 71,
    goal: 21,
    name: 'Новые клиенты',
    kind: 'metric',
    unit: 'шт.',
    start_value: 0,
    target_value: 10,
    current_value: 4,
    direction: 'increase',
    done: false,
    weight: 1,
    position: 0,
    progress: 0.4,
    version: 1,
    ...overrides,
  };
}

export function goal(overrides: Partial<GoalOut> = {}): GoalOut {
  return {
    ...row(),
    description: 'Открыть офис и найти первых клиентов.',
    created_by: 7,
    created_at: '2026-01-10T09:00:00Z',
    updated_at: '2026-02-10T09:00:00Z',
    can_approve: false,
    key_results: [keyResult()],
    parent_goal: null,
    children: [],
    children_more: false,
    check_in_days: 7,
    ...overrides,
  };
}

export function node(overrides: Partial<GoalTreeNode> = {}): GoalTreeNode {
  return {
    id: 1,
    title: 'Рост выручки на 20%',
    owner_kind: 'company',
    owner_name: 'ООО «Ромашка»',
    status: 'active',
    health: 'on_track',
    progress: 0.5,
    parent: null,
    employee: null,
    department: null,
    period: SPRING.id,
    period_name: SPRING.name,
    visibility: 'company',
    child_count: 0,
    child_count_capped: false,
    ...overrides,
  };
}

export function checkIn(overrides: Partial<CheckInOut> = {}): CheckInOut {
  return {
    id: 301,
    at: '2026-02-10T09:00:00Z',
    author: { id: 7, full_name: 'Анна Смирнова' },
    health: 'at_risk',
    comment: 'Два клиента отложили решение.',
    progress_before: 0.2,
    progress_after: 0.4,
    values: [{ key_result: 71, name: 'Новые клиенты', before: 2, after: 4 }],
    ...overrides,
  };
}
