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

/** A typed number; what is not one goes to the server as is, which names the field in its 400. */
export const numberOf = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.replace(',', '.'));

/** The body of a key result: a metric's values, or a milestone's done flag. */
export function keyResultBody(draft: KeyResultDraft): KeyResultBody {
  const common = { name: draft.name, kind: draft.kind, weight: Number(draft.weight) || 1 };
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
