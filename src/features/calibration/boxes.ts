import { LEVELS, type Level } from '../../../contract/enums.ts';
import type { BoxKey } from '../../api/types.ts';

export { LEVELS, type Level };

/** A box of the grid by its two levels; its key is the API's (`high_medium`: high performance, medium potential). */
export interface Cell {
  key: BoxKey;
  performance: Level;
  potential: Level;
}

export const boxKey = (performance: Level, potential: Level): BoxKey => `${performance}_${potential}`;

/**
 * The grid as it is drawn: potential from high (top) to low, performance from low (left) to high, so the stars
 * sit top right. Read row by row, this is also the order of the boxes on a phone, one under another.
 */
export const ROWS: Cell[][] = [...LEVELS]
  .reverse()
  .map((potential) => LEVELS.map((performance) => ({ key: boxKey(performance, potential), performance, potential })));
export const CELLS: Cell[] = ROWS.flat();

/** A box's tint: the greener, the higher both levels; the redder, the lower. */
export function boxTone({ performance, potential }: Cell): 'success' | 'info' | 'warning' | 'error' {
  const score = LEVELS.indexOf(performance) + LEVELS.indexOf(potential);
  if (score >= 3) return 'success';
  if (score === 2) return 'info';
  if (score === 1) return 'warning';
  return 'error';
}
