/**
 * Webhooks: the events a company's admins subscribe URLs to, and how a delivery is signed. Plain values: the
 * browser imports this file.
 */

/** What a delivery tells: the change it follows (README "Webhooks" describes each event's `data`). */
export const WEBHOOK_EVENTS = [
  'period.launched',
  'period.closed',
  'form.stage_changed',
  'review.completed',
  'calibration.locked',
  'goal.checked_in',
  'person.created',
  'person.deactivated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The test ping's type: sent to one endpoint on request, never subscribed to. */
export const WEBHOOK_PING = 'webhook.ping';
export type WebhookType = WebhookEvent | typeof WEBHOOK_PING;

export const WEBHOOK_STATUSES = ['pending', 'sent', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** The headers of every delivery. The signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_HEADERS = {
  id: 'x-webhook-id',
  type: 'x-webhook-type',
  signature: 'x-webhook-signature',
} as const;

/** The recognisable start of every signing secret. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
