import { LOCALE_COOKIE } from '../../contract/locale.ts';
import { STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import { LOCALE_STORAGE_KEY, type AppLocale } from '../../src/i18n/index.ts';
import { apiGet, signIn, type DemoRole, type E2E } from './harness.ts';

/**
 * Every screen of the app, for each kind of person who may open it: the browser tests that walk the whole app
 * (layout at every width, accessibility) take their list from here. The paths follow src/App.tsx,
 * src/admin/CompanyAdmin.tsx and src/resources/registry.ts; `:name` in a path is a record of the demo company,
 * looked up as the person (see `recordIds`).
 */
export type Role = DemoRole | 'staff';
export type Screen = { name: string; path: string };

const C = '/c/1';
const API = 'companies/companies/1/performance_review';
const EVERYONE: Role[] = ['admin', 'manager', 'employee'];
const LEADERS: Role[] = ['admin', 'manager'];
const ADMIN: Role[] = ['admin'];
/** The demo manager and his report hold weekly one-on-ones; the admin is in none. */
const PAIR: Role[] = ['manager', 'employee'];

const SCREENS: (Screen & { roles: Role[] })[] = [
  { name: 'company dashboard', path: `${C}/`, roles: EVERYONE },
  { name: 'performance review', path: `${C}/performance-review/`, roles: EVERYONE },
  { name: 'employee dashboard', path: `${C}/performance-review/employee-dashboard/`, roles: EVERYONE },
  { name: 'own review form', path: `${C}/performance-review/employee-dashboard/form/`, roles: EVERYONE },
  { name: '360 reviewers', path: `${C}/performance-review/feedback-360/`, roles: EVERYONE },
  { name: 'values', path: `${C}/settings/values/`, roles: EVERYONE },
  { name: 'agreements', path: `${C}/settings/agreements/`, roles: EVERYONE },
  { name: 'agreement', path: `${C}/settings/agreements/:agreement/show/`, roles: EVERYONE },
  { name: 'manager dashboard', path: `${C}/performance-review/manager-dashboard/`, roles: LEADERS },
  { name: '9-box', path: `${C}/performance-review/nine-box/`, roles: LEADERS },
  { name: 'calibration sessions', path: `${C}/performance-review/calibration/`, roles: LEADERS },
  { name: 'calibration session', path: `${C}/performance-review/calibration/:calibrationSession/`, roles: ADMIN },
  { name: 'review analytics', path: `${C}/performance-review/analytics/`, roles: LEADERS },
  { name: '360 team', path: `${C}/performance-review/feedback-360/?tab=team`, roles: LEADERS },
  { name: 'team member form', path: `${C}/performance-review/employee-dashboard/form/?id=:teamForm`, roles: LEADERS },
  { name: 'agreement create', path: `${C}/settings/agreements/create/`, roles: LEADERS },
  { name: 'agreement edit', path: `${C}/settings/agreements/:editableAgreement/`, roles: LEADERS },
  { name: 'settings', path: `${C}/settings/`, roles: ADMIN },
  { name: 'value create', path: `${C}/settings/values/create/`, roles: ADMIN },
  { name: 'value edit', path: `${C}/settings/values/:value/`, roles: ADMIN },
  { name: 'periods', path: `${C}/settings/performance-review-periods/`, roles: ADMIN },
  { name: 'period create', path: `${C}/settings/performance-review-periods/create/`, roles: ADMIN },
  { name: 'period edit', path: `${C}/settings/performance-review-periods/:period/`, roles: ADMIN },
  { name: 'hipo skills', path: `${C}/settings/hipo-skills/`, roles: ADMIN },
  { name: 'hipo skill edit', path: `${C}/settings/hipo-skills/:skill/`, roles: ADMIN },
  { name: 'structure', path: `${C}/settings/structure/`, roles: ADMIN },
  { name: 'structure import', path: `${C}/settings/structure/import/`, roles: ADMIN },
  { name: 'review templates', path: `${C}/settings/templates/`, roles: ADMIN },
  { name: 'template builder', path: `${C}/settings/templates/:template/`, roles: ADMIN },
  { name: 'rating scales', path: `${C}/settings/rating-scales/`, roles: ADMIN },
  { name: 'competencies', path: `${C}/settings/competencies/`, roles: ADMIN },
  { name: 'audit log', path: `${C}/settings/audit-log/`, roles: ADMIN },
  { name: 'goals', path: `${C}/goals/`, roles: EVERYONE },
  { name: 'goal tree', path: `${C}/goals/?tab=tree`, roles: EVERYONE },
  { name: 'team goals', path: `${C}/goals/?tab=team`, roles: LEADERS },
  { name: 'goal', path: `${C}/goals/:goal/`, roles: EVERYONE },
  { name: 'one-on-ones', path: `${C}/one-on-ones/`, roles: EVERYONE },
  { name: 'one-on-one series', path: `${C}/one-on-ones/series/:oneOnOneSeries/`, roles: PAIR },
  { name: 'one-on-one meeting', path: `${C}/one-on-ones/meetings/:oneOnOneMeeting/`, roles: PAIR },
  { name: 'feedback any time', path: `${C}/feedback-anytime/`, roles: EVERYONE },
  { name: 'praise', path: `${C}/praise/`, roles: EVERYONE },
  { name: 'notifications', path: `${C}/notifications/`, roles: EVERYONE },
  { name: 'notification settings', path: `${C}/notifications/?tab=settings`, roles: EVERYONE },
  { name: 'sent notifications', path: `${C}/settings/notifications/`, roles: ADMIN },
  { name: '360 feedback progress', path: `${C}/settings/feedback-360/`, roles: ADMIN },
  { name: '360 feedback request', path: `${C}/performance-review/feedback-requests/:feedbackRequest/`, roles: ADMIN },
  { name: 'company settings', path: `${C}/settings/company/`, roles: ADMIN },
  { name: 'API tokens', path: `${C}/settings/api-tokens/`, roles: ADMIN },
  { name: 'webhooks', path: `${C}/settings/webhooks/`, roles: ADMIN },
  { name: 'chat settings', path: `${C}/settings/chat/`, roles: ADMIN },
  { name: 'personal data', path: `${C}/settings/personal-data/`, roles: ADMIN },
  { name: 'staff impersonation', path: '/staff/impersonation/', roles: ['staff'] },
  { name: 'staff feedback', path: '/staff/feedback/', roles: ['staff'] },
];

export const ROLES: Role[] = ['admin', 'manager', 'employee', 'staff'];
export const LANGUAGES: AppLocale[] = ['ru', 'en'];

/**
 * Chooses the interface's language for the pages opened next, where the language menu keeps it (the browser's
 * storage, and the cookie the server paints the first frame in). Chosen after signing in, which clears the cookies.
 */
export async function chooseLanguage(env: E2E, language: AppLocale): Promise<void> {
  await env.page.goto(`${env.origin}/api/health/live/`);
  await env.page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, language]);
  await env.context.addCookies([{ name: LOCALE_COOKIE, value: language, url: env.origin }]);
}

/** The screens a role may open, their paths still naming records by `:name`. */
export function screensOf(role: Role): Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role)).map(({ name, path }) => ({ name, path }));
}

type Row = { id: number; can_edit?: boolean };

async function idOf(env: E2E, endpoint: string, pick: (row: Row) => boolean = () => true): Promise<string> {
  const { results } = await apiGet<{ results: Row[] }>(env, `${API}/${endpoint}`);
  const row = results.find(pick);
  if (!row) throw new Error(`the demo company has no ${endpoint} for this person`);
  return String(row.id);
}

/**
 * The demo seed has no calibration session: the admin's walk opens one for the period of the review's filters
 * (the first time; a later walk on the same database finds it).
 */
async function calibrationSessionId(env: E2E): Promise<string> {
  const found = await apiGet<{ results: Row[] }>(env, `${API}/calibration/sessions/`);
  if (found.results[0]) return String(found.results[0].id);
  const { periods } = await apiGet<{ periods: Row[] }>(env, `${API}/assessment_forms/filter_options/`);
  const csrf = (await env.context.cookies(env.origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const res = await env.context.request.post(`${env.origin}/api/${API}/calibration/sessions/`, {
    data: { name: 'Калибровка для обхода экранов', period: periods[0]?.id },
    headers: { 'x-csrftoken': csrf },
  });
  if (!res.ok()) throw new Error(`opening a calibration session: ${res.status()} ${await res.text()}`);
  const created: unknown = await res.json();
  if (typeof created !== 'object' || created === null || !('id' in created)) throw new Error('no session id');
  return String(created.id);
}

/**
 * The demo seed asks nobody for 360 feedback: the admin's walk turns 360 on for the active period (admins
 * assign reviewers, one suffices) and asks the admin about a colleague still at self-assessment (the first
 * time; a later walk on the same database finds the request).
 */
async function feedbackRequestId(env: E2E): Promise<string> {
  const mine = await apiGet<{ results: Row[] }>(env, `${API}/review360/requests/`);
  if (mine.results[0]) return String(mine.results[0].id);
  const csrf = (await env.context.cookies(env.origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const send = async <T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> => {
    const res = await env.context.request.fetch(`${env.origin}/api/${API}/review360/${path}`, {
      method,
      data,
      headers: { 'x-csrftoken': csrf },
    });
    if (!res.ok()) throw new Error(`${method} review360/${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { results: periods } = await apiGet<{ results: (Row & { status: string })[] }>(
    env,
    `${API}/assessment_periods/`,
  );
  const period = periods.find((row) => row.status === 'active');
  if (!period) throw new Error('the demo company has no active period');
  const settings = await apiGet<{ version: number; anonymity_threshold: number }>(
    env,
    `${API}/review360/settings/${period.id}/`,
  );
  await send('PUT', `settings/${period.id}/`, {
    enabled: true,
    nomination_mode: 'hr_assigns',
    min_reviewers: 1,
    max_reviewers: 8,
    max_requests_per_reviewer: 8,
    anonymity_threshold: settings.anonymity_threshold,
    deadline: null,
    version: settings.version,
  });
  const { results: companies } = await apiGet<{ results: { id: number; employee_in_position_id: number | null }[] }>(
    env,
    'companies/companies/',
  );
  const me = companies.find((row) => row.id === 1)?.employee_in_position_id;
  const { results: people } = await apiGet<{ results: { employee: number; form_stage: string | null }[] }>(
    env,
    `${API}/review360/subjects/?period=${period.id}&page_size=50`,
  );
  const person = people.find((row) => row.employee !== me && row.form_stage === 'SELF');
  if (!me || !person) throw new Error('the demo company has nobody for the admin to review');
  const subject = await send<{ id: number; version: number }>('POST', 'subjects/reviewers/', {
    period: period.id,
    employee: person.employee,
    reviewer: me,
  });
  await send('POST', `subjects/${subject.id}/approve/`, { version: subject.version });
  return idOf(env, 'review360/requests/');
}

/** The person's first one-on-one series and its latest meeting. */
async function oneOnOneIds(env: E2E): Promise<Record<string, string>> {
  const base = 'companies/companies/1/one_on_ones';
  const { results: series } = await apiGet<{ results: Row[] }>(env, `${base}/series/`);
  const first = series.at(0);
  if (!first) throw new Error('the demo company has no one-on-one series for this person');
  const { results: meetings } = await apiGet<{ results: Row[] }>(env, `${base}/series/${String(first.id)}/meetings/`);
  const meeting = meetings.at(0);
  if (!meeting) throw new Error('the demo series has no meeting');
  return { oneOnOneSeries: String(first.id), oneOnOneMeeting: String(meeting.id) };
}

/** The demo company's own template ("Инженерный"): the builder with every kind of section and question. */
async function ownTemplateId(env: E2E): Promise<string> {
  const templates = await apiGet<{ id: number; built_in: string | null }[]>(env, `${API}/templates/`);
  const own = templates.find((row) => row.built_in === null);
  if (!own) throw new Error('the demo company has no template of its own');
  return String(own.id);
}

/** The records the paths name, as the signed-in person sees them. */
async function recordIds(env: E2E, role: DemoRole): Promise<Record<string, string>> {
  const ids: Record<string, string> = {
    agreement: await idOf(env, 'agreements/'),
    goal: await idOf(env, 'goals/?scope=company&ordering=-progress'),
    ...(role === 'admin' ? {} : await oneOnOneIds(env)),
  };
  if (role === 'employee') return ids;
  ids.teamForm = await idOf(env, 'assessment_forms/?team=true');
  ids.editableAgreement = await idOf(env, 'agreements/', (row) => row.can_edit === true);
  if (role === 'manager') return ids;
  ids.value = await idOf(env, 'values/');
  ids.period = await idOf(env, 'assessment_periods/');
  ids.skill = await idOf(env, 'hipo_skills/');
  ids.calibrationSession = await calibrationSessionId(env);
  ids.feedbackRequest = await feedbackRequestId(env);
  ids.template = await ownTemplateId(env);
  return ids;
}

/** Signs in as the role and gives what turns a screen's path into a real one. */
export async function signInFor(env: E2E, role: Role): Promise<(screen: Screen) => string> {
  if (role === 'staff') {
    await signIn(env, { email: STAFF_EMAIL }, '/staff/impersonation/');
    return (screen) => screen.path;
  }
  await signIn(env, role);
  const ids = await recordIds(env, role);
  return (screen) =>
    screen.path.replace(/:(\w+)/g, (token, name: string) => {
      const id = ids[name];
      if (!id) throw new Error(`no record for ${token} in ${screen.path}`);
      return id;
    });
}
