import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExportJobOut, FormListRowOut, StageCountsOut } from '../../../api/types.ts';
import { DONE, EXPORTS, job, OPTIONS } from '../../analytics/tests/analytics-fixtures.ts';
import { company, problem, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { formRow, json, pageOf, PR, recordWrites, reviewForm, type Sent } from '../../forms/tests/review-fixtures.ts';

const DASHBOARD = '/c/1/performance-review/manager-dashboard/';
const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const COUNTS: StageCountsOut = { SELF: 1, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 };
const ROWS: FormListRowOut[] = [formRow()];
let sent: Sent[] = [];

/** The job's answers to each poll in turn; the last one repeats. */
function serveJob(answers: ExportJobOut[]) {
  let polls = 0;
  server.use(
    recordWrites(sent, 'post', EXPORTS, () => json(job({ kind: answers[0].kind }), 202)),
    http.get(`${EXPORTS}job-1/`, () => json(answers[Math.min(polls++, answers.length - 1)])),
    http.get(EXPORTS, () => json(pageOf([]))),
  );
}

function dashboard() {
  server.use(
    http.get(`${PR}/`, () =>
      json({
        active_period: null,
        my_form: null,
        reviewing_count: 0,
        forms_by_stage: { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 },
      }),
    ),
    http.get(`${PR}/assessment_forms/filter_options/`, () => json(OPTIONS)),
    http.get(`${PR}/assessment_forms/stage_counts/`, () => json(COUNTS)),
    http.get(`${PR}/assessment_forms/`, () => json(pageOf(ROWS))),
  );
}

async function choose(item: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: 'Экспорт' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  sent = [];
  server.use(...sessionHandlers(undefined, [company({ is_admin: false, role: 'MANAGER' })]));
});

describe('exports from the team forms list', () => {
  it("starts the period's XLSX, shows its progress, then the download link", async () => {
    dashboard();
    serveJob([job({ status: 'running', done: 3, total: 6 }), DONE]);
    renderApp(`${DASHBOARD}?department=3`);
    await choose(/Анкеты периода \(XLSX\)/);
    expect(sent.map((write) => write.body)).toEqual([{ kind: 'forms_xlsx', period: 2, department: 3 }]);
    const dialog = await screen.findByRole('dialog', { name: 'Анкеты периода (XLSX)' });
    expect(await within(dialog).findByText('Готово 3 из 6')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Ход выгрузки' }).getAttribute('aria-valuenow')).toBe('50');
    const link = await within(dialog).findByRole('link', { name: 'Скачать файл forms-2026.xlsx' });
    expect(link.getAttribute('href')).toBe(DONE.download_url);
    expect(link.getAttribute('download')).toBe('forms-2026.xlsx');
    expect(within(dialog).getByText('Файл готов: forms-2026.xlsx')).toBeTruthy();
  });

  it('asks for a department before a PDF packet, and sends it once chosen', async () => {
    dashboard();
    serveJob([job({ kind: 'department_pdf', status: 'queued' })]);
    renderApp(DASHBOARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Экспорт' }));
    const packet = await screen.findByRole('menuitem', { name: /PDF-пакет подразделения/ });
    expect(packet.getAttribute('aria-disabled')).toBe('true');
    expect(within(packet).getByText('Выберите подразделение в фильтре')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Подразделение' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Продажи' }));
    await choose(/PDF-пакет подразделения/);
    expect(sent.map((write) => write.body)).toEqual([{ kind: 'department_pdf', period: 2, department: 4 }]);
    expect(await screen.findByText('Выгрузка в очереди…')).toBeTruthy();
  });

  it('says why a job failed, by its code', async () => {
    dashboard();
    serveJob([job({ kind: 'forms_csv', status: 'failed', done: 2, total: 6, error: 'export_interrupted' })]);
    renderApp(DASHBOARD);
    await choose(/Анкеты периода \(CSV\)/);
    const dialog = await screen.findByRole('dialog', { name: 'Анкеты периода (CSV)' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Выгрузка прервалась: сервер перезапускался. Запустите её ещё раз.',
    );
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('lists the recent exports from the menu', async () => {
    dashboard();
    const failed = job({ id: 'job-2', kind: 'department_pdf', status: 'failed', error: 'export_failed' });
    server.use(http.get(EXPORTS, () => json(pageOf([DONE, failed]))));
    renderApp(DASHBOARD);
    await choose(/Мои выгрузки/);
    const list = await screen.findByRole('list', { name: 'Мои выгрузки' });
    expect(within(list).getByRole('link', { name: 'Скачать файл forms-2026.xlsx' })).toBeTruthy();
    expect(within(list).getByText('Выгрузку не удалось подготовить. Запустите её ещё раз.')).toBeTruthy();
  });
});

describe("a form's PDF", () => {
  it('is built from the form header and downloaded when ready', async () => {
    server.use(http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm())));
    serveJob([
      job({ kind: 'review_pdf', status: 'running', done: 0, total: 1 }),
      { ...DONE, kind: 'review_pdf', filename: 'review-7.pdf' },
    ]);
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать PDF' }));
    await waitFor(() => expect(sent.map((write) => write.body)).toEqual([{ kind: 'review_pdf', form_id: 7 }]));
    const dialog = await screen.findByRole('dialog', { name: 'Анкета в PDF' });
    expect(await within(dialog).findByRole('link', { name: 'Скачать файл review-7.pdf' })).toBeTruthy();
  });

  it('shows the refusal in words when the server declines', async () => {
    server.use(
      http.get(`${PR}/assessment_forms/7/`, () => json(reviewForm())),
      http.post(EXPORTS, () => problem(403, 'export_own_review_only')),
    );
    renderApp(FORM_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Анкета в PDF' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Сотрудник может выгрузить в PDF только свою анкету.',
    );
  });
});
