import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PeriodOut } from '../../../api/types.ts';
import { parseDays } from '../assessment-periods/PeriodReminderInputs.tsx';
import { period } from './agreements-fixtures.ts';
import { dateField, typeDate } from '../../../../tests/web/date-fields.ts';
import { API, fieldErrors, page, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const PERIODS = `${API}/companies/companies/1/performance_review/assessment_periods/`;
const LIST = '/c/1/settings/performance-review-periods/';
const DRAFT: PeriodOut = { ...period(), id: 3, name: 'Оценка 2026', status: 'draft', version: 4 };

let bodies: unknown[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  bodies = [];
  server.use(
    ...sessionHandlers(),
    http.get(PERIODS, () => HttpResponse.json(page([DRAFT]))),
    http.get(`${PERIODS}3/`, () => HttpResponse.json(DRAFT)),
    http.patch(`${PERIODS}3/`, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json({ ...DRAFT, version: DRAFT.version + 1 });
    }),
    http.post(PERIODS, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json({ ...DRAFT, id: 9 }, { status: 201 });
    }),
  );
});

const section = () => screen.findByRole('region', { name: 'Напоминания' });

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('a period’s reminders', () => {
  it('start a new period with the defaults, and go with it to the server', async () => {
    renderApp(`${LIST}create/`);
    const reminders = await section();
    expect(within(reminders).getByRole('textbox', { name: 'Напоминать за … дней до срока' })).toHaveProperty(
      'value',
      '3, 1',
    );
    expect(within(reminders).getByRole('spinbutton', { name: /Повторять после срока каждые … дней/ })).toHaveProperty(
      'value',
      '2',
    );
    expect(within(reminders).getByRole('spinbutton', { name: /Сколько раз напоминать после срока/ })).toHaveProperty(
      'value',
      '3',
    );
    expect(within(reminders).getByRole('spinbutton', { name: /Сообщить руководителю через/ })).toHaveProperty(
      'value',
      '3',
    );
    expect(within(reminders).getByRole('combobox', { name: /Когда срок самооценки прошёл/ }).textContent).toBe(
      'Ничего не делать',
    );
    expect(within(reminders).getByText('Числа через запятую, например: 3, 1. Пусто — без напоминаний.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Оценка 2027');
    for (const [label, date] of [
      [/^Начало/, '10.01.2027'],
      [/^Самооценка до/, '20.01.2027'],
      [/^Оценка руководителя до/, '30.01.2027'],
      [/^Обратная связь до/, '10.02.2027'],
      [/^Окончание/, '20.02.2027'],
    ] as const) {
      typeDate(dateField(label), date);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      reminder_days: [3, 1],
      overdue_every_days: 2,
      overdue_max_times: 3,
      escalate_after_days: 3,
      self_deadline_action: 'none',
    });
  });

  it('sends only what changed on an existing period', async () => {
    renderApp(`${LIST}3/`);
    const reminders = await section();
    await retype(within(reminders).getByRole('textbox', { name: 'Напоминать за … дней до срока' }), '7, 3, 1');
    await userEvent.click(within(reminders).getByRole('combobox', { name: /Когда срок самооценки прошёл/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Передать анкеты руководителю' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ reminder_days: [7, 3, 1], self_deadline_action: 'move_to_manager', version: 4 }]),
    );
  });

  it('refuses days that are not a short list of whole numbers before asking the server', async () => {
    renderApp(`${LIST}3/`);
    const reminders = await section();
    const days = within(reminders).getByRole('textbox', { name: 'Напоминать за … дней до срока' });
    await retype(days, '3, x');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(reminders).findByText('Укажите до пяти разных целых чисел от 0 до 60 через запятую, например: 3, 1'),
    ).toBeTruthy();
    await retype(days, '3, 3');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await retype(within(reminders).getByRole('spinbutton', { name: /Повторять после срока каждые/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(reminders).findByText('Минимальное значение 1')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    server.use(
      http.patch(`${PERIODS}3/`, () =>
        fieldErrors({ reminder_days: [{ code: 'reminder_day_repeated', params: { day: 3 } }] }),
      ),
    );
    renderApp(`${LIST}3/`);
    const reminders = await section();
    await retype(within(reminders).getByRole('textbox', { name: 'Напоминать за … дней до срока' }), '5, 3');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(reminders).findByText(
        'Число дней 3 указано больше одного раза: каждое можно указать только один раз.',
      ),
    ).toBeTruthy();
  });

  it('reads days typed with commas, spaces or semicolons, and keeps anything else as text', () => {
    expect(parseDays('3, 1')).toEqual([3, 1]);
    expect(parseDays(' 7;3 1 ')).toEqual([7, 3, 1]);
    expect(parseDays('')).toEqual([]);
    expect(parseDays('3, -1')).toBe('3, -1');
  });
});
