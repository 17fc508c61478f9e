import type { KeyResultDirection, KeyResultKind } from '../../../contract/enums.ts';
import type { KeyResultOut } from '../../api/types.ts';
import type { KeyResultBody } from './api.ts';

/** A key result as its form holds it: numbers as typed. */
export interface KeyResultDraft {
  name: string;
  kind: KeyResultKind;
  unit: string;
  start_value: string;
  target_value: string;
  current_value: string;
  direction: KeyResultDirection;
  done: boolean;
  weight: string;
}

export const emptyKeyResult = (): KeyResultDraft => ({
  name: '',
  kind: 'metric',
  unit: '',
  start_value: '0',
  target_value: '',
  current_value: '',
  direction: 'increase',
  done: false,
  weight: '1',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const draftOf = (kr: KeyResultOut): KeyResultDraft => ({
  name: kr.name,
  kind: kr.kind,
  unit: kr.unit,
  start_value: text(kr.start_value),
  target_value: text(kr.target_value),
  current_value: text(kr.current_value),
  direction: kr.direction,
  done: kr.done,
  weight: String(kr.weight),
});

/** A typed number (a comma as the decimal separator too); null for an empty field, NaN for what is not a number. */
export const numberOf = (value: string): number | null => {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** A field's error code found before sending: only numbers are checked here, the rest the server words. */
export type DraftProblems = Record<string, 'not_a_number'>;

/** The numeric fields of a key result that hold something other than a number, named under `prefix`. */
export function keyResultProblems(draft: KeyResultDraft, prefix = '', withCurrent = false): DraftProblems {
  type Numeric = 'weight' | 'start_value' | 'target_value' | 'current_value';
  const metric: Numeric[] = withCurrent
    ? ['start_value', 'target_value', 'current_value']
    : ['start_value', 'target_value'];
  const names: Numeric[] = draft.kind === 'metric' ? ['weight', ...metric] : ['weight'];
  const problems: DraftProblems = {};
  for (const name of names) if (Number.isNaN(numberOf(draft[name]))) problems[`${prefix}${name}`] = 'not_a_number';
  return problems;
}

/** The body of a key result (its numbers checked first): a metric's values, or a milestone's done flag. */
export function keyResultBody(draft: KeyResultDraft): KeyResultBody {
  const common = { name: draft.name, kind: draft.kind, weight: numberOf(draft.weight) ?? 1 };
  if (draft.kind === 'milestone') return { ...common, done: draft.done };
  const current = numberOf(draft.current_value);
  return {
    ...common,
    unit: draft.unit,
    direction: draft.direction,
    start_value: numberOf(draft.start_value),
    target_value: numberOf(draft.target_value),
    ...(current === null ? {} : { current_value: current }),
  };
}
