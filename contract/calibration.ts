import type { Level } from './enums.ts';

/** The company's cuts of the 9-box's performance axis (nine_box/settings/). */
export type PerformanceThresholds = { performance_medium_from: number; performance_high_from: number };

/** The company's cuts of the 9-box's potential axis (nine_box/settings/). */
export type PotentialThresholds = { potential_medium_from: number; potential_high_from: number };

/** The grades a calibrated grade can take, as on the form (0..5). */
export const CALIBRATION_GRADES = [0, 1, 2, 3, 4, 5] as const;

/** The performance level of a grade: high at or above `performance_high_from`, medium at or above the medium cut. */
export function performanceLevelOf(grade: number, t: PerformanceThresholds): Level {
  if (grade >= t.performance_high_from) return 'high';
  if (grade >= t.performance_medium_from) return 'medium';
  return 'low';
}

/** The values of a person's form's own scale (a company's), null on the built-in 0..5. */
export const scalePointsOf = (person: { scale: readonly { value: number }[] | null }): number[] | null =>
  person.scale?.map((point) => point.value) ?? null;

/**
 * A grade on its form's scale (`points`: the values of a company's scale; null: the built-in 0..5) put on the
 * built-in 0..5: normalised to 0..1 by its place on its scale, (grade - min) / (max - min), times 5 (README,
 * "Grades on different scales"). The server's grade_on_built_in_scale (migration 0023_form_scale) is the same.
 */
export function onBuiltInScale(grade: number, points: readonly number[] | null): number {
  if (!points?.length) return grade;
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  return hi === lo ? grade : 5 * Math.min(1, Math.max(0, (grade - lo) / (hi - lo)));
}

/**
 * The grades that sit inside a performance level: what a move across the performance axis may set as the
 * calibrated grade, so that the box a session shows is the one the grade gives on the company's 9-box. A form
 * on a company's scale (`points`) is offered the points of that scale whose place on 0..5 sits in the level.
 */
export const gradesInLevel = (level: Level, t: PerformanceThresholds, points: readonly number[] | null = null) =>
  (points?.length ? [...points] : [...CALIBRATION_GRADES]).filter(
    (grade) => performanceLevelOf(onBuiltInScale(grade, points), t) === level,
  );

/** The potential level of a share (0..1): high at or above `potential_high_from`, medium at or above the medium cut. */
export function potentialLevelOf(share: number, t: PotentialThresholds): Level {
  if (share >= t.potential_high_from) return 'high';
  if (share >= t.potential_medium_from) return 'medium';
  return 'low';
}
