import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, page, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { reviewForm, valueItem } from './review-fixtures.ts';

const PR = `${API}/companies/companies/1/performance_review`;

/** A simple form whose submit still needs a self grade and a result. */
const form = (overrides: Parameters<typeof reviewForm>[0] = {}) =>
  reviewForm({
    type: 'SMPL',
    participant_feedback: null,
    progress: { self: { done: 0, total: 1 }, manager: { done: 0, total: 1 } },
    available_transitions: [
      {
        stage: 'MANAGER',
        reason_required: false,
        missing: [
          { code: 'values_without_self_grade', count: 1 },
          { code: 'no_results', count: 1 },
        ],
      },
    ],
    ...overrides,
  });

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
let patches: { url: string; body: unknown }[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  localStorage.clear();
  patches = [];
  server.use(
    ...sessionHandlers(),
    http.get(`${PR}/assessment_forms/7/`, () => HttpResponse.json(form())),
  );
});

describe('the review form', () => {
  it('names what is missing when the employee submits an unfinished form, sending nothing', async () => {
    server.use(
      http.patch(`${PR}/assessment_forms/7/transition/`, ({ request }) => {
        patches.push({ url: request.url, body: {} });
        return HttpResponse.json(form({ stage: 'MANAGER' }));
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить руководителю' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 ценность без самооценки')).toBeTruthy();
    expect(within(dialog).getByText('Добавьте хотя бы один результат')).toBeTruthy();
    expect(patches).toHaveLength(0);
  });

  it('saves a grade at once with the item version and says so', async () => {
    server.use(
      http.patch(`${PR}/assessment_forms/items/values/31/`, async ({ request }) => {
        const body = await request.json();
        patches.push({ url: request.url, body });
        return HttpResponse.json(valueItem({ version: 4, self_grade: 4 }));
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Самооценка: Ответственность' }));
    await userEvent.click(await screen.findByRole('option', { name: /^4 —/ }));
    await screen.findByText('Сохранено');
    expect(patches[0].body).toEqual({ self_grade: 4, version: 3 });
  });

  it('keeps the typed text on a conflict and offers both versions', async () => {
    server.use(
      http.patch(`${PR}/assessment_forms/items/values/31/`, () =>
        problem(409, 'stale_version', undefined, {
          current: valueItem({ version: 5, self_grade: 2, self_comment: 'Из другой вкладки' }),
        }),
      ),
    );
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText('Комментарий сотрудника');
    fireEvent.change(field, { target: { value: 'Мой текст' } });
    fireEvent.blur(field);
    await screen.findByText(/Из другой вкладки/);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Комментарий сотрудника').value).toBe('Мой текст');
    expect(screen.getByRole('button', { name: 'Сохранить мой вариант' })).toBeTruthy();
    const draft = localStorage.getItem('perf-review.draft.u7.7.assessment_forms/items/values/31/.self_comment');
    expect(JSON.parse(draft ?? 'null')).toMatchObject({ value: 'Мой текст', conflict: true });
  });
});

describe('the manager dashboard', () => {
  it('sends the stage filter comma-joined and shows counts per stage', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${PR}/assessment_forms/filter_options/`, () =>
        HttpResponse.json({ periods: [], departments: [{ id: 3, name: 'Разработка' }] }),
      ),
      http.get(`${PR}/`, () =>
        HttpResponse.json({
          active_period: null,
          my_form: null,
          reviewing_count: 0,
          forms_by_stage: { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 },
        }),
      ),
      http.get(`${PR}/assessment_forms/stage_counts/`, () =>
        HttpResponse.json({ SELF: 3, MANAGER: 2, FEEDBACK: 1, COMPLETE: 0 }),
      ),
      http.get(`${PR}/assessment_forms/`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(page([]));
      }),
    );
    renderApp('/c/1/performance-review/manager-dashboard/');
    await userEvent.click(await screen.findByText('Самооценка: 3'));
    await userEvent.click(await screen.findByText('Оценка руководителя: 2'));
    await waitFor(() => expect(seen.some((q) => decodeURIComponent(q).includes('stage=SELF,MANAGER'))).toBe(true));
    expect(seen.every((q) => q.includes('team=true'))).toBe(true);
  });
});
