import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDetailOut as FormDetail } from '../../../api/types.ts';
import { fieldErrors, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { formRow, json, pageOf, PR, recordWrites, reviewerForm, reviewForm, type Sent } from './review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const DASHBOARD = '/c/1/performance-review/employee-dashboard/';
const TRANSITION = `${PR}/assessment_forms/7/transition/`;
const DEADLINE = '2025-05-10';
const feedback = { id: 13, version: 1, strengths: 'Надёжность', growth_areas: 'Делиться знаниями', recommendation: '' };
const unanswered = { id: 9, version: 1, agreement: null, comment: '', feedback_to_manager: '' };
const agreed = { ...unanswered, agreement: 'AGREE' as const };
const waiting = { answered: false, deadline: DEADLINE, deadline_passed: false };
let sent: Sent[] = [];

/** The reviewer's form at FEEDBACK, the manager's part done, with the employee's answer as given. */
function atFeedback(overrides: Partial<FormDetail> = {}): FormDetail {
  return reviewerForm({
    stage: 'FEEDBACK',
    manager_feedback: feedback,
    participant_feedback: unanswered,
    acknowledgement: waiting,
    available_transitions: [
      { stage: 'MANAGER', reason_required: true, missing: [] },
      { stage: 'COMPLETE', reason_required: false, missing: [] },
    ],
    ...overrides,
  });
}

function serve(form: FormDetail) {
  server.use(
    http.get(`${PR}/assessment_forms/7/`, () => json(form)),
    recordWrites(sent, 'patch', TRANSITION, () => json({ ...form, stage: 'COMPLETE', available_transitions: [] })),
  );
}

async function openComplete(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Завершить оценку' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
});

describe("the reviewer's complete confirm says whether the employee has answered", () => {
  it('before the answer and the deadline: says it must wait, with the date, and sends nothing', async () => {
    serve(atFeedback());
    renderApp(FORM_PATH);
    const dialog = await openComplete();
    expect(
      within(dialog).getByText(
        'Сотрудник ещё не ответил на обратную связь (срок — до 10 мая 2025 г.). Завершить оценку можно после ответа сотрудника или когда пройдёт срок обратной связи. Напомните сотруднику об ответе.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Подтвердить' }).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(sent).toHaveLength(0);
  });

  it('once the employee answered: names the answer and completes', async () => {
    serve(atFeedback({ participant_feedback: agreed, acknowledgement: { ...waiting, answered: true } }));
    renderApp(FORM_PATH);
    const dialog = await openComplete();
    expect(within(dialog).getByText('Сотрудник ответил на обратную связь: «Согласен(на)».')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ stage: 'COMPLETE', reason: '' });
  });

  it('after the deadline without an answer: says so and completes', async () => {
    serve(atFeedback({ acknowledgement: { ...waiting, deadline_passed: true } }));
    renderApp(FORM_PATH);
    const dialog = await openComplete();
    expect(
      within(dialog).getByText(
        'Сотрудник не ответил на обратную связь, но её срок (10 мая 2025 г.) прошёл: оценку можно завершить.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it("asks an admin for the reason, shows the server's word on it, and sends it", async () => {
    const form = atFeedback({
      me: { is_employee: false, is_reviewer: false, is_admin: true, read_only: false },
      available_transitions: [{ stage: 'COMPLETE', reason_required: true, missing: [] }],
    });
    let refuse = true;
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(form)),
      recordWrites(sent, 'patch', TRANSITION, () =>
        refuse ? fieldErrors({ reason: [{ code: 'override_reason_required' }] }) : json(form),
      ),
    );
    renderApp(FORM_PATH);
    const dialog = await openComplete();
    expect(within(dialog).getByText('Завершить оценку без ответа сотрудника?')).toBeTruthy();
    expect(
      within(dialog).getByText(/Сотрудник ещё не ответил на обратную связь \(срок — до 10 мая 2025 г\.\)/),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Длительный отпуск');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText('Напишите, почему оценка завершается без ответа сотрудника.')).toBeTruthy();
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ stage: 'COMPLETE', reason: 'Длительный отпуск' });
  });
});

/** The employee's own form as the dashboard's current form. */
function serveCurrent(form: FormDetail) {
  server.use(
    http.get(`${PR}/assessment_forms/current/`, () => json({ form })),
    http.get(`${PR}/agreements/`, () => json(pageOf([]))),
    http.get(`${PR}/assessment_forms/`, () => json(pageOf([formRow({ id: 7 })]))),
  );
}

const employeeAt = (overrides: Partial<FormDetail>) =>
  reviewForm({ manager_feedback: feedback, available_transitions: [], acknowledgement: null, ...overrides });
const ANSWER_BY =
  'Руководитель оставил обратную связь. Прочитайте её и ответьте до 10 мая 2025 г.: выберите, согласны ли вы с оценкой (комментарий — по желанию).';

describe('the employee is asked to answer only while an answer is missing and possible', () => {
  it('asks on the dashboard and the form at FEEDBACK, by the deadline', async () => {
    serveCurrent(employeeAt({ stage: 'FEEDBACK', acknowledgement: waiting }));
    const { unmount } = renderApp(DASHBOARD);
    const card = await screen.findByRole('region', { name: 'Моя анкета' });
    expect(within(card).getByText(ANSWER_BY)).toBeTruthy();
    unmount();

    serve(employeeAt({ stage: 'FEEDBACK', acknowledgement: waiting }));
    renderApp(FORM_PATH);
    expect(await screen.findByText(ANSWER_BY)).toBeTruthy();
  });

  it('says the deadline has passed while the answer is still possible', async () => {
    serveCurrent(employeeAt({ stage: 'FEEDBACK', acknowledgement: { ...waiting, deadline_passed: true } }));
    renderApp(DASHBOARD);
    const card = await screen.findByRole('region', { name: 'Моя анкета' });
    expect(
      within(card).getByText(
        'Срок ответа на обратную связь (10 мая 2025 г.) прошёл, и руководитель может завершить оценку. Пока она не завершена, вы ещё можете ответить.',
      ),
    ).toBeTruthy();
  });

  it('asks nothing once answered, nor once the form is complete', async () => {
    serveCurrent(
      employeeAt({ stage: 'FEEDBACK', participant_feedback: agreed, acknowledgement: { ...waiting, answered: true } }),
    );
    const first = renderApp(DASHBOARD);
    let card = await screen.findByRole('region', { name: 'Моя анкета' });
    expect(within(card).getByText('Ваш ответ сохранён. Руководитель завершит оценку.')).toBeTruthy();
    expect(within(card).queryByText(/ответьте/i)).toBeNull();
    first.unmount();

    const complete = employeeAt({
      stage: 'COMPLETE',
      me: { is_employee: true, is_reviewer: false, is_admin: false, read_only: true },
    });
    serveCurrent(complete);
    const second = renderApp(DASHBOARD);
    card = await screen.findByRole('region', { name: 'Моя анкета' });
    expect(within(card).getByText('Оценка завершена.')).toBeTruthy();
    expect(within(card).queryByText(/ответьте/i)).toBeNull();
    second.unmount();

    serve(complete);
    renderApp(FORM_PATH);
    expect(await screen.findByText('Анкета доступна только для чтения.')).toBeTruthy();
    expect(screen.queryByText(/ответьте/i)).toBeNull();
  });
});
