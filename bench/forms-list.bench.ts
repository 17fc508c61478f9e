/**
 * The forms list and the dashboard: SQL statements per request (must stay constant, at most 4) and median
 * latency with 1,000 and 100,000 forms, then each request's latency at the largest size over the smallest
 * (the name search and the name and department orderings included: target at most 1.5).
 * Each size has its own database and app, and the requests alternate between them, so that a load that
 * comes and goes on the machine (other work on it) weighs alike on every size.
 * Run: node --import tsx bench/forms-list.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size);
  companies.push({ ...c, base: `/api/companies/companies/${c.companyId}`, token: await c.signIn(c.adminEmail) });
}
type Company = (typeof companies)[number];

const forms = (query: string) => `/performance_review/assessment_forms/?${query}`;
// Synthetic people are "Имя<n> Фамилия<n>", n = 1..size: "Фамилия12" matches 11 people of 1,000 and
// 1,111 of 100,000; "мя500 фамил" one person at every size, as looking someone up does.
const search = (text: string) => `search=${encodeURIComponent(text)}`;
const cases = [
  ['forms list', forms('page_size=25'), 25],
  ['forms list', forms('page_size=500'), 500],
  ['forms list, search one person', forms(`${search('мя500 фамил')}&page_size=25`), 25],
  ['forms list, stage+search', forms(`stage=SELF,MANAGER&${search('Фамилия12')}&page_size=25`), 25],
  ['forms list, by name', forms('ordering=employee&page_size=25'), 25],
  ['forms list, by name desc', forms('ordering=-employee&page_size=25'), 25],
  ['forms list, by department', forms('ordering=department&page_size=25'), 25],
  ['forms list, by department desc', forms('ordering=-department&page_size=25'), 25],
  ['stage counts', `/performance_review/assessment_forms/stage_counts/`, 0],
  ['dashboard info', `/dashboard/info/`, 0],
  ['dashboard tasks', `/dashboard/tasks/`, 0],
] as const;

const shapes = cases.map(([name, tail, page]): BenchCase<Company> => ({
  key: `${name.padEnd(32)} | ${String(page).padStart(4)}`,
  request: (c) => ({ path: `${c.base}${tail}`, token: c.token }),
}));
// The first requests of a shape prepare its statements and warm the caches: left out of the median.
await timeRequests(companies, shapes, { warmup: 10, runs: 31, header: 'endpoint                         | page' });
for (const c of companies) await c.close();
