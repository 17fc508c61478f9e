import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PeriodOut } from '../../../api/types.ts';
import { period } from './agreements-fixtures.ts';
import { API, fieldErrors, page, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const REVIEW = `${API}/companies/companies/1/performance_review`;
const PERIODS = `${REVIEW}/assessment_periods/`;
const EDIT = '/c/1/settings/performance-review-periods/3/';
const DRAFT: PeriodOut = { ...period(), id: 3, name: 'Оценка 2026', status: 'draft', version: 4 };

const template = (id: number, ru: string, archived = false) => ({
  id,
  name: { ru, en: `${ru} (en)` },
  built_in: null,
  is_archived: archived,
  version: 1,
  current_version: { id: id * 10, number: 1, frozen: false },
  updated_at: '2026-11-01T10:00:00Z',
});
const department = (id: number, path: string) => ({
  id,
  name: path,
  parent_id: null,
  path,
  depth: 0,
  head: null,
  employees_count: 3,
  children_count: 0,
  version: 1,
});
const family = (id: number, ru: string) => ({
  id,
  name: { ru, en: ru },
  levels: [],
  positions_count: 0,
  competencies_count: 0,
  version: 1,
});

let bodies: unknown[] = [];
let answer: () => Response = () => HttpResponse.json(DRAFT);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  bodies = [];
  answer = () => HttpResponse.json({ ...DRAFT, version: DRAFT.version + 1 });
  server.use(
    ...sessionHandlers(),
    http.get(PERIODS, () => HttpResponse.json(page([DRAFT]))),
    http.get(`${PERIODS}3/`, () => HttpResponse.json(DRAFT)),
    http.patch(`${PERIODS}3/`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    http.get(`${REVIEW}/templates/`, () =>
      HttpResponse.json([template(5, 'Инженеры'), template(6, 'Продажи'), template(7, 'Старый', true)]),
    ),
    http.get(`${API}/companies/companies/1/structure/departments/`, () =>
      HttpResponse.json(page([department(11, 'Разработка'), department(12, 'Продажи')])),
    ),
    http.get(`${REVIEW}/job_families/`, () => HttpResponse.json(page([family(21, 'Инженерия')]))),
  );
});

async function pick(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('a period’s templates', () => {
  it('sets the default template and a rule for a department, sent with the period', async () => {
    renderApp(EDIT);
    const section = await screen.findByRole('region', { name: 'Шаблоны анкет' });
    const fallback = within(section).getByRole('combobox', { name: 'Шаблон по умолчанию' });
    await userEvent.click(fallback);
    const options = await screen.findAllByRole('option');
    // An archived template is not offered.
    expect(options.map((o) => o.textContent)).toEqual(['Встроенный шаблон типа анкеты', 'Инженеры', 'Продажи']);
    await userEvent.click(screen.getByRole('option', { name: 'Продажи' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Добавить' }));
    await pick(section, 'Отдел', 'Разработка');
    await pick(section, 'Шаблон', 'Инженеры');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      template_id: 6,
      template_rules: [{ department_id: 11, job_family_id: null, template_id: 5 }],
    });
  });

  it('shows the server’s refusal on the rule’s field, in Russian', async () => {
    answer = () => fieldErrors({ 'template_rules.0.department_id': [{ code: 'rule_target' }] });
    renderApp(EDIT);
    const section = await screen.findByRole('region', { name: 'Шаблоны анкет' });
    await userEvent.click(within(section).getByRole('button', { name: 'Добавить' }));
    await pick(section, 'Отдел', 'Разработка');
    await pick(section, 'Семейство должностей', 'Инженерия');
    await pick(section, 'Шаблон', 'Инженеры');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(
      await within(section).findByText('Правило относится либо к отделу, либо к семейству должностей.'),
    ).toBeTruthy();
  });
});
