/**
 * The audit log page, a webhook endpoint's delivery log and the mail outbox: SQL statements per request (must stay constant) and
 * median latency in companies of 1,000 and 100,000 people, then each request's latency at the largest size over the
 * smallest (target: at most 1.5). The log grows with the company: five rows a person over the last year (changes by
 * three admins, a quarter of them under impersonation), two webhook deliveries a person to one endpoint, and three
 * mails a person in the notifications outbox (one failed).
 * Run: node --import tsx bench/audit-log.bench.ts   (DATABASE_URL=... to run on PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../server/src/db/client.ts';
import { benchCompany, benchSizes, timeRequests, type BenchCase } from './util.ts';

const ROWS_A_PERSON = 5;
const DELIVERIES_A_PERSON = 2;
const NOTICES_A_PERSON = 3;
const ACTIONS = ['person.updated', 'person.placed', 'period.updated', 'value.updated', 'form.deleted'];

async function prepare(db: Db, companyId: number): Promise<void> {
  const actions = sql.raw(`array[${ACTIONS.map((a) => `'${a}'`).join(', ')}]`);
  await db.execute(sql`insert into audit_log (company_id, user_id, action, target_type, target_id, data, at)
    select ${companyId}, admins.ids[1 + (k % 3)], (${actions})[1 + (k % ${ACTIONS.length})], 'employee_in_position', e.id,
      case when k % 4 = 0
        then jsonb_build_object('as_user', e.user_id, 'before', jsonb_build_object('position', 'Старая'),
          'after', jsonb_build_object('position', 'Новая'))
        else jsonb_build_object('before', jsonb_build_object('position', 'Старая'),
          'after', jsonb_build_object('position', 'Новая')) end,
      now() - ((e.id * ${ROWS_A_PERSON} + k) % 365) * interval '1 day' - k * interval '1 minute'
    from employee_in_positions e
    cross join generate_series(0, ${ROWS_A_PERSON - 1}) k
    cross join (select array_agg(user_id order by id) as ids from (select id, user_id from employee_in_positions
      where company_id = ${companyId} order by id limit 3) a) admins
    where e.company_id = ${companyId}`);
  const [{ endpoint }] = await rowsOf<{ endpoint: number }>(
    db,
    sql`insert into webhook_endpoints (company_id, url, event_types, secret)
      values (${companyId}, 'https://hooks.example.com/review', '{}', 'bench-secret') returning id as endpoint`,
  );
  await db.execute(sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, event_type, payload, status,
      attempts, sent_at, created_at)
    select ${companyId}, ${endpoint}, gen_random_uuid(), 'form.stage_changed', jsonb_build_object('form_id', e.id),
      case when k = 0 then 'sent' else 'failed' end, 1 + k, now(), now() - (e.id * 2 + k) * interval '1 minute'
    from employee_in_positions e cross join generate_series(0, ${DELIVERIES_A_PERSON - 1}) k
    where e.company_id = ${companyId}`);
  await db.execute(sql`insert into notifications (company_id, user_id, kind, key, created_at, next_attempt_at,
      mail_status, mail_to, subject)
    select ${companyId}, e.user_id, 'self_open', 'bench-' || e.id || '-' || k,
      now() - (e.id * ${NOTICES_A_PERSON} + k) * interval '1 minute', now(),
      case when k = 0 then 'failed' else 'sent' end, 'person' || e.id || '@bench.example',
      'Напоминание: самооценка до 12 декабря'
    from employee_in_positions e cross join generate_series(0, ${NOTICES_A_PERSON - 1}) k
    where e.company_id = ${companyId}`);
  await db.execute(sql`vacuum analyze`);
}

const companies = [];
for (const size of benchSizes()) {
  const c = await benchCompany(size, prepare);
  const base = `/api/companies/companies/${c.companyId}`;
  const [{ endpoint, actor, person }] = await rowsOf<{ endpoint: number; actor: number; person: number }>(
    c.database.db,
    sql`select (select id from webhook_endpoints where company_id = ${c.companyId}) as endpoint,
      (select user_id from audit_log where company_id = ${c.companyId} order by id limit 1) as actor,
      (select max(target_id) from audit_log where company_id = ${c.companyId}) as person`,
  );
  companies.push({ ...c, base, endpoint, actor, person, token: await c.signIn(c.adminEmail) });
}
type Company = (typeof companies)[number];

const month = (() => {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(60)}&to=${day(30)}`;
})();
const cases: [string, (c: Company) => string][] = [
  ['audit, page 1', () => '/audit_log/'],
  ['audit, page 40', () => '/audit_log/?page=40'],
  ['audit, by actor', (c) => `/audit_log/?actor=${c.actor}`],
  ['audit, by area', () => '/audit_log/?action=period'],
  ['audit, one object', (c) => `/audit_log/?target_type=employee_in_position&target_id=${c.person}`],
  ['audit, a month', () => `/audit_log/?${month}`],
  ['audit, actors', () => '/audit_log/actors/'],
  ['deliveries, page 1', (c) => `/webhooks/endpoints/${c.endpoint}/deliveries/`],
  ['deliveries, page 40', (c) => `/webhooks/endpoints/${c.endpoint}/deliveries/?page=40`],
  ['outbox, page 1', () => '/notifications/outbox/'],
  ['outbox, failed', () => '/notifications/outbox/?status=failed'],
  ['outbox, a person', (c) => `/notifications/outbox/?search=person${c.person}@`],
];
const shapes = cases.map(([name, tail]): BenchCase<Company> => ({
  key: name.padEnd(20),
  request: (c) => ({ path: `${c.base}${tail(c)}`, token: c.token }),
}));
await timeRequests(companies, shapes, { warmup: 5, runs: 21, header: 'request             ' });
for (const c of companies) await c.close();
