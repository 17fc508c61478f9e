import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MeetingOut } from '../../../api/types.ts';
import { company, fieldErrors, page, sessionHandlers, user } from '../../../../tests/web/fixtures.ts';
import { GOALS, row } from '../../goals/tests/goals-fixtures.ts';
import { meeting, ONE, peopleHandlers } from './one-on-ones-fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';

const KAZAKHSTAN = row();
const HIRING = row({ id: 22, title: 'Нанять двух аналитиков', progress: 0.75, health: 'at_risk' });
const asLinked = (goal: typeof HIRING): MeetingOut['goals'][number] => ({
  id: goal.id,
  title: goal.title,
  status: goal.status,
  health: goal.health,
  progress: goal.progress,
});

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
});

describe("a meeting's goals", () => {
  it('links a goal the manager finds among the team’s, shows its progress, and unlinks it', async () => {
    const searches: string[] = [];
    const sent: unknown[] = [];
    server.use(
      ...sessionHandlers(user(), [company({ role: 'MANAGER', is_admin: false })]),
      ...peopleHandlers(),
      http.get(`${ONE}/meetings/9/`, () => HttpResponse.json(meeting({ goals: [] }))),
      http.get(GOALS, ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push(params.toString());
        const q = params.get('q') ?? '';
        return HttpResponse.json(page([KAZAKHSTAN, HIRING].filter((goal) => goal.title.includes(q))));
      }),
      http.post(`${ONE}/meetings/9/goals/`, async ({ request }) => {
        const body = (await request.json()) as { goal: number };
        sent.push(body);
        if (body.goal !== HIRING.id) return fieldErrors({ goal: [{ code: 'one_on_one_goal_not_found' }] });
        return HttpResponse.json(meeting({ goals: [asLinked(HIRING)] }));
      }),
      http.delete(`${ONE}/meetings/9/goals/22/`, () => {
        sent.push('unlink 22');
        return HttpResponse.json(meeting({ goals: [] }));
      }),
    );
    renderApp('/c/1/one-on-ones/meetings/9/');
    const section = await screen.findByRole('region', { name: 'Цели' });
    expect(within(section).getByText('К встрече не привязано целей.')).toBeTruthy();
    expect(searches).toEqual(['scope=team&page_size=20']);

    const picker = within(section).getByRole('combobox', { name: 'Привязать цель' });
    await userEvent.type(picker, 'Наня');
    await userEvent.click(await screen.findByRole('option', { name: HIRING.title }));
    const linked = await within(section).findByRole('list', { name: 'Цели' });
    expect(within(linked).getByRole('link', { name: HIRING.title }).getAttribute('href')).toBe('/c/1/goals/22/');
    expect(within(linked).getByLabelText('Прогресс: 75%')).toBeTruthy();
    expect(searches).toContain('scope=team&q=%D0%9D%D0%B0%D0%BD%D1%8F&page_size=20');

    // The picker is empty again, and so is its search: the goals not yet linked are offered.
    expect(picker).toHaveProperty('value', '');
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([KAZAKHSTAN.title]);
    await userEvent.click(options[0]);
    expect(await within(section).findByText('Нет такой цели или она вам недоступна.')).toBeTruthy();
    expect(within(linked).getAllByRole('link')).toHaveLength(1);

    await userEvent.click(within(linked).getByRole('button', { name: `Отвязать: ${HIRING.title}` }));
    expect(await within(section).findByText('К встрече не привязано целей.')).toBeTruthy();
    expect(sent).toEqual([{ goal: HIRING.id }, { goal: KAZAKHSTAN.id }, 'unlink 22']);
  });
});
