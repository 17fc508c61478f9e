import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENTS, agreement, period, readHandlers } from './agreements-fixtures.ts';
import { fillNew, recordWrites } from './agreements-form.ts';
import { dateField, typeDate } from '../../../../tests/web/date-fields.ts';
import { API, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(), ...readHandlers({ rows: [agreement()] }));
});

describe('the due date', () => {
  it("names the period's bounds under the input and keeps a date outside them from being sent", async () => {
    const periodUrl = `${API}/companies/companies/1/performance_review/assessment_periods/2/`;
    server.use(http.get(periodUrl, () => HttpResponse.json(period())));
    const posted = recordWrites('post', AGREEMENTS, () => HttpResponse.json(agreement(), { status: 201 }));
    renderApp('/c/1/settings/agreements/create/');
    await fillNew('Провести митап');
    expect(await screen.findByText(/^В пределах периода: с 1 июля 2025 г. по 31 декабря 2025 г.$/)).toBeTruthy();
    typeDate(dateField('Срок'), '15.01.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText(/^Срок должен быть внутри периода: с 1 июля 2025 г. по 31 декабря 2025 г.$/),
    ).toBeTruthy();
    expect(posted).toEqual([]);
  });
});

describe('a due date half typed', () => {
  it('is not sent and says what is missing; completed, it goes', async () => {
    const periodUrl = `${API}/companies/companies/1/performance_review/assessment_periods/2/`;
    server.use(http.get(periodUrl, () => HttpResponse.json(period())));
    const posted = recordWrites('post', AGREEMENTS, () => HttpResponse.json(agreement(), { status: 201 }));
    renderApp('/c/1/settings/agreements/create/');
    await fillNew('Провести митап');
    const due = dateField('Срок');
    typeDate(due, '15.10.2025');
    const saveButton = screen.getByRole('button', { name: 'Сохранить' });
    await userEvent.click(within(due).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('{Delete}');
    await userEvent.click(saveButton);
    expect(await screen.findByText('Введите дату полностью: день, месяц и год.')).toBeTruthy();
    expect(posted).toEqual([]);
    typeDate(due, '16.10.2025');
    // The form checks the new date before it can be sent again.
    await waitFor(() => expect(saveButton).toHaveProperty('disabled', false));
    await userEvent.click(saveButton);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ due_date: '2025-10-16' });
  });

  it('goes as no due date once every section is cleared, also after being left half typed', async () => {
    const periodUrl = `${API}/companies/companies/1/performance_review/assessment_periods/2/`;
    server.use(http.get(periodUrl, () => HttpResponse.json(period())));
    const posted = recordWrites('post', AGREEMENTS, () => HttpResponse.json(agreement(), { status: 201 }));
    renderApp('/c/1/settings/agreements/create/');
    await fillNew('Провести митап');
    const due = dateField('Срок');
    typeDate(due, '15.10.2025');
    const [day, ...rest] = within(due).getAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('{Delete}');
    // Left half typed, then come back to and cleared.
    await userEvent.click(screen.getByRole('textbox', { name: /Название/ }));
    for (const section of rest) {
      await userEvent.click(section);
      await userEvent.keyboard('{Delete}');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ due_date: null });
  });
});
