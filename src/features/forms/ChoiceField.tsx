import { MenuItem, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { draftMovedOn, dropDraft, editItemDraft, readItemDraft, rebaseItemDraft } from './drafts.ts';
import { adoptedText, scalar, useDraftThroughConflict } from './fieldDrafts.ts';
import { GRADES, gradeKey, type GradeScale } from './fieldWords.ts';
import type { Saver } from './useItemSaver.ts';

export type Choice = { value: string; label: string };

/** A read-only select shows no arrow: it does not open. */
function NoIcon() {
  return null;
}

type ChoiceProps = {
  label: string;
  /** What the choice is about (a value's or a skill's name): every select of a list gets a name of its own. */
  subject?: string;
  value: string | number | null;
  options: Choice[];
  emptyLabel: string;
  editable: boolean;
  /** Where the choice is kept in the browser until the server has it. */
  draftKey: string;
  saver: Saver;
  field: string;
  toValue?: (choice: string) => unknown;
};

/**
 * A select saved at once on change; "take theirs" sets it to the server's value. Until the server has the
 * choice it is kept in the browser as a draft, with what it was chosen over, as typed text is: a reload or
 * signing in again after the session ended shows it and sends it, unless the server's value moved on meanwhile,
 * when the person chooses between the two instead.
 */
export function ChoiceField({
  label,
  subject,
  value,
  options,
  emptyLabel,
  editable,
  draftKey,
  saver,
  field,
  toValue = (choice) => choice,
}: ChoiceProps) {
  const translate = useTranslate();
  const toField = (choice: string) => (choice === '' ? null : toValue(choice));
  // Shown at once; the form's data catches up when it is read again after the save.
  const [local, setLocal] = useState(
    () => adoptedText(saver.adopted, field) ?? (editable ? readItemDraft(draftKey)?.value : undefined) ?? scalar(value),
  );
  // A new value from the server, or the server's values taken over, replace what the select shows.
  const [seen, setSeen] = useState({ value, adopted: saver.adopted, field });
  if (seen.value !== value || seen.adopted !== saver.adopted || seen.field !== field) {
    setSeen({ value, adopted: saver.adopted, field });
    const theirs = seen.adopted !== saver.adopted || seen.field !== field ? adoptedText(saver.adopted, field) : null;
    if (theirs !== null) setLocal(theirs);
    // A choice the server does not have yet stays shown until it is saved or the person takes theirs.
    else if (seen.value !== value && !(field in saver.unsaved)) setLocal(scalar(value));
  }

  useEffect(() => {
    // The server holds the choice now (two saves of one item may be drawn as one, so not only by `saved`).
    if (!editable || readItemDraft(draftKey)?.value === scalar(value)) dropDraft(draftKey);
  }, [editable, draftKey, value]);
  const versionNow = useEffectEvent(() => saver.version());
  const { generation: savedGeneration, values: savedValues } = saver.saved;
  useEffect(() => {
    if (field in savedValues) rebaseItemDraft(draftKey, scalar(savedValues[field]), versionNow());
  }, [savedGeneration, savedValues, field, draftKey]);
  const { generation: adoptedGeneration, values: adopted } = saver.adopted;
  useEffect(() => {
    if (adoptedGeneration > 0 && field in adopted) dropDraft(draftKey);
  }, [adoptedGeneration, adopted, field, draftKey]);
  useDraftThroughConflict(saver.conflict, field, draftKey);

  // A choice kept from before (a reload, a session that ended) goes to the server as soon as the field is back.
  const sendDraft = useEffectEvent(() => {
    const draft = editable ? readItemDraft(draftKey) : null;
    if (!draft) return;
    const server = { text: scalar(value), version: saver.version() };
    if (draft.value === server.text) dropDraft(draftKey);
    else if (draftMovedOn(draft, server)) saver.hold(field, toField(draft.value), value);
    else void saver.save({ [field]: toField(draft.value) });
  });
  useEffect(() => sendDraft(), []);

  return (
    <TextField
      select
      size="small"
      label={label}
      value={local}
      slotProps={{
        input: { readOnly: !editable },
        select: {
          ...(editable ? {} : { IconComponent: NoIcon }),
          // The visible label stays short; the name read out says which item the grade is for.
          SelectDisplayProps: subject
            ? { 'aria-labelledby': undefined, 'aria-label': translate('app.form.field_of', { field: label, subject }) }
            : {},
        },
      }}
      onChange={(event) => {
        const next = event.target.value;
        setLocal(next);
        editItemDraft(draftKey, next, { text: scalar(value), version: saver.version() });
        void saver.save({ [field]: toField(next) });
      }}
      sx={{ minWidth: 260, maxWidth: '100%' }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A grade from 0 to 5, each step worded for what is graded (a value, an agreement, the whole review). */
export function GradeField({
  scale = 'values',
  ...props
}: Omit<ChoiceProps, 'options' | 'emptyLabel' | 'toValue'> & { scale?: GradeScale }) {
  const translate = useTranslate();
  const options = GRADES.map((grade) => ({
    value: String(grade),
    label: `${grade} — ${translate(gradeKey(props.field, scale, grade))}`,
  }));
  return <ChoiceField {...props} options={options} emptyLabel={translate('app.form.no_grade')} toValue={Number} />;
}
