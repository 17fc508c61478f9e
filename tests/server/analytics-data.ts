import type { CompanySpec } from './analytics-fixtures.ts';

const H = 'IS_HIPO';
const N = 'IS_NOT_HIPO';

/**
 * «Альфа». Departments: Компания (root) > Разработка (D) > Фронтенд (F); Компания > Продажи (S).
 * hr (admin) reviews the heads m and k; m heads Разработка and reviews d1..d4 and l; l heads Фронтенд and
 * reviews f1, f2; k heads Продажи and reviews s1..s3. So m oversees D (5 forms) and F (2); k oversees S (3).
 * In the current period (2026, deadlines 03-01, 04-01, 05-01; today 2026-04-15) d1 and s1 are in SELF,
 * d1 holding stale manager grades from before it was sent back: none of it may count.
 */
export const ALPHA: CompanySpec = {
  name: 'Альфа',
  departments: [
    { key: 'R', name: 'Компания', parent: null, head: 'hr' },
    { key: 'D', name: 'Разработка', parent: 'R', head: 'm' },
    { key: 'F', name: 'Фронтенд', parent: 'D', head: 'l' },
    { key: 'S', name: 'Продажи', parent: 'R', head: 'k' },
  ],
  people: [
    { key: 'hr', department: 'R', manager: null, role: 'MANAGER', admin: true },
    { key: 'm', department: 'R', manager: 'hr', role: 'MANAGER' },
    { key: 'k', department: 'R', manager: 'hr', role: 'MANAGER' },
    { key: 'l', department: 'D', manager: 'm', role: 'MANAGER' },
    { key: 'd1', department: 'D', manager: 'm' },
    { key: 'd2', department: 'D', manager: 'm' },
    { key: 'd3', department: 'D', manager: 'm' },
    { key: 'd4', department: 'D', manager: 'm' },
    { key: 'f1', department: 'F', manager: 'l' },
    { key: 'f2', department: 'F', manager: 'l' },
    { key: 's1', department: 'S', manager: 'k' },
    { key: 's2', department: 'S', manager: 'k' },
    { key: 's3', department: 'S', manager: 'k' },
  ],
  values: ['Смелость', 'Честность'],
  skills: ['Лидерство', 'Обучаемость'],
  periods: [
    {
      key: 'P2',
      year: 2024,
      status: 'closed',
      forms: [
        { who: 'd3', stage: 'COMPLETE', reviewer: 'm', self: [5, 5], manager: [5, 5], overall: 5, hipo: [H, H] },
        { who: 'd4', stage: 'COMPLETE', reviewer: 'm', self: [4, 4], manager: [4, 4], overall: 4, hipo: [N, N] },
        { who: 's2', stage: 'COMPLETE', reviewer: 'k', self: [3, 3], manager: [3, 3], overall: 3, hipo: [N, N] },
      ],
    },
    {
      key: 'P1',
      year: 2025,
      status: 'closed',
      forms: [
        { who: 'd2', stage: 'COMPLETE', reviewer: 'm', self: [4, 4], manager: [3, 3], overall: 3, hipo: [N, N] },
        { who: 'd3', stage: 'COMPLETE', reviewer: 'm', self: [4, 4], manager: [3, 3], overall: 3, hipo: [H, N] },
        { who: 'd4', stage: 'FEEDBACK', reviewer: 'm', self: [4, 4], manager: [3, 3], overall: 3, hipo: [N, N] },
      ],
    },
    // A period drafted after 2025's and never launched: the trend leaves it out.
    { key: 'DRAFT', year: 2025, status: 'draft', forms: [] },
    {
      key: 'P0',
      year: 2026,
      status: 'active',
      forms: [
        {
          who: 'd1',
          stage: 'SELF',
          reviewer: 'm',
          self: [5, 5],
          manager: [2, 2],
          overall: 1,
          calibrated: 1,
          hipo: [H, H],
        },
        { who: 'd2', stage: 'MANAGER', reviewer: 'm', self: [4, 3], manager: [3, null], hipo: [H, null] },
        {
          who: 'd3',
          stage: 'FEEDBACK',
          reviewer: 'm',
          self: [5, 4],
          manager: [4, 4],
          overall: 4,
          calibrated: 5,
          hipo: [N, N],
        },
        { who: 'd4', stage: 'COMPLETE', reviewer: 'm', self: [3, 3], manager: [2, 3], overall: 3, hipo: [H, N] },
        {
          who: 'l',
          stage: 'COMPLETE',
          reviewer: 'm',
          self: [4, 4],
          manager: [4, 5],
          overall: 5,
          calibrated: 4,
          hipo: [H, H],
        },
        { who: 'f1', stage: 'MANAGER', reviewer: 'l', self: [2, 2], manager: [1, null] },
        { who: 'f2', stage: 'COMPLETE', reviewer: 'l', self: [5, 5], manager: [5, 5], overall: 5, hipo: [H, N] },
        { who: 's1', stage: 'SELF', reviewer: 'k', self: [1, 1] },
        { who: 's2', stage: 'FEEDBACK', reviewer: 'k', self: [3, 4], manager: [3, 3], overall: 3, hipo: [N, N] },
        {
          who: 's3',
          stage: 'COMPLETE',
          reviewer: 'k',
          self: [4, 4],
          manager: [2, 2],
          overall: 2,
          calibrated: 3,
          hipo: [H, N],
        },
        { who: 'm', stage: 'COMPLETE', reviewer: 'hr', self: [5, 5], manager: [4, 4], overall: 4, hipo: [H, H] },
        { who: 'k', stage: 'MANAGER', reviewer: 'hr', self: [3, 3] },
      ],
    },
  ],
};

/** «Бета»: another company with grades far from Альфа's, none of which may ever show there. */
export const BETA: CompanySpec = {
  name: 'Бета',
  departments: [{ key: 'X', name: 'Склад', parent: null, head: 'boss' }],
  people: [
    { key: 'boss', department: 'X', manager: null, role: 'MANAGER', admin: true },
    { key: 'x1', department: 'X', manager: 'boss' },
    { key: 'x2', department: 'X', manager: 'boss' },
    { key: 'x3', department: 'X', manager: 'boss' },
  ],
  values: ['Скорость'],
  skills: ['Лидерство'],
  periods: [
    {
      key: 'B0',
      year: 2026,
      status: 'active',
      forms: ['x1', 'x2', 'x3'].map((who) => ({
        who,
        stage: 'COMPLETE' as const,
        reviewer: 'boss',
        self: [0, null],
        manager: [0, null],
        overall: 0,
        calibrated: 0,
        hipo: [N, null],
      })),
    },
  ],
};
