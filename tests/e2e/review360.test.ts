import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { ResultsOut } from '../../src/api/types.ts';
import { apiGet, settled, shot, SHOTS, signIn, useBrowser, type E2E } from './harness.ts';
import { answered, approved, clear360, COMMENTED_VALUE, nominated } from './review360-setup.ts';

const env = useBrowser();
const C = '/c/1';
const R360 = 'companies/companies/1/performance_review/review360';
const FEEDBACK_360 = `${C}/performance-review/feedback-360/`;
const DASHBOARD = `${C}/performance-review/employee-dashboard/`;
const FORM = `${C}/performance-review/employee-dashboard/form/`;
const ANNA = 'Анна Смирнова';
const VALUES = ['Клиент в центре', 'Ответственность', 'Командная работа', 'Развитие', 'Открытость'];

/** The three colleagues Anna asks, each with the grades they give her five values and what they write. */
const COLLEAGUES = [
  {
    name: 'Сергей Петров',
    search: 'Петров',
    email: 'petrov@demo.example',
    grades: [5, 4, 3, 5, 4],
    comment: 'Всегда доводит релиз до конца',
    keep: 'Проводить разборы инцидентов',
    change: 'Чаще писать документацию',
  },
  {
    name: 'Мария Васильева',
    search: 'Васильева',
    email: 'vasilieva@demo.example',
    grades: [4, 4, 2, 5, 3],
    comment: 'Находит время ответить на вопросы тестирования',
    keep: 'Помогать новичкам',
    change: 'Раньше предупреждать о рисках',
  },
  {
    name: 'Алексей Попов',
    search: 'Попов',
    email: 'popov@demo.example',
    grades: [3, 5, 4, 5, 2],
    comment: 'Аккуратна с инфраструктурой',
    keep: 'Делиться знаниями на встречах',
    change: '',
  },
];
const NAMES = COLLEAGUES.map((colleague) => colleague.name);
const EMAILS = COLLEAGUES.map((colleague) => colleague.email);

/** The 360 mean of each value over the three answers, as the form writes it (up to two decimals, a comma). */
const meanText = (index: number) =>
  new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(
    COLLEAGUES.reduce((sum, colleague) => sum + colleague.grades[index], 0) / COLLEAGUES.length,
  );

async function annasForm(e: E2E): Promise<number> {
  const [row] = await e.database.db
    .select({ id: s.assessmentForms.id })
    .from(s.assessmentForms)
    .innerJoin(s.assessmentPeriods, eq(s.assessmentPeriods.id, s.assessmentForms.periodId))
    .innerJoin(s.employeeInPositions, eq(s.employeeInPositions.id, s.assessmentForms.employeeId))
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(and(eq(s.users.email, DEMO_LOGINS.employee), eq(s.assessmentPeriods.status, 'active')));
  return row.id;
}

/** The form's 360 section: it loads once the reader scrolls near it. */
async function section360(page: Page) {
  const section = page.getByRole('region', { name: 'Обратная связь 360', exact: true });
  for (let look = 0; look < 20 && !(await section.count()); look += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(250);
  }
  await section.waitFor();
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** A picture of one part of the page, large enough to read. */
async function shotOf(part: Locator, name: string) {
  await part.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function cellsOf(page: Page, value: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Оценки 360', exact: true });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: value, exact: true }) });
  return row.getByRole('cell').allTextContents();
}

/** Her list approved and the first `count` colleagues' answers sent, through the API. */
async function answeredBy(count: number) {
  await approved(env, EMAILS);
  for (const colleague of COLLEAGUES.slice(0, count)) await answered(env, colleague, VALUES);
}

describe('360 feedback in Chromium, in Russian: three colleagues answer and the results appear only after the third', () => {
  // Each test starts from no 360 in the period and makes what it needs.
  beforeEach(() => clear360(env));

  it('the employee nominates three colleagues found by name and sends the list to her manager', async () => {
    await signIn(env, 'employee', FEEDBACK_360);
    const { page } = env;
    await settled(page);
    const search = page.getByRole('textbox', { name: 'Поиск по имени' });
    const chosen = page.getByRole('list', { name: 'Оценщики', exact: true });
    for (const colleague of COLLEAGUES) {
      await search.fill(colleague.search);
      await page.getByRole('button', { name: `Добавить: ${colleague.name}`, exact: true }).click();
      await chosen.getByText(colleague.name, { exact: true }).waitFor();
    }
    await page.getByText('Выбрано 3 из 3–8', { exact: true }).waitFor();
    const listed = await chosen.getByRole('listitem').allTextContents();
    expect(NAMES.map((name) => listed.filter((text) => text.includes(name)).length)).toEqual([1, 1, 1]);
    await shot(page, 'review360-01-nominated');
    await page.getByRole('button', { name: 'Отправить руководителю на согласование', exact: true }).click();
    await page
      .getByText('Список отправлен руководителю. После согласования коллеги получат запросы.', { exact: true })
      .waitFor();
    await shot(page, 'review360-02-sent');
  });

  it('the manager approves the list on the «Команда» tab, and the requests go out', async () => {
    await nominated(env, EMAILS);
    await signIn(env, 'manager', FEEDBACK_360);
    const { page } = env;
    await page.getByRole('tab', { name: 'Команда', exact: true }).click();
    await page.getByRole('button', { name: `Открыть оценщиков: ${ANNA}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Оценщики: ${ANNA}`, exact: true });
    const chosen = dialog.getByRole('list', { name: 'Оценщики', exact: true });
    for (const name of NAMES) await chosen.getByText(name, { exact: true }).waitFor();
    await shot(page, 'review360-03-approve');
    await dialog.getByRole('button', { name: 'Согласовать и отправить запросы', exact: true }).click();
    await expect.poll(() => chosen.getByText('Запрос отправлен', { exact: true }).count()).toBe(3);
    await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();
  });

  /** A colleague opens the request from their dashboard, grades each value, writes, and sends after confirming. */
  async function answer(index: number) {
    const colleague = COLLEAGUES[index];
    await signIn(env, { email: colleague.email }, DASHBOARD);
    const { page } = env;
    const requests = page.getByRole('region', { name: 'Запросы на обратную связь', exact: true });
    await requests.getByRole('link', { name: new RegExp(`^${ANNA}`) }).click();
    await page.getByRole('heading', { name: `Обратная связь: ${ANNA}`, exact: true, level: 1 }).waitFor();
    for (const [n, value] of VALUES.entries()) {
      await page
        .getByRole('radiogroup', { name: `Оценка: ${value}`, exact: true })
        .getByRole('radio', { name: new RegExp(`^${colleague.grades[n]} — `) })
        .check();
    }
    await page.getByRole('textbox', { name: `Комментарий: ${COMMENTED_VALUE}`, exact: true }).fill(colleague.comment);
    await page
      .getByRole('textbox', { name: 'Ваш ответ: Что этому человеку стоит продолжать делать?', exact: true })
      .fill(colleague.keep);
    await page.getByRole('textbox', { name: 'Ваш ответ: Что стоит изменить?', exact: true }).fill(colleague.change);
    if (index === 0) await shot(page, 'review360-04-answer');
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Отправить ответ?', exact: true });
    await confirm.getByRole('button', { name: 'Отправить', exact: true }).click();
    // The page's own note (a snackbar says the first sentence too).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ваш ответ учтён в общих результатах и больше не связан с вашим именем.' })
      .waitFor();
    // The request is answered; the answer itself is kept apart from it, sealed until the collecting ends.
    const submitted = await env.database.db
      .select({ id: s.review360Requests.id })
      .from(s.review360Requests)
      .where(eq(s.review360Requests.status, 'submitted'));
    expect(submitted).toHaveLength(index + 1);
  }

  it('the first two colleagues answer their requests', async () => {
    await approved(env, EMAILS);
    await answer(0);
    await shot(env.page, 'review360-05-answered');
    await answer(1);
  });

  it('the manager reads «collecting» on the form, with no figures, after two of three answers', async () => {
    await answeredBy(2);
    const formId = await annasForm(env);
    await signIn(env, 'manager', `${FORM}?id=${formId}`);
    const { page } = env;
    const section = await section360(page);
    await section
      .getByText('Сбор обратной связи ещё идёт: результаты появятся, когда он завершится', { exact: true })
      .waitFor();
    expect(await section.getByRole('table').count()).toBe(0);
    expect((await section.innerText()).replaceAll('360', '')).not.toMatch(/\d/);
    const results = await apiGet<ResultsOut>(env, `${R360}/results/?form=${formId}`);
    expect(results).toMatchObject({ available: false, reason: 'collecting' });
    expect(results.groups.every((group) => !group.shown && group.count === null)).toBe(true);
    expect(results.questions.every((question) => question.mean === null && question.comments.length === 0)).toBe(true);
    await shotOf(section, 'review360-06-collecting');
  });

  it('the third colleague answers', async () => {
    await answeredBy(2);
    await answer(2);
  });

  it('the manager now reads the 360 means per value, as entered, and the comments without names', async () => {
    await answeredBy(3);
    const formId = await annasForm(env);
    await signIn(env, 'manager', `${FORM}?id=${formId}`);
    const { page } = env;
    const section = await section360(page);
    await section.getByRole('table', { name: 'Оценки 360', exact: true }).waitFor();
    for (const [n, value] of VALUES.entries()) {
      const [self, manager, peers, reports, overall] = await cellsOf(page, value);
      // Anna's form is still in self-assessment: her own grades are hers alone until she submits.
      expect(self).toBe('—нет самооценки');
      expect(manager).toBe('недостаточно ответов');
      expect(peers.startsWith(`${meanText(n)} (Оценки`)).toBe(true);
      expect(reports).toBe('недостаточно ответов');
      expect(overall).toBe(meanText(n));
    }
    const heads = await section.getByRole('columnheader').allTextContents();
    expect(heads).toContain('Коллеги3 ответа');
    const keep = section.getByRole('region', { name: 'Что стоит продолжать делать', exact: true });
    expect((await keep.getByRole('listitem').allTextContents()).sort()).toEqual(
      COLLEAGUES.map((colleague) => colleague.keep).sort(),
    );
    const change = section.getByRole('region', { name: 'Что стоит изменить', exact: true });
    // An empty comment is left out, not shown as a blank line that would count the answers.
    expect((await change.getByRole('listitem').allTextContents()).sort()).toEqual(
      COLLEAGUES.flatMap((colleague) => (colleague.change ? [colleague.change] : [])).sort(),
    );
    await shotOf(section, 'review360-07-results');
  });

  it('nothing tells who answered: not the form, the results, the manager’s list, nor a notice', async () => {
    await answeredBy(3);
    const formId = await annasForm(env);
    await signIn(env, 'manager', `${FORM}?id=${formId}`);
    const { page } = env;
    const section = await section360(page);
    await section.getByRole('table', { name: 'Оценки 360', exact: true }).waitFor();
    // The 360 section names nobody. (The form may name a colleague elsewhere, by their own signed words: a praise
    // or a feedback the person received between reviews is not a 360 answer.)
    const shown = await section.innerText();
    for (const name of NAMES) expect(shown).not.toContain(name);
    const results = await apiGet<ResultsOut>(env, `${R360}/results/?form=${formId}`);
    const raw = JSON.stringify(results);
    for (const word of [...NAMES, ...EMAILS]) expect(raw).not.toContain(word);
    expect(raw).not.toMatch(/"\w*(_at|time|date)"/);

    // The manager's list shows each request as sent, never as answered: only admins see who responded.
    await page.goto(`${env.origin}${FEEDBACK_360}?tab=team`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Открыть оценщиков: ${ANNA}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Оценщики: ${ANNA}`, exact: true });
    const chosen = dialog.getByRole('list', { name: 'Оценщики', exact: true });
    await expect.poll(() => chosen.getByText('Запрос отправлен', { exact: true }).count()).toBe(3);
    expect(await chosen.getByText('Ответ получен', { exact: true }).count()).toBe(0);
    await shot(page, 'review360-08-manager-list');

    const notices = await env.database.db
      .select({
        data: s.notifications.data,
        link: s.notifications.link,
        subject: s.notifications.subject,
        body: s.notifications.bodyText,
      })
      .from(s.notifications)
      .innerJoin(s.users, eq(s.users.id, s.notifications.userId))
      .where(
        and(
          inArray(s.users.email, [DEMO_LOGINS.manager, DEMO_LOGINS.employee]),
          // A one-on-one's notices name the other person of the pair, which says nothing of the 360.
          notInArray(s.notifications.kind, ['one_on_one_prepare', 'one_on_one_action_due']),
        ),
      );
    const told = JSON.stringify(notices);
    for (const word of [...NAMES, ...EMAILS]) expect(told).not.toContain(word);
  });

  it('the manager dashboard gives Anna her 360 means per value; the analytics withhold a department of one', async () => {
    await answeredBy(3);
    await signIn(env, 'manager', `${C}/performance-review/manager-dashboard/`);
    const { page } = env;
    await page.waitForLoadState('networkidle');
    const table = page.getByRole('table', { name: 'Обратная связь 360 команды', exact: true });
    for (let look = 0; look < 20 && !(await table.count()); look += 1) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(250);
    }
    await table.waitFor();
    const anna = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ANNA, exact: true }) });
    expect(await anna.getByRole('cell').allTextContents()).toEqual([
      'Сбор завершён',
      ...VALUES.map((_value, n) => meanText(n)),
    ]);
    await shotOf(page.getByRole('region', { name: 'Обратная связь 360 команды', exact: true }), 'review360-09-team');

    // One person's figures in a department: a manager reads «< 3» there, never the number.
    await page.goto(`${env.origin}${C}/performance-review/analytics/`, { waitUntil: 'networkidle' });
    const card = page.getByRole('region', { name: 'Обратная связь 360', exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Таблица', exact: true }).click();
    const figures = card.getByRole('table', { name: 'Обратная связь 360', exact: true });
    const dev = figures
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Разработка', exact: true }) });
    const cells = await dev.getByRole('cell').allTextContents();
    expect(cells.length).toBe(VALUES.length + 1);
    for (const cell of cells) expect(cell).toBe('< 3скрыто: меньше 3 человек');
    await shotOf(card, 'review360-10-analytics');
  });

  it('the employee herself reads that her results come at the feedback stage', async () => {
    await answeredBy(3);
    const formId = await annasForm(env);
    await signIn(env, 'employee', `${FORM}?id=${formId}`);
    const section = await section360(env.page);
    await section
      .getByText('Результаты обратной связи 360 станут доступны на этапе «Обратная связь»', { exact: true })
      .waitFor();
    expect(await section.getByRole('table').count()).toBe(0);
  });
});
