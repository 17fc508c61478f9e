import {
  GRADES,
  MIN_GROUP_SIZE,
  type CompletionFigure,
  type GapFigure,
  type GradeCounts,
  type HipoFigure,
  type MeanFigure,
  type SeriesFigure,
} from './analytics.schemas.ts';

/**
 * The privacy rule (analytics.schemas.ts) on the finest cells, and the totals made of the cells shown.
 * Every function here is given cells with `people` (how many people the cell aggregates); with
 * `suppress` (managers) a cell of 1..MIN_GROUP_SIZE-1 people is withheld and left out of every total.
 */

export const isWithheld = (people: number, suppress: boolean): boolean =>
  suppress && people > 0 && people < MIN_GROUP_SIZE;

type Flags = { suppressed: boolean; partial: boolean };

/** A total's flags: withheld when it is made of withheld cells only, partial when some were left out. */
function flagsOf(cells: readonly { people: number; withheld: boolean }[]): Flags {
  const withheld = cells.some((c) => c.withheld);
  const shown = cells.some((c) => !c.withheld && c.people > 0);
  return { suppressed: withheld && !shown, partial: withheld && shown };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

// Grade histograms ---------------------------------------------------------------------------------------

/** A cell holding a histogram of grades 0..5, one grade per person. */
export type HistogramCell = readonly number[];

const withheldHistogram = (h: HistogramCell, suppress: boolean) => isWithheld(sum(h), suppress);

function countsOf(h: readonly number[]): GradeCounts {
  return { '0': h[0], '1': h[1], '2': h[2], '3': h[3], '4': h[4], '5': h[5] };
}

/** The histogram of the cells shown, with its number of grades and mean. */
export function seriesOf(cells: readonly HistogramCell[], suppress: boolean): SeriesFigure {
  const marked = cells.map((h) => ({ h, people: sum(h), withheld: withheldHistogram(h, suppress) }));
  const flags = flagsOf(marked);
  if (flags.suppressed) return { ...flags, grades: null, mean: null, counts: null };
  const shown = marked.filter((c) => !c.withheld);
  const counts = GRADES.map((g) => sum(shown.map((c) => c.h[g])));
  const grades = sum(counts);
  const mean = grades ? sum(GRADES.map((g) => g * counts[g])) / grades : null;
  return { ...flags, grades, mean, counts: countsOf(counts) };
}

/** The mean of the cells shown (a heatmap's row, column or whole). */
export function meanOf(cells: readonly HistogramCell[], suppress: boolean): MeanFigure {
  const { suppressed, partial, grades, mean } = seriesOf(cells, suppress);
  return { suppressed, partial, grades, mean };
}

/** One heatmap cell: a department x value's manager grades. */
export function cellOf(h: HistogramCell, suppress: boolean) {
  const people = sum(h);
  if (withheldHistogram(h, suppress)) return { suppressed: true, people: null, mean: null };
  return { suppressed: false, people, mean: people ? sum(GRADES.map((g) => g * h[g])) / people : null };
}

// Self versus manager -------------------------------------------------------------------------------------

/** A department x value's self and manager grades. */
export type PairCell = { self: HistogramCell; manager: HistogramCell };

/**
 * The gap over the cells whose self and manager grades are both shown: the shown self mean less the shown
 * manager mean. A cell with either side withheld is left out (and makes the total partial or withheld).
 */
export function gapOf(cells: readonly PairCell[], suppress: boolean): GapFigure {
  const marked = cells.map((c) => ({
    c,
    people: Math.max(sum(c.self), sum(c.manager)),
    withheld: withheldHistogram(c.self, suppress) || withheldHistogram(c.manager, suppress),
  }));
  const flags = flagsOf(marked);
  const none = { self_mean: null, manager_mean: null, gap: null, self_grades: null, manager_grades: null };
  if (flags.suppressed) return { ...flags, ...none };
  const shown = marked.filter((m) => !m.withheld && sum(m.c.self) > 0 && sum(m.c.manager) > 0).map((m) => m.c);
  const self = seriesOf(
    shown.map((c) => c.self),
    false,
  );
  const manager = seriesOf(
    shown.map((c) => c.manager),
    false,
  );
  const gap = self.mean !== null && manager.mean !== null ? self.mean - manager.mean : null;
  return {
    ...flags,
    self_mean: self.mean,
    manager_mean: manager.mean,
    gap,
    self_grades: self.grades,
    manager_grades: manager.grades,
  };
}

// Completion ----------------------------------------------------------------------------------------------

/** A department's forms: in all, per stage (SELF, MANAGER, FEEDBACK, COMPLETE), overdue per open stage. */
export type CompletionCell = { forms: number; stages: readonly number[]; overdue: readonly number[] };

export function completionOf(cells: readonly CompletionCell[], suppress: boolean): CompletionFigure {
  const marked = cells.map((c) => ({ c, people: c.forms, withheld: isWithheld(c.forms, suppress) }));
  const flags = flagsOf(marked);
  if (flags.suppressed) {
    return { ...flags, forms: null, by_stage: null, overdue: null, overdue_by_stage: null, completed_share: null };
  }
  const shown = marked.filter((m) => !m.withheld).map((m) => m.c);
  const stage = (i: number) => sum(shown.map((c) => c.stages[i]));
  const late = (i: number) => sum(shown.map((c) => c.overdue[i]));
  const forms = sum(shown.map((c) => c.forms));
  return {
    ...flags,
    forms,
    by_stage: { SELF: stage(0), MANAGER: stage(1), FEEDBACK: stage(2), COMPLETE: stage(3) },
    overdue: late(0) + late(1) + late(2),
    overdue_by_stage: { SELF: late(0), MANAGER: late(1), FEEDBACK: late(2) },
    completed_share: forms ? stage(3) / forms : null,
  };
}

// Hipo ----------------------------------------------------------------------------------------------------

/** A department's decided hipo items: of how many people, how many decided, how many IS_HIPO. */
export type HipoCell = { people: number; decided: number; hipo: number };

export function hipoOf(cells: readonly HipoCell[], suppress: boolean): HipoFigure {
  const marked = cells.map((c) => ({ c, people: c.people, withheld: isWithheld(c.people, suppress) }));
  const flags = flagsOf(marked);
  if (flags.suppressed) return { ...flags, people: null, decided: null, hipo: null, share: null };
  const shown = marked.filter((m) => !m.withheld).map((m) => m.c);
  const decided = sum(shown.map((c) => c.decided));
  const hipo = sum(shown.map((c) => c.hipo));
  return { ...flags, people: sum(shown.map((c) => c.people)), decided, hipo, share: decided ? hipo / decided : null };
}
