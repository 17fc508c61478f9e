import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { apiGet, shot, signIn, typeDate, useBrowser } from './harness.ts';

/**
 * An admin of the small second company sets it up in the browser, in Russian: a review period, a hipo
 * skill, the people from a CSV file, and an agreement whose two edits show in its history.
 */
const env = useBrowser();
const C = '/c/2';
/** The small company's director, its admin. */
const DIRECTOR = { email: 'director@veter.example' };

const PEOPLE_CSV = [
  'email,first_name,last_name,department,position,manager_email,role,is_admin',
  'olga.lebedeva@veter.example,Ольга,Лебедева,Производство,Начальник производства,director@veter.example,MANAGER,false',
  'pavel.orlov@veter.example,Павел,Орлов,Производство/Сборка,Сборщик,olga.lebedeva@veter.example,EMPLOYEE,false',
  'nina.kozlova.veter.example,Нина,Козлова,Производство/Сборка,Сборщица,olga.lebedeva@veter.example,EMPLOYEE,false',
].join('\n');

async function chooseFile(content: string) {
  await env.page
    .locator('input[type=file]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

describe('an admin configures a company in Chromium, in Russian', () => {
  it('creates a review period', async () => {
    const { page } = env;
    await signIn(env, DIRECTOR, `${C}/settings/performance-review-periods/`);
    await page.getByRole('link', { name: 'Создать' }).click();
    await page.getByRole('textbox', { name: 'Название' }).fill('Оценка 2027');
    const dates = {
      Начало: '10012027',
      'Самооценка до': '25012027',
      'Оценка руководителя до': '05022027',
      'Обратная связь до': '15022027',
      Окончание: '28022027',
    };
    for (const [label, digits] of Object.entries(dates)) await typeDate(page, new RegExp(`^${label}`), digits);
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.waitForURL(/performance-review-periods\/?$/);
    await page.getByText('Оценка 2027', { exact: true }).waitFor();
    const periods = await apiGet<{ results: { name: string; end_date: string }[] }>(
      env,
      'companies/companies/2/performance_review/assessment_periods/',
    );
    expect(periods.results).toContainEqual(expect.objectContaining({ name: 'Оценка 2027', end_date: '2027-02-28' }));
    await shot(page, 'settings-01-period');
  });

  it('creates a hipo skill', async () => {
    const { page } = env;
    await signIn(env, DIRECTOR);
    await page.goto(`${env.origin}${C}/settings/hipo-skills/create`);
    await page.getByLabel('Название').fill('Лидерство');
    await page.getByLabel('Описание').fill('Ведёт за собой команду.');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.waitForURL(/settings\/hipo-skills\/?$/);
    await page.getByText('Лидерство').waitFor();
    const skills = await apiGet<{ results: { name: string; description: string }[] }>(
      env,
      'companies/companies/2/performance_review/hipo_skills/',
    );
    expect(skills.results).toContainEqual(
      expect.objectContaining({ name: 'Лидерство', description: 'Ведёт за собой команду.' }),
    );
    await shot(page, 'settings-02-hipo-skill');
  });

  it('imports people from a CSV file: a bad line is refused first, the fixed file is applied', async () => {
    const { page } = env;
    await signIn(env, DIRECTOR, `${C}/settings/structure/import/`);
    const template = page.waitForEvent('download');
    await page.getByText('Скачать шаблон').click();
    expect((await template).suggestedFilename()).toMatch(/\.csv$/);

    await chooseFile(PEOPLE_CSV);
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    await page.getByText('Результат проверки').waitFor();
    await page.getByText('nina.kozlova.veter.example').first().waitFor();
    expect(await page.getByRole('button', { name: 'Применить' }).isDisabled()).toBe(true);
    await shot(page, 'settings-03-import-refused');

    await chooseFile(PEOPLE_CSV.replace('nina.kozlova.veter.example', 'nina.kozlova@veter.example'));
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    await page.getByRole('button', { name: 'Применить' }).and(page.locator(':not([disabled])')).waitFor();
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByRole('link', { name: 'К оргструктуре' }).first().waitFor();
    await shot(page, 'settings-04-import-applied');

    await page.goto(`${env.origin}${C}/settings/structure/`);
    const tree = page.getByRole('tree');
    await tree.getByText('Производство').first().click();
    await page.getByText('Ольга Лебедева').filter({ visible: true }).first().waitFor();
    await tree.getByText('Сборка').first().waitFor();
    await tree.getByText('Сборка').first().click();
    await page.getByText('Павел Орлов').filter({ visible: true }).first().waitFor();
    await page.getByText('Нина Козлова').filter({ visible: true }).first().waitFor();
    await shot(page, 'settings-05-structure-tree');
  });

  it('creates an agreement, edits it twice and sees both changes in its history', async () => {
    const { page } = env;
    await signIn(env, DIRECTOR);
    await page.goto(`${env.origin}${C}/settings/agreements/create`);
    await page.getByRole('combobox', { name: 'Сотрудник' }).click();
    await page.getByRole('combobox', { name: 'Сотрудник' }).fill('Орлов');
    await page.getByRole('option', { name: /Павел Орлов/ }).click();
    await page.getByRole('combobox', { name: 'Период' }).click();
    await page.getByRole('option', { name: 'Оценка 2027' }).click();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page
      .getByText(/обязательно/i)
      .first()
      .waitFor();
    await page.getByLabel('Название').fill('Освоить новую линию сборки');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText(/^Договорённость «.+» создана$/).waitFor();
    await page.waitForURL(/settings\/agreements\/\d+\/show/);
    const id = /agreements\/(\d+)\/show/.exec(page.url())?.[1];

    await page.goto(`${env.origin}${C}/settings/agreements/${id}`);
    await page.getByLabel('Название').fill('Освоить две новые линии сборки');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText(/^Договорённость «.+» сохранена$/).waitFor();

    await page.goto(`${env.origin}${C}/settings/agreements/${id}`);
    await page.getByLabel('Название').waitFor();
    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'В работе' }).click();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText(/^Договорённость «.+» сохранена$/).waitFor();

    await page.goto(`${env.origin}${C}/settings/agreements/${id}/show`);
    const history = page.getByRole('region', { name: 'История изменений' });
    await history.getByText('Освоить две новые линии сборки').first().waitFor();
    await shot(page, 'settings-06-agreement-history');
    await history.getByText('Освоить новую линию сборки').first().waitFor();
    await history.getByText('Новая').first().waitFor();
    await history.getByText('В работе').first().waitFor();
    expect(await history.getByText(/Изменена/).count()).toBe(2);
  });

  it('keeps the active period with forms: no delete, a question before closing, a 409 for a second active one', async () => {
    const { page } = env;
    await signIn(env, 'admin');
    await page.goto(`${env.origin}/c/1/settings/performance-review-periods/`);
    const active = page.getByRole('row', { name: /второе полугодие/ });
    expect(await active.getByRole('button', { name: 'Удалить' }).isDisabled()).toBe(true);
    await active.getByRole('button', { name: 'Удалить' }).locator('..').hover();
    await page
      .getByRole('tooltip')
      .getByText(/удалить его нельзя/)
      .waitFor();
    await shot(page, 'settings-07-period-delete-disabled');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Экспорт' }).click(),
    ]);
    const csv = await readFile(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('Название;Начало;');
    expect(csv.toString('utf8')).toContain(';Активен;');

    await active.getByText('Оценка за второе полугодие').click();
    await page.getByRole('combobox', { name: /Статус/ }).click();
    await page.getByRole('option', { name: 'Закрыт' }).click();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/незавершённ\S* анкет/)
      .waitFor();
    await shot(page, 'settings-08-period-close-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    type Periods = { results: { name: string; status: string }[] };
    const periods = await apiGet<Periods>(env, 'companies/companies/1/performance_review/assessment_periods/');
    expect(periods.results.find((p) => p.name === 'Оценка за второе полугодие')?.status).toBe('active');

    await page.goto(`${env.origin}/c/1/settings/performance-review-periods/`);
    await page
      .getByRole('row', { name: /следующий год/ })
      .getByText('Оценка за следующий год')
      .click();
    await page.getByRole('combobox', { name: /Статус/ }).click();
    await page.getByRole('option', { name: 'Активен' }).click();
    await page.getByText(/Сейчас активен «Оценка за второе полугодие»/).waitFor();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText(/а сейчас активен «Оценка за второе полугодие»/).waitFor();
  });
});
