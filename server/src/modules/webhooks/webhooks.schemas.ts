import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_PING, WEBHOOK_STATUSES } from '../../../../contract/webhooks.ts';
import { cappedPageOut } from '../../http/page-schema.ts';
import { listQuery } from '../../http/pagination.ts';

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .transform((types) => [...new Set(types)]);

/** A new endpoint: its URL (http or https, checked against private addresses), what it is for, its events. */
export const webhookEndpointIn = z.strictObject({
  url: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(500).default(''),
  event_types: eventTypes,
  active: z.boolean().default(true),
});
export type WebhookEndpointIn = z.infer<typeof webhookEndpointIn>;

/** A change of an endpoint: what is given changes. */
export const webhookEndpointPatch = z.strictObject({
  url: z.string().trim().min(1).max(2000).optional(),
  description: z.string().trim().max(500).optional(),
  event_types: eventTypes.optional(),
  active: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatch>;

/** An endpoint as listed: never its secret, only its first characters (`secret_hint`). */
export const webhookEndpointOut = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  secret_hint: z.string(),
  created_at: z.string(),
});
export type WebhookEndpointOut = z.infer<typeof webhookEndpointOut>;

/** The answer to a creation or a rotation: the endpoint and its signing secret, shown this once. */
export const webhookEndpointWithSecret = webhookEndpointOut.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

/** One delivery of the log: the event, its state and its last try. */
export const webhookDeliveryOut = z.strictObject({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string(),
  event_type: z.enum([...WEBHOOK_EVENTS, WEBHOOK_PING]),
  status: z.enum(WEBHOOK_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string(),
  last_response_status: z.number().int().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDeliveryOut = z.infer<typeof webhookDeliveryOut>;

export const webhookDeliveryList = cappedPageOut(webhookDeliveryOut);
export type WebhookDeliveryListOut = z.infer<typeof webhookDeliveryList>;

/** The delivery log's page, newest first. */
export const webhookDeliveryQuery = listQuery.pick({ page: true, page_size: true });
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuery>;

/** The company's webhook settings. */
export const webhookSettingsOut = z.strictObject({ allow_private_addresses: z.boolean() });
export type WebhookSettingsOut = z.infer<typeof webhookSettingsOut>;
export const webhookSettingsIn = webhookSettingsOut;
