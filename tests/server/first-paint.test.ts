import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../contract/locale.ts';
import { buildApp } from '../../server/src/app.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { json, signIn, type Client, useApp } from './helpers.ts';

const ctx = useApp();

// index.html as Vite leaves it: the outline between the markers the server writes the first paint over.
const page = (head: string) =>
  `<!doctype html><html lang="ru"><head><title>Оценка</title>${head}</head><body><div id="root">` +
  '<div class="shell-page"><!--page--><div class="shell-card"></div><!--/page--><p role="status">Загрузка…</p></div>' +
  '</div></body></html>';
const OUTLINE = '<div class="shell-card"></div>';

let root = '';
let web: FastifyInstance;
let companyId = 0;
let employee: Client;
let manager: Client;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pr-first-paint-'));
  writeFileSync(join(root, 'index.html'), page('<script type="module" src="/assets/index.js"></script>'));
  web = await buildApp({ db: ctx.database.db, config: ctx.config, logger: false, webRoot: root });
  employee = await signIn(web, 'employee');
  manager = await signIn(web, 'manager');
  companyId = json<{ results: { id: number }[] }>(await employee.get('/api/companies/companies/')).results[0]?.id ?? 0;
});

afterAll(async () => {
  await web.close();
  rmSync(root, { recursive: true, force: true });
});

const at = (path: string) => `/c/${String(companyId)}/performance-review/${path}`;

type CurrentForm = {
  form: { id: number; employee: { full_name: string }; period: { id: number; name: string } } | null;
};
const currentForm = async (client: Client) =>
  json<CurrentForm>(
    await client.get(`/api/companies/companies/${String(companyId)}/performance_review/assessment_forms/current/`),
  ).form;

describe('the first paint of the pages people open most', () => {
  it("writes the employee's dashboard heading and current form card, with the deadlines in Russian", async () => {
    const form = await currentForm(employee);
    const res = await employee.get(at('employee-dashboard/'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(res.body).toContain('<h1 class="shell-title">Моя оценка</h1>');
    expect(res.body).toContain(`<h2>${form?.period.name ?? 'no current form'}</h2>`);
    expect(res.body).toMatch(/<p>Самооценка до \d{1,2} [а-я]+ \d{4} г\., оценка руководителя до .+ г\.<\/p>/);
    // The rest of index.html is kept: its script and the status line.
    expect(res.body).toContain('src="/assets/index.js"');
    expect(res.body).toContain('<p role="status">');
    expect(res.body).not.toContain(OUTLINE);
  });

  it('speaks English to a reader who chose it in the app', async () => {
    employee.cookies.set(LOCALE_COOKIE, 'en');
    try {
      const res = await employee.get(at('employee-dashboard/'));
      expect(res.body).toContain('<h1 class="shell-title">My review</h1>');
      expect(res.body).toMatch(/<p>Self-assessment by [A-Z][a-z]+ \d{1,2}, \d{4}, manager assessment by /);
    } finally {
      employee.cookies.delete(LOCALE_COOKIE);
    }
  });

  it('names the person and the period on the review form, the current one or the one asked for', async () => {
    const form = await currentForm(employee);
    const heading = `<h1 class="shell-title">${form?.employee.full_name ?? ''} — ${form?.period.name ?? ''}</h1>`;
    expect((await employee.get(at('employee-dashboard/form/'))).body).toContain(heading);
    expect((await employee.get(at(`employee-dashboard/form/?id=${String(form?.id)}`))).body).toContain(heading);
    // The manager reviews this form: the same heading.
    expect((await manager.get(at(`employee-dashboard/form/?id=${String(form?.id)}`))).body).toContain(heading);
  });

  it('writes nothing of a form the reader may not see, nor of an unknown one', async () => {
    const managersOwn = await currentForm(manager);
    const res = await employee.get(at(`employee-dashboard/form/?id=${String(managersOwn?.id)}`));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(OUTLINE);
    expect(res.body).not.toContain(managersOwn?.employee.full_name ?? 'no name');
    expect((await employee.get(at('employee-dashboard/form/?id=99999999'))).body).toContain(OUTLINE);
    expect((await employee.get(at('employee-dashboard/form/?id=<b>'))).body).toContain('<h1 class="shell-title">');
  });

  it("writes the employee's agreements card: what the form grades, set for which period, and the period's own", async () => {
    const form = await currentForm(employee);
    const body = (await employee.get(at('employee-dashboard/'))).body;
    expect(body).toContain('<div class="shell-cards"><section class="shell-card shell-form"><h2>Договорённости</h2>');
    // The demo form grades the agreements of the closed period before it.
    expect(body).toMatch(
      /<h3>Оцениваются в текущей анкете<\/h3><p class="shell-note">Поставлены на период «[^»]+»\. В анкете оценивается, насколько они выполнены\.<\/p>/,
    );
    expect(body).not.toContain(`Поставлены на период «${form?.period.name ?? 'no current form'}»`);
    expect(body).toContain(
      `<h3>На период «${form?.period.name ?? ''}»</h3><p class="shell-note">Их выполнение оценят в анкете следующего периода.</p>`,
    );
  });

  it("paints the manager's dashboard for managers only", async () => {
    const body = (await manager.get(at('manager-dashboard/'))).body;
    expect(body).toContain('<h1 class="shell-title">Оценка команды</h1>');
    // The card of the team's goals, with the company's check-in cadence in the plural form the app would choose.
    expect(body).toContain('<h2>Цели команды, требующие внимания</h2>');
    expect(body).toContain('без отметки прогресса дольше 7 дней.</p>');
    await ctx.database.db.update(s.companies).set({ goalCheckInDays: 21 }).where(eq(s.companies.id, companyId));
    manager.cookies.set(LOCALE_COOKIE, 'en');
    try {
      expect((await manager.get(at('manager-dashboard/'))).body).toContain(
        'without a check-in for more than 21 days.</p>',
      );
      manager.cookies.delete(LOCALE_COOKIE);
      expect((await manager.get(at('manager-dashboard/'))).body).toContain('без отметки прогресса дольше 21 дня.</p>');
    } finally {
      manager.cookies.delete(LOCALE_COOKIE);
      await ctx.database.db.update(s.companies).set({ goalCheckInDays: 7 }).where(eq(s.companies.id, companyId));
    }
    const refused = await employee.get(at('manager-dashboard/'));
    expect(refused.body).toContain(OUTLINE);
    expect(refused.body).not.toContain('Оценка команды');
  });

  it('sends the outline to a visitor without a session and for a company the reader is not in', async () => {
    const anonymous = await web.inject({ method: 'GET', url: at('employee-dashboard/') });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain(OUTLINE);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const elsewhere = await employee.get(`/c/${String(companyId + 1000)}/performance-review/employee-dashboard/`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain(OUTLINE);
    // Other pages keep the outline: the app draws them.
    expect((await employee.get(at('feedback-360/'))).body).toContain(OUTLINE);
  });

  it('escapes what people typed', async () => {
    const form = await currentForm(employee);
    const periodId = form?.period.id ?? 0;
    const name = form?.period.name ?? '';
    await ctx.database.db
      .update(s.assessmentPeriods)
      .set({ name: '<img src=x onerror=alert(1)> & "H2"' })
      .where(eq(s.assessmentPeriods.id, periodId));
    try {
      const res = await employee.get(at('employee-dashboard/'));
      expect(res.body).toContain('<h2>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;H2&quot;</h2>');
      expect(res.body).not.toContain('<img src=x');
    } finally {
      await ctx.database.db.update(s.assessmentPeriods).set({ name }).where(eq(s.assessmentPeriods.id, periodId));
    }
  });
});
