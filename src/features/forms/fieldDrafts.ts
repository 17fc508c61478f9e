import { useEffect, useRef } from 'react';
import { markItemDraftConflict, rebaseItemDraft } from './drafts.ts';
import type { Conflict, Stamped } from './useItemSaver.ts';

/** A field's value as text: what the inputs hold is a string, a number, a flag or nothing. */
export function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The server's value a field takes over after a conflict or "take theirs"; null when it takes nothing. */
export function adoptedText(adopted: Stamped, field: string): string | null {
  return adopted.generation > 0 && field in adopted.values ? scalar(adopted.values[field]) : null;
}

/**
 * A draft in a conflict is kept marked so through a closed tab; once the person chooses, it is based on the
 * server's value they chose over (kept) or dropped (taken over: the field drops it).
 */
export function useDraftThroughConflict(conflict: Conflict | null, field: string, draftKey: string): void {
  const lastConflict = useRef<Conflict | null>(null);
  useEffect(() => {
    const before = lastConflict.current;
    lastConflict.current = conflict;
    const inConflict = (open: Conflict | null) => open !== null && (field in open.pending || field in open.queued);
    if (inConflict(conflict)) markItemDraftConflict(draftKey);
    else if (!conflict && before && inConflict(before))
      rebaseItemDraft(draftKey, scalar(before.current[field]), Number(before.current.version));
  }, [conflict, field, draftKey]);
}
