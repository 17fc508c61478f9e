import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type {
  WebhookEndpointOut,
  WebhookEndpointWithSecret,
} from '../../server/src/modules/webhooks/webhooks.schemas.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';

const ctx = useApp();
const C1 = '/api/companies/companies/1/webhooks';
const C2 = '/api/companies/companies/2/webhooks';
const ENDPOINTS = `${C1}/endpoints/`;
/** A public address (TEST-NET-3) that nothing here ever connects to: saving only checks it. */
const PUBLIC_URL = 'https://203.0.113.10/hooks/reviews';

let admin: Client;
let director: Client;

function codes(res: LightMyRequestResponse): Record<string, string[]> {
  expect(res.statusCode, res.body).toBe(400);
  const body = json<{ codes: Record<string, { code: string }[]> }>(res);
  return Object.fromEntries(Object.entries(body.codes).map(([field, list]) => [field, list.map((e) => e.code)]));
}

async function create(client: Client, base: string, body: object): Promise<WebhookEndpointWithSecret> {
  const res = await client.post(`${base}/endpoints/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<WebhookEndpointWithSecret>(res);
}

const auditOf = async (id: number) =>
  ctx.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.targetType, 'webhook_endpoint'), eq(s.auditLog.targetId, id)))
    .orderBy(s.auditLog.id);

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  director = await signInAs(ctx, 'director@veter.example');
});

describe('webhook endpoints: management', () => {
  it('creates an endpoint whose secret is shown once, lists, changes, rotates and deletes it, all audited', async () => {
    const made = await create(admin, C1, {
      url: PUBLIC_URL,
      description: 'Интеграция с HRIS',
      event_types: ['period.launched', 'person.created', 'period.launched'],
    });
    expect(made.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(made).toMatchObject({ event_types: ['period.launched', 'person.created'], active: true });
    expect(made.secret_hint).toBe(made.secret.slice(0, 10));
    const list = json<WebhookEndpointOut[]>(await admin.get(ENDPOINTS));
    expect(list.map((e) => e.id)).toContain(made.id);
    expect(JSON.stringify(list)).not.toContain(made.secret);

    const changed = await admin.patch(`${ENDPOINTS}${String(made.id)}/`, {
      active: false,
      event_types: ['review.completed'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<WebhookEndpointOut>(changed)).toMatchObject({ active: false, event_types: ['review.completed'] });

    const rotated = json<WebhookEndpointWithSecret>(await admin.post(`${ENDPOINTS}${String(made.id)}/rotate_secret/`));
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);

    expect((await admin.delete(`${ENDPOINTS}${String(made.id)}/`)).statusCode).toBe(204);
    expect(json<WebhookEndpointOut[]>(await admin.get(ENDPOINTS)).map((e) => e.id)).not.toContain(made.id);

    const audit = await auditOf(made.id);
    expect(audit.map((a) => a.action)).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.secret_rotated',
      'webhook.deleted',
    ]);
    expect(audit[1].data).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(JSON.stringify(audit)).not.toContain(made.secret);
    expect(JSON.stringify(audit)).not.toContain(rotated.secret);
  });

  it('refuses bad input with a code naming the field, and saves nothing', async () => {
    const ok = { url: PUBLIC_URL, event_types: ['goal.checked_in'] };
    const bad = async (body: object) => codes(await admin.post(ENDPOINTS, body));
    expect(await bad({ ...ok, url: 'ftp://203.0.113.10/x' })).toEqual({ url: ['webhook_url_scheme'] });
    expect(await bad({ ...ok, url: 'javascript:alert(1)' })).toEqual({ url: ['webhook_url_scheme'] });
    expect(await bad({ ...ok, url: 'not a url' })).toEqual({ url: ['invalid_format'] });
    expect(await bad({ ...ok, url: ' ' })).toEqual({ url: ['blank'] });
    expect(await bad({ ...ok, event_types: [] })).toEqual({ event_types: ['too_few'] });
    expect(await bad({ ...ok, event_types: ['salary.changed'] })).toEqual({ 'event_types.0': ['invalid_choice'] });
    expect(await bad({ ...ok, event_types: ['webhook.ping'] })).toEqual({ 'event_types.0': ['invalid_choice'] });
    expect(await bad({ ...ok, secret: 'mine' })).toEqual({ non_field_errors: ['unknown_field'] });
    const before = await ctx.database.db.$count(s.webhookEndpoints);
    expect(await bad({ ...ok, url: 'http://127.0.0.1:8080/' })).toEqual({ url: ['webhook_url_private'] });
    expect(await ctx.database.db.$count(s.webhookEndpoints)).toBe(before);
    expect(codes(await admin.put(`${C1}/settings/`, { allow_private_addresses: 'yes' }))).toEqual({
      allow_private_addresses: ['invalid_type'],
    });
  });
});

describe('webhook endpoints: server-side request forgery', () => {
  it.each([
    ['http://127.0.0.1/hook', '127.0.0.1'],
    ['http://localhost:3000/hook', '127.0.0.1'],
    ['http://10.1.2.3/hook', '10.1.2.3'],
    ['http://192.168.0.10/hook', '192.168.0.10'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://100.64.0.1/hook', '100.64.0.1'],
    ['http://0.0.0.0/hook', '0.0.0.0'],
    ['http://[::1]/hook', '::1'],
    ['http://[fd00::1]/hook', 'fd00::1'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ['http://2130706433/hook', '127.0.0.1'],
  ])('refuses %s while the company does not allow private addresses', async (url, address) => {
    const res = await admin.post(ENDPOINTS, { url, event_types: ['person.created'] });
    expect(codes(res)).toEqual({ url: ['webhook_url_private'] });
    expect(json<{ codes: { url: { params: { address: string } }[] } }>(res).codes.url[0].params.address).toBe(address);
  });

  it('accepts them once an admin allows private addresses (audited), and refuses a change back to one after', async () => {
    const settings = `${C1}/settings/`;
    expect(json(await admin.get(settings))).toEqual({ allow_private_addresses: false });
    expect(json(await admin.put(settings, { allow_private_addresses: true }))).toEqual({
      allow_private_addresses: true,
    });
    const local = await create(admin, C1, { url: 'http://127.0.0.1:9/hook', event_types: ['person.created'] });
    expect(json(await admin.put(settings, { allow_private_addresses: false }))).toEqual({
      allow_private_addresses: false,
    });
    const moved = await admin.patch(`${ENDPOINTS}${String(local.id)}/`, { url: 'http://10.0.0.1/' });
    expect(codes(moved)).toEqual({ url: ['webhook_url_private'] });
    const audit = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, 1), eq(s.auditLog.action, 'webhook.settings_updated')));
    expect(audit.map((a) => a.data)).toEqual([
      { before: { allow_private_addresses: false }, after: { allow_private_addresses: true } },
      { before: { allow_private_addresses: true }, after: { allow_private_addresses: false } },
    ]);
  });
});

describe('webhooks: who may', () => {
  it('answers 404 for another company’s endpoint or delivery, on every route', async () => {
    const theirs = await create(director, C2, { url: PUBLIC_URL, event_types: ['person.created'] });
    const [delivery] = await ctx.database.db
      .insert(s.webhookDeliveries)
      .values({
        companyId: 2,
        endpointId: theirs.id,
        eventId: crypto.randomUUID(),
        eventType: 'person.created',
        payload: {},
        status: 'failed',
      })
      .returning();
    const id = String(theirs.id);
    const attempts = [
      await admin.patch(`${ENDPOINTS}${id}/`, { active: false }),
      await admin.delete(`${ENDPOINTS}${id}/`),
      await admin.post(`${ENDPOINTS}${id}/rotate_secret/`),
      await admin.post(`${ENDPOINTS}${id}/ping/`),
      await admin.get(`${ENDPOINTS}${id}/deliveries/`),
      await admin.post(`${C1}/deliveries/${String(delivery.id)}/redeliver/`),
    ];
    for (const res of attempts) expect(res.statusCode, res.body).toBe(404);
    expect((await admin.get(`${C2}/endpoints/`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(s.webhookEndpoints).where(eq(s.webhookEndpoints.id, theirs.id));
    expect(row).toMatchObject({ active: true, secret: theirs.secret });
    expect(await ctx.database.db.$count(s.webhookDeliveries, eq(s.webhookDeliveries.endpointId, theirs.id))).toBe(1);
  });

  it.each(['manager', 'employee'] as const)('refuses the %s with a 403 on every route', async (role) => {
    const client = await signIn(ctx.app, role);
    const calls = [
      await client.get(ENDPOINTS),
      await client.post(ENDPOINTS, { url: PUBLIC_URL, event_types: ['person.created'] }),
      await client.patch(`${ENDPOINTS}1/`, { active: false }),
      await client.delete(`${ENDPOINTS}1/`),
      await client.post(`${ENDPOINTS}1/rotate_secret/`),
      await client.post(`${ENDPOINTS}1/ping/`),
      await client.get(`${ENDPOINTS}1/deliveries/`),
      await client.post(`${C1}/deliveries/1/redeliver/`),
      await client.get(`${C1}/settings/`),
      await client.put(`${C1}/settings/`, { allow_private_addresses: true }),
    ];
    for (const res of calls) expect(res.statusCode, res.body).toBe(403);
  });
});
