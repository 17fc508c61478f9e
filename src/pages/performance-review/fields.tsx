import { Alert, Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dropDraft, readDraft, writeDraft } from './drafts.ts';
import type { Saver, Stamped } from './useItemSaver.ts';

/** Text is saved after this pause in typing (and at once when the field is left). */
export const TEXT_SAVE_DELAY_MS = 800;

export function SaveState({ saver }: { saver: Saver }) {
  const translate = useTranslate();
  if (saver.status === 'idle' || saver.status === 'conflict') return null;
  if (saver.status === 'error') {
    return (
      <Chip size="small" color="error" label={translate('app.form.save_error')} onClick={() => void saver.retry()} />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={saver.status === 'saved' ? 'success' : 'default'}
      label={translate(`app.form.${saver.status}`)}
    />
  );
}

const FIELD_LABELS: Record<string, string> = {
  self_grade: 'app.form.self_grade',
  self_comment: 'app.form.self_comment',
  manager_grade: 'app.form.manager_grade',
  manager_comment: 'app.form.manager_comment',
  overall_grade: 'app.form.overall_grade',
  final_comment: 'app.form.final_comment',
  decision: 'app.form.hipo_decision',
  comment: 'app.form.comment',
  text: 'app.form.result',
  strengths: 'app.form.strengths',
  growth_areas: 'app.form.growth_areas',
  recommendation: 'app.form.recommendation',
  agreement: 'app.form.agreement',
  feedback_to_manager: 'app.form.feedback_to_manager',
};
const GRADE_FIELDS = new Set(['self_grade', 'manager_grade', 'overall_grade']);

/** A field's value as text: what the inputs hold is a string, a number, a flag or nothing. */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The server's value a field takes over after a conflict or "take theirs"; null when it takes nothing. */
function adoptedText(adopted: Stamped, field: string): string | null {
  return adopted.generation > 0 && field in adopted.values ? scalar(adopted.values[field]) : null;
}

function useDescribe() {
  const translate = useTranslate();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '')
      return translate(GRADE_FIELDS.has(field) ? 'app.form.no_grade' : 'app.form.empty');
    const text = scalar(value);
    if (GRADE_FIELDS.has(field)) return `${text} — ${translate(`app.form.grades.${text}`)}`;
    if (field === 'decision') return translate(`app.form.hipo.${text}`);
    if (field === 'agreement') return translate(`app.form.agree.${text}`);
    return translate('app.form.quoted', { text });
  };
}

/** Someone else changed the item: show what the server has now, keep ours, let the person choose. */
export function ConflictNotice({ saver }: { saver: Saver }) {
  const translate = useTranslate();
  const describe = useDescribe();
  if (!saver.conflict) return null;
  const { current, pending } = saver.conflict;
  const theirs = Object.keys(pending)
    .map((field) => `${translate(FIELD_LABELS[field] ?? field)}: ${describe(field, current[field])}`)
    .join('; ');
  return (
    <Alert severity="warning" role="alert">
      {translate('app.form.conflict', { theirs })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button size="small" color="inherit" variant="outlined" onClick={() => void saver.keepMine()}>
          {translate('app.form.use_mine')}
        </Button>
        <Button size="small" color="inherit" onClick={saver.takeTheirs}>
          {translate('app.form.take_theirs')}
        </Button>
      </Box>
    </Alert>
  );
}

export type Choice = { value: string; label: string };

/** A read-only select shows no arrow: it does not open. */
function NoIcon() {
  return null;
}

type ChoiceProps = {
  label: string;
  value: string | number | null;
  options: Choice[];
  emptyLabel: string;
  editable: boolean;
  saver: Saver;
  field: string;
  toValue?: (choice: string) => unknown;
};

/** A select saved at once on change; "take theirs" sets it to the server's value. */
export function ChoiceField({
  label,
  value,
  options,
  emptyLabel,
  editable,
  saver,
  field,
  toValue = (choice) => choice,
}: ChoiceProps) {
  // Shown at once; the form's data catches up when it is read again after the save.
  const [local, setLocal] = useState(() => adoptedText(saver.adopted, field) ?? scalar(value));
  // A new value from the server, or the server's values taken over, replace what the select shows.
  const [seen, setSeen] = useState({ value, adopted: saver.adopted, field });
  if (seen.value !== value || seen.adopted !== saver.adopted || seen.field !== field) {
    setSeen({ value, adopted: saver.adopted, field });
    const theirs = seen.adopted !== saver.adopted || seen.field !== field ? adoptedText(saver.adopted, field) : null;
    if (theirs !== null) setLocal(theirs);
    else if (seen.value !== value) setLocal(scalar(value));
  }
  return (
    <TextField
      select
      size="small"
      label={label}
      value={local}
      slotProps={{ input: { readOnly: !editable }, select: editable ? {} : { IconComponent: NoIcon } }}
      onChange={(event) => {
        const next = event.target.value;
        setLocal(next);
        void saver.save({ [field]: next === '' ? null : toValue(next) });
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

export const GRADES = [0, 1, 2, 3, 4, 5];

/** A grade on the Value0..Value5 scale, each with its name. */
export function GradeField(props: Omit<ChoiceProps, 'options' | 'emptyLabel' | 'toValue'>) {
  const translate = useTranslate();
  const options = GRADES.map((grade) => ({
    value: String(grade),
    label: `${grade} — ${translate(`app.form.grades.${grade}`)}`,
  }));
  return <ChoiceField {...props} options={options} emptyLabel={translate('app.form.no_grade')} toValue={Number} />;
}

type TextProps = {
  label: string;
  value: string;
  editable: boolean;
  draftKey: string;
  saver: Saver;
  field: string;
  minRows?: number;
  accept?: (text: string) => boolean;
};

/**
 * Text that saves itself after a pause in typing and when the field is left. Until the server has it,
 * the text is kept in the browser too: a reload shows it again and saves it.
 */
export function AutoText({
  label,
  value,
  editable,
  draftKey,
  saver,
  field,
  minRows = 2,
  accept = () => true,
}: TextProps) {
  const [text, setText] = useState(
    () => adoptedText(saver.adopted, field) ?? (editable ? (readDraft(draftKey) ?? value) : value),
  );
  // Typed and not sent yet: the server's values taken over do not overwrite it.
  const [pending, setPending] = useState<string | null>(null);
  const stored = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const send = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === stored.current) {
      dropDraft(draftKey);
      return;
    }
    if (accept(next)) void saver.save({ [field]: next });
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

  const savedGeneration = saver.saved.generation;
  const savedValues = saver.saved.values;
  useEffect(() => {
    if (!(field in savedValues)) return;
    const savedText = scalar(savedValues[field]);
    stored.current = savedText;
    if (readDraft(draftKey) === savedText) dropDraft(draftKey);
  }, [savedGeneration, savedValues, field, draftKey]);

  const unsent = useEffectEvent(() => pending !== null);
  const { generation: adoptedGeneration, values: adopted } = saver.adopted;
  useEffect(() => {
    if (adoptedGeneration === 0 || !(field in adopted) || unsent()) return;
    dropDraft(draftKey);
    stored.current = scalar(adopted[field]);
  }, [adoptedGeneration, adopted, field, draftKey]);

  // A draft left by a reload or a lost connection goes to the server as soon as the field is back.
  const sendDraft = useEffectEvent(() => {
    const draft = readDraft(draftKey);
    if (editable && draft !== null && draft !== value) send(draft);
  });
  const sendPending = useEffectEvent(() => {
    if (pending !== null) send(pending);
  });
  useEffect(() => {
    sendDraft();
    return () => sendPending();
  }, []);

  return (
    <TextField
      label={label}
      value={text}
      multiline
      minRows={minRows}
      fullWidth
      size="small"
      slotProps={{ input: { readOnly: !editable } }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        writeDraft(draftKey, next);
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
