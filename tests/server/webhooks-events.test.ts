import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebhookType } from '../../contract/webhooks.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { newPeriod } from './forms-fixtures.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';

/**
 * The events that the delivery test does not raise, each from the change that raises it: a person placed and
 * deactivated in the structure, a period closed, a calibration session locked. Each is queued once for the endpoint
 * subscribed to it, in the change's own transaction, and never for another company's endpoint.
 */
const ctx = useApp();
const C1 = '/api/companies/companies/1';
const PEOPLE = `${C1}/structure/employee_in_positions/`;
let admin: Client;

async function queued(type: WebhookType, companyId = 1) {
  const rows = await ctx.database.db
    .select()
    .from(s.webhookDeliveries)
    .where(and(eq(s.webhookDeliveries.companyId, companyId), eq(s.webhookDeliveries.eventType, type)));
  return rows.map((row) => row.payload);
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  expect((await admin.put(`${C1}/webhooks/settings/`, { allow_private_addresses: true })).statusCode).toBe(200);
  const created = await admin.post(`${C1}/webhooks/endpoints/`, {
    url: 'http://127.0.0.1:9/hooks',
    event_types: ['person.created', 'person.deactivated', 'period.closed', 'calibration.locked'],
  });
  expect(created.statusCode, created.body).toBe(201);
  // Another company's endpoint, subscribed to the same: nothing of company 1 reaches it.
  const [other] = await ctx.database.db
    .insert(s.webhookEndpoints)
    .values({
      companyId: 2,
      url: 'https://203.0.113.10/other',
      eventTypes: ['person.created', 'person.deactivated', 'period.closed', 'calibration.locked'],
      secret: 'whsec_other',
    })
    .returning();
  expect(other.companyId).toBe(2);
});

describe('webhook events raised by the structure, the periods and calibration', () => {
  it('queues person.created and person.deactivated with the person’s position', async () => {
    const placed = await admin.post(PEOPLE, { email: 'hooked@demo.example', position: 'Аналитик' });
    expect(placed.statusCode, placed.body).toBe(201);
    const person = json<{ id: number; version: number }>(placed);
    expect(await queued('person.created')).toEqual([
      expect.objectContaining({ id: person.id, email: 'hooked@demo.example', position: 'Аналитик', is_active: true }),
    ]);
    const off = await admin.patch(`${PEOPLE}${String(person.id)}/`, { version: person.version, is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await queued('person.deactivated')).toEqual([expect.objectContaining({ id: person.id, is_active: false })]);
    // Saving the inactive person again raises nothing more.
    const again = await admin.patch(`${PEOPLE}${String(person.id)}/`, {
      version: json<{ version: number }>(off).version,
      position: 'Старший аналитик',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await queued('person.deactivated')).toHaveLength(1);
  });

  it('queues period.closed once, when the period is closed', async () => {
    const period = await newPeriod(ctx);
    const url = `${C1}/performance_review/assessment_periods/${String(period)}/`;
    const read = json<{ version: number }>(await admin.get(url));
    const closed = await admin.patch(url, { status: 'closed', version: read.version });
    expect(closed.statusCode, closed.body).toBe(200);
    const renamed = await admin.patch(url, {
      name: 'Закрытый период',
      version: json<{ version: number }>(closed).version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await queued('period.closed')).toEqual([expect.objectContaining({ period_id: period })]);
  });

  it('queues calibration.locked with the session and who locked it; a refused lock queues nothing', async () => {
    const period = await newPeriod(ctx);
    const sessions = `${C1}/performance_review/calibration/sessions/`;
    const created = await admin.post(sessions, { name: 'Калибровка для вебхука', period });
    expect(created.statusCode, created.body).toBe(201);
    const session = json<{ id: number }>(created);
    const locked = await admin.post(`${sessions}${String(session.id)}/lock/`, { reason: 'Согласовано' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await admin.post(`${sessions}${String(session.id)}/lock/`, {})).statusCode).toBe(409);
    expect(await queued('calibration.locked')).toEqual([
      expect.objectContaining({ session_id: session.id, session_name: 'Калибровка для вебхука', period_id: period }),
    ]);
  });

  it('reaches no endpoint of another company', async () => {
    for (const type of ['person.created', 'person.deactivated', 'period.closed', 'calibration.locked'] as const)
      expect(await queued(type, 2)).toEqual([]);
  });
});
