import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDetailOut as FormDetail } from '../../../api/types.ts';
import { problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import {
  json,
  managerGradesUpdate,
  PR,
  recordWrites,
  reviewerForm,
  reviewForm,
  valueItem,
  type Sent,
} from './review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const VALUE = `${PR}/assessment_forms/items/values/31/`;
const COMMENT_DRAFT = 'perf-review.draft.u7.7.assessment_forms/items/values/31/.self_comment';
let sent: Sent[] = [];

function serveForm(form: FormDetail) {
  server.use(http.get(`${PR}/assessment_forms/7/`, () => json(form)));
}

async function chooseGrade(label: string, grade: RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name: `${label}: Ответственность` }));
  await userEvent.click(await screen.findByRole('option', { name: grade }));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers());
});

describe('submitting the self-assessment', () => {
  it('lists what is missing in Russian with counts and sends nothing', async () => {
    serveForm(
      reviewForm({
        available_transitions: [
          {
            stage: 'MANAGER',
            reason_required: false,
            missing: [
              { code: 'values_without_self_grade', count: 1 },
              { code: 'agreements_without_self_grade', count: 2 },
              { code: 'no_results', count: 1 },
            ],
          },
        ],
      }),
    );
    server.use(
      recordWrites(sent, 'patch', `${PR}/assessment_forms/7/transition/`, () => json(reviewForm({ stage: 'MANAGER' }))),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить руководителю' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Чтобы перейти на этап «Оценка руководителя», осталось:')).toBeTruthy();
    expect(within(dialog).getByText('1 ценность без самооценки')).toBeTruthy();
    expect(within(dialog).getByText('2 договорённости без самооценки')).toBeTruthy();
    expect(within(dialog).getByText('Добавьте хотя бы один результат')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(sent).toHaveLength(0);
  });

  it('asks to confirm a complete form, then moves it and reads it again', async () => {
    let stage: FormDetail['stage'] = 'SELF';
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () =>
        json(reviewForm({ stage, available_transitions: stage === 'SELF' ? reviewForm().available_transitions : [] })),
      ),
    );
    server.use(
      recordWrites(sent, 'patch', `${PR}/assessment_forms/7/transition/`, () => {
        stage = 'MANAGER';
        return json(reviewForm({ stage }));
      }),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить руководителю' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перевести анкету на этап «Оценка руководителя»?' });
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await screen.findByText('Анкета переведена на этап «Оценка руководителя»');
    expect(sent.map((write) => write.body)).toEqual([{ stage: 'MANAGER', reason: '' }]);
    await screen.findByText('Анкета у руководителя. Его оценки станут видны на этапе обратной связи.');
  });

  it('checks the gaps after a grade chosen just before the click has been stored', async () => {
    let graded = false;
    let answer: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const missing = [{ code: 'values_without_self_grade' as const, count: 1 }];
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () =>
        json(
          reviewForm({
            available_transitions: [{ stage: 'MANAGER', reason_required: false, missing: graded ? [] : missing }],
          }),
        ),
      ),
      recordWrites(sent, 'patch', VALUE, async () => {
        await stored;
        graded = true;
        return json(valueItem({ version: 4, self_grade: 4 }));
      }),
    );
    renderApp(FORM_PATH);
    await chooseGrade('Самооценка', /^4 — Выше ожиданий/);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить руководителю' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    answer();
    await screen.findByRole('dialog', { name: 'Перевести анкету на этап «Оценка руководителя»?' });
    expect(screen.queryByText('1 ценность без самооценки')).toBeNull();
  });
});

describe('autosave', () => {
  it('saves a grade at once with the item version, then with the version the answer returned', async () => {
    serveForm(reviewForm());
    let version = 3;
    server.use(recordWrites(sent, 'patch', VALUE, () => json(valueItem({ version: ++version }))));
    renderApp(FORM_PATH);
    await chooseGrade('Самооценка', /^4 — Выше ожиданий/);
    await screen.findByText('Сохранено');
    await chooseGrade('Самооценка', /^5 — Образец для других/);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((write) => write.body)).toEqual([
      { self_grade: 4, version: 3 },
      { self_grade: 5, version: 4 },
    ]);
  });

  it('keeps the typed text on a conflict, shows the server version and saves mine on request', async () => {
    serveForm(reviewForm());
    const current = valueItem({ version: 5, self_grade: 2, self_comment: 'Из другой вкладки' });
    server.use(
      recordWrites(sent, 'patch', VALUE, () =>
        sent.length === 1
          ? problem(409, 'stale_version', undefined, { current })
          : json({ ...current, self_comment: 'Мой текст', version: 6 }),
      ),
    );
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText('Комментарий сотрудника');
    fireEvent.change(field, { target: { value: 'Мой текст' } });
    fireEvent.blur(field);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Комментарий сотрудника: «Из другой вкладки»');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Комментарий сотрудника').value).toBe('Мой текст');
    // Kept as met by a conflict, with what it was typed over: a reload offers it again, never sends it.
    expect(JSON.parse(localStorage.getItem(COMMENT_DRAFT) ?? 'null')).toMatchObject({
      value: 'Мой текст',
      base: '',
      baseVersion: 3,
      conflict: true,
    });
    expect(screen.getByRole('combobox', { name: 'Самооценка: Ответственность' }).textContent).toContain('2 — Частично');

    await userEvent.click(within(alert).getByRole('button', { name: 'Сохранить мой вариант' }));
    await screen.findByText('Сохранено');
    expect(sent[1].body).toEqual({ self_comment: 'Мой текст', version: 5 });
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the server version on request: the field shows it and the draft is gone', async () => {
    serveForm(reviewForm());
    server.use(
      recordWrites(sent, 'patch', VALUE, () =>
        problem(409, 'stale_version', undefined, {
          current: valueItem({ version: 5, self_grade: null, self_comment: 'Их текст' }),
        }),
      ),
    );
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText('Комментарий сотрудника');
    fireEvent.change(field, { target: { value: 'Мой текст' } });
    fireEvent.blur(field);
    await userEvent.click(await screen.findByRole('button', { name: 'Взять их вариант' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Комментарий сотрудника').value).toBe('Их текст'),
    );
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('brings back text left unsaved by a reload and saves it when the server still holds its base', async () => {
    localStorage.setItem(
      COMMENT_DRAFT,
      JSON.stringify({ value: 'Набрано до перезагрузки', base: '', baseVersion: 3, savedAt: '', conflict: false }),
    );
    serveForm(reviewForm());
    server.use(
      recordWrites(sent, 'patch', VALUE, () =>
        json(valueItem({ version: 4, self_comment: 'Набрано до перезагрузки' })),
      ),
    );
    renderApp(FORM_PATH);
    const field = await screen.findByLabelText('Комментарий сотрудника');
    expect((field as HTMLTextAreaElement).value).toBe('Набрано до перезагрузки');
    await screen.findByText('Сохранено');
    expect(sent[0].body).toEqual({ self_comment: 'Набрано до перезагрузки', version: 3 });
    expect(localStorage.getItem(COMMENT_DRAFT)).toBeNull();
  });
});

describe('the reviewer', () => {
  it('reads the self-assessment, grades through manager_grades_update and gives a reason to send the form back', async () => {
    serveForm(reviewerForm());
    server.use(
      recordWrites(sent, 'patch', `${PR}/assessment_forms/items/manager_grades_update/12/`, () =>
        json(managerGradesUpdate({ values: [valueItem({ version: 7, manager_grade: 3 })] })),
      ),
      recordWrites(sent, 'patch', `${PR}/assessment_forms/7/transition/`, () => json(reviewerForm({ stage: 'SELF' }))),
    );
    renderApp(FORM_PATH);
    const selfComment = await screen.findByLabelText<HTMLTextAreaElement>('Комментарий сотрудника');
    expect(selfComment.value).toBe('Довожу дела до конца');
    expect(selfComment.readOnly).toBe(true);

    await chooseGrade('Оценка руководителя', /^3 —/);
    await screen.findByText('Сохранено');
    expect(sent[0].body).toEqual({ values: [{ id: 31, manager_grade: 3, version: 6 }] });

    await userEvent.click(screen.getByRole('button', { name: 'Вернуть на этап «Самооценка»' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Подтвердить' });
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Добавьте результаты');
    await userEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ stage: 'SELF', reason: 'Добавьте результаты' });
  });
});

describe('the form header', () => {
  it('names a reviewer the form was handed over to as a delegate, not as the manager', async () => {
    const handedOver = {
      from_reviewer_id: 11,
      to_reviewer_id: 4,
      by: 'Ольга Кадрова',
      at: '2025-04-01T09:00:00Z',
      from_reviewer_name: 'Пётр Руководитель',
      to_reviewer_name: 'Дмитрий Иванов',
      returned: false,
      revocable: true,
    };
    serveForm(reviewForm({ delegations: [handedOver] }));
    renderApp(FORM_PATH);
    expect(await screen.findByText(/Оценивает \(по передаче\): Дмитрий Иванов/)).toBeTruthy();
    expect(screen.queryByText(/Руководитель: Дмитрий Иванов/)).toBeNull();
  });

  it('follows the stage the form is in: at FEEDBACK, the reviewer’s feedback and the employee’s answer', async () => {
    const feedback = { id: 13, version: 1, strengths: 'Надёжность', growth_areas: '', recommendation: '' };
    serveForm(reviewerForm({ stage: 'FEEDBACK', manager_feedback: feedback, progress: fullProgress }));
    const { unmount } = renderApp(FORM_PATH);
    expect(await screen.findByText('Обратная связь руководителя', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Заполнено 1 из 3')).toBeTruthy();
    expect(screen.queryByText('Заполнено 7 из 7')).toBeNull();
    unmount();

    const answer = { id: 9, version: 1, agreement: 'AGREE' as const, comment: 'Спасибо', feedback_to_manager: '' };
    serveForm(reviewForm({ stage: 'FEEDBACK', participant_feedback: answer, progress: fullProgress }));
    renderApp(FORM_PATH);
    expect(await screen.findByText('Ваш ответ на оценку')).toBeTruthy();
    expect(screen.getByText('Заполнено 2 из 3')).toBeTruthy();
  });
});

const fullProgress = { self: { done: 7, total: 7 }, manager: { done: 9, total: 9 } };
