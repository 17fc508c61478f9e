import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormFilterOptionsOut, NudgeOut } from '../../../api/types.ts';
import { company, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json, pageOf, PR, recordWrites, type Sent } from './review-fixtures.ts';

const DASHBOARD = '/c/1/performance-review/manager-dashboard/';
const NUDGE = '/api/companies/companies/1/notifications/nudge/';
const OPTIONS: FormFilterOptionsOut = {
  periods: [
    { id: 2, name: 'Весна 2025', status: 'active' },
    { id: 1, name: 'Осень 2024', status: 'closed' },
  ],
  departments: [{ id: 3, name: 'Разработка' }],
};

let nudges: Sent[] = [];

function handlers(answer: () => Response) {
  return [
    http.get(`${PR}/assessment_forms/filter_options/`, () => json(OPTIONS)),
    http.get(`${PR}/assessment_forms/stage_counts/`, () => json({ SELF: 2, MANAGER: 1, FEEDBACK: 0, COMPLETE: 0 })),
    http.get(`${PR}/assessment_forms/`, () => json(pageOf([]))),
    http.get(`${PR}/review360/requests/`, () => json(pageOf([]))),
    recordWrites(nudges, 'post', NUDGE, answer),
  ];
}

const answered = (out: NudgeOut) => () => json(out);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  nudges = [];
});

describe('HR reminds the holders of overdue forms from the dashboard', () => {
  it('asks first, naming the period and the department, then says how many were sent and skipped', async () => {
    server.use(...sessionHandlers(), ...handlers(answered({ sent: 3, skipped: 2 })));
    renderApp(`${DASHBOARD}?department=3`);
    await userEvent.click(await screen.findByRole('button', { name: 'Напомнить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Напомнить о просроченных анкетах?' });
    expect(
      within(dialog).getByText('Период: Весна 2025. Подразделение: Разработка (вместе с вложенными).'),
    ).toBeTruthy();
    expect(nudges).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Напомнить' }));
    expect(await screen.findByText('Отправлено напоминаний: 3. Пропущено (сегодня уже напоминали): 2')).toBeTruthy();
    expect(nudges.map((sent) => sent.body)).toEqual([{ period: 2, department: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('nudges the whole chosen period, and says when there was nobody to remind', async () => {
    server.use(...sessionHandlers(), ...handlers(answered({ sent: 0, skipped: 0 })));
    renderApp(`${DASHBOARD}?period=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Напомнить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Напомнить о просроченных анкетах?' });
    expect(within(dialog).getByText('Период: Осень 2024. Подразделение: все.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Напомнить' }));
    expect(await screen.findByText('Просроченных анкет нет — напоминать некому')).toBeTruthy();
    expect(nudges.map((sent) => sent.body)).toEqual([{ period: 1, department: null }]);
  });

  it('cannot nudge every period at once, and words a refusal from its code', async () => {
    server.use(...sessionHandlers(), ...handlers(() => problem(404, 'not_found')));
    renderApp(`${DASHBOARD}?period=all`);
    expect((await screen.findByRole('button', { name: 'Напомнить' })).hasAttribute('disabled')).toBe(true);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Период' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Весна 2025' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Напомнить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Напомнить о просроченных анкетах?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Напомнить' }));
    expect(await screen.findByText('Не найдено.')).toBeTruthy();
  });

  it('is not offered to a manager who is not an admin', async () => {
    server.use(
      ...sessionHandlers(undefined, [company({ is_admin: false })]),
      ...handlers(answered({ sent: 1, skipped: 0 })),
    );
    renderApp(DASHBOARD);
    await screen.findByText('Анкет по этим условиям нет.');
    expect(screen.queryByRole('button', { name: 'Напомнить' })).toBeNull();
  });
});
