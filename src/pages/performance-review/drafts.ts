/**
 * Unsaved text of the review form, kept in the browser until the server has it, so that a reload,
 * a lost connection or a conflict loses nothing. One key per form, item and field.
 */
const PREFIX = 'perf-review.draft';

export function draftKey(formId: number, path: string, field: string): string {
  return `${PREFIX}.${formId}.${path}.${field}`;
}

export function readDraft(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, text: string): void {
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // Private mode or a full quota: the text still lives in the field until it is saved.
  }
}

export function dropDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored, then.
  }
}
