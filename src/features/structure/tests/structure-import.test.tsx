import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import type { ImportRefusedOut, ImportReportOut } from '../../../api/types.ts';
import { IMPORT_PAGE, importReport, importRow, note, refusedReport, STRUCTURE } from './structure-fixtures.ts';

const HEADER = 'email,first_name,last_name,department,position,manager_email';
type Call = { dryRun: string | null; body: unknown };
let calls: Call[] = [];

/** Answers each import call with the next report (or response) of the list, recording what was sent. */
function importHandler(...answers: (ImportReportOut | ImportRefusedOut | Response)[]) {
  return http.post(`${STRUCTURE}/import/`, async ({ request }) => {
    calls.push({ dryRun: new URL(request.url).searchParams.get('dry_run'), body: await request.json() });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Response) return answer;
    return HttpResponse.json(answer, { status: 'codes' in answer ? 400 : 200 });
  });
}

function csv(...lines: string[]): File {
  return new File([[HEADER, ...lines].join('\n')], 'people.csv', { type: 'text/csv' });
}

async function choose(file: File) {
  await userEvent.upload(await screen.findByLabelText('Выбрать файл CSV'), file);
}

const reportRows = () =>
  within(screen.getByRole('table', { name: 'Строки файла' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  calls = [];
  server.use(...sessionHandlers());
});

describe('the people import', () => {
  it('lists refused lines with their line numbers and reasons, and keeps Apply disabled', async () => {
    const refused = importReport([
      importRow({ line: 2, email: 'vera@demo.example', changes: { department: { before: null, after: 'Продажи' } } }),
      importRow({
        line: 3,
        email: 'not-an-email',
        action: 'error',
        errors: [note('row_invalid_email', { column: 'email', value: 'not-an-email' })],
        values: { first_name: 'Плохая', last_name: 'Почта', department: 'Продажи', position: '', manager_email: '' },
      }),
      importRow({
        line: 4,
        email: 'ivan@demo.example',
        action: 'error',
        errors: [note('row_manager_unknown', { value: 'ghost@nowhere.example' })],
      }),
    ]);
    server.use(importHandler(refused));
    renderApp(IMPORT_PAGE);
    const content = [
      HEADER,
      'vera@demo.example,Вера,Новая,Продажи,Менеджер,',
      'not-an-email,Плохая,Почта,Продажи,,',
      'ivan@demo.example,Иван,Петров,,,ghost@nowhere.example',
    ].join('\n');
    await choose(new File([content], 'people.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));

    expect(await screen.findByText(/Ошибки в 2 строках\. Файл загружается только целиком/)).toBeTruthy();
    const rows = reportRows();
    // Refused lines are shown first.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['3', '4']);
    expect(within(rows[0]).getByText('Отклонено')).toBeTruthy();
    expect(within(rows[0]).getByText('Плохая Почта')).toBeTruthy();
    expect(within(rows[0]).getByText('email: «not-an-email» — некорректный адрес почты.')).toBeTruthy();
    expect(
      within(rows[1]).getByText('manager_email: ghost@nowhere.example нет ни в файле, ни среди сотрудников компании.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Применить' }).disabled).toBe(true);
    expect(calls).toEqual([{ dryRun: 'true', body: { format: 'csv', content } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Все (3)' }));
    expect(reportRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2', '3', '4']);
  });

  it('applies exactly the file it checked, without dry_run, and links to the structure', async () => {
    const plan = importReport(
      [
        importRow({ line: 2, email: 'vera@demo.example' }),
        importRow({
          line: 3,
          email: 'ivan@demo.example',
          action: 'update',
          changes: { position: { before: 'Стажёр', after: 'Инженер' } },
        }),
      ],
      {
        new_departments: ['Продажи'],
      },
    );
    server.use(importHandler(plan, { ...plan, applied: true }));
    renderApp(IMPORT_PAGE);
    await choose(csv('vera@demo.example,Вера,Новая,Продажи,Менеджер,', 'ivan@demo.example,,,,Инженер,'));
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Применить' });
    expect(apply.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    await screen.findByText(/Ошибок нет\. Будет добавлено — 1, изменено — 1/);
    expect(screen.getByText('Должность: Стажёр → Инженер')).toBeTruthy();
    await waitFor(() => expect(apply.disabled).toBe(false));
    await userEvent.click(apply);

    await screen.findByText('Импорт выполнен: добавлено — 1, изменено — 1.');
    expect(calls.map((call) => call.dryRun)).toEqual(['true', 'false']);
    expect(calls[1].body).toEqual(calls[0].body);
    expect(screen.getByRole('link', { name: 'Открыть оргструктуру' }).getAttribute('href')).toBe(
      '/c/1/settings/structure/',
    );
    expect(apply.disabled).toBe(true);
  });

  it('says so when the apply is refused for lines that went wrong since the check, and applies nothing', async () => {
    const plan = importReport([importRow({ line: 2, email: 'vera@demo.example' })]);
    const refused = refusedReport(
      importReport([
        importRow({
          line: 2,
          email: 'vera@demo.example',
          action: 'error',
          errors: [note('row_manager_no_position', { value: 'boss@demo.example' })],
        }),
      ]),
    );
    server.use(importHandler(plan, refused));
    renderApp(IMPORT_PAGE);
    await choose(csv('vera@demo.example,Вера,Новая,Продажи,Менеджер,boss@demo.example'));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Применить' });
    await waitFor(() => expect(apply.disabled).toBe(false));
    await userEvent.click(apply);
    expect(await screen.findByText(/данные изменились: теперь ошибка в 1 строке, и ничего не загружено/)).toBeTruthy();
    expect(
      within(reportRows()[0]).getByText('manager_email: у boss@demo.example нет должности в компании.'),
    ).toBeTruthy();
    expect(apply.disabled).toBe(true);
  });

  it('refuses an Excel workbook before sending anything, saying how to get a CSV', async () => {
    server.use(importHandler(importReport([])));
    renderApp(IMPORT_PAGE);
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        await screen.findByLabelText('Выбрать файл CSV'),
        new File(['PK'], 'people.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      );
    expect(await screen.findByText(/«people\.xlsx» — это таблица Excel\. Загрузить можно только CSV/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Проверить файл' }).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('shows a file-level refusal from the server in Russian, worded from its code', async () => {
    server.use(
      importHandler(fieldErrors({ content: [{ code: 'no_header', params: { columns: 'email, first_name' } }] })),
    );
    renderApp(IMPORT_PAGE);
    await choose(new File(['name,phone\nИван,1'], 'people.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(
      await screen.findByText('В первой строке должны быть названия столбцов, среди них email: email, first_name.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Применить' }).disabled).toBe(true);
  });

  it('draws a 5,000-line report a page at a time', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => importRow({ line: i + 2, email: `p${i}@bulk.example` }));
    server.use(importHandler(importReport(rows)));
    renderApp(IMPORT_PAGE);
    await choose(csv(...rows.map((row) => `${row.email},,,,,`)));
    await userEvent.click(screen.getByRole('button', { name: 'Проверить файл' }));
    await screen.findByText('1-50 из 5000');
    expect(reportRows()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    await screen.findByText('51-100 из 5000');
    expect(within(reportRows()[0]).getAllByRole('cell')[0].textContent).toBe('52');
  });
});
