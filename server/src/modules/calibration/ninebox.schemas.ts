import { z } from 'zod';
import { LEVELS, STAGES } from '../../../../contract/enums.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { coded, q } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';
import { localizedOut } from '../templates/scales.schemas.ts';

export const level = z.enum(LEVELS);

/**
 * How the company cuts the 9-box's axes. Performance (0..5) is the form's overall grade, or the mean of the
 * manager's value grades where there is none; potential (0..1) is the share of the form's decided hipo
 * items that are IS_HIPO. A value at or above `*_high_from` is high, at or above `*_medium_from` medium,
 * else low. `version` 0: the company has never changed the defaults.
 */
export const nineBoxSettingsOut = z.object({
  performance_medium_from: z.number(),
  performance_high_from: z.number(),
  potential_medium_from: z.number(),
  potential_high_from: z.number(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type NineBoxSettingsOut = z.infer<typeof nineBoxSettingsOut>;

const threshold = (max: number) => z.number().min(0).max(max);

/** 0 <= medium_from < high_from <= 5 for performance, <= 1 for potential; `version` as read (0 for the defaults). */
export const nineBoxSettingsPut = acceptsReadOnly(
  z
    .strictObject({
      performance_medium_from: threshold(5),
      performance_high_from: threshold(5),
      potential_medium_from: threshold(1),
      potential_high_from: threshold(1),
      version: z.number().int().min(0).max(INT_MAX),
    })
    .superRefine((b, ctx) => {
      for (const axis of ['performance', 'potential'] as const) {
        const medium = b[`${axis}_medium_from`];
        if (b[`${axis}_high_from`] <= medium)
          ctx.addIssue({
            code: 'custom',
            message: coded('threshold_order'),
            params: { medium },
            path: [`${axis}_high_from`],
            input: b[`${axis}_high_from`],
          });
      }
    }),
  nineBoxSettingsOut,
);
export type NineBoxSettingsPut = z.infer<typeof nineBoxSettingsPut>;

/** The nine boxes by their levels, performance first: `high_medium` is high performance, medium potential. */
export const BOXES = LEVELS.flatMap((performance) =>
  LEVELS.map((potential) => ({ key: `${performance}_${potential}` as const, performance, potential })),
);
export const BOX_KEYS = BOXES.map((b) => b.key);
export type BoxKey = (typeof BOX_KEYS)[number];
/** The groups of the grid that list people: the nine boxes and those placed on performance alone. */
export const GROUP_KEYS = [...BOX_KEYS, 'no_potential'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export const nineBoxQuery = z.object({
  period: q.int(),
  /** Departments, each with its sub-departments (comma-separated ids). */
  department: q.ids().optional(),
  /** Pages one group; without it, each group lists its first `page_size` people. */
  box: z.enum(GROUP_KEYS).optional(),
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(500).default(50),
});
export type NineBoxQuery = z.infer<typeof nineBoxQuery>;

/** An axis's value and the level the thresholds give it. */
export const axisOut = z.object({ value: z.number(), level });

/** Whom a card shows: the person and the form it opens (`form_id`). */
export const cardFields = {
  form_id: z.number().int(),
  employee_id: z.number().int(),
  full_name: z.string(),
  position: z.string(),
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
};

export const nineBoxPersonOut = z.object({
  ...cardFields,
  stage: z.enum(STAGES),
  performance: axisOut,
  /** Null: no hipo item of the form is decided (a SMPL form, or none decided yet). */
  potential: axisOut.nullable(),
  overall_grade: z.number().int().nullable(),
  /** The grade a locked calibration session agreed on, beside the manager's own. */
  calibrated_grade: z.number().int().nullable(),
  /**
   * On a company's scale: the label of that grade (calibrated, else overall) on the form's own scale, its
   * performance value being the grade put on the built-in 0..5 (ninebox.ts). Null on the built-in scale.
   */
  grade_label: localizedOut.nullable(),
  /** The potential level a locked calibration session placed the person at, where it moved them on that axis. */
  calibrated_potential: level.nullable(),
});
export type NineBoxPersonOut = z.infer<typeof nineBoxPersonOut>;

export const nineBoxBoxOut = z.object({
  key: z.enum(BOX_KEYS),
  performance: level,
  potential: level,
  count: z.number().int(),
  people: z.array(nineBoxPersonOut),
});

export const nineBoxOut = z.object({
  period: z.object({ id: z.number().int(), name: z.string() }),
  thresholds: nineBoxSettingsOut,
  /** Nine boxes: performance low, medium, high, each with potential low, medium, high. */
  boxes: z.array(nineBoxBoxOut),
  /** Placed on performance only: no hipo decision to read potential from ("нет данных о потенциале"). */
  no_potential: z.object({ count: z.number().int(), people: z.array(nineBoxPersonOut) }),
  /** Forms in scope with no manager grade the caller may count yet (SELF, or nothing graded). */
  not_assessed: z.object({ count: z.number().int() }),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type NineBoxOut = z.infer<typeof nineBoxOut>;
