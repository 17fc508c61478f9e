import { useSyncExternalStore } from 'react';
import { isOutage, retryAfterOf } from './failure.ts';

/**
 * Whether the server is out of reach now: the last answer was a 503 (its database is away) or no answer
 * came at all. Every request reports here; the first one that gets through again clears it.
 */
let offline = false;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function reconnected(): void {
  for (const listener of reconnectListeners) listener();
}

function set(next: boolean): void {
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
  if (!next) reconnected();
}

// The browser tells when its network is back even if no request has been made since.
if (typeof window !== 'undefined') window.addEventListener('online', reconnected);

/**
 * Calls `listener` each time the connection may be back: a request got through after an outage, or the
 * browser is online again. Writes left unsaved by the outage are sent again then. Returns the unsubscribe.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function reportOutage(): void {
  set(true);
}

export function reportAnswer(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => offline;

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const MAX_DELAY_MS = 30_000;

/**
 * Reads are tried again, for as long as the screen wants them, only when the server could not be reached;
 * any other failure is final (the spec's `retry: false`). Writes are not retried here: a form's item write the
 * server could not be reached for stays shown unsaved and is sent again on `onReconnect` (useItemSaver.ts).
 */
export function retryReadOnOutage(_failureCount: number, error: unknown): boolean {
  return isOutage(error);
}

/** The server's Retry-After when it gave one, else a doubling pause from 1 s up to 30 s. */
export function outageRetryDelay(attempt: number, error: unknown): number {
  const asked = retryAfterOf(error);
  if (asked !== null) return Math.min(asked * 1000, MAX_DELAY_MS);
  return Math.min(1000 * 2 ** attempt, MAX_DELAY_MS);
}

/** For react-admin's list, edit and show screens, which turn retries off themselves. */
export const OUTAGE_RETRY = { retry: retryReadOnOutage, retryDelay: outageRetryDelay } as const;
