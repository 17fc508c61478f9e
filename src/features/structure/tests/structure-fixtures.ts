import { http, HttpResponse } from 'msw';
import type { FamilyOut } from '../../../../server/src/modules/templates/competencies.schemas.ts';
import type {
  DepartmentOut as Department,
  ImportMessage,
  ImportRefusedOut,
  ImportReportOut,
  ImportRowOut,
  PersonOut as Person,
} from '../../../api/types.ts';
import { API } from '../../../../tests/web/fixtures.ts';

export const STRUCTURE = `${API}/companies/companies/1/structure`;
export const STRUCTURE_PAGE = '/c/1/settings/structure/';
const REVIEW = `${API}/companies/companies/1/performance_review`;

/** The company's one job family, with two levels. */
export const FAMILY: FamilyOut = {
  id: 7,
  name: { ru: 'Инженеры', en: 'Engineering' },
  levels: [
    { key: 'junior', name: { ru: 'Младший', en: 'Junior' } },
    { key: 'senior', name: { ru: 'Старший', en: 'Senior' } },
  ],
  positions_count: 0,
  competencies_count: 0,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
export const IMPORT_PAGE = '/c/1/settings/structure/import/';

export function department(overrides: Partial<Department> & Pick<Department, 'id' | 'name'>): Department {
  return {
    parent_id: null,
    path: overrides.name,
    depth: 0,
    head: null,
    employees_count: 0,
    children_count: 0,
    version: 1,
    ...overrides,
  };
}

/** Руководство → (Разработка → Фронтенд), Продажи: the tree the page tests share. */
export const TREE: Department[] = [
  department({
    id: 1,
    name: 'Руководство',
    employees_count: 1,
    children_count: 2,
    head: { id: 101, full_name: 'Олег Главный' },
  }),
  department({
    id: 2,
    name: 'Разработка',
    parent_id: 1,
    path: 'Руководство/Разработка',
    depth: 1,
    employees_count: 2,
    children_count: 1,
    head: { id: 102, full_name: 'Дмитрий Иванов' },
  }),
  department({
    id: 3,
    name: 'Фронтенд',
    parent_id: 2,
    path: 'Руководство/Разработка/Фронтенд',
    depth: 2,
    employees_count: 1,
  }),
  department({
    id: 4,
    name: 'Продажи',
    parent_id: 1,
    path: 'Руководство/Продажи',
    depth: 1,
    employees_count: 1,
    version: 3,
  }),
];

export function person(overrides: Partial<Person> & Pick<Person, 'id' | 'full_name' | 'department_id'>): Person {
  const [first_name = '', last_name = ''] = overrides.full_name.split(' ');
  return {
    user_id: overrides.id + 1000,
    email: `p${overrides.id}@demo.example`,
    first_name,
    last_name,
    position: 'Специалист',
    department_name: TREE.find((d) => d.id === overrides.department_id)?.name ?? null,
    manager_id: null,
    manager_name: null,
    job_family_id: null,
    job_level: null,
    is_active: true,
    role: 'EMPLOYEE',
    is_admin: false,
    version: 1,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-01-10T09:00:00Z',
    ...overrides,
  };
}

export const PEOPLE: Person[] = [
  person({ id: 101, full_name: 'Олег Главный', department_id: 1, position: 'Директор' }),
  person({
    id: 102,
    full_name: 'Дмитрий Иванов',
    department_id: 2,
    position: 'Руководитель разработки',
    manager_id: 101,
    manager_name: 'Олег Главный',
  }),
  person({
    id: 103,
    full_name: 'Анна Смирнова',
    department_id: 2,
    position: 'Backend-разработчик',
    manager_id: 102,
    manager_name: 'Дмитрий Иванов',
  }),
  person({
    id: 104,
    full_name: 'Павел Орлов',
    department_id: 3,
    position: 'Фронтенд-разработчик',
    manager_id: 102,
    manager_name: 'Дмитрий Иванов',
  }),
  person({
    id: 105,
    full_name: 'Ольга Продажина',
    department_id: 4,
    position: 'Менеджер по продажам',
    manager_id: 101,
    manager_name: 'Олег Главный',
  }),
];

export function pageOf<T>(
  results: T[],
  count = results.length,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  return { count, next: null, previous: null, results };
}

/**
 * The tree and a people list that filters like the server: `department` (ids), `search` (name, email,
 * position), `is_active`. Every people query is kept in `queries`.
 */
export function structureHandlers({ tree = TREE, people = PEOPLE, queries = [] as URLSearchParams[] } = {}) {
  return [
    http.get(`${REVIEW}/job_families/`, () => HttpResponse.json(pageOf([FAMILY]))),
    http.get(`${STRUCTURE}/departments/`, () => HttpResponse.json(pageOf(tree))),
    http.get(`${STRUCTURE}/employee_in_positions/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const ids = params.get('department')?.split(',').map(Number);
      const search = params.get('search')?.toLowerCase();
      const found = people.filter(
        (p) =>
          (!ids || (p.department_id !== null && ids.includes(p.department_id))) &&
          (!search || [p.full_name, p.email, p.position].some((s) => s.toLowerCase().includes(search))) &&
          (params.get('is_active') !== 'true' || p.is_active),
      );
      return HttpResponse.json(pageOf(found));
    }),
  ];
}

/** A remark of the import by code, as the server sends it (its `message` is not what the web shows). */
export function note(code: ImportMessage['code'], params: ImportMessage['params'] = {}): ImportMessage {
  return { code, params, message: `(${code})` };
}

export function importRow(overrides: Partial<ImportRowOut> & Pick<ImportRowOut, 'line' | 'email'>): ImportRowOut {
  const values = { first_name: '', last_name: '', department: '', position: '', manager_email: '' };
  return { action: 'create', changes: {}, errors: [], warnings: [], values, ...overrides };
}

export function importReport(rows: ImportRowOut[], overrides: Partial<ImportReportOut> = {}): ImportReportOut {
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) summary[row.action] += 1;
  return { rows, summary, applied: false, new_departments: [], warnings: [], ...overrides };
}

/** The 400 of an apply refused for lines with errors: the report, and the refusal by code. */
export function refusedReport(report: ImportReportOut): ImportRefusedOut {
  const count = report.summary.error;
  return {
    ...report,
    non_field_errors: ['(import_refused)'],
    codes: { non_field_errors: [{ code: 'import_refused', params: { smart_count: count } }] },
  };
}
