import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, fieldErrors, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { PEOPLE, person, STRUCTURE_PAGE, structureHandlers } from '../../structure/tests/structure-fixtures.ts';

const PD = `${API}/companies/companies/1/personal_data`;
const SETTINGS_PAGE = '/c/1/settings/personal-data/';
const LEFT = person({ id: 201, full_name: 'Пётр Ушедший', department_id: 4, is_active: false });

let erased: string[] = [];
let saved: unknown[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  erased = [];
  saved = [];
  server.use(
    ...sessionHandlers(),
    ...structureHandlers({ people: [...PEOPLE, LEFT] }),
    http.post(`${PD}/people/:id/erase/`, ({ params }) => {
      erased.push(String(params.id));
      if (params.id !== '201') return problem(409, 'person_still_active');
      return HttpResponse.json({ user_id: 1201, erased_at: '2031-06-01T09:00:00.000Z', already: false });
    }),
  );
});

async function openPerson(name: string) {
  renderApp(`${STRUCTURE_PAGE}?department=4`);
  await userEvent.click(await screen.findByRole('button', { name: `Изменить: ${name}` }));
  return screen.findByRole('dialog', { name });
}

describe("a person's personal data on the structure page", () => {
  it('offers the export as JSON and PDF downloads, and erases a departed person after a confirmation', async () => {
    const dialog = await openPerson('Пётр Ушедший');
    const json = within(dialog).getByRole('link', { name: 'Выгрузить данные (JSON)' });
    expect(json.getAttribute('href')).toBe('/api/companies/companies/1/personal_data/people/201/export/');
    expect(json.hasAttribute('download')).toBe(true);
    const pdf = within(dialog).getByRole('link', { name: 'Выгрузить данные (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/companies/companies/1/personal_data/people/201/export/pdf/');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Стереть данные' }));
    const confirm = await screen.findByRole('dialog', { name: 'Стереть данные: Пётр Ушедший?' });
    expect(within(confirm).getByText(/Оценки и аналитика останутся\. Отменить это нельзя\./)).toBeTruthy();
    expect(erased).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Стереть навсегда' }));
    await waitFor(() => expect(erased).toEqual(['201']));
    expect(await screen.findByText('Данные стёрты')).toBeTruthy();
  });

  it('does not offer erasure for a person with an active position', async () => {
    const dialog = await openPerson('Ольга Продажина');
    expect(within(dialog).getByRole('button', { name: 'Стереть данные' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Стереть можно только данные сотрудника без действующей должности.')).toBeTruthy();
  });
});

describe('the personal data settings page', () => {
  function settingsApi(days: number | null) {
    server.use(
      http.get(`${PD}/settings/`, () => HttpResponse.json({ erase_deactivated_after_days: days })),
      http.put(`${PD}/settings/`, async ({ request }) => {
        const body = (await request.json()) as { erase_deactivated_after_days: number | null };
        saved.push(body);
        if ((body.erase_deactivated_after_days ?? 1) > 3650)
          return fieldErrors({ erase_deactivated_after_days: [{ code: 'max_value', params: { max: 3650 } }] });
        return HttpResponse.json(body);
      }),
    );
  }

  it('is linked from the settings page', async () => {
    settingsApi(null);
    renderApp('/c/1/settings/');
    expect(await screen.findByText('Срок хранения данных ушедших сотрудников.')).toBeTruthy();
  });

  it('turns the retention on with a number of days, and shows a refusal on the field', async () => {
    settingsApi(null);
    renderApp(SETTINGS_PAGE);
    expect(await screen.findByText('Автоматическое стирание выключено.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Стирать данные деактивированных сотрудников' }));
    const days = screen.getByRole('spinbutton', { name: 'Через сколько дней' });
    await userEvent.clear(days);
    await userEvent.type(days, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройка сохранена')).toBeTruthy();
    expect(saved).toEqual([{ erase_deactivated_after_days: 5000 }, { erase_deactivated_after_days: 30 }]);
  });

  it('turns it off', async () => {
    settingsApi(90);
    renderApp(SETTINGS_PAGE);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Стирать данные деактивированных сотрудников' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved).toEqual([{ erase_deactivated_after_days: null }]));
  });
});
