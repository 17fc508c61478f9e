import { z } from 'zod';
import { analyticsScope, departmentRef } from './analytics.schemas.ts';

/**
 * People's goals of the period by their owner's department: how many people own goals, how many active or done
 * goals, their mean progress (0..1) and how many are on track, at risk or off track at their last check-in (none
 * yet: `no_health`). A manager's cell of fewer than `min_group_size` people is withheld (`suppressed`, figures
 * null) and the total then adds up the cells shown (`partial`).
 */
export const goalsFigure = z.object({
  suppressed: z.boolean(),
  partial: z.boolean(),
  people: z.number().int().nullable(),
  goals: z.number().int().nullable(),
  mean_progress: z.number().nullable(),
  on_track: z.number().int().nullable(),
  at_risk: z.number().int().nullable(),
  off_track: z.number().int().nullable(),
  no_health: z.number().int().nullable(),
});
export type GoalsFigure = z.infer<typeof goalsFigure>;

export const goalsOut = z.object({
  scope: analyticsScope,
  departments: z.array(goalsFigure.extend({ department: departmentRef })),
  total: goalsFigure,
});
export type GoalsOut = z.infer<typeof goalsOut>;
