import { and, desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../../../../contract/webhooks.ts';
import { auditedBy, recordAudit } from '../../audit/record.ts';
import type { Db, Executor } from '../../db/client.ts';
import { webhookEndpoints, webhookSettings } from '../../db/schema/index.ts';
import { NotFound, ValidationError } from '../../http/errors.ts';
import type { Caller } from '../../http/caller.ts';
import { AddressRefused, addressesOf, parseEndpointUrl, systemResolve, type Resolve } from './address.ts';
import type {
  WebhookEndpointIn,
  WebhookEndpointOut,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
  WebhookSettingsOut,
} from './webhooks.schemas.ts';

type Row = typeof webhookEndpoints.$inferSelect;
const w = webhookEndpoints;

/** How many characters of the secret the list shows: the prefix and four more. */
const HINT_LENGTH = WEBHOOK_SECRET_PREFIX.length + 4;

const newSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

function toOut(row: Row): WebhookEndpointOut {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes,
    active: row.active,
    secret_hint: row.secret.slice(0, HINT_LENGTH),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit keeps of an endpoint: never its secret. */
const audited = (row: Row) => ({
  url: row.url,
  description: row.description,
  event_types: row.eventTypes,
  active: row.active,
});

/** Whether the company lets its endpoints reach private addresses (off without a settings row). */
export async function allowsPrivate(ex: Executor, companyId: number): Promise<boolean> {
  const row = (
    await ex
      .select({ allow: webhookSettings.allowPrivateAddresses })
      .from(webhookSettings)
      .where(eq(webhookSettings.companyId, companyId))
  ).at(0);
  return row?.allow ?? false;
}

/**
 * The URL as saved, or a 400 on `field`: http(s) only, resolving to public addresses unless the company allows
 * (the webhooks' endpoints, and the company's chat channel).
 */
export async function checkedUrl(
  ex: Executor,
  companyId: number,
  raw: string,
  resolve: Resolve,
  field = 'url',
): Promise<string> {
  try {
    const url = parseEndpointUrl(raw);
    await addressesOf(url, await allowsPrivate(ex, companyId), resolve);
    return url.toString();
  } catch (err) {
    if (!(err instanceof AddressRefused)) throw err;
    throw ValidationError.field(field, err.code, err.address ? { address: err.address } : undefined);
  }
}

async function findEndpoint(ex: Executor, companyId: number, id: number): Promise<Row> {
  const row = (
    await ex
      .select()
      .from(w)
      .where(and(eq(w.companyId, companyId), eq(w.id, id)))
  ).at(0);
  if (!row) throw new NotFound();
  return row;
}

/** The company's endpoints, newest first. */
export async function listEndpoints(db: Db, companyId: number): Promise<WebhookEndpointOut[]> {
  const rows = await db.select().from(w).where(eq(w.companyId, companyId)).orderBy(desc(w.id));
  return rows.map(toOut);
}

/** A new endpoint of the caller's company; its secret is answered this once. Audited without the secret. */
export async function createEndpoint(
  db: Db,
  caller: Caller,
  input: WebhookEndpointIn,
  resolve: Resolve = systemResolve,
): Promise<WebhookEndpointWithSecret> {
  const companyId = caller.member.companyId;
  const url = await checkedUrl(db, companyId, input.url, resolve);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(w)
      .values({
        companyId,
        url,
        description: input.description,
        eventTypes: input.event_types,
        active: input.active,
        secret: newSecret(),
        createdById: caller.userId,
      })
      .returning();
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.created',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      after: audited(row),
    });
    return { ...toOut(row), secret: row.secret };
  });
}

/** Changes what is given of an endpoint of the caller's company (404 for another's), audited before and after. */
export async function updateEndpoint(
  db: Db,
  caller: Caller,
  id: number,
  patch: WebhookEndpointPatch,
  resolve: Resolve = systemResolve,
): Promise<WebhookEndpointOut> {
  const companyId = caller.member.companyId;
  await findEndpoint(db, companyId, id);
  const url = patch.url === undefined ? undefined : await checkedUrl(db, companyId, patch.url, resolve);
  return db.transaction(async (tx) => {
    const before = await findEndpoint(tx, companyId, id);
    const [row] = await tx
      .update(w)
      .set({ url, description: patch.description, eventTypes: patch.event_types, active: patch.active })
      .where(and(eq(w.companyId, companyId), eq(w.id, id)))
      .returning();
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.updated',
      targetType: 'webhook_endpoint',
      targetId: id,
      before: audited(before),
      after: audited(row),
    });
    return toOut(row);
  });
}

/** Removes an endpoint with its delivery log, audited. */
export async function deleteEndpoint(db: Db, caller: Caller, id: number): Promise<void> {
  const companyId = caller.member.companyId;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(w)
      .where(and(eq(w.companyId, companyId), eq(w.id, id)))
      .returning();
    if (!(row as Row | undefined)) throw new NotFound();
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.deleted',
      targetType: 'webhook_endpoint',
      targetId: id,
      before: audited(row),
    });
  });
}

/** A new signing secret for an endpoint, answered this once; the old one stops signing at once. Audited. */
export async function rotateSecret(db: Db, caller: Caller, id: number): Promise<WebhookEndpointWithSecret> {
  const companyId = caller.member.companyId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(w)
      .set({ secret: newSecret() })
      .where(and(eq(w.companyId, companyId), eq(w.id, id)))
      .returning();
    if (!(row as Row | undefined)) throw new NotFound();
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.secret_rotated',
      targetType: 'webhook_endpoint',
      targetId: id,
      data: { ...auditedBy(caller).data, secret_hint: row.secret.slice(0, HINT_LENGTH) },
    });
    return { ...toOut(row), secret: row.secret };
  });
}

export async function getSettings(db: Db, companyId: number): Promise<WebhookSettingsOut> {
  return { allow_private_addresses: await allowsPrivate(db, companyId) };
}

/** Sets the company's webhook settings, audited before and after. */
export async function updateSettings(db: Db, caller: Caller, input: WebhookSettingsOut): Promise<WebhookSettingsOut> {
  const companyId = caller.member.companyId;
  return db.transaction(async (tx) => {
    const before = await allowsPrivate(tx, companyId);
    const allow = input.allow_private_addresses;
    await tx
      .insert(webhookSettings)
      .values({ companyId, allowPrivateAddresses: allow })
      .onConflictDoUpdate({
        target: webhookSettings.companyId,
        set: { allowPrivateAddresses: allow, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'webhook.settings_updated',
      targetType: 'company',
      targetId: companyId,
      before: { allow_private_addresses: before },
      after: { allow_private_addresses: allow },
    });
    return { allow_private_addresses: allow };
  });
}
