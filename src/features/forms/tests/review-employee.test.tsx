import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { agreement } from '../../settings/tests/agreements-fixtures.ts';
import { problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { agreementItem } from './review-agreement-fixtures.ts';
import { formRow, json, pageOf, PR, reviewForm } from './review-fixtures.ts';

const DASHBOARD = '/c/1/performance-review/employee-dashboard/';
let formQueries: URLSearchParams[] = [];

function handlers(agreements: Response) {
  return [
    http.get(`${PR}/assessment_forms/current/`, () =>
      json({
        form: reviewForm({
          progress: { self: { done: 1, total: 3 }, manager: { done: 0, total: 4 } },
          available_transitions: [
            {
              stage: 'MANAGER',
              reason_required: false,
              missing: [{ code: 'values_without_self_grade', count: 2 }],
            },
          ],
        }),
      }),
    ),
    http.get(`${PR}/agreements/`, () => agreements),
    http.get(`${PR}/assessment_forms/`, ({ request }) => {
      formQueries.push(new URL(request.url).searchParams);
      return json(
        pageOf([
          formRow({ id: 7 }),
          formRow({ id: 3, stage: 'COMPLETE', period: { id: 1, name: 'Осень 2024', status: 'closed' } }),
        ]),
      );
    }),
  ];
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  formQueries = [];
  server.use(...sessionHandlers());
});

describe('the employee dashboard', () => {
  it('shows the stage, the deadlines in Russian, what is left to do and the past forms without the current one', async () => {
    server.use(
      ...handlers(json(pageOf([agreement({ id: 1, title: 'Выступить на конференции', due_date: '2025-04-30' })]))),
    );
    renderApp(DASHBOARD);
    const card = await screen.findByRole('region', { name: 'Моя анкета' });
    expect(within(card).getByText('Самооценка')).toBeTruthy();
    expect(within(card).getByText('Обратная связь')).toBeTruthy();
    expect(within(card).getByText(/Самооценка до 20 марта 2025 г\./)).toBeTruthy();
    expect(within(card).getByText('2 ценности без самооценки')).toBeTruthy();
    expect(within(card).getByText('Заполнено 1 из 3')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Открыть анкету' }).getAttribute('href')).toBe(
      '/c/1/performance-review/employee-dashboard/form/',
    );

    const agreements = screen.getByRole('region', { name: 'Договорённости' });
    expect(within(agreements).getByRole('heading', { name: 'На период «Весна 2025»' })).toBeTruthy();
    expect(within(agreements).getByText('Их выполнение оценят в анкете следующего периода.')).toBeTruthy();
    // The form grades no agreements: nothing is said to be graded in it.
    expect(within(agreements).queryByText('Оцениваются в текущей анкете')).toBeNull();
    expect(await within(agreements).findByText('Выступить на конференции')).toBeTruthy();
    expect(within(agreements).getByText('В работе')).toBeTruthy();
    expect(within(agreements).getByText('Срок: 30 апреля 2025 г.')).toBeTruthy();

    const past = screen.getByRole('region', { name: 'Прошлые анкеты' });
    const link = await within(past).findByRole('link', { name: /Осень 2024/ });
    expect(link.getAttribute('href')).toBe('/c/1/performance-review/employee-dashboard/form/?id=3');
    expect(within(past).queryByText('Весна 2025')).toBeNull();
    expect(formQueries[0].get('employee')).toBe('11');
    expect(formQueries[0].get('ordering')).toBe('-period');
  });

  it('shows the empty state when the agreements endpoint is not there', async () => {
    server.use(...handlers(problem(404, 'not_found')));
    renderApp(DASHBOARD);
    const agreements = await screen.findByRole('region', { name: 'Договорённости' });
    expect(await within(agreements).findByText('Договорённостей на этот период пока нет.')).toBeTruthy();
  });

  it('says which agreements the form grades (the previous period’s) apart from this period’s, graded next time', async () => {
    const lookups: URLSearchParams[] = [];
    server.use(
      http.get(`${PR}/assessment_forms/current/`, () => json({ form: reviewForm({ agreements: [agreementItem()] }) })),
      http.get(`${PR}/agreements/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        lookups.push(query);
        return query.get('ids') === '40'
          ? json(
              pageOf([
                agreement({ id: 40, period: 1, period_name: 'Осень 2024', title: 'Перевести отчёты на новую базу' }),
              ]),
            )
          : json(pageOf([agreement({ id: 41, title: 'Освоить Kubernetes', status: 'new' })]));
      }),
      http.get(`${PR}/assessment_forms/`, () => json(pageOf([]))),
    );
    renderApp(DASHBOARD);
    const agreements = await screen.findByRole('region', { name: 'Договорённости' });
    const graded = within(agreements).getByRole('heading', { name: 'Оцениваются в текущей анкете' }).parentElement;
    if (!graded) throw new Error('the graded agreements have no block');
    expect(
      await within(graded).findByText(
        'Поставлены на период «Осень 2024». В анкете оценивается, насколько они выполнены.',
      ),
    ).toBeTruthy();
    expect(within(graded).getByText('Перевести отчёты на новую базу')).toBeTruthy();
    expect(within(graded).getByText('Выполнена')).toBeTruthy();
    expect(within(graded).queryByText('Освоить Kubernetes')).toBeNull();

    const next = within(agreements).getByRole('heading', { name: 'На период «Весна 2025»' }).parentElement;
    if (!next) throw new Error('this period’s agreements have no block');
    expect(await within(next).findByText('Освоить Kubernetes')).toBeTruthy();
    expect(within(next).getByText('Их выполнение оценят в анкете следующего периода.')).toBeTruthy();
    expect(lookups.find((query) => query.has('period'))?.get('period')).toBe('2');
  });

  it('says the first period’s form grades that period’s own agreements', async () => {
    server.use(
      http.get(`${PR}/assessment_forms/current/`, () =>
        json({ form: reviewForm({ agreements: [agreementItem({ agreement_id: 41, title: 'Освоить Kubernetes' })] }) }),
      ),
      http.get(`${PR}/agreements/`, () => json(pageOf([agreement({ id: 41, title: 'Освоить Kubernetes' })]))),
      http.get(`${PR}/assessment_forms/`, () => json(pageOf([]))),
    );
    renderApp(DASHBOARD);
    const agreements = await screen.findByRole('region', { name: 'Договорённости' });
    expect(
      await within(agreements).findByText(
        'Поставлены на этот период. Прошлого периода не было, поэтому в анкете оцениваются они.',
      ),
    ).toBeTruthy();
    // Listed once, as graded here.
    expect(within(agreements).getAllByText('Освоить Kubernetes')).toHaveLength(1);
  });
});
