import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { versioned } from './common.ts';
import { goalHealthEnum, keyResultDirectionEnum, keyResultKindEnum } from './enums.ts';
import { agreements } from './settings.ts';

/**
 * A goal's measurable results. A metric runs from `start_value` to `target_value` (never equal) and holds its
 * `current_value`; a milestone has no values, only `done`.
 */
export const keyResults = pgTable(
  'key_results',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goalId: integer()
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: keyResultKindEnum().notNull().default('metric'),
    unit: text().notNull().default(''),
    startValue: doublePrecision(),
    targetValue: doublePrecision(),
    currentValue: doublePrecision(),
    direction: keyResultDirectionEnum().notNull().default('increase'),
    done: boolean().notNull().default(false),
    weight: integer().notNull().default(1),
    position: integer().notNull().default(0),
    ...versioned,
  },
  (t) => [
    index('key_results_company_goal_idx').on(t.companyId, t.goalId, t.position),
    check('key_results_weight_ck', sql`${t.weight} between 1 and 100`),
    check(
      'key_results_values_ck',
      sql`(${t.kind} = 'milestone' and ${t.startValue} is null and ${t.targetValue} is null and ${t.currentValue} is null)
        or (${t.kind} = 'metric' and ${t.startValue} is not null and ${t.targetValue} is not null
          and ${t.currentValue} is not null and ${t.targetValue} <> ${t.startValue})`,
    ),
  ],
);

/** One check-in of a goal: who, when, the health they set, their comment, and the goal's progress before and after. */
export const goalCheckIns = pgTable(
  'goal_check_ins',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goalId: integer()
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    health: goalHealthEnum().notNull(),
    comment: text().notNull().default(''),
    progressBefore: doublePrecision().notNull(),
    progressAfter: doublePrecision().notNull(),
  },
  (t) => [index('goal_check_ins_company_goal_at_idx').on(t.companyId, t.goalId, t.at.desc())],
);

/** A key result's value before and after a check-in: numbers for a metric, the done flag for a milestone. */
export const goalCheckInValues = pgTable(
  'goal_check_in_values',
  {
    checkInId: integer()
      .notNull()
      .references(() => goalCheckIns.id, { onDelete: 'cascade' }),
    keyResultId: integer()
      .notNull()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    valueBefore: doublePrecision(),
    valueAfter: doublePrecision(),
    doneBefore: boolean(),
    doneAfter: boolean(),
  },
  (t) => [
    primaryKey({ columns: [t.checkInId, t.keyResultId] }),
    index('goal_check_in_values_key_result_idx').on(t.keyResultId),
  ],
);
