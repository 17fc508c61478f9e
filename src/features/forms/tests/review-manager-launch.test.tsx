import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LaunchOut, LaunchPreviewOut } from '../../../api/types.ts';
import { period } from '../../settings/tests/agreements-fixtures.ts';
import { company, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, pageOf, PR, recordWrites, type Sent } from './review-fixtures.ts';
import { department, STRUCTURE } from '../../structure/tests/structure-fixtures.ts';

const DASHBOARD = '/c/1/performance-review/manager-dashboard/';
const SPRING = { id: 2, name: 'Весна 2025', status: 'active' } as const;
const CEO = { employee_id: 1, full_name: 'Андрей Соколов', reason: 'no_reviewer' } as const;

function previewOf(body: unknown): LaunchPreviewOut {
  const departments = typeof body === 'object' && body !== null && 'departments' in body;
  const forms = [
    {
      employee_id: 5,
      full_name: 'Анна Смирнова',
      position: 'Разработчик',
      department: 'Разработка',
      reviewer: 'Дмитрий Иванов',
      template: null,
    },
    {
      employee_id: 6,
      full_name: 'Сергей Петров',
      position: 'Аналитик',
      department: 'Разработка',
      reviewer: 'Дмитрий Иванов',
      template: null,
    },
  ];
  return departments
    ? { period: SPRING, forms_count: 2, forms, skipped_count: 0, skipped: [] }
    : { period: SPRING, forms_count: 30, forms, skipped_count: 1, skipped: [CEO] };
}

let previews: Sent[] = [];
let launches: Sent[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  previews = [];
  launches = [];
  const launched: LaunchOut = { created: 2, form_ids: [41, 42], skipped: [{ ...CEO, reason: 'already_has_form' }] };
  server.use(
    ...sessionHandlers(),
    http.get(`${PR}/assessment_forms/filter_options/`, () => json({ periods: [SPRING], departments: [] })),
    http.get(`${PR}/assessment_forms/stage_counts/`, () => json({ SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 })),
    http.get(`${PR}/assessment_forms/`, () => json(pageOf([]))),
    // The manager's own 360 feedback requests: none.
    http.get(`${PR}/review360/requests/`, () => json(pageOf([]))),
    http.get(`${PR}/assessment_periods/`, () =>
      json(
        pageOf([
          period({ id: 3, name: 'Осень 2025', status: 'draft' }),
          period({ ...SPRING }),
          period({ id: 1, name: 'Осень 2024', status: 'closed' }),
        ]),
      ),
    ),
    http.get(`${STRUCTURE}/departments/`, () =>
      json(pageOf([department({ id: 3, name: 'Разработка', path: 'Руководство / Разработка' })])),
    ),
    recordWrites(previews, 'post', `${PR}/assessment_forms/launch_preview/`, (body) => json(previewOf(body))),
    recordWrites(launches, 'post', `${PR}/assessment_forms/`, () => json(launched, 201)),
  );
});

describe('launching from the manager dashboard', () => {
  it('previews who gets a form and who is skipped and why, for everyone or for departments, then launches', async () => {
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Запустить оценку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запуск оценки' });
    await within(dialog).findByRole('heading', { name: 'Получат анкету: 30' });
    expect(previews.map((write) => write.body)).toEqual([{ period: 2, all_employees: true }]);
    expect(within(dialog).getByText('Разработчик · Разработка · оценивает Дмитрий Иванов')).toBeTruthy();
    expect(within(dialog).getByText('и ещё 28')).toBeTruthy();
    const skipped = within(dialog).getByRole('region', { name: 'Будут пропущены: 1' });
    expect(within(skipped).getByText('Андрей Соколов')).toBeTruthy();
    expect(within(skipped).getByText('Некому оценивать: нет руководителя и руководителя подразделения.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Подразделениям' }));
    expect(within(dialog).getByText('Выберите, кому создать анкеты.')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: /Создать анкеты/ }).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Подразделения (вместе с вложенными)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Руководство / Разработка' }));
    await within(dialog).findByRole('heading', { name: 'Получат анкету: 2' });
    expect(previews.at(-1)?.body).toEqual({ period: 2, departments: [3] });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать анкеты (2)' }));
    await within(dialog).findByText('Создано анкет: 2');
    expect(launches.map((write) => write.body)).toEqual([{ period: 2, departments: [3] }]);
    const result = within(dialog).getByRole('region', { name: 'Пропущены: 1' });
    expect(within(result).getByText('Анкета в этом периоде уже есть.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the open periods only, a draft marked as such', async () => {
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Запустить оценку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запуск оценки' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Период' }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['Осень 2025 (черновик)', 'Весна 2025']);
    await userEvent.click(screen.getByRole('option', { name: 'Осень 2025 (черновик)' }));
    await waitFor(() => expect(previews.at(-1)?.body).toEqual({ period: 3, all_employees: true }));
  });

  it('is not offered to a manager who is not an admin', async () => {
    server.use(...sessionHandlers(undefined, [company({ is_admin: false })]));
    renderApp(DASHBOARD);
    await screen.findByText('Анкет по этим условиям нет.');
    expect(screen.queryByRole('button', { name: 'Запустить оценку' })).toBeNull();
  });
});
