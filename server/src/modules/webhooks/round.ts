import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_BATCH, deliverWebhooks, type WebhookCounts, type WebhookOptions } from './worker.ts';

/** A round stops after this many batches so that a huge queue does not hold a shutdown; the next round goes on. */
const MAX_BATCHES = 1000;

/**
 * The webhooks' step of the notifications runner's round (runner.ts): batches of due deliveries until one
 * finds fewer than a batch, or the runner stops. Several processes run it at once safely (worker.ts).
 */
export async function webhookRound(
  db: Db,
  clock: Clock,
  opts: WebhookOptions & { stopped: () => boolean },
): Promise<WebhookCounts> {
  const total: WebhookCounts = { sent: 0, retried: 0, failed: 0 };
  const batch = opts.batch ?? DEFAULT_BATCH;
  for (let n = 0; n < MAX_BATCHES && !opts.stopped(); n += 1) {
    const counts = await deliverWebhooks(db, clock, { ...opts, batch });
    total.sent += counts.sent;
    total.retried += counts.retried;
    total.failed += counts.failed;
    if (counts.sent + counts.retried + counts.failed < batch) break;
  }
  if (total.sent + total.retried + total.failed) opts.log.info({ ...total }, 'webhooks: round done');
  return total;
}
