import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextArea } from '../../components/TextArea.tsx';
import { draftMovedOn, dropDraft, editItemDraft, readDraft, readItemDraft, rebaseItemDraft } from './drafts.ts';
import { adoptedText, scalar, useDraftThroughConflict } from './fieldDrafts.ts';
import { useTextLimit, withinLimit } from './textLimit.ts';
import type { Saver } from './useItemSaver.ts';

/** Text is saved after this pause in typing (and at once when the field is left). */
export const TEXT_SAVE_DELAY_MS = 800;

type TextProps = {
  label: string;
  /** What the text is about: each comment of a list gets a name of its own. */
  subject?: string;
  value: string;
  editable: boolean;
  draftKey: string;
  saver: Saver;
  field: string;
  minRows?: number;
  accept?: (text: string) => boolean;
  /** The field's DOM id: the AI summary's sources scroll to it (ai/anchors.ts). */
  id?: string;
  /** Takes the focus when it appears (the item just added). */
  autoFocus?: boolean;
};

/**
 * Text that saves itself after a pause in typing and when the field is left. Until the server has it,
 * the text is kept in the browser too, with what it was typed over: a reload shows it again and saves
 * it, unless the server's text changed meanwhile, when the person chooses between the two instead.
 */
export function AutoText({
  label,
  subject,
  value,
  editable,
  draftKey,
  saver,
  field,
  minRows = 2,
  accept = () => true,
  id,
  autoFocus,
}: TextProps) {
  const translate = useTranslate();
  const [text, setText] = useState(
    () => adoptedText(saver.adopted, field) ?? (editable ? (readDraft(draftKey) ?? value) : value),
  );
  // Typed and not sent yet: the server's values taken over do not overwrite it.
  const [pending, setPending] = useState<string | null>(null);
  const stored = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const server = () => ({ text: stored.current, version: saver.version() });
  const limit = useTextLimit(text, editable);

  const send = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === stored.current) {
      dropDraft(draftKey);
      return;
    }
    if (!accept(next) || !withinLimit(next)) return;
    const draft = readItemDraft(draftKey);
    // Typed over text the server no longer holds: offered to the person, never written over theirs.
    if (draft && draftMovedOn(draft, server())) saver.hold(field, next, stored.current);
    else void saver.save({ [field]: next });
  };
  const flush = (next: string) => {
    setPending(null);
    send(next);
  };

  // What the field shows follows the server's value unless a draft is kept, and the server's values
  // taken over after a conflict unless text typed here waits to be sent (it is saved on top of them).
  const [seen, setSeen] = useState({ value, draftKey, editable, adopted: saver.adopted, field });
  const valueMoved = seen.value !== value || seen.draftKey !== draftKey || seen.editable !== editable;
  const adoptedMoved = seen.adopted !== saver.adopted || seen.field !== field || seen.draftKey !== draftKey;
  if (valueMoved || adoptedMoved) {
    setSeen({ value, draftKey, editable, adopted: saver.adopted, field });
    const theirs = adoptedMoved && pending === null ? adoptedText(saver.adopted, field) : null;
    if (theirs !== null) setText(theirs);
    else if (valueMoved && !(editable && readDraft(draftKey) !== null)) setText(value);
  }

  useEffect(() => {
    stored.current = value;
    if (!editable) dropDraft(draftKey);
  }, [value, draftKey, editable]);

  const versionNow = useEffectEvent(() => saver.version());
  const savedGeneration = saver.saved.generation;
  const savedValues = saver.saved.values;
  useEffect(() => {
    if (!(field in savedValues)) return;
    const savedText = scalar(savedValues[field]);
    stored.current = savedText;
    // Typed on while the save was under way: the rest is based on what was saved.
    rebaseItemDraft(draftKey, savedText, versionNow());
  }, [savedGeneration, savedValues, field, draftKey]);

  const unsent = useEffectEvent(() => pending !== null);
  const { generation: adoptedGeneration, values: adopted } = saver.adopted;
  useEffect(() => {
    if (adoptedGeneration === 0 || !(field in adopted)) return;
    // The server's text is what text typed here now goes over.
    stored.current = scalar(adopted[field]);
    if (!unsent()) dropDraft(draftKey);
  }, [adoptedGeneration, adopted, field, draftKey]);

  useDraftThroughConflict(saver.conflict, field, draftKey);

  // A draft left by a reload or a lost connection goes to the server as soon as the field is back,
  // unless the server's text moved on since it was typed (send offers it then).
  const sendDraft = useEffectEvent(() => {
    const draft = readItemDraft(draftKey);
    if (editable && draft !== null) send(draft.value);
  });
  const sendPending = useEffectEvent(() => {
    if (pending !== null) send(pending);
  });
  useEffect(() => {
    sendDraft();
    return () => sendPending();
  }, []);

  return (
    <TextArea
      id={id}
      autoFocus={autoFocus}
      label={label}
      value={text}
      {...limit}
      minRows={minRows}
      fullWidth
      size="small"
      readOnly={!editable}
      htmlInput={subject ? { 'aria-label': translate('app.form.field_of', { field: label, subject }) } : {}}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        editItemDraft(draftKey, next, server());
        setPending(next);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(next), TEXT_SAVE_DELAY_MS);
      }}
      onBlur={() => {
        if (editable) flush(text);
      }}
    />
  );
}
