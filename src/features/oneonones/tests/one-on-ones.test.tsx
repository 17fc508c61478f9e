import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, company, fieldErrors, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { meeting, ONE, peopleHandlers, series, MANAGER } from './one-on-ones-fixtures.ts';

const EMPLOYEE = company({ role: 'EMPLOYEE', is_admin: false });

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

/** My series list, and a start the server refuses as in the past; the bodies sent to start one are kept. */
function seriesListRefusingStart(membership: ReturnType<typeof company>): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    ...sessionHandlers(user(), [membership]),
    ...peopleHandlers(),
    http.get(`${ONE}/series/`, () => HttpResponse.json(page([series()]))),
    http.post(`${ONE}/series/`, async ({ request }) => {
      bodies.push(await request.json());
      return fieldErrors({ first_meeting_at: [{ code: 'one_on_one_in_past' }] });
    }),
  );
  return bodies;
}

describe('the 1:1 pages', () => {
  it('lists my series by the other person and starts one, a past first meeting refused in words', async () => {
    const bodies = seriesListRefusingStart(EMPLOYEE);
    renderApp('/c/1/one-on-ones/');
    const list = await screen.findByRole('list', { name: 'Мои встречи 1:1' });
    const link = await within(list).findByRole('link', { name: /с Мария Петрова/ });
    expect(link.getAttribute('href')).toBe('/c/1/one-on-ones/series/3/');
    expect(within(list).getByText('Каждую неделю')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Начать встречи' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать встречи 1:1' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'С кем' }));
    await userEvent.click(await screen.findByRole('option', { name: MANAGER.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать' }));
    expect(await within(dialog).findByText('Первая встреча не может быть в прошлом.')).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ with: MANAGER.id, cadence: 'weekly' })]);
  });

  it("shows and takes meeting times on the clock of the caller's zone in the company", async () => {
    const bodies = seriesListRefusingStart(
      company({ role: 'EMPLOYEE', is_admin: false, time_zone: 'Asia/Vladivostok' }),
    );
    renderApp('/c/1/one-on-ones/');
    const list = await screen.findByRole('list', { name: 'Мои встречи 1:1' });
    // 10:00 UTC is 20:00 in Vladivostok.
    expect(await within(list).findByText('Следующая: 3 декабря 2026 г., 20:00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Начать встречи' }));
    const dialog = await screen.findByRole('dialog', { name: 'Начать встречи 1:1' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'С кем' }));
    await userEvent.click(await screen.findByRole('option', { name: MANAGER.name }));
    expect(within(dialog).getByText(/^Время по часовому поясу Asia\/Vladivostok/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Первая встреча'), { target: { value: '2026-12-10T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Начать' }));
    await within(dialog).findByText('Первая встреча не может быть в прошлом.');
    expect(bodies).toEqual([expect.objectContaining({ first_meeting_at: '2026-12-10T00:00:00.000Z' })]);
  });

  it('shows a meeting: the carried-over point, private notes said to be mine alone, items, questions, goals', async () => {
    const patches: unknown[] = [];
    server.use(
      ...sessionHandlers(user(), [EMPLOYEE]),
      ...peopleHandlers(),
      http.get(`${ONE}/meetings/9/`, () => HttpResponse.json(meeting())),
      http.get(`${API}/companies/companies/1/performance_review/goals/`, () => HttpResponse.json(page([]))),
      http.patch(`${ONE}/meetings/9/points/31/`, async ({ request }) => {
        patches.push(await request.json());
        const base = meeting();
        return HttpResponse.json(meeting({ points: base.points.map((p) => ({ ...p, discussed: true })) }));
      }),
      http.post(`${ONE}/meetings/9/points/`, () =>
        fieldErrors({ text: [{ code: 'too_long', params: { max: 1000 } }] }),
      ),
    );
    renderApp('/c/1/one-on-ones/meetings/9/');
    const agenda = await screen.findByRole('list', { name: 'Повестка' });
    expect(within(agenda).getByText('Перенесён с прошлой встречи')).toBeTruthy();
    expect(screen.getByText('Видите только вы: ни собеседник, ни администраторы, ни выгрузки.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Мои личные заметки' })).toHaveProperty('value', 'Только моё');
    const items = screen.getByRole('list', { name: 'Договорённости' });
    expect(within(items).getByText('Подготовить план обучения')).toBeTruthy();
    expect(within(items).getByText('Перенесено с прошлой встречи')).toBeTruthy();
    expect(screen.getByText('Что мешает работать?')).toBeTruthy();
    expect(screen.getByLabelText('Прогресс: 40%')).toBeTruthy();

    await userEvent.click(within(agenda).getByRole('checkbox', { name: 'Обсудили: Отпуск в январе' }));
    await waitFor(() =>
      expect(within(agenda).getByRole('checkbox', { name: /Отпуск/ })).toHaveProperty('checked', true),
    );
    expect(patches).toEqual([{ discussed: true }]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Новый пункт повестки' }), 'Очень длинный пункт');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    expect(await screen.findByText(/1000/)).toBeTruthy();
  });
});

describe('a meeting from the keyboard', () => {
  it('adds a talking point from its button and an action item with Enter, the focus back on the field for the next one', async () => {
    const state = meeting();
    const sent: unknown[] = [];
    server.use(
      ...sessionHandlers(user(), [EMPLOYEE]),
      ...peopleHandlers(),
      http.get(`${ONE}/meetings/9/`, () => HttpResponse.json(state)),
      http.get(`${API}/companies/companies/1/performance_review/goals/`, () => HttpResponse.json(page([]))),
      http.post(`${ONE}/meetings/9/points/`, async ({ request }) => {
        const body = (await request.json()) as { text: string };
        sent.push(body);
        state.points = [...state.points, { ...state.points[0], id: 32, text: body.text, carried_from: null }];
        return HttpResponse.json(state, { status: 201 });
      }),
      http.post(`${ONE}/meetings/9/action_items/`, async ({ request }) => {
        const body = (await request.json()) as { text: string };
        sent.push(body);
        state.action_items = [...state.action_items, { ...state.action_items[0], id: 42, text: body.text }];
        return HttpResponse.json(state, { status: 201 });
      }),
    );
    const person = userEvent.setup();
    renderApp('/c/1/one-on-ones/meetings/9/');
    const point = await screen.findByRole('textbox', { name: 'Новый пункт повестки' });
    await person.click(point);
    await person.keyboard('Премия за квартал');
    await person.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Добавить пункт' }));
    await person.keyboard('{Enter}');
    expect(await within(screen.getByRole('list', { name: 'Повестка' })).findByText('Премия за квартал')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(point));
    expect(point).toHaveProperty('value', '');

    const item = screen.getByRole('textbox', { name: 'Что сделать' });
    await person.click(item);
    await person.keyboard('Записаться на курс{Enter}');
    expect(
      await within(screen.getByRole('list', { name: 'Договорённости' })).findByText('Записаться на курс'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(item));
    expect(sent).toMatchObject([{ text: 'Премия за квартал' }, { text: 'Записаться на курс' }]);
  });
});

describe("the dashboards' 1:1 block", () => {
  it('shows the next meeting and the open action items, each leading to its meeting', async () => {
    server.use(
      http.get(`${ONE}/dashboard/`, () =>
        HttpResponse.json({
          next_meeting: { id: 9, series: 3, scheduled_at: '2026-12-03T10:00:00.000Z', with: MANAGER },
          action_items: [{ ...meeting().action_items[0], meeting: 8, series: 3 }],
        }),
      ),
      ...sessionHandlers(user(), [EMPLOYEE]),
      http.get(`${API}/companies/companies/1/performance_review/assessment_forms/current/`, () =>
        HttpResponse.json({ form: null }),
      ),
      http.get(`${API}/companies/companies/1/performance_review/agreements/`, () => HttpResponse.json(page([]))),
      http.get(`${API}/companies/companies/1/performance_review/assessment_forms/`, () => HttpResponse.json(page([]))),
    );
    renderApp('/c/1/performance-review/employee-dashboard/');
    const block = await screen.findByRole('region', { name: 'Встречи 1:1' });
    const next = await within(block).findByRole('link', { name: /Следующая встреча с Мария Петрова/ });
    expect(next.getAttribute('href')).toBe('/c/1/one-on-ones/meetings/9/');
    const item = within(block).getByRole('link', { name: /Подготовить план обучения/ });
    expect(item.getAttribute('href')).toBe('/c/1/one-on-ones/meetings/8/');
  });
});
