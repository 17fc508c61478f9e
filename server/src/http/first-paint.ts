import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../../contract/locale.ts';
import { canAccess, PAGES as APP_PAGES } from '../../../contract/access.ts';
import { formatDate } from '../../../contract/dates.ts';
import { pluralForm } from '../../../contract/errors/index.ts';
import { firstPaintEn, firstPaintRu } from '../../../contract/first-paint.ts';
import { DEFAULT_LOCALE, isAppLocale, type AppLocale } from '../../../contract/locale.ts';
import type { Authenticated } from '../auth/sessions.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { agreementListQuery } from '../modules/settings/agreements.schemas.ts';
import { listAgreements } from '../modules/settings/agreements.service.ts';
import { currentForm, getForm } from '../modules/forms/forms.service.ts';
import type { FormDetailOut } from '../modules/forms/forms.schemas.ts';
import type { Member } from './access.ts';
import { HttpError } from './errors.ts';
import { escapeHtml } from './html.ts';

/** The app's own words (app.review.*, app.form.*), so that the paint and the app's first render say the same. */
type Texts = typeof firstPaintRu;
const MESSAGES: Record<AppLocale, Texts> = {
  ru: firstPaintRu,
  en: firstPaintEn,
};

/**
 * The three pages people open most (the employee's dashboard and form, the manager's dashboard) are sent with their
 * heading and their first cards' words already in the HTML (the current form's period and deadlines, the employee's
 * agreements card, the manager's card of team goals), in the reader's language, so that the page's largest text is
 * painted with the first response rather than once the app's code has downloaded, run and asked for its data. The
 * app replaces this markup on its first render with the same words.
 */
const PAGES: { page: string; paint: (input: PaintInput) => Promise<string | null> }[] = [
  { page: APP_PAGES.employeeDashboard, paint: employeeDashboard },
  { page: APP_PAGES.form, paint: reviewForm },
  { page: APP_PAGES.managerDashboard, paint: managerDashboard },
];
/** `/c/{companyId}/{page}/`, as the app's router names it. */
const PAGE_PATH = /^\/c\/(\d+)\/(.+)\/$/;

type PaintInput = { db: Db; member: Member; texts: Texts; locale: AppLocale; query: URLSearchParams };
export type Authenticate = (req: FastifyRequest, companyId: number) => Promise<Authenticated | null>;

/** Polyglot's `%{name}` placeholders, as the app fills them. */
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** Polyglot's `one |||| few |||| many` forms, the one the app's Polyglot would choose (as coded errors choose). */
function plural(template: string, count: number, locale: AppLocale): string {
  const forms = template.split(' |||| ');
  return fill(forms[Math.min(pluralForm(locale, count), forms.length - 1)], { smart_count: String(count) });
}

const heading = (text: string) => `<h1 class="shell-title">${escapeHtml(text)}</h1>`;
const card = (title: string, body: string) =>
  `<section class="shell-card shell-form"><h2>${escapeHtml(title)}</h2>${body}</section>`;
const note = (text: string) => `<p class="shell-note">${escapeHtml(text)}</p>`;
const subheading = (text: string) => `<h3>${escapeHtml(text)}</h3>`;

/** The heading and the card of the team's goals needing attention with its explanation, which the app draws first. */
async function managerDashboard({ db, member, texts, locale }: PaintInput): Promise<string | null> {
  const [company] = await db
    .select({ days: companies.goalCheckInDays })
    .from(companies)
    .where(eq(companies.id, member.companyId));
  const words = texts.team_goals;
  const help = fill(words.help, { days: plural(words.days, company.days, locale) });
  return `${heading(texts.manager_dashboard)}${card(words.title, note(help))}`;
}

/**
 * The agreements card as the app draws it once its lists have arrived: what the current form grades, set for which
 * period (the first of them as the agreements list orders them, as the app asks), and the agreements of the form's
 * period, graded in the next one.
 */
async function agreementsCard(db: Db, member: Member, texts: Texts, form: FormDetailOut): Promise<string> {
  const words = texts.agreements;
  let graded = '';
  if (form.agreements.length) {
    const ids = form.agreements.map((item) => item.agreement_id).join(',');
    const first = (await listAgreements(db, member, agreementListQuery.parse({ ids, page_size: '1' }))).rows.at(0);
    let text = words.graded_previous;
    if (first?.period === form.period.id) text = words.graded_same;
    else if (first) text = fill(words.graded_from, { period: first.period_name });
    graded = `${subheading(words.graded_here)}${note(text)}`;
  }
  const next = `${subheading(fill(words.next_review, { period: form.period.name }))}${note(words.next_review_note)}`;
  return `<div class="shell-cards">${card(words.agreements, graded + next)}</div>`;
}

async function employeeDashboard({ db, member, texts, locale }: PaintInput): Promise<string | null> {
  const { form } = await currentForm(db, member);
  const title = heading(texts.employee_dashboard);
  if (!form) return title;
  const deadlines = fill(texts.deadlines, {
    self: formatDate(form.period.self_deadline, locale),
    manager: formatDate(form.period.manager_deadline, locale),
    feedback: formatDate(form.period.feedback_deadline, locale),
  });
  const current = card(form.period.name, `<p>${escapeHtml(deadlines)}</p>`);
  return `${title}${current}${await agreementsCard(db, member, texts, form)}`;
}

async function reviewForm({ db, member, query }: PaintInput): Promise<string | null> {
  const id = Number(query.get('id'));
  const form: FormDetailOut | null =
    Number.isInteger(id) && id > 0 ? await getForm(db, member, id) : (await currentForm(db, member)).form;
  return form ? heading(`${form.employee.full_name} — ${form.period.name}`) : null;
}

function localeOf(req: FastifyRequest): AppLocale {
  const chosen = req.cookies[LOCALE_COOKIE];
  return isAppLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * The markup of a page's first paint for this request, or null when the page is not one of those above, nobody is
 * signed in, the caller is no member of the company or may not open the page: the generic outline of index.html is
 * sent then.
 */
export async function firstPaintOf(db: Db, authenticate: Authenticate, req: FastifyRequest): Promise<string | null> {
  const url = new URL(req.url, 'http://localhost');
  const [, company, path] = PAGE_PATH.exec(url.pathname) ?? [];
  const page = PAGES.find((candidate) => candidate.page === path);
  const companyId = Number(company);
  if (!page || !Number.isSafeInteger(companyId)) return null;
  const auth = await authenticate(req, companyId);
  if (!auth?.user || !auth.membership) return null;
  const member: Member = { companyId, ...auth.membership };
  // A page the reader's role may not open: the app shows that it is not theirs, over the plain outline.
  if (!canAccess({ role: member.role, is_admin: member.isAdmin }, { resource: page.page })) return null;
  const locale = localeOf(req);
  try {
    return await page.paint({ db, member, texts: MESSAGES[locale], locale, query: url.searchParams });
  } catch (error) {
    // A form the caller may not read: the app says so itself, as it does without this paint.
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}
