import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PeriodOut, QuestionOut, Review360SettingsOut } from '../../../api/types.ts';
import { period } from '../../settings/tests/agreements-fixtures.ts';
import {
  API,
  company,
  fieldErrors,
  page,
  problem,
  review360NeverSetUp,
  sessionHandlers,
  user,
  value,
} from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { dateField, typeDate } from '../../../../tests/web/date-fields.ts';

const C = `${API}/companies/companies/1/performance_review`;
const SETTINGS = `${C}/review360/settings/3/`;
const EDIT = '/c/1/settings/performance-review-periods/3/';
const PERIOD: PeriodOut = { ...period(), id: 3, name: 'Оценка 2026', status: 'draft', self_deadline: '2026-03-15' };
const VALUES = [
  value({ id: 1, name: 'Клиентоориентированность', order: 1 }),
  value({ id: 2, name: 'Командная работа', order: 2 }),
];

function question(overrides: Partial<QuestionOut>): QuestionOut {
  return {
    id: null,
    kind: 'value',
    value: null,
    value_name: null,
    value_description: null,
    text: '',
    order: 0,
    ...overrides,
  };
}

const DEFAULT_QUESTIONS: QuestionOut[] = [
  question({ kind: 'value', value: 1, value_name: 'Клиентоориентированность', order: 1 }),
  question({ kind: 'value', value: 2, value_name: 'Командная работа', order: 2 }),
  question({ kind: 'continue', order: 3 }),
  question({ kind: 'change', order: 4 }),
];

/** A period whose 360 was never saved: the defaults, version 0. */
const settings = (overrides: Partial<Review360SettingsOut> = {}): Review360SettingsOut =>
  review360NeverSetUp({
    period: 3,
    period_name: PERIOD.name,
    effective_deadline: PERIOD.self_deadline,
    questions: DEFAULT_QUESTIONS,
    ...overrides,
  });

let bodies: unknown[] = [];

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  bodies = [];
  server.use(
    ...sessionHandlers(),
    http.get(`${C}/assessment_periods/3/`, () => HttpResponse.json(PERIOD)),
    http.get(`${C}/assessment_periods/`, () => HttpResponse.json(page([PERIOD]))),
    http.get(`${C}/values/`, () => HttpResponse.json(page(VALUES))),
    http.get(SETTINGS, () => HttpResponse.json(settings())),
    http.put(SETTINGS, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json(settings({ enabled: true, version: 1, updated_at: '2026-01-10T10:00:00Z' }));
    }),
  );
});

const section = () => screen.findByRole('region', { name: 'Обратная связь 360' });
const questionList = async () => within(await section()).findByRole('list', { name: 'Вопросы обратной связи 360' });
const save = async () =>
  userEvent.click(within(await section()).getByRole('button', { name: 'Сохранить обратную связь 360' }));

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('360 feedback on a period’s edit page', () => {
  it('turns 360 on for a period never set up (version 0) and leaves the default questions to the server', async () => {
    renderApp(EDIT);
    const block = await section();
    expect(
      await within(block).findByText(
        'Для этого периода обратная связь 360 ещё не настраивалась: ниже значения по умолчанию.',
      ),
    ).toBeTruthy();
    expect(await within(block).findByText(/^Пусто — до срока самооценки \(15 марта 2026/)).toBeTruthy();
    expect(within(block).getByText(/Сотрудник сам выбирает коллег и отправляет список руководителю/)).toBeTruthy();
    expect(within(block).getByText(/так нельзя понять, кто что ответил/)).toBeTruthy();
    const list = await questionList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Что этому сотруднику стоит продолжать делать?')).toBeTruthy();

    await userEvent.click(within(block).getByRole('switch', { name: 'Собирать обратную связь 360 в этом периоде' }));
    await userEvent.click(within(block).getByRole('radio', { name: /Назначает руководитель/ }));
    await retype(within(block).getByRole('spinbutton', { name: /Порог анонимности/ }), '2');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      enabled: true,
      nomination_mode: 'manager_assigns',
      min_reviewers: 3,
      max_reviewers: 8,
      max_requests_per_reviewer: 8,
      anonymity_threshold: 2,
      deadline: null,
      version: 0,
    });
    expect(await screen.findByText('Настройки обратной связи 360 сохранены')).toBeTruthy();
  });

  it('edits the questions: adds its own, moves it and removes another, sending them in order', async () => {
    renderApp(EDIT);
    const block = await section();
    await questionList();
    await userEvent.click(within(block).getByRole('button', { name: 'Текстовый вопрос' }));
    const list = await questionList();
    const added = within(list).getByRole('listitem', { name: 'Вопрос 5' });
    await userEvent.type(within(added).getByRole('textbox', { name: /Текст вопроса/ }), 'Чему у него стоит поучиться?');
    await userEvent.click(within(list).getByRole('button', { name: 'Поднять вопрос 5 выше' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Удалить вопрос 1' }));
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      questions: [
        { kind: 'value', value: 2, text: '' },
        { kind: 'continue', value: null, text: '' },
        { kind: 'text', value: null, text: 'Чему у него стоит поучиться?' },
        { kind: 'change', value: null, text: '' },
      ],
    });
  });

  it('puts back one question per active value, then "continue" and "change"', async () => {
    server.use(
      http.get(SETTINGS, () =>
        HttpResponse.json(
          settings({ version: 2, questions: [question({ kind: 'grade', text: 'Как он ведёт встречи?' })] }),
        ),
      ),
    );
    renderApp(EDIT);
    const block = await section();
    expect(await within(block).findByDisplayValue('Как он ведёт встречи?')).toBeTruthy();
    await userEvent.click(within(block).getByRole('button', { name: 'Вернуть вопросы по умолчанию' }));
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      version: 2,
      questions: [
        { kind: 'value', value: 1 },
        { kind: 'value', value: 2 },
        { kind: 'continue', value: null },
        { kind: 'change', value: null },
      ],
    });
  });

  it('refuses what the server would before asking it', async () => {
    renderApp(EDIT);
    const block = await section();
    await questionList();
    await retype(within(block).getByRole('spinbutton', { name: /Порог анонимности/ }), '1');
    await retype(within(block).getByRole('spinbutton', { name: /Минимум оценщиков/ }), '9');
    await userEvent.click(within(block).getByRole('button', { name: 'Вопрос с оценкой' }));
    await save();
    expect(await within(block).findByText('Целое число от 2 до 20')).toBeTruthy();
    expect(within(block).getByText('Минимум не может быть больше максимума (8).')).toBeTruthy();
    expect(within(block).getByText('Напишите текст вопроса.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal at its field, in Russian', async () => {
    server.use(
      http.put(SETTINGS, () =>
        fieldErrors({
          'questions.0.value': [{ code: 'no_record' }],
          deadline: [{ code: 'invalid_date' }],
        }),
      ),
    );
    renderApp(EDIT);
    const block = await section();
    await questionList();
    await userEvent.click(within(block).getByRole('button', { name: 'Текстовый вопрос' }));
    const list = await questionList();
    await userEvent.type(within(list).getByRole('textbox', { name: /Текст вопроса/ }), 'Свой вопрос');
    await save();
    const first = within(await questionList()).getByRole('listitem', { name: 'Вопрос 1' });
    expect(await within(first).findByText('Такой записи нет.')).toBeTruthy();
    const deadline = dateField('Собрать ответы до', block);
    expect(deadline.getAttribute('aria-invalid')).toBe('true');
    expect(within(block).getByText('Введите корректную дату.')).toBeTruthy();
  });

  it('says someone else saved meanwhile (409) and reloads the settings as they are now', async () => {
    let reads = 0;
    server.use(
      http.get(SETTINGS, () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1 ? settings({ version: 4 }) : settings({ version: 5, enabled: true, max_reviewers: 6 }),
        );
      }),
      http.put(SETTINGS, () => problem(409, 'stale_version', undefined, { current: settings({ version: 5 }) })),
    );
    renderApp(EDIT);
    const block = await section();
    await questionList();
    await retype(within(block).getByRole('spinbutton', { name: /Максимум оценщиков/ }), '10');
    await save();
    const alert = await within(block).findByText(/уже изменил кто-то другой/);
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Обновить' }),
    );
    await waitFor(() =>
      expect(within(block).getByRole('spinbutton', { name: /Максимум оценщиков/ })).toHaveProperty('value', '6'),
    );
    expect(within(block).getByRole('switch', { name: /Собирать обратную связь 360/ })).toHaveProperty('checked', true);
    expect(within(block).queryByText(/уже изменил кто-то другой/)).toBeNull();
  });

  it('shows frozen questions read-only with the reason, and saves the rest without them', async () => {
    server.use(
      http.get(SETTINGS, () =>
        HttpResponse.json(
          settings({ version: 3, enabled: true, questions_frozen: true, questions: DEFAULT_QUESTIONS }),
        ),
      ),
    );
    renderApp(EDIT);
    const block = await section();
    expect(
      await within(block).findByText(/Запросы этого периода уже отправлены: вопросы больше нельзя менять/),
    ).toBeTruthy();
    const list = await questionList();
    expect(within(list).getByText('Командная работа')).toBeTruthy();
    expect(within(block).queryByRole('button', { name: 'Текстовый вопрос' })).toBeNull();
    expect(within(block).queryByRole('button', { name: /Удалить вопрос/ })).toBeNull();
    const threshold = within(block).getByRole('spinbutton', { name: /Порог анонимности/ });
    expect(threshold).toHaveProperty('disabled', true);
    expect(within(block).getByText(/порог больше нельзя менять/)).toBeTruthy();
    typeDate(dateField('Собрать ответы до', block), '20.03.2026');
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('questions');
    expect(bodies[0]).toMatchObject({ deadline: '2026-03-20', version: 3 });
  });

  it('says why the deadline can no longer be extended once results are released', async () => {
    server.use(
      http.get(SETTINGS, () =>
        HttpResponse.json(settings({ version: 3, enabled: true, questions_frozen: true, results_released: true })),
      ),
      http.put(SETTINGS, () => problem(409, 'review360_deadline_released')),
    );
    renderApp(EDIT);
    const block = await section();
    expect(await within(block).findByText(/срок можно только приблизить, продлить нельзя/)).toBeTruthy();
    typeDate(dateField('Собрать ответы до', block), '20.04.2026');
    await save();
    expect(await within(block).findByText(/Результаты 360 уже открыты: срок нельзя продлить/)).toBeTruthy();
  });

  it('words a refusal of changed questions (requests went out meanwhile) and, reloaded, shows them read-only', async () => {
    let reads = 0;
    server.use(
      http.get(SETTINGS, () => {
        reads += 1;
        return HttpResponse.json(settings({ version: 3, questions_frozen: reads > 1 }));
      }),
      http.put(SETTINGS, () => problem(409, 'review360_questions_frozen')),
    );
    renderApp(EDIT);
    const block = await section();
    await questionList();
    await userEvent.click(within(block).getByRole('button', { name: 'Удалить вопрос 4' }));
    await save();
    const alert = await within(block).findByText('Запросы уже отправлены: вопросы больше нельзя менять.');
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Обновить' }),
    );
    expect(await within(block).findByText(/Запросы этого периода уже отправлены: вопросы/)).toBeTruthy();
    expect(within(await questionList()).getByText('Что этому сотруднику стоит изменить?')).toBeTruthy();
  });

  it('is not offered to a manager who is not an admin', async () => {
    let asked = false;
    server.use(
      ...sessionHandlers(user(), [company({ is_admin: false })]),
      http.get(SETTINGS, () => {
        asked = true;
        return HttpResponse.json(settings());
      }),
    );
    renderApp(EDIT);
    expect(await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Обратная связь 360' })).toBeNull();
    expect(asked).toBe(false);
  });
});
