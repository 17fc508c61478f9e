import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, fieldErrors, problem, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { filterOptions, NINE_BOX, nineBox, person, SALES, thresholds } from './calibration-fixtures.ts';

const PAGE = '/c/1/performance-review/nine-box/';

const STAR = person();
const CORE = person({
  form_id: 42,
  full_name: 'Игорь Лебедев',
  position: 'Инженер',
  performance: { value: 3.5, level: 'medium' },
  potential: { value: 0.5, level: 'medium' },
  overall_grade: null,
  calibrated_grade: 4,
});
const APART = person({
  form_id: 43,
  full_name: 'Вера Соколова',
  potential: null,
  overall_grade: 2,
  performance: { value: 2, level: 'low' },
});

function signedIn(member = company()) {
  server.use(...sessionHandlers(user(), [member]), filterOptions());
}

/** A query string with its parameters in alphabetical order. */
const sorted = (params: URLSearchParams) =>
  `?${[...params]
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;

/** The grid's requests, each as its query string (parameters in alphabetical order). */
function gridApi(answer = () => HttpResponse.json(nineBox([STAR, CORE, APART], { not_assessed: { count: 2 } }))) {
  const queries: string[] = [];
  server.use(
    http.get(NINE_BOX, ({ request }) => {
      queries.push(sorted(new URL(request.url).searchParams));
      return answer();
    }),
  );
  return queries;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe('the 9-box', () => {
  it('places each person in the box of their levels, with a card that opens their form', async () => {
    signedIn();
    const queries = gridApi();
    renderApp(PAGE);
    const star = await screen.findByRole('region', { name: 'Звезда' });
    expect(within(star).getByText('1 сотрудник')).toBeTruthy();
    expect(within(star).getByText('Результативность: высокая, потенциал: высокий')).toBeTruthy();
    const link = within(star).getByRole('link', { name: 'Открыть анкету: Ольга Кузнецова' });
    expect(link.getAttribute('href')).toBe('/c/1/performance-review/employee-dashboard/form/?id=41');
    expect(within(star).getByText('Итоговая: 4')).toBeTruthy();

    const core = screen.getByRole('region', { name: 'Ключевой сотрудник' });
    expect(within(core).getByText('Итоговая: — · После калибровки: 4')).toBeTruthy();
    expect(within(core).getByText('Результативность: 3,5 (средняя) · Потенциал: 0,5 (средний)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Зона риска' })).getByText('Никого')).toBeTruthy();

    const apart = screen.getByRole('region', { name: /Нет данных о потенциале/ });
    expect(within(apart).getByRole('link', { name: 'Открыть анкету: Вера Соколова' })).toBeTruthy();
    expect(screen.getByText('Ещё не оценены руководителем: 2 анкеты')).toBeTruthy();
    expect(queries[0]).toBe('?page_size=50&period=3');
  });

  it("shows a form on its template's own scale by its grade's label, and says how scales are compared", async () => {
    signedIn();
    const onScale = person({
      overall_grade: 3,
      performance: { value: 10 / 3, level: 'medium' },
      grade_label: { ru: 'Соответствует', en: 'Meets' },
    });
    gridApi(() => HttpResponse.json(nineBox([onScale])));
    renderApp(PAGE);
    expect(await screen.findByText('Итоговая: 3 · По шкале анкеты: Соответствует')).toBeTruthy();
    expect(screen.getByText(/Результативность: 3,33 \(средняя\)/)).toBeTruthy();
    expect(screen.getByText(/приводятся к шкале 0–5/)).toBeTruthy();
  });

  it('writes the formula out with the company thresholds', async () => {
    signedIn();
    gridApi(() =>
      HttpResponse.json(
        nineBox([STAR], {
          thresholds: thresholds({
            performance_high_from: 4.5,
            potential_medium_from: 0.4,
            version: 2,
            updated_at: '2026-03-02T10:00:00Z',
          }),
        }),
      ),
    );
    renderApp(PAGE);
    const formula = await screen.findByRole('region', { name: 'Как строится матрица' });
    expect(within(formula).getByText(/Высокая — от 4,5, средняя — от 3, ниже — низкая/)).toBeTruthy();
    expect(within(formula).getByText(/Высокий — от 0,67, средний — от 0,4, ниже — низкий/)).toBeTruthy();
    expect(within(formula).getByText(/Пороги изменены 2 марта 2026 г\./)).toBeTruthy();
  });

  it('asks again for another period and a department subtree, kept in the address', async () => {
    signedIn();
    const queries = gridApi();
    renderApp(PAGE);
    await screen.findByRole('region', { name: 'Звезда' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Подразделение' }));
    await userEvent.click(await screen.findByRole('option', { name: SALES.name }));
    await waitFor(() => expect(queries.at(-1)).toBe('?department=5&page_size=50&period=3'));
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE}?period=3&department=5`);
    await userEvent.click(screen.getByRole('combobox', { name: 'Период' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Осень 2025' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?department=5&page_size=50&period=2'));
  });

  it("loads a box's further people on request", async () => {
    signedIn();
    const more = person({ form_id: 77, full_name: 'Тимур Орлов' });
    const queries = gridApi();
    server.use(
      http.get(NINE_BOX, ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(sorted(params));
        if (params.get('box') === 'high_high') return HttpResponse.json(nineBox([more], { page: 2 }));
        const grid = nineBox([STAR]);
        const star = grid.boxes.find((box) => box.key === 'high_high');
        if (star) star.count = 2;
        return HttpResponse.json(grid);
      }),
    );
    renderApp(PAGE);
    const star = await screen.findByRole('region', { name: 'Звезда' });
    await userEvent.click(within(star).getByRole('button', { name: 'Показать ещё (1)' }));
    expect(await within(star).findByRole('link', { name: 'Открыть анкету: Тимур Орлов' })).toBeTruthy();
    expect(queries.at(-1)).toBe('?box=high_high&page=2&page_size=50&period=3');
    expect(within(star).queryByRole('button', { name: /Показать ещё/ })).toBeNull();
  });

  it('lets managers read it but not change the thresholds', async () => {
    signedIn(company({ is_admin: false, role: 'MANAGER' }));
    gridApi();
    renderApp(PAGE);
    await screen.findByRole('region', { name: 'Как строится матрица' });
    expect(screen.queryByRole('button', { name: 'Изменить пороги' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Матрица 9-box' })).toBeTruthy();
  });

  it('is not offered to employees', async () => {
    signedIn(company({ is_admin: false, role: 'EMPLOYEE' }));
    gridApi();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Матрица 9-box' })).toBeNull();
  });
});

describe('the thresholds', () => {
  async function openDialog() {
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить пороги' }));
    return screen.findByRole('dialog', { name: 'Пороги матрицы 9-box' });
  }

  it('saves the four numbers with the version read, and the grid is asked again', async () => {
    signedIn();
    const queries = gridApi();
    const puts: unknown[] = [];
    server.use(
      http.put(`${NINE_BOX}settings/`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(
          thresholds({ performance_high_from: 4.5, version: 1, updated_at: '2026-03-02T10:00:00Z' }),
        );
      }),
    );
    const dialog = await openDialog();
    // The company's numbers as the formula beside them shows them: with a decimal comma in Russian.
    expect(within(dialog).getByRole('textbox', { name: 'Потенциал: средний от' })).toHaveProperty('value', '0,34');
    expect(within(dialog).getByRole('textbox', { name: 'Потенциал: высокий от' })).toHaveProperty('value', '0,67');
    const high = within(dialog).getByRole('textbox', { name: 'Результативность: высокая от' });
    await userEvent.clear(high);
    await userEvent.type(high, '4,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([
      {
        performance_medium_from: 3,
        performance_high_from: 4.5,
        potential_medium_from: 0.34,
        potential_high_from: 0.67,
        version: 0,
      },
    ]);
    expect(await screen.findByText('Пороги сохранены')).toBeTruthy();
    await waitFor(() => expect(queries.length).toBe(2));
  });

  it('checks the order before sending and shows the server 400 on its field', async () => {
    signedIn();
    gridApi();
    server.use(
      http.put(`${NINE_BOX}settings/`, () =>
        fieldErrors({ potential_high_from: [{ code: 'threshold_order', params: { medium: 0.5 } }] }),
      ),
    );
    const dialog = await openDialog();
    const medium = within(dialog).getByRole('textbox', { name: 'Результативность: средняя от' });
    await userEvent.clear(medium);
    await userEvent.type(medium, '4');
    expect(within(dialog).getByText('Должно быть больше порога «средний»')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toHaveProperty('disabled', true);
    await userEvent.clear(medium);
    await userEvent.type(medium, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const field = within(dialog).getByRole('textbox', { name: 'Потенциал: высокий от' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Порог «высокий» должен быть больше порога «средний» (0,5).')).toBeTruthy();
  });

  it('explains a 409 and puts the current thresholds in the form', async () => {
    signedIn();
    gridApi();
    const current = thresholds({ performance_high_from: 4.2, version: 3, updated_at: '2026-03-02T10:00:00Z' });
    const versions: unknown[] = [];
    server.use(
      http.put(`${NINE_BOX}settings/`, async ({ request }) => {
        const body: unknown = await request.json();
        const version = typeof body === 'object' && body !== null && 'version' in body ? body.version : null;
        versions.push(version);
        return version === 0 ? problem(409, 'stale_version', undefined, { current }) : HttpResponse.json(current);
      }),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(/пороги изменил кто-то другой/)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Результативность: высокая от' })).toHaveProperty(
      'value',
      '4,2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(versions).toEqual([0, 3]);
  });
});
