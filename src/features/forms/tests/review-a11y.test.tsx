import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormDetailOut as FormDetail } from '../../../api/types.ts';
import { agreement } from '../../settings/tests/agreements-fixtures.ts';
import { sessionHandlers } from '../../../../tests/web/fixtures.ts';
import { renderApp } from '../../../../tests/web/harness.tsx';
import { server } from '../../../../tests/web/msw.ts';
import { agreementItem } from './review-agreement-fixtures.ts';
import { json, pageOf, PR, reviewerForm, reviewForm, valueItem } from './review-fixtures.ts';

const FORM_PATH = '/c/1/performance-review/employee-dashboard/form/?id=7';
const VALUES = [valueItem(), valueItem({ id: 32, value_id: 2, name: 'Командная работа' })];

function serveForm(form: FormDetail) {
  server.use(
    http.get(`${PR}/assessment_forms/7/`, () => json(form)),
    http.get(`${PR}/agreements/`, () => json(pageOf([]))),
  );
}

/** The page's headings as "level text", in document order. */
function outline(): string[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (heading) => `${heading.tagName.slice(1)} ${heading.textContent}`,
  );
}

async function options(name: string): Promise<string[]> {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  localStorage.clear();
  server.use(...sessionHandlers());
});

describe('the review form for assistive technology', () => {
  it('names every grade and comment after its item, and nests item titles under their section', async () => {
    serveForm(reviewForm({ values: VALUES, agreements: [agreementItem()] }));
    renderApp(FORM_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Анна Смирнова — Весна 2025' });
    const names = screen.getAllByRole('combobox').map((combo) => combo.getAttribute('aria-label'));
    expect(names).toEqual([
      'Самооценка: Ответственность',
      'Самооценка: Командная работа',
      'Самооценка: Перевести отчёты на новую базу',
    ]);
    expect(screen.getByRole('textbox', { name: 'Комментарий сотрудника: Командная работа' })).toBeTruthy();
    // The short label is still what the field shows.
    expect(screen.getAllByText('Самооценка').length).toBeGreaterThanOrEqual(3);

    const headings = outline();
    const from = headings.indexOf('1 Анна Смирнова — Весна 2025');
    expect(headings.slice(from)).toEqual([
      '1 Анна Смирнова — Весна 2025',
      '2 Мои результаты',
      '2 Ценности компании',
      '3 Ответственность',
      '3 Командная работа',
      '2 Договорённости',
      '3 Перевести отчёты на новую базу',
    ]);
  });

  it('names the reviewer’s grades and the HiPo decisions after their items', async () => {
    serveForm(
      reviewerForm({
        hipo: [
          { id: 61, hipo_skill_id: 1, name: 'Лидерство', description: '', decision: null, comment: '', version: 1 },
        ],
      }),
    );
    renderApp(FORM_PATH);
    expect(await screen.findByRole('combobox', { name: 'Оценка руководителя: Ответственность' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Самооценка: Ответственность' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Решение: Лидерство' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Комментарий: Лидерство' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Лидерство' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Высокий потенциал (HiPo)' })).toBeTruthy();
  });
});

describe('the grade scales', () => {
  it('words agreements by how they were fulfilled and the overall grade by expectations, values by behaviour', async () => {
    serveForm(reviewerForm({ agreements: [agreementItem({ self_grade: 4 })] }));
    renderApp(FORM_PATH);
    expect(await options('Оценка руководителя: Перевести отчёты на новую базу')).toEqual([
      'Без оценки',
      '0 — Не выполнено',
      '1 — Выполнено в малой части',
      '2 — Выполнено частично',
      '3 — Выполнено',
      '4 — Выполнено с опережением',
      '5 — Перевыполнено',
    ]);
    expect(screen.getByRole('combobox', { name: 'Самооценка: Перевести отчёты на новую базу' }).textContent).toBe(
      '4 — Выполнено с опережением',
    );
    expect(await options('Итоговая оценка')).toEqual([
      'Без оценки',
      '0 — Неудовлетворительно',
      '1 — Ниже ожиданий',
      '2 — Частично соответствует ожиданиям',
      '3 — Соответствует ожиданиям',
      '4 — Превосходит ожидания',
      '5 — Исключительно',
    ]);
    expect((await options('Оценка руководителя: Ответственность')).at(2)).toBe('1 — Проявляется редко');
  });

  it('says which period’s agreements the form grades', async () => {
    serveForm(reviewForm({ agreements: [agreementItem()] }));
    server.use(
      http.get(`${PR}/agreements/`, () => json(pageOf([agreement({ id: 40, period: 1, period_name: 'Осень 2024' })]))),
    );
    renderApp(FORM_PATH);
    const section = await screen.findByRole('region', { name: 'Договорённости' });
    expect(
      await within(section).findByText('Оценивается, как выполнены договорённости периода «Осень 2024».'),
    ).toBeTruthy();
  });
});
