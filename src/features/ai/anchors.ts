import type { SourceField, SourceKind } from '../../api/types.ts';

/**
 * Where a summary's source sits on the form page: the DOM id of the text field it quotes. A source names
 * the item's kind, its id and the field; feedback of the manager and of the employee come from different
 * records, and the field tells them apart.
 */
export function sourceAnchor(kind: SourceKind, id: number, field: SourceField): string {
  return `ai-src-${kind}-${id}-${field}`;
}

/** How long a source followed from the summary stays marked. */
export const HIGHLIGHT_MS = 5000;
/** The marked box carries this attribute; its value is the words shown on the mark. */
export const HIGHLIGHT_ATTRIBUTE = 'data-ai-source';

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Scrolls to a source's field, moves the focus into it (keyboard and screen reader users land on the text)
 * and marks its box for a few seconds. False when the page does not show that field now.
 */
export function goToSource(anchor: string, mark: string): boolean {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const box = target.closest<HTMLElement>('.MuiFormControl-root') ?? target;
  box.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  box.setAttribute(HIGHLIGHT_ATTRIBUTE, mark);
  const previous = timers.get(box);
  if (previous) clearTimeout(previous);
  timers.set(
    box,
    setTimeout(() => {
      box.removeAttribute(HIGHLIGHT_ATTRIBUTE);
      timers.delete(box);
    }, HIGHLIGHT_MS),
  );
  return true;
}
