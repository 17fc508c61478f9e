import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../contract/dates.ts';
import { activePeriod, annasFormIn } from './forms.ts';
import { apiGet, settled, shot, signIn, useBrowser } from './harness.ts';

const env = useBrowser();
const C = '/c/1';
const API = 'companies/companies/1';
const ANNA = 'Анна Смирнова';
const DMITRY = 'Дмитрий Иванов';
const HIS_POINT = 'Планы на следующий квартал';
const HER_POINT = 'Курсы по архитектуре';
const ITEM = 'Написать план обучения';
const PRAISE = 'Спасибо за ночной разбор инцидента с выгрузкой';
/** The action item's due date, ten days on (YYYY-MM-DD, as a date field takes it). */
const DUE = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

const meetingPath = (id: number) => `${C}/one-on-ones/meetings/${String(id)}/`;

/** The demo employee's series with her manager and the meeting to prepare, read as she sees them. */
async function annasSeries(): Promise<{ id: number; meeting: number }> {
  await signIn(env, 'employee');
  const { results } = await apiGet<{ results: { id: number; upcoming_meeting: number | null }[] }>(
    env,
    `${API}/one_on_ones/series/`,
  );
  const series = results.at(0);
  if (!series?.upcoming_meeting) throw new Error('the demo employee has no 1:1 to prepare');
  return { id: series.id, meeting: series.upcoming_meeting };
}

/** The agenda's point with that text. */
const pointOf = (page: Page, text: string): Locator =>
  page.getByRole('list', { name: 'Повестка' }).getByRole('listitem').filter({ hasText: text });

/** Adds a talking point in the agenda's form and waits until the agenda shows it. */
async function addPoint(page: Page, text: string): Promise<void> {
  await page.getByLabel('Новый пункт повестки').fill(text);
  await page.getByRole('button', { name: 'Добавить пункт' }).click();
  await pointOf(page, text).waitFor();
}

describe('one-on-ones', () => {
  it('a manager and his report prepare and hold a 1:1: a point carries over, an action item reaches her dashboard', async () => {
    const { page } = env;
    const series = await annasSeries();

    // Both prepare the meeting's agenda: he adds a point, then she sees it and adds hers.
    await signIn(env, 'manager', meetingPath(series.meeting));
    await settled(page);
    await addPoint(page, HIS_POINT);
    await signIn(env, 'employee', meetingPath(series.meeting));
    await settled(page);
    await pointOf(page, HIS_POINT).waitFor();
    expect(await pointOf(page, HIS_POINT).innerText()).toContain(`Добавил(а): ${DMITRY}`);
    await addPoint(page, HER_POINT);

    // He holds it: his point is discussed, hers is not; they agree on what she does by when.
    await signIn(env, 'manager', meetingPath(series.meeting));
    await settled(page);
    // The box shows what the server saved: it is ticked once the change has come back.
    const discussed = page.getByRole('checkbox', { name: `Обсудили: ${HIS_POINT}` });
    await discussed.click();
    await expect.poll(() => discussed.isChecked()).toBe(true);
    await page.getByLabel('Что сделать').fill(ITEM);
    await page.getByRole('combobox', { name: 'Ответственный' }).click();
    await page.getByRole('option', { name: ANNA }).click();
    await page.getByLabel('Срок').fill(DUE);
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    const items = page.getByRole('list', { name: 'Договорённости' });
    const item = items.getByRole('listitem').filter({ hasText: ITEM });
    await item.waitFor();
    expect(await item.innerText()).toContain(`${ANNA} · до ${formatDate(DUE, 'ru')}`);
    await page.getByRole('button', { name: 'Встреча состоялась' }).click();
    await page.getByText('Состоялась', { exact: true }).waitFor();
    await shot(page, 'one-on-ones-held');

    // He sets up the next meeting from the series' page.
    await signIn(env, 'manager', `${C}/one-on-ones/series/${String(series.id)}/`);
    await settled(page);
    await page.getByRole('button', { name: 'Назначить следующую встречу' }).click();
    await page.waitForURL((url) => /\/one-on-ones\/meetings\/\d+\/$/.test(url.pathname));
    const next = Number(/meetings\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1]);
    expect(next).not.toBe(series.meeting);

    // Her dashboard leads to it and shows the open action item with its owner and due date.
    await signIn(env, 'employee', `${C}/performance-review/employee-dashboard/`);
    await settled(page);
    const block = page.getByRole('region', { name: 'Встречи 1:1' });
    const open = block.getByRole('listitem').filter({ hasText: ITEM });
    await open.waitFor();
    expect(await open.innerText()).toContain(`${ANNA} · до ${formatDate(DUE, 'ru')}`);
    await shot(page, 'one-on-ones-dashboard');
    await block.getByRole('link', { name: new RegExp(`^Следующая встреча с ${DMITRY}`) }).click();
    await page.waitForURL((url) => url.pathname === meetingPath(next));
    await settled(page);

    // On the next meeting her point not discussed is carried over, his discussed one is not; so is the open item.
    const carried = pointOf(page, HER_POINT);
    await carried.waitFor();
    expect(await carried.innerText()).toContain('Перенесён с прошлой встречи');
    expect(await pointOf(page, HIS_POINT).count()).toBe(0);
    const carriedItem = page
      .getByRole('list', { name: 'Договорённости' })
      .getByRole('listitem')
      .filter({ hasText: ITEM });
    expect(await carriedItem.innerText()).toContain('Перенесено с прошлой встречи');
    await shot(page, 'one-on-ones-next');
  });

  it('a praise for a company value shows in the feed and in the praised person’s review form for her manager', async () => {
    const { page } = env;
    await signIn(env, 'admin', `${C}/praise/`);
    const { results: values } = await apiGet<{ results: { name: string }[] }>(env, `${API}/performance_review/values/`);
    const value = values.at(0)?.name;
    if (!value) throw new Error('the demo company has no values');
    await settled(page);

    await page.getByRole('button', { name: 'Поблагодарить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Благодарность' });
    await dialog.getByRole('combobox', { name: 'Кого благодарите' }).fill('Смирнова');
    await page.getByRole('option', { name: ANNA }).click();
    await dialog.getByRole('combobox', { name: 'Ценность компании' }).click();
    await page.getByRole('option', { name: value, exact: true }).click();
    await dialog.getByLabel('За что').fill(PRAISE);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page
      .getByRole('list', { name: 'Лента благодарностей' })
      .getByRole('listitem')
      .filter({ hasText: PRAISE });
    await card.waitFor();
    const shown = await card.innerText();
    expect(shown).toContain(`→ ${ANNA}`);
    expect(shown).toContain(value);
    await shot(page, 'one-on-ones-praise-feed');

    // Her manager reads it while assessing her, in the form's section of what she received between reviews.
    const form = await annasFormIn(env, await activePeriod(env));
    await signIn(env, 'manager', `${C}/performance-review/employee-dashboard/form/?id=${String(form)}`);
    await settled(page);
    const praise = page.getByRole('region', { name: 'Между оценками' }).getByRole('region', { name: 'Благодарности' });
    const row = praise.getByRole('listitem').filter({ hasText: PRAISE });
    await row.scrollIntoViewIfNeeded();
    const text = await row.innerText();
    expect(text).toContain(value);
    expect(text).toContain('Елена Морозова');
    await shot(page, 'one-on-ones-praise-form');
  });
});
