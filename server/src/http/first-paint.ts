import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../../contract/locale.ts';
import { formEn, formRu } from '../../../src/i18n/review.ts';
import { reviewEn, reviewRu } from '../../../src/i18n/reviewDashboards.ts';
import type { Authenticated } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { currentForm, getForm } from '../modules/forms/forms.service.ts';
import type { FormDetailOut } from '../modules/forms/forms.schemas.ts';
import type { Member } from './access.ts';
import { HttpError } from './errors.ts';

dayjs.extend(localizedFormat);

type Locale = 'ru' | 'en';
/** The app's own words (app.review.*, app.form.*), so that the paint and the app's first render say the same. */
type Texts = { review: typeof reviewRu; form: typeof formRu };
const MESSAGES: Record<Locale, Texts> = {
  ru: { review: reviewRu, form: formRu },
  en: { review: reviewEn, form: formEn },
};

/**
 * The three pages people open most (the employee's dashboard and form, the manager's dashboard) are sent with their
 * heading and the current form's card already in the HTML, in the reader's language, so that the page's largest text
 * is painted with the first response rather than once the app's code has downloaded and run. The app replaces this
 * markup on its first render with the same words.
 */
const PAGES: { path: RegExp; paint: (input: PaintInput) => Promise<string | null> }[] = [
  { path: /^\/c\/(\d+)\/performance-review\/employee-dashboard\/$/, paint: employeeDashboard },
  { path: /^\/c\/(\d+)\/performance-review\/employee-dashboard\/form\/$/, paint: reviewForm },
  { path: /^\/c\/(\d+)\/performance-review\/manager-dashboard\/$/, paint: managerDashboard },
];

type PaintInput = { db: Db; member: Member; texts: Texts; locale: Locale; query: URLSearchParams };
export type Authenticate = (req: FastifyRequest, companyId: number) => Promise<Authenticated | null>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Polyglot's `%{name}` placeholders, as the app fills them. */
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const heading = (text: string) => `<h1 class="shell-title">${escape(text)}</h1>`;

function formatDate(value: string | null, locale: Locale): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale).format('LL') : value;
}

function managerDashboard({ member, texts }: PaintInput): Promise<string | null> {
  // The page is the reviewers' (src/shell/access.ts); anyone else is shown that they have no access.
  const reviewer = member.isAdmin || member.role === 'MANAGER';
  return Promise.resolve(reviewer ? heading(texts.review.manager_dashboard) : null);
}

async function employeeDashboard({ db, member, texts, locale }: PaintInput): Promise<string | null> {
  const { form } = await currentForm(db, member);
  const title = heading(texts.review.employee_dashboard);
  if (!form) return title;
  const deadlines = fill(texts.form.deadlines, {
    self: formatDate(form.period.self_deadline, locale),
    manager: formatDate(form.period.manager_deadline, locale),
    feedback: formatDate(form.period.feedback_deadline, locale),
  });
  return `${title}<section class="shell-card shell-form"><h2>${escape(form.period.name)}</h2><p>${escape(deadlines)}</p></section>`;
}

async function reviewForm({ db, member, query }: PaintInput): Promise<string | null> {
  const id = Number(query.get('id'));
  const form: FormDetailOut | null =
    Number.isInteger(id) && id > 0 ? await getForm(db, member, id) : (await currentForm(db, member)).form;
  return form ? heading(`${form.employee.full_name} — ${form.period.name}`) : null;
}

export function localeOf(req: FastifyRequest): Locale {
  return req.cookies[LOCALE_COOKIE] === 'en' ? 'en' : 'ru';
}

/**
 * The markup of a page's first paint for this request, or null when the page is not one of those above, nobody is
 * signed in, or the caller is no member of the company: the generic outline of index.html is sent then.
 */
export async function firstPaintOf(db: Db, authenticate: Authenticate, req: FastifyRequest): Promise<string | null> {
  const url = new URL(req.url, 'http://localhost');
  const page = PAGES.find((candidate) => candidate.path.test(url.pathname));
  const companyId = Number(page?.path.exec(url.pathname)?.[1]);
  if (!page || !Number.isSafeInteger(companyId)) return null;
  const auth = await authenticate(req, companyId);
  if (!auth?.user || !auth.membership) return null;
  const member: Member = { companyId, ...auth.membership };
  const locale = localeOf(req);
  try {
    return await page.paint({ db, member, texts: MESSAGES[locale], locale, query: url.searchParams });
  } catch (error) {
    // A form the caller may not read: the app says so itself, as it does without this paint.
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}
