import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AnswerPatch, AnswerSide } from './useAnswer.ts';

/** A point of a scale or an option, as a radio shows it. */
export type Option = { value: string; label: string };
export type ItemKind = 'rating' | 'text' | 'choice' | 'yes_no';

const NA = 'not_applicable';
/** How long typing pauses before a text is saved (a blur saves at once). */
const TEXT_PAUSE_MS = 800;

/** The radio value of a side's answer. */
export function chosenOf(kind: ItemKind, side: AnswerSide | null): string {
  if (!side) return '';
  if (kind === 'rating') return side.not_applicable ? NA : side.value === null ? '' : String(side.value);
  return side.choice ?? '';
}

type Props = {
  kind: ItemKind;
  label: string;
  options: Option[];
  allowNotApplicable: boolean;
  side: AnswerSide | null;
  save: (patch: AnswerPatch) => unknown;
};

/** The caller's editable answer: radios for a rating, a choice or yes/no; a text field saved after a pause. */
export function AnswerInput({ kind, label, options, allowNotApplicable, side, save }: Props) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(() => chosenOf(kind, side));
  const [text, setText] = useState(side?.text ?? '');
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current === null) return;
    const next = pending.current;
    pending.current = null;
    void save({ text: next });
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (kind === 'text') {
    return (
      <TextField
        label={label}
        value={text}
        multiline
        minRows={2}
        onChange={(event) => {
          setText(event.target.value);
          pending.current = event.target.value;
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(flush, TEXT_PAUSE_MS);
        }}
        onBlur={flush}
      />
    );
  }
  const choices =
    kind === 'rating' && allowNotApplicable
      ? [...options, { value: NA, label: translate('app.form_template.not_applicable') }]
      : options;
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        aria-label={label}
        value={chosen}
        onChange={(event) => {
          const next = event.target.value;
          setChosen(next);
          if (kind !== 'rating') void save({ choice: next });
          else if (next === NA) void save({ not_applicable: true });
          else void save({ value: Number(next) });
        }}
      >
        {choices.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
