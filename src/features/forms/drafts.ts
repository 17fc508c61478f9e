import type { MeOut } from '../../api/types.ts';
import { useSession } from '../../shell/sessionContext.tsx';

/**
 * Unsaved text of the review form, kept in the browser until the server has it, so that a reload,
 * a lost connection or a conflict loses nothing. One key per form, item and field.
 *
 * A draft of an item's field remembers what it was typed over: the server's text then (`base`) and the
 * item's version then (`baseVersion`). When the server holds something else by the time the draft would
 * be sent, someone else has written meanwhile, and the draft is offered to the person instead of sent.
 * A draft that met such a change is kept `conflict`: it is never sent without the person's choice.
 *
 * Drafts belong to the person who typed them: their keys name the user (and the staff member acting as them),
 * so whoever signs in next on this browser neither sees nor sends them, and the author finds them again after
 * signing back in (a session that ended while they typed). Drafts kept before keys named their author are left
 * alone: nobody can tell whose they are.
 */
const PREFIX = 'perf-review.draft';

export type ItemDraft = {
  value: string;
  /** The server's text the draft was typed over; null when unknown (a draft kept by an older build). */
  base: string | null;
  baseVersion: number;
  savedAt: string;
  conflict: boolean;
};

/** Whose drafts: the signed-in user, or the staff member acting as them (never the user's own). */
export function draftOwner(user: Pick<MeOut, 'id' | 'impersonator'>): string {
  return user.impersonator ? `u${user.impersonator.id}-as-${user.id}` : `u${user.id}`;
}

export function draftKey(owner: string, formId: number, path: string, field: string): string {
  return `${PREFIX}.${owner}.${formId}.${path}.${field}`;
}

/** The signed-in person's draft keys. */
export function useDraftKey(): (formId: number, path: string, field: string) => string {
  const owner = draftOwner(useSession().user);
  return (formId, path, field) => draftKey(owner, formId, path, field);
}

function isItemDraft(value: unknown): value is ItemDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof value.value === 'string' &&
    'baseVersion' in value &&
    typeof value.baseVersion === 'number'
  );
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string): ItemDraft | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isItemDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * An item field's draft. Plain text kept by an older build has no base: it can only be offered, never sent.
 */
export function readItemDraft(key: string): ItemDraft | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  return parse(raw) ?? { value: raw, base: null, baseVersion: 0, savedAt: new Date(0).toISOString(), conflict: false };
}

/** The text a draft holds, whether an item field's or plain text (a result not added yet). */
export function readDraft(key: string): string | null {
  const raw = readRaw(key);
  return raw === null ? null : (parse(raw)?.value ?? raw);
}

function store(key: string, text: string): void {
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // Private mode or a full quota: the text still lives in the field until it is saved.
  }
}

/** Plain text with nothing on the server yet to be based on (a result not added yet). */
export function writeDraft(key: string, text: string): void {
  store(key, text);
}

export function writeItemDraft(key: string, draft: Omit<ItemDraft, 'savedAt'>): void {
  store(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
}

export function dropDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored, then.
  }
}

/** Typing goes on over the base the draft started from; a new draft starts from what the server holds now. */
export function editItemDraft(key: string, value: string, server: { text: string; version: number }): void {
  const draft = readItemDraft(key);
  writeItemDraft(
    key,
    draft ? { ...draft, value } : { value, base: server.text, baseVersion: server.version, conflict: false },
  );
}

/**
 * Whether sending the draft would write over someone else's change: it met a conflict before, or the item
 * moved on since the draft's base and the server's text is no longer that base.
 */
export function draftMovedOn(draft: ItemDraft, server: { text: string; version: number }): boolean {
  return draft.conflict || (server.version > draft.baseVersion && server.text !== draft.base);
}

/** The draft is now based on `text` at `version` (the person's own save, or their choice in a conflict). */
export function rebaseItemDraft(key: string, text: string, version: number): void {
  const draft = readItemDraft(key);
  if (!draft) return;
  if (draft.value === text) dropDraft(key);
  else writeItemDraft(key, { ...draft, base: text, baseVersion: version, conflict: false });
}

/** Kept through a closed tab as met by a conflict: it waits for the person's choice, never sent by itself. */
export function markItemDraftConflict(key: string): void {
  const draft = readItemDraft(key);
  if (draft && !draft.conflict) writeItemDraft(key, { ...draft, conflict: true });
}
