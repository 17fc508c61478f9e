import { isRecord } from '../../api/failure.ts';
import { staleCurrentOf } from '../../api/errors.ts';
import type { BoxKey, EntryBody, SessionPersonOut } from '../../api/types.ts';
import { CELLS, type Cell, type Level } from './boxes.ts';
import type { CardPerson } from './PersonCard.tsx';

/** A session's person as a card: the calibrated grade and potential are the entry's, the axes as computed. */
export const cardOf = (person: SessionPersonOut): CardPerson => ({
  form_id: person.form_id,
  full_name: person.full_name,
  position: person.position,
  overall_grade: person.overall_grade,
  calibrated_grade: person.entry.calibrated_grade,
  performance: person.performance,
  potential: person.potential,
  calibrated_potential: person.entry.potential,
});

/** In another box than the manager's grade and the hipo decisions give. */
export const movedByHand = (person: SessionPersonOut) =>
  person.final.performance !== person.performance.level || person.final.potential !== (person.potential?.level ?? null);

/** The cell of a box's key (a drop target's id, a radio's value); null for anything else. */
export const cellOf = (key: string | null): Cell | null => CELLS.find((cell) => cell.key === key) ?? null;

/**
 * The body that puts a person in a box: another performance level goes with the calibrated grade chosen
 * inside it (the level is the grade's); a potential that lands on its computed level goes back to "as
 * computed" (null), any other is set; the reason and the entry's version as read go with it.
 */
export function moveBody(
  person: SessionPersonOut,
  target: Cell,
  grade: number | null,
  reason: string,
  version: number,
): EntryBody {
  const potential = (level: Level, computed: Level | null) => (level === computed ? null : level);
  const crossing = target.performance !== person.final.performance;
  return {
    ...(crossing ? { performance: target.performance, calibrated_grade: grade } : {}),
    potential: potential(target.potential, person.potential?.level ?? null),
    reason,
    version,
  };
}

/** What a 409 says the card is now: its box, its grade, who changed it last and when, and its version. */
export type CardNow = {
  box: BoxKey | null;
  grade: number;
  version: number;
  by: string | null;
  at: string | null;
};

export function cardNowOf(error: unknown): CardNow | null {
  const current = staleCurrentOf(error);
  if (!current || !isRecord(current.entry) || !isRecord(current.final)) return null;
  const { entry, final } = current;
  const box = CELLS.find((cell) => cell.key === final.box)?.key ?? null;
  if (typeof final.grade !== 'number' || typeof entry.version !== 'number') return null;
  return {
    box,
    grade: final.grade,
    version: entry.version,
    by:
      isRecord(entry.updated_by) && typeof entry.updated_by.full_name === 'string' ? entry.updated_by.full_name : null,
    at: typeof entry.updated_at === 'string' ? entry.updated_at : null,
  };
}
