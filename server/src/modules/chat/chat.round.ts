import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { siteUrlOf, type Log } from '../notifications/worker.ts';
import { deliverChat, queueChat, type ChatCounts } from './chat.worker.ts';
import { readTelegramUpdates } from './telegram-updates.ts';

const BATCH = 50;
/** A round stops after this many batches; the next round goes on. */
const MAX_BATCHES = 200;

export type ChatRoundResult = ChatCounts & { linked: number };

/**
 * The chat notices' part of a notifications round: the bots' new `/start` messages link chats, the notices since
 * the last round are queued for the chats and channels, then the due messages are sent, batch after batch.
 *
 * The bots are read by polling (getUpdates, no wait) on the runner's rounds rather than by a webhook route: it
 * needs no public address for Telegram to reach (the embedded install runs on a laptop or behind a firewall), no
 * secret path to guard, and a code is short-lived anyway, so a link made within a round's interval is soon enough.
 */
export async function runChat(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'chat' | 'notifications' | 'publicUrl' | 'port'>,
  log: Log,
): Promise<ChatRoundResult> {
  const options = {
    maxAttempts: config.notifications.maxAttempts,
    siteUrl: siteUrlOf(config),
    telegramApiRoot: config.chat.telegramApiRoot,
    log,
    batch: BATCH,
  };
  const linked = await readTelegramUpdates(db, clock, config.chat.telegramApiRoot, log);
  const result: ChatRoundResult = {
    linked,
    queued: await queueChat(db, clock.now()),
    sent: 0,
    failed: 0,
    retried: 0,
    off: 0,
    unlinked: 0,
  };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const counts = await deliverChat(db, clock, options);
    result.sent += counts.sent;
    result.failed += counts.failed;
    result.retried += counts.retried;
    result.off += counts.off;
    result.unlinked += counts.unlinked;
    if (counts.sent + counts.failed + counts.retried + counts.off + counts.unlinked < BATCH) break;
  }
  if (result.linked || result.queued) log.info({ ...result }, 'chat: round done');
  return result;
}
