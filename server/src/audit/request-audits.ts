import { AsyncLocalStorage } from 'node:async_hooks';

/** How many audit rows the current request's own code has written so far (see `countAudits`). */
type Tally = { rows: number };

const tallies = new AsyncLocalStorage<Tally>();

/** Counts the audit rows written while `run` runs: the route wrapper asks whether a service audited its change. */
export async function countAudits<T>(run: () => Promise<T>): Promise<{ result: T; audited: number }> {
  const tally: Tally = { rows: 0 };
  const result = await tallies.run(tally, run);
  return { result, audited: tally.rows };
}

/** Called by `recordAudit` for every row it writes. */
export function noteAudited(rows: number): void {
  const tally = tallies.getStore();
  if (tally) tally.rows += rows;
}
