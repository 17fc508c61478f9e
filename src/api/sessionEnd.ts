import { useSyncExternalStore } from 'react';

/**
 * Whether the server has answered 401 since this page loaded: the session ended (it expired, or its cookie is
 * gone) while the person was working. Every request reports here. It is the one way out of an ended session: the
 * layout shows a notice with a sign-in that returns to the same page, and nothing signs out or leaves the page by
 * itself, so whatever the person typed stays on screen and in its kept draft until the server has it.
 * A new page load (after signing in again) starts over.
 */
let ended = false;
const listeners = new Set<() => void>();

export function reportSessionEnded(): void {
  if (ended) return;
  ended = true;
  for (const listener of listeners) listener();
}

export function sessionHasEnded(): boolean {
  return ended;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => ended;

export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** For tests: each starts with a live session. */
export function resetSessionEnded(): void {
  ended = false;
}
