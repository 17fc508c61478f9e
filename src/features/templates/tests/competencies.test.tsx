import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompetencyOut, FamilyOut } from '../../../../server/src/modules/templates/competencies.schemas.ts';
import { API, fieldErrors, page, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const REVIEW = `${API}/companies/companies/1/performance_review`;
const text = (ru: string, en: string) => ({ ru, en });
const stamps = { version: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const FAMILY: FamilyOut = {
  id: 7,
  name: text('Инженеры', 'Engineering'),
  levels: [
    { key: 'junior', name: text('Младший', 'Junior') },
    { key: 'senior', name: text('Старший', 'Senior') },
  ],
  positions_count: 1,
  competencies_count: 1,
  ...stamps,
};
const COMPETENCY: CompetencyOut = {
  id: 3,
  job_family: 7,
  name: text('Качество кода', 'Code quality'),
  description: text('', ''),
  behaviours: { junior: text('Следует стилю', 'Follows the style') },
  order: 0,
  is_active: true,
  ...stamps,
};

let put: unknown[] = [];
beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  put = [];
  server.use(
    ...sessionHandlers(),
    http.get(`${REVIEW}/job_families/`, () => HttpResponse.json(page([FAMILY]))),
    http.get(`${REVIEW}/competencies/`, () => HttpResponse.json(page([COMPETENCY]))),
    http.delete(`${REVIEW}/job_families/7/`, () =>
      problem(409, 'job_family_in_use', { positions: 1, competencies: 1 }),
    ),
  );
});

describe('the competencies page', () => {
  it("edits a competency's behaviours by level, showing a refusal on the level it names", async () => {
    server.use(
      http.put(`${REVIEW}/competencies/3/`, async ({ request }) => {
        put.push(await request.json());
        return put.length === 1
          ? fieldErrors({ 'behaviours.senior.en': [{ code: 'blank' }] })
          : HttpResponse.json({ ...COMPETENCY, version: 2 });
      }),
    );
    renderApp('/c/1/settings/competencies/');
    const item = (await screen.findByText('Качество кода')).closest('li');
    if (!item) throw new Error('no list item');
    await userEvent.click(within(item).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить' });
    const table = within(dialog).getByRole('table', { name: 'Ожидаемое поведение по уровням' });
    expect(within(table).getByRole('textbox', { name: 'Младший ru' })).toHaveProperty('value', 'Следует стилю');
    await userEvent.type(within(table).getByRole('textbox', { name: 'Старший ru' }), 'Задаёт стандарты');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(table).findByText('Поле не может быть пустым.')).toBeTruthy();
    expect(put[0]).toMatchObject({
      job_family: 7,
      behaviours: { junior: text('Следует стилю', 'Follows the style'), senior: text('Задаёт стандарты', '') },
      version: 1,
    });
    await userEvent.type(within(table).getByRole('textbox', { name: 'Старший en' }), 'Sets standards');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a family in use cannot be deleted', async () => {
    renderApp('/c/1/settings/competencies/');
    const item = (await screen.findAllByText('Инженеры'))[0].closest('li');
    if (!item) throw new Error('no list item');
    await userEvent.click(within(item).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(/Семейство используется/)).toBeTruthy();
  });
});
