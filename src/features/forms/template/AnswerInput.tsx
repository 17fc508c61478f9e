import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Patch, Saver, Stamped } from '../useItemSaver.ts';
import type { AnswerSide } from './types.ts';

/** A point of a scale or an option, as a radio shows it. */
export type Option = { value: string; label: string };
export type ItemKind = 'rating' | 'text' | 'choice' | 'yes_no';

export const NOT_APPLICABLE = 'not_applicable';

/** The radio value of an answer's fields (a side, or the fields a save or a conflict carried). */
export function chosenOf(kind: ItemKind, side: Partial<AnswerSide> | Patch | null): string {
  if (!side) return '';
  if (kind === 'rating') {
    if (side.not_applicable === true) return NOT_APPLICABLE;
    return typeof side.value === 'number' ? String(side.value) : '';
  }
  return typeof side.choice === 'string' ? side.choice : '';
}

/** The fields a radio's value writes. */
function patchOf(kind: ItemKind, chosen: string): Patch {
  if (kind !== 'rating') return { choice: chosen };
  return chosen === NOT_APPLICABLE ? { not_applicable: true } : { value: Number(chosen) };
}

const adoptedOf = (kind: ItemKind, adopted: Stamped): string | null => {
  const fields = kind === 'rating' ? ['value', 'not_applicable'] : ['choice'];
  return adopted.generation > 0 && fields.some((f) => f in adopted.values) ? chosenOf(kind, adopted.values) : null;
};

type Props = {
  kind: ItemKind;
  label: string;
  options: Option[];
  allowNotApplicable: boolean;
  side: AnswerSide | null;
  saver: Saver;
};

/**
 * The caller's answer as radios (a rating, a choice, yes/no), saved at once on change; the server's answer taken
 * over after a conflict, or read again, replaces what they show unless a choice of theirs waits to be saved.
 */
export function AnswerChoice({ kind, label, options, allowNotApplicable, side, saver }: Props) {
  const translate = useTranslate();
  const server = chosenOf(kind, side);
  const [chosen, setChosen] = useState(server);
  const [seen, setSeen] = useState({ server, adopted: saver.adopted });
  if (seen.server !== server || seen.adopted !== saver.adopted) {
    setSeen({ server, adopted: saver.adopted });
    const theirs = seen.adopted !== saver.adopted ? adoptedOf(kind, saver.adopted) : null;
    const waiting = ['value', 'not_applicable', 'choice'].some((field) => field in saver.unsaved);
    if (theirs !== null) setChosen(theirs);
    else if (seen.server !== server && !waiting) setChosen(server);
  }
  const choices =
    kind === 'rating' && allowNotApplicable
      ? [...options, { value: NOT_APPLICABLE, label: translate('app.form_template.not_applicable') }]
      : options;
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        aria-label={label}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          void saver.save(patchOf(kind, event.target.value));
        }}
      >
        {choices.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
