/**
 * One-on-ones and praise: SQL statements per request (must stay constant) and median latency in companies of 1,000
 * and 100,000 people, then each request's latency at the largest size over the smallest (target: at most 1.5).
 * In each company one manager has 1:1s with 50 people, three years of weekly meetings each (156 a pair, two talking
 * points and an action item a meeting); every person has been praised once, the feed read a page at a time.
 * Run: node --import tsx bench/one-on-ones.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../server/src/db/client.ts';
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

const WEEKS = 156;
const REPORTS = 50;

async function prepare(db: Db, companyId: number): Promise<void> {
  const [{ manager }] = await rowsOf<{ manager: number }>(
    db,
    sql`select e.id as manager from employee_in_positions e join users u on u.id = e.user_id
      where e.company_id = ${companyId} and u.email = ${`c${companyId}-11@bench.example`}`,
  );
  await db.execute(sql`insert into one_on_one_series (company_id, manager_id, report_id, cadence, next_meeting_at)
    select ${companyId}, ${manager}, e.id, 'weekly', now() + interval '2 days'
    from employee_in_positions e where e.company_id = ${companyId} and e.id <> ${manager}
    order by e.id limit ${REPORTS}`);
  await db.execute(sql`insert into one_on_one_meetings (company_id, series_id, scheduled_at, status, shared_notes)
    select ${companyId}, s.id, now() + interval '2 days' - w * interval '7 days',
      case when w = 0 then 'scheduled'::one_on_one_meeting_status else 'held'::one_on_one_meeting_status end,
      'Заметки встречи ' || w
    from one_on_one_series s cross join generate_series(0, ${WEEKS - 1}) w where s.company_id = ${companyId}`);
  await db.execute(sql`insert into one_on_one_points (company_id, meeting_id, author_id, text, discussed, position)
    select ${companyId}, m.id, case when k = 1 then s.manager_id else s.report_id end, 'Тема ' || k, m.status = 'held', k
    from one_on_one_meetings m join one_on_one_series s on s.id = m.series_id cross join generate_series(1, 2) k
    where m.company_id = ${companyId}`);
  await db.execute(sql`insert into one_on_one_action_items (company_id, series_id, meeting_id, first_meeting_id, owner_id,
      text, due_date, done)
    select ${companyId}, m.series_id, m.id, m.id, s.report_id, 'Договорённость', (m.scheduled_at + interval '7 days')::date,
      m.status = 'held'
    from one_on_one_meetings m join one_on_one_series s on s.id = m.series_id where m.company_id = ${companyId}`);
  const [{ value }] = await rowsOf<{ value: number }>(
    db,
    sql`insert into values (company_id, name, name_skeleton) values (${companyId}, 'Открытость', 'bench-value')
      returning id as value`,
  );
  // Every person praised once by the next one, a minute apart, newest last.
  await db.execute(sql`insert into praise (company_id, author_id, value_id, text, created_at)
    select ${companyId}, e.id, ${value}, 'Спасибо за помощь ' || e.id,
      now() - (row_number() over (order by e.id desc)) * interval '1 minute'
    from employee_in_positions e where e.company_id = ${companyId}`);
  await db.execute(sql`insert into praise_recipients (praise_id, recipient_id, company_id)
    select p.id, coalesce((select min(e.id) from employee_in_positions e
      where e.company_id = ${companyId} and e.id > p.author_id), p.author_id), ${companyId}
    from praise p where p.company_id = ${companyId}`);
  await db.execute(sql`vacuum analyze`);
}

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size, prepare);
  const base = `/api/companies/companies/${c.companyId}`;
  const [{ series, meeting }] = await rowsOf<{ series: number; meeting: number }>(
    c.database.db,
    sql`select s.id as series, (select max(m.id) from one_on_one_meetings m where m.series_id = s.id) as meeting
      from one_on_one_series s where s.company_id = ${c.companyId} order by s.id limit 1`,
  );
  const [{ cursor }] = await rowsOf<{ cursor: string }>(
    c.database.db,
    sql`select ((extract(epoch from created_at) * 1000000)::bigint)::text || ':' || id as cursor from praise
      where company_id = ${c.companyId} order by created_at desc, id desc offset 500 limit 1`,
  );
  companies.push({
    ...c,
    base,
    series,
    meeting,
    cursor,
    tokens: { admin: await c.signIn(c.adminEmail), manager: await c.signIn(`c${c.companyId}-11@bench.example`) },
  });
}
type Company = (typeof companies)[number];

const cases: [string, 'admin' | 'manager', (c: Company) => string][] = [
  ['my series (50)', 'manager', () => '/one_on_ones/series/?page_size=50'],
  ['meetings, page 1', 'manager', (c) => `/one_on_ones/series/${c.series}/meetings/?page_size=20`],
  [
    'meetings, search',
    'manager',
    (c) => `/one_on_ones/series/${c.series}/meetings/?search=${encodeURIComponent('встречи 10')}`,
  ],
  ['meeting page', 'manager', (c) => `/one_on_ones/meetings/${c.meeting}/`],
  ['dashboard block', 'manager', () => '/one_on_ones/dashboard/'],
  ['praise feed, page 1', 'manager', () => '/praise/?limit=20'],
  ['praise feed, deep page', 'manager', (c) => `/praise/?limit=20&cursor=${encodeURIComponent(c.cursor)}`],
  ['praise feed, admin', 'admin', () => '/praise/?limit=20'],
];
const shapes = cases.map(([name, who, tail]): BenchCase<Company> => ({
  key: `${name.padEnd(22)} | ${who.padEnd(7)}`,
  request: (c) => ({ path: `${c.base}${tail(c)}`, token: c.tokens[who] }),
}));
await timeRequests(companies, shapes, { warmup: 10, runs: 31, header: 'request                | as     ' });
for (const c of companies) await c.close();
