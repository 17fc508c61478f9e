/**
 * SCIM provisioning of 1,000 people over HTTP, as an identity provider does it: create them, rename them, put them
 * into ten groups (departments) and move a tenth between groups, deactivate a tenth; then checks the structure
 * pages' data (the admin's people grid and the departments with their people) and prints each step's time.
 * Run: node --import tsx bench/scim-provision.bench.ts   (DATABASE_URL=... to run on PostgreSQL; BENCH_USERS=n)
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { SessionStore } from '../server/src/auth/sessions.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { seedDemo } from '../server/src/db/seed.ts';
import { freshDatabaseUrl } from './util.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const GROUPS = 10;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret' });
const target = process.env.DATABASE_URL ? await freshDatabaseUrl(process.env.DATABASE_URL) : undefined;
const database = await openDatabase({ url: target?.url });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ db: database.db, config, logger: false });

const [admin] = await database.db.select().from(users).where(eq(users.email, 'hr@demo.example'));
const session = randomBytes(16).toString('hex');
await new SessionStore(database.db, config).createWithToken(session, admin.id);
const C = '/api/companies/companies/1';
const csrf = 'bench-csrf';
const made = await app.inject({
  method: 'POST',
  url: `${C}/api_tokens/`,
  headers: { cookie: `sessionid=${session}; csrftoken=${csrf}`, 'x-csrftoken': csrf },
  payload: { name: 'SCIM bench', scopes: ['scim:write'], expires_on: '2099-12-31' },
});
if (made.statusCode !== 201) throw new Error(`token: ${String(made.statusCode)} ${made.body}`);
const secret = (JSON.parse(made.body) as { secret: string }).secret;

async function scim(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, status = 200) {
  const res = await app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${String(res.statusCode)} ${res.body}`);
  return res.body ? (JSON.parse(res.body) as { id: string; members?: unknown[] }) : null;
}
const patchOp = (...Operations: object[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations,
});

async function step(name: string, run: () => Promise<void>) {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  console.log(`${name.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
}

const ids: string[] = [];
const groups: string[] = [];
await step(`create ${String(GROUPS)} groups`, async () => {
  for (let g = 0; g < GROUPS; g += 1)
    groups.push(
      (await scim('POST', '/Groups', { displayName: `SCIM группа ${String(g)}`, externalId: `g${String(g)}` }, 201))
        ?.id ?? '',
    );
});
await step(`create ${String(USERS)} users`, async () => {
  for (let i = 0; i < USERS; i += 1) {
    const user = await scim(
      'POST',
      '/Users',
      {
        userName: `scim${String(i)}@bench.example`,
        externalId: `ext-${String(i)}`,
        name: { givenName: `Имя${String(i)}`, familyName: 'Тестов' },
      },
      201,
    );
    ids.push(user?.id ?? '');
  }
});
await step(`rename ${String(USERS)} users (PATCH)`, async () => {
  for (const [i, id] of ids.entries())
    await scim(
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'replace', path: 'name.familyName', value: `Фамилия${String(i)}` }),
    );
});
await step(`add ${String(USERS)} users to groups (one PATCH a group)`, async () => {
  for (const [g, group] of groups.entries()) {
    const members = ids.filter((_, i) => i % GROUPS === g).map((value) => ({ value }));
    await scim('PATCH', `/Groups/${group}`, patchOp({ op: 'add', path: 'members', value: members }));
  }
});
const moved = ids.filter((_, i) => i % 10 === 0);
await step(`move ${String(moved.length)} users to the next group`, async () => {
  for (const id of moved) {
    const from = groups[ids.indexOf(id) % GROUPS];
    const to = groups[(ids.indexOf(id) + 1) % GROUPS];
    await scim('PATCH', `/Groups/${from}`, patchOp({ op: 'remove', path: `members[value eq "${id}"]` }));
    await scim('PATCH', `/Groups/${to}`, patchOp({ op: 'add', path: 'members', value: [{ value: id }] }));
  }
});
const leaving = ids.filter((_, i) => i % 10 === 5);
await step(`deactivate ${String(leaving.length)} users`, async () => {
  for (const id of leaving)
    await scim('PATCH', `/Users/${id}`, patchOp({ op: 'replace', path: 'active', value: false }));
});

await step('check the structure pages', async () => {
  const headers = { cookie: `sessionid=${session}` };
  const grid = await app.inject({
    method: 'GET',
    url: `${C}/structure/employee_in_positions/?search=bench.example&page_size=500&is_active=true`,
    headers,
  });
  const active = (JSON.parse(grid.body) as { count: number }).count;
  if (active !== USERS - leaving.length)
    throw new Error(`active people: ${String(active)}, expected ${String(USERS - leaving.length)}`);
  const tree = await app.inject({
    method: 'GET',
    url: `${C}/structure/departments/with_employee_in_positions/`,
    headers,
  });
  type Department = { id: number; employee_in_positions: { email: string; is_active: boolean }[] };
  const departments = (JSON.parse(tree.body) as { results: Department[] }).results;
  for (const [g, group] of groups.entries()) {
    const expected = ids.filter((id, i) => (moved.includes(id) ? (i + 1) % GROUPS : i % GROUPS) === g).length;
    const shown = departments.find((d) => d.id === Number(group))?.employee_in_positions.length ?? 0;
    if (shown !== expected)
      throw new Error(`group ${String(g)}: ${String(shown)} people shown, ${String(expected)} expected`);
  }
});
console.log(`ok: ${String(USERS)} users on ${database.kind}`);
await app.close();
await database.close();
await target?.drop();
