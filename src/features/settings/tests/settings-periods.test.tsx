import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PeriodOut } from '../../../api/types.ts';
import { period } from './agreements-fixtures.ts';
import { API, page, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const PERIODS = `${API}/companies/companies/1/performance_review/assessment_periods/`;
const uses = { forms_count: 0, open_forms_count: 0, agreements_count: 0 };
const ACTIVE: PeriodOut = { ...period(), ...uses, forms_count: 30, open_forms_count: 12, status: 'active' };
const DRAFT: PeriodOut = { ...period(), ...uses, id: 3, name: 'Оценка 2026', status: 'draft', version: 1 };
const WITH_AGREEMENTS: PeriodOut = {
  ...period(),
  ...uses,
  id: 4,
  name: 'Старый',
  status: 'closed',
  agreements_count: 2,
};

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(
    ...sessionHandlers(),
    http.get(`${PERIODS}2/`, () => HttpResponse.json(ACTIVE)),
    http.get(`${PERIODS}3/`, () => HttpResponse.json(DRAFT)),
    http.get(PERIODS, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = [ACTIVE, DRAFT, WITH_AGREEMENTS];
      return HttpResponse.json(page(status ? rows.filter((p) => p.status === status) : rows));
    }),
  );
});

async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('deleting a period', () => {
  it('offers "Удалить" only where it can succeed, and says why elsewhere', async () => {
    renderApp('/c/1/settings/performance-review-periods/');
    const table = await screen.findByRole('table');
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr') as HTMLElement;
    const used = within(await rowOf(ACTIVE.name)).getByRole('button', { name: 'Удалить' });
    expect(used).toHaveProperty('disabled', true);
    expect(used.getAttribute('aria-description')).toBe('В периоде 30 анкет, удалить его нельзя. Закройте его.');
    const agreed = within(await rowOf('Старый')).getByRole('button', { name: 'Удалить' });
    expect(agreed.getAttribute('aria-description')).toBe(
      'К периоду привязаны 2 договорённости, удалить его нельзя, пока они есть.',
    );
    expect(within(await rowOf(DRAFT.name)).getByRole('button', { name: 'Удалить' })).toHaveProperty('disabled', false);
  });

  it('names the deleted period in the notice', async () => {
    server.use(http.delete(`${PERIODS}3/`, () => new HttpResponse(null, { status: 204 })));
    renderApp('/c/1/settings/performance-review-periods/');
    const row = (await screen.findByText(DRAFT.name)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Период оценки «Оценка 2026» удалён')).toBeTruthy();
  });

  it('words a refusal that still comes (forms launched meanwhile) by its code, in Russian', async () => {
    server.use(http.delete(`${PERIODS}3/`, () => problem(409, 'period_has_forms', { count: 5 }, { forms: 5 })));
    renderApp('/c/1/settings/performance-review-periods/');
    const row = (await screen.findByText(DRAFT.name)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('В периоде есть анкеты (5), удалить его нельзя. Закройте его.')).toBeTruthy();
  });
});

describe('changing a period with forms', () => {
  it('asks before closing it, saying how many unfinished forms become read-only, and saves only when confirmed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${PERIODS}2/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...ACTIVE, status: 'closed', version: ACTIVE.version + 1 });
      }),
    );
    renderApp('/c/1/settings/performance-review-periods/2/');
    await screen.findByDisplayValue(ACTIVE.name);
    await choose(/Статус/, 'Закрыт');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/12 незавершённых анкет станут доступны только для чтения/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'closed', version: ACTIVE.version }]));
    expect(await screen.findByText(`Период оценки «${ACTIVE.name}» сохранён`)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/c/1/settings/performance-review-periods/'),
    );
  });

  it('says that launched forms keep their type when the form type changes', async () => {
    renderApp('/c/1/settings/performance-review-periods/2/');
    await screen.findByDisplayValue(ACTIVE.name);
    await choose(/Тип анкеты/, 'Простая (ценности и результаты)');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Уже запущенные 30 анкет останутся прежнего типа/)).toBeTruthy();
  });
});

describe('activating a period', () => {
  it('names the active period under the status, and shows the 409 worded by its code', async () => {
    server.use(
      http.patch(`${PERIODS}3/`, () =>
        problem(409, 'period_already_active', { name: ACTIVE.name }, { active: { id: 2, name: ACTIVE.name } }),
      ),
    );
    renderApp('/c/1/settings/performance-review-periods/3/');
    await screen.findByDisplayValue(DRAFT.name);
    await choose(/Статус/, 'Активен');
    expect(
      await screen.findByText(
        `Активным может быть только один период. Сейчас активен «${ACTIVE.name}»: сначала закройте его.`,
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(new RegExp(`а сейчас активен «${ACTIVE.name}»`))).toBeTruthy();
  });
});

describe('launching from the periods list', () => {
  it('opens the launch dialog for the row, and offers none for a closed period', async () => {
    renderApp('/c/1/settings/performance-review-periods/');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: `Запустить оценку: ${WITH_AGREEMENTS.name}` })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: `Запустить оценку: ${DRAFT.name}` }));
    expect(await screen.findByRole('dialog', { name: /Запуск оценки/ })).toBeTruthy();
    // Still the list behind the dialog, not the row's edit page.
    expect(screen.getAllByRole('table', { hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /Название/, hidden: true })).toBeNull();
  });
});
