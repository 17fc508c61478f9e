import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_HEADERS, type WebhookType } from '../../contract/webhooks.ts';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { emitEvent } from '../../server/src/modules/webhooks/emit.ts';
import type {
  WebhookDeliveryListOut,
  WebhookDeliveryOut,
  WebhookEndpointWithSecret,
} from '../../server/src/modules/webhooks/webhooks.schemas.ts';
import { deliverWebhooks } from '../../server/src/modules/webhooks/worker.ts';
import { FORMS, eipOf, newPeriod } from './forms-fixtures.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { verifyWebhook, WebhookReceiver, type Received } from './webhook-receiver.ts';

const clock = new ManualClock('2026-06-01T09:00:00Z');
const ctx = useApp({}, { clock });
const receiver = new WebhookReceiver();
const W = '/api/companies/companies/1/webhooks';
const options = { log: pino({ level: 'silent' }), maxAttempts: 3 };
const deliver = () => deliverWebhooks(ctx.database.db, clock, options);

let admin: Client;
/** Two endpoints of the receiver (/a and /b), subscribed to every event. */
const endpoints: WebhookEndpointWithSecret[] = [];

type Body = { id: string; type: string; created_at: string; company_id: number; data: Record<string, unknown> };
const bodyOf = (r: Received) => JSON.parse(r.body) as Body;
const header = (r: Received, name: string) => String(r.headers[name]);

async function deliveriesOf(type: WebhookType) {
  return ctx.database.db
    .select()
    .from(s.webhookDeliveries)
    .where(and(eq(s.webhookDeliveries.companyId, 1), eq(s.webhookDeliveries.eventType, type)))
    .orderBy(s.webhookDeliveries.id);
}

beforeAll(async () => {
  await receiver.start();
  admin = await signIn(ctx.app, 'admin');
  expect((await admin.put(`${W}/settings/`, { allow_private_addresses: true })).statusCode).toBe(200);
  for (const path of ['/a', '/b']) {
    const res = await admin.post(`${W}/endpoints/`, { url: receiver.url(path), event_types: [...WEBHOOK_EVENTS] });
    expect(res.statusCode, res.body).toBe(201);
    endpoints.push(json<WebhookEndpointWithSecret>(res));
  }
});

afterAll(async () => {
  await receiver.stop();
});

describe('webhook delivery', () => {
  it('delivers a launch, a stage move and a check-in once to each endpoint, signed, with the event in the body', async () => {
    const period = await newPeriod(ctx);
    const launched = await admin.post(FORMS, { period, employees: [await eipOf(ctx, DEMO_LOGINS.employee)] });
    expect(launched.statusCode, launched.body).toBe(201);
    const formId = json<LaunchOut>(launched).form_ids[0];
    const [inManager] = await ctx.database.db
      .select()
      .from(s.assessmentForms)
      .where(and(eq(s.assessmentForms.companyId, 1), eq(s.assessmentForms.stage, 'MANAGER')))
      .limit(1);
    const moved = await admin.patch(`${FORMS}${String(inManager.id)}/transition/`, {
      stage: 'SELF',
      reason: 'Уточнить',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const G = '/api/companies/companies/1/performance_review/goals/';
    const goal = json<{ id: number; version: number }>(
      await admin.post(G, { owner_kind: 'company', period, title: 'Выручка', status: 'active' }),
    );
    const checkIn = await admin.post(`${G}${String(goal.id)}/check_ins/`, {
      version: goal.version,
      health: 'on_track',
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);

    expect(await deliver()).toEqual({ sent: 6, retried: 0, failed: 0 });
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(6);
    const seen = new Set<string>();
    for (const r of receiver.received) {
      const endpoint = endpoints.find((e) => new URL(e.url).pathname === r.path);
      if (!endpoint) throw new Error(`an unknown path ${r.path}`);
      expect(verifyWebhook(endpoint.secret, header(r, WEBHOOK_HEADERS.signature), r.body)).toBe(true);
      expect(
        verifyWebhook(
          endpoints[0] === endpoint ? endpoints[1].secret : endpoints[0].secret,
          header(r, WEBHOOK_HEADERS.signature),
          r.body,
        ),
      ).toBe(false);
      expect(header(r, WEBHOOK_HEADERS.signature)).toMatch(
        new RegExp(`^t=${String(clock.now().getTime() / 1000)},v1=[0-9a-f]{64}$`),
      );
      const body = bodyOf(r);
      expect(Object.keys(body).sort()).toEqual(['company_id', 'created_at', 'data', 'id', 'type']);
      expect(body.company_id).toBe(1);
      expect(header(r, WEBHOOK_HEADERS.id)).toBe(body.id);
      expect(header(r, WEBHOOK_HEADERS.type)).toBe(body.type);
      expect(r.headers['content-type']).toBe('application/json');
      seen.add(`${body.id} ${r.path}`);
    }
    expect(seen.size).toBe(6);
    const byType = (type: string) => receiver.received.map(bodyOf).filter((b) => b.type === type);
    const launches = byType('period.launched');
    expect(launches).toHaveLength(2);
    for (const b of launches) expect(b.data).toMatchObject({ period_id: period, forms_created: 1, form_ids: [formId] });
    expect(byType('form.stage_changed')[0].data).toEqual({
      form_id: inManager.id,
      period_id: inManager.periodId,
      employee_id: inManager.employeeId,
      from: 'MANAGER',
      to: 'SELF',
      by_user_id: expect.any(Number) as number,
      by_deadline: false,
    });
    expect(byType('goal.checked_in')[0].data).toMatchObject({ goal_id: goal.id, health: 'on_track' });
    const rows = await deliveriesOf('goal.checked_in');
    expect(rows.map((r) => [r.status, r.attempts, r.lastResponseStatus])).toEqual([
      ['sent', 1, 200],
      ['sent', 1, 200],
    ]);
  });

  it('tries a delivery again after a 500, with a growing wait, fails it after the last try, and sends it again', async () => {
    receiver.received.length = 0;
    receiver.answer(500, 503);
    await emitEvent(ctx.database.db, 1, 'period.closed', { period_id: 1 });
    expect(await deliver()).toEqual({ sent: 0, retried: 2, failed: 0 });
    let rows = await deliveriesOf('period.closed');
    expect(rows.map((r) => [r.status, r.attempts, r.lastResponseStatus, r.nextAttemptAt?.toISOString()])).toEqual([
      ['pending', 1, 500, new Date(clock.now().getTime() + 30_000).toISOString()],
      ['pending', 1, 503, new Date(clock.now().getTime() + 30_000).toISOString()],
    ]);
    expect(rows[0].lastError).toBe('the receiver answered 500');
    clock.advanceMs(29_000);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
    receiver.answer(500, 500, 500, 500);
    clock.advanceMs(1_000);
    expect(await deliver()).toEqual({ sent: 0, retried: 2, failed: 0 });
    rows = await deliveriesOf('period.closed');
    // The second wait is twice the first.
    expect(rows[0].nextAttemptAt?.toISOString()).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
    clock.advanceMs(60_000);
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 2 });
    rows = await deliveriesOf('period.closed');
    expect(rows.map((r) => [r.status, r.attempts, r.nextAttemptAt])).toEqual([
      ['failed', 3, null],
      ['failed', 3, null],
    ]);
    expect(receiver.received).toHaveLength(6);
    const eventId = rows[0].eventId;

    const again = await admin.post(`${W}/deliveries/${String(rows[0].id)}/redeliver/`);
    expect(again.statusCode, again.body).toBe(200);
    expect(json<WebhookDeliveryOut>(again)).toMatchObject({
      id: rows[0].id,
      status: 'sent',
      attempts: 1,
      event_id: eventId,
    });
    expect(header(receiver.received[6], WEBHOOK_HEADERS.id)).toBe(eventId);
    expect(await deliveriesOf('period.closed')).toHaveLength(2);
    const twice = await admin.post(`${W}/deliveries/${String(rows[1].id)}/redeliver/`);
    expect(twice.statusCode).toBe(200);
    const [audit] = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'webhook.redelivered'), eq(s.auditLog.targetId, rows[0].id)));
    expect(audit.data).toMatchObject({ event_id: eventId, event_type: 'period.closed' });
  });

  it('refuses to send again a delivery still queued', async () => {
    await emitEvent(ctx.database.db, 1, 'person.created', { id: 1 });
    const [queued] = await deliveriesOf('person.created');
    const res = await admin.post(`${W}/deliveries/${String(queued.id)}/redeliver/`);
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('webhook_delivery_pending');
    await deliver();
  });

  it('pings an endpoint at once and shows it in the delivery log, newest first, paged in constant statements', async () => {
    const id = String(endpoints[0].id);
    const pinged = await admin.post(`${W}/endpoints/${id}/ping/`);
    expect(pinged.statusCode, pinged.body).toBe(201);
    expect(json<WebhookDeliveryOut>(pinged)).toMatchObject({ event_type: 'webhook.ping', status: 'sent' });
    expect(bodyOf(receiver.received.at(-1) ?? expect.fail('no ping')).data).toEqual({
      endpoint_id: endpoints[0].id,
      message: 'ping',
    });
    const counter = ctx.database.counter;
    const statements = async (size: number) => {
      const { count, result } = await counter.counted(() =>
        admin.get(`${W}/endpoints/${id}/deliveries/?page_size=${String(size)}`),
      );
      return { page: json<WebhookDeliveryListOut>(result), count };
    };
    const one = await statements(1);
    const many = await statements(50);
    expect(one.page.results[0].event_type).toBe('webhook.ping');
    expect(one.page.count).toBe(many.page.results.length);
    expect(one.page.next).toContain('page=2');
    expect(many.count).toBe(one.count);
    const times = many.page.results.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses at delivery an address the company no longer allows, without connecting', async () => {
    expect((await admin.put(`${W}/settings/`, { allow_private_addresses: false })).statusCode).toBe(200);
    const before = receiver.received.length;
    await emitEvent(ctx.database.db, 1, 'person.deactivated', { id: 2 });
    expect(await deliver()).toEqual({ sent: 0, retried: 2, failed: 0 });
    expect(receiver.received).toHaveLength(before);
    const rows = await deliveriesOf('person.deactivated');
    expect(rows.map((r) => [r.status, r.lastError, r.lastResponseStatus])).toEqual([
      ['pending', 'webhook_url_private: 127.0.0.1', null],
      ['pending', 'webhook_url_private: 127.0.0.1', null],
    ]);
  });
});
