import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsHandlers, ANALYTICS } from './analytics-fixtures.ts';
import { company, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { json } from '../../forms/tests/review-fixtures.ts';

const PAGE = '/c/1/performance-review/analytics/';
const HIDDEN_TEXT = 'скрыто: меньше 3 человек';

const PRAISE = {
  min_group_size: 3,
  by_value: [
    { value: 1, name: 'Клиент в центре', count: 7 },
    { value: 2, name: 'Смелость', count: 2 },
  ],
  by_department: [
    { department: 10, name: 'Продажи', value: 1, count: 5, suppressed: false },
    { department: 10, name: 'Продажи', value: 2, count: 2, suppressed: false },
    { department: 11, name: 'Финансы', value: 1, count: null, suppressed: true },
  ],
};
const CADENCE = {
  min_group_size: 3,
  results: [
    { manager: { id: 5, name: 'Игорь Волков' }, series: 4, due: 24, held: 18, kept: 0.75, suppressed: false },
    { manager: { id: 6, name: 'Олег Орлов' }, series: 1, due: null, held: null, kept: null, suppressed: true },
  ],
};

const cellsOf = (table: HTMLElement, row: string) =>
  within(within(table).getByRole('rowheader', { name: row }).closest('tr') ?? table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  server.use(...sessionHandlers(undefined, [company({ is_admin: false, role: 'MANAGER' })]));
});

describe('the analytics of the time between reviews', () => {
  it('shows praise per value and department and the 1:1 cadence per manager, small groups withheld', async () => {
    const seen: URL[] = [];
    server.use(...analyticsHandlers());
    server.use(
      http.get(`${ANALYTICS}/praise/`, ({ request }) => {
        seen.push(new URL(request.url));
        return json(PRAISE);
      }),
      http.get(`${ANALYTICS}/one_on_ones/`, ({ request }) => {
        seen.push(new URL(request.url));
        return json(CADENCE);
      }),
    );
    renderApp(PAGE);
    const praiseCard = await screen.findByRole('region', { name: 'Благодарности по ценностям' });
    const praise = await within(praiseCard).findByRole('table');
    expect(within(praise).getByRole('columnheader', { name: 'Клиент в центре' })).toBeTruthy();
    expect(cellsOf(praise, 'Продажи')).toEqual(['5', '2']);
    expect(cellsOf(praise, 'Финансы')[0]).toContain(HIDDEN_TEXT);
    expect(cellsOf(praise, 'Финансы')[0]).not.toMatch(/\d{2}/);
    expect(cellsOf(praise, 'Итого')).toEqual(['7', '2']);
    const cadenceCard = await screen.findByRole('region', { name: 'Регулярность встреч 1:1' });
    const cadence = await within(cadenceCard).findByRole('table');
    const kept = cellsOf(cadence, 'Игорь Волков');
    expect(kept.slice(0, 3)).toEqual(['4', '24', '18']);
    expect(kept[3]).toMatch(/^75\s%$/);
    const withheld = cellsOf(cadence, 'Олег Орлов');
    expect(withheld[0]).toBe('1');
    for (const cell of withheld.slice(1)) expect(cell).toContain(HIDDEN_TEXT);
    for (const url of seen) expect(url.searchParams.get('period')).toBe('2');
    expect(seen.map((url) => url.pathname.split('/').at(-2)).sort()).toEqual(['one_on_ones', 'praise']);
  });

  it('says so when nothing was given in the period', async () => {
    server.use(...analyticsHandlers());
    renderApp(PAGE);
    const praise = await screen.findByRole('region', { name: 'Благодарности по ценностям' });
    expect(await within(praise).findByText('Нет данных за выбранный период.')).toBeTruthy();
    const cadence = await screen.findByRole('region', { name: 'Регулярность встреч 1:1' });
    expect(await within(cadence).findByText('Нет данных за выбранный период.')).toBeTruthy();
  });
});
