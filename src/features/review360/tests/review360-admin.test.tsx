import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTUMN, PR, SPRING } from '../../calibration/tests/calibration-fixtures.ts';
import { company, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { R360, request, settings, subject } from './review360-nomination-fixtures.ts';

const OVERVIEW = '/c/1/settings/feedback-360/';
const COLLECTING = subject({
  status: 'collecting',
  requests: [
    request({ id: 101, reviewer_name: 'Ольга Кузнецова', relationship: 'peer', status: 'submitted' }),
    request({ id: 102, reviewer_name: 'Пётр Иванов', relationship: 'manager', status: 'open' }),
    request({
      id: 103,
      reviewer_name: 'Мария Орлова',
      relationship: 'direct_report',
      status: 'declined',
      decline_reason: 'В отпуске до конца месяца',
    }),
  ],
});
const NOT_NOMINATED = subject({ id: null, employee: 12, employee_name: 'Игорь Белов', form_id: 42, version: 0 });
const CLOSED_EMPTY = subject({ id: 8, employee: 13, employee_name: 'Вера Лебедева', form_id: 43, status: 'released' });

let queries: URLSearchParams[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  queries = [];
  server.use(
    ...sessionHandlers(),
    http.get(`${PR}/assessment_forms/filter_options/`, () =>
      HttpResponse.json({ periods: [AUTUMN, SPRING], departments: [] }),
    ),
    http.get(`${R360}/settings/:period/`, ({ params }) =>
      HttpResponse.json(settings({ period: Number(params.period), enabled: Number(params.period) === SPRING.id })),
    ),
    http.get(`${R360}/subjects/`, ({ request: req }) => {
      const query = new URL(req.url).searchParams;
      queries.push(query);
      if (query.get('search') === 'никто') return HttpResponse.json(page([]));
      return HttpResponse.json(page([COLLECTING, NOT_NOMINATED, CLOSED_EMPTY]));
    }),
  );
});

const table = () => screen.findByRole('table', { name: 'Сотрудники и их оценщики' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

describe('the admins’ 360 overview', () => {
  it('opens on the active period and shows who was asked, how each relates, who answered and who declined why', async () => {
    renderApp(OVERVIEW);
    expect(await screen.findByRole('heading', { name: 'Обратная связь 360: ход сбора', level: 1 })).toBeTruthy();
    const anna = await rowOf('Анна Смирнова');
    expect(within(anna).getAllByText('Сбор ответов').length).toBeGreaterThan(0);
    expect(within(anna).getByText('Ответили: 1 из 2')).toBeTruthy();
    const olga = within(anna).getByText('Ольга Кузнецова').closest('li') as HTMLElement;
    expect(within(olga).getByText('Коллега')).toBeTruthy();
    expect(within(olga).getByText('Ответ отправлен')).toBeTruthy();
    const petr = within(anna).getByText('Пётр Иванов').closest('li') as HTMLElement;
    expect(within(petr).getByText('Руководитель')).toBeTruthy();
    expect(within(petr).getByText('Ждём ответа')).toBeTruthy();
    const maria = within(anna).getByText('Мария Орлова').closest('li') as HTMLElement;
    expect(within(maria).getByText('Подчинённый')).toBeTruthy();
    expect(within(maria).getByText('Отклонён')).toBeTruthy();
    expect(within(maria).getByText('Причина: В отпуске до конца месяца')).toBeTruthy();
    expect(
      within(anna).getByRole('link', { name: 'Открыть анкету сотрудника Анна Смирнова' }).getAttribute('href'),
    ).toBe('/c/1/performance-review/employee-dashboard/form/?id=41');

    const igor = await rowOf('Игорь Белов');
    expect(within(igor).getAllByText('Выбор оценщиков').length).toBeGreaterThan(0);
    expect(within(igor).getByText('Оценщики ещё не выбраны')).toBeTruthy();
    // Closed with nobody nominated: the same words as on the team tab and the manager dashboard.
    const vera = await rowOf('Вера Лебедева');
    expect(within(vera).getAllByText('Сбор завершён, оценщиков не было').length).toBeGreaterThan(0);
    expect(queries[0].get('period')).toBe(String(SPRING.id));
    expect(screen.queryByText('В этом периоде обратная связь 360 не включена.')).toBeNull();
  });

  it('asks the server for the status, the search and another period, and says when nobody is found', async () => {
    renderApp(OVERVIEW);
    await rowOf('Анна Смирнова');
    await userEvent.click(screen.getByRole('combobox', { name: 'Статус 360' }));
    await userEvent.click(await screen.findByRole('option', { name: 'На согласовании' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('pending_approval'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по имени' }), 'никто');
    expect(await within(await table()).findByText('Никого не нашлось. Измените поиск или фильтр.')).toBeTruthy();
    expect(queries.at(-1)?.get('search')).toBe('никто');
    expect(queries.at(-1)?.get('status')).toBe('pending_approval');

    await userEvent.click(screen.getByRole('combobox', { name: 'Период' }));
    await userEvent.click(await screen.findByRole('option', { name: AUTUMN.name }));
    await waitFor(() => expect(queries.at(-1)?.get('period')).toBe(String(AUTUMN.id)));
    expect(screen.getByTestId('location').textContent).toContain(`period=${String(AUTUMN.id)}`);
  });

  it('says when the period does not collect 360 feedback, with the way to its settings', async () => {
    renderApp(`${OVERVIEW}?period=${String(AUTUMN.id)}`);
    const notice = (await screen.findByText('В этом периоде обратная связь 360 не включена.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Настроить' }).getAttribute('href')).toBe(
      `/c/1/settings/performance-review-periods/${String(AUTUMN.id)}/`,
    );
  });

  it('is reached from the settings page', async () => {
    renderApp('/c/1/settings/');
    const link = await screen.findByRole('link', { name: /Обратная связь 360: ход сбора/ });
    expect(link.getAttribute('href')).toBe('/c/1/settings/feedback-360/');
  });

  it('is for admins only', async () => {
    server.use(...sessionHandlers(user(), [company({ is_admin: false })]));
    renderApp(OVERVIEW);
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице', level: 1 })).toBeTruthy();
    expect(queries).toEqual([]);
  });
});
