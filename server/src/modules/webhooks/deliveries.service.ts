import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { WEBHOOK_PING } from '../../../../contract/webhooks.ts';
import { auditedBy, recordAudit } from '../../audit/record.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import type { Caller } from '../../http/caller.ts';
import { logPage } from '../../http/pagination.ts';
import { deliverWebhooks, type WebhookOptions } from './worker.ts';
import type { WebhookDeliveryOut, WebhookDeliveryQuery } from './webhooks.schemas.ts';

const d = webhookDeliveries;
type Row = typeof d.$inferSelect;

function toOut(row: Row): WebhookDeliveryOut {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    last_error: row.lastError,
    last_response_status: row.lastResponseStatus,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

async function assertEndpoint(ex: Executor, companyId: number, id: number): Promise<void> {
  const found = await ex
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
  if (!found.length) throw new NotFound();
}

/**
 * An endpoint's delivery log, newest first (404 for another company's endpoint), counted up to LOG_COUNT_CAP:
 * three statements whatever the page's size or the log's, each reading an index a page (or the cap) deep.
 */
export async function listDeliveries(
  db: Db,
  companyId: number,
  endpointId: number,
  query: WebhookDeliveryQuery,
): Promise<{ results: WebhookDeliveryOut[]; total: number; capped: boolean }> {
  await assertEndpoint(db, companyId, endpointId);
  const where = and(eq(d.companyId, companyId), eq(d.endpointId, endpointId));
  const { rows, total, capped } = await logPage(
    db,
    { page: query.page, pageSize: query.page_size },
    (offset) =>
      db.select().from(d).where(where).orderBy(desc(d.createdAt), desc(d.id)).limit(query.page_size).offset(offset),
    sql`select 1 from ${d} where ${where}`,
  );
  return { results: rows.map(toOut), total, capped };
}

async function oneDelivery(db: Executor, companyId: number, id: number): Promise<WebhookDeliveryOut> {
  const row = (
    await db
      .select()
      .from(d)
      .where(and(eq(d.companyId, companyId), eq(d.id, id)))
  ).at(0);
  if (!row) throw new NotFound();
  return toOut(row);
}

/**
 * "Send again": the same delivery (the same event id, still one row of the log) goes back to the queue with a
 * fresh count of tries, and is tried at once. Another company's is a 404; one still queued is a 409.
 */
export async function redeliver(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  opts: WebhookOptions,
): Promise<WebhookDeliveryOut> {
  const companyId = caller.member.companyId;
  const ofCompany = and(eq(d.companyId, companyId), eq(d.id, id));
  await db.transaction(async (tx) => {
    const [again] = await tx
      .update(d)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: null, lockedUntil: null })
      .where(and(ofCompany, ne(d.status, 'pending')))
      .returning({ id: d.id, endpointId: d.endpointId, eventId: d.eventId, eventType: d.eventType });
    if (!(again as typeof again | undefined)) {
      await oneDelivery(tx, companyId, id);
      throw new Conflict('webhook_delivery_pending');
    }
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.redelivered',
      targetType: 'webhook_delivery',
      targetId: id,
      data: {
        ...auditedBy(caller).data,
        endpoint_id: again.endpointId,
        event_id: again.eventId,
        event_type: again.eventType,
      },
    });
  });
  await deliverWebhooks(db, clock, opts, id);
  return oneDelivery(db, companyId, id);
}

/** A test event (`webhook.ping`) to one endpoint, queued as any delivery and tried at once; audited. */
export async function ping(
  db: Db,
  clock: Clock,
  caller: Caller,
  endpointId: number,
  opts: WebhookOptions,
): Promise<WebhookDeliveryOut> {
  const companyId = caller.member.companyId;
  const id = await db.transaction(async (tx) => {
    await assertEndpoint(tx, companyId, endpointId);
    const [row] = await tx
      .insert(d)
      .values({
        companyId,
        endpointId,
        eventId: randomUUID(),
        eventType: WEBHOOK_PING,
        payload: { endpoint_id: endpointId, message: 'ping' },
      })
      .returning({ id: d.id });
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.pinged',
      targetType: 'webhook_endpoint',
      targetId: endpointId,
      data: { ...auditedBy(caller).data, delivery_id: row.id },
    });
    return row.id;
  });
  await deliverWebhooks(db, clock, opts, id);
  return oneDelivery(db, companyId, id);
}
