import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PeriodOut } from '../../src/api/types.ts';
import { period } from '../../src/features/settings/tests/agreements-fixtures.ts';
import { dateField, shownDate as shown, typeDate } from './date-fields.ts';
import { API, page, sessionHandlers } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { server } from './msw.ts';

const PERIODS = `${API}/companies/companies/1/performance_review/assessment_periods/`;
const DRAFT: PeriodOut = { ...period(), id: 3, name: 'Оценка 2026', status: 'draft' };

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(
    ...sessionHandlers(),
    http.get(`${PERIODS}3/`, () => HttpResponse.json(DRAFT)),
    http.get(PERIODS, () => HttpResponse.json(page([DRAFT]))),
  );
});

describe("a period's dates in the Russian interface", () => {
  it("reads ДД.ММ.ГГГГ, not the browser's mm/dd/yyyy, and sends what is typed as an ISO date", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${PERIODS}3/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...DRAFT, self_deadline: '2025-11-05', version: 2 });
      }),
    );
    renderApp('/c/1/settings/performance-review-periods/3/');
    await screen.findByDisplayValue(DRAFT.name);
    const start = dateField(/^Начало/);
    expect(shown(start)).toBe('01.07.2025');
    expect(
      within(start)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['День', 'Месяц', 'Год']);
    // The period's five dates and its 360 round's deadline.
    expect(screen.getAllByRole('button', { name: /^Выберите дату/ }).length).toBe(6);
    typeDate(dateField(/^Самооценка до/), '05.11.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([{ self_deadline: '2025-11-05', version: DRAFT.version }]));
  });

  it('keeps a half-typed date from being sent and says what is missing', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${PERIODS}3/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(DRAFT);
      }),
    );
    renderApp('/c/1/settings/performance-review-periods/3/');
    await screen.findByDisplayValue(DRAFT.name);
    const end = dateField(/^Окончание/);
    const [day] = within(end).getAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('{Delete}');
    expect(shown(end)).toBe('ДД.12.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите дату полностью: день, месяц и год.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });
});

describe("a period's dates in the English interface", () => {
  it('follow the language: month first and English words once the interface speaks English', async () => {
    renderApp('/c/1/settings/performance-review-periods/3/');
    expect(shown(await screen.findByRole('group', { name: /^Начало/ }))).toBe('01.07.2025');
    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const start = await screen.findByRole('group', { name: /^Start/ });
    await waitFor(() => expect(shown(start)).toBe('07.01.2025'));
    expect(
      within(start)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Month', 'Day', 'Year']);
    // The period's five dates and its 360 round's deadline.
    expect(screen.getAllByRole('button', { name: /^Choose date/ }).length).toBe(6);
  });
});
