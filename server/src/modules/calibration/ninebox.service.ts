import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { nineBoxSettings } from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { StaleVersion, ValidationError } from '../../http/errors.ts';
import { parsedRow } from '../../db/sql.ts';
import { adminGridSql, memberGridSql, nineBoxFormsSql, thresholdsSql } from './ninebox.ts';
import {
  BOXES,
  GROUP_KEYS,
  level,
  nineBoxPersonOut,
  nineBoxSettingsOut,
  type NineBoxOut,
  type NineBoxPersonOut,
  type NineBoxQuery,
  type NineBoxSettingsOut,
  type NineBoxSettingsPut,
} from './ninebox.schemas.ts';
import { assertCan, seesWholeCompany } from '../../policy.ts';
import { auditedBy, recordAudit } from '../../audit/record.ts';
import type { Caller } from '../../http/caller.ts';

/** The 9-box and its thresholds are for admins and managers (DESIGN section 6); employees get a 403. */
export function assertStaff(member: Member): void {
  assertCan(member, 'nine_box.read');
}

export async function thresholdsOf(ex: Executor, companyId: number): Promise<NineBoxSettingsOut> {
  return parsedRow(ex, nineBoxSettingsOut, thresholdsSql(companyId));
}

export async function getNineBoxSettings(db: Db, member: Member): Promise<NineBoxSettingsOut> {
  assertStaff(member);
  return thresholdsOf(db, member.companyId);
}

/**
 * Replaces the thresholds. The first write (version 0) creates the company's row; any other changes the row
 * read at `version`. Either finds nothing when someone changed them meanwhile: a 409 with the current ones.
 */
export async function putNineBoxSettings(
  db: Db,
  caller: Caller,
  body: NineBoxSettingsPut,
): Promise<NineBoxSettingsOut> {
  const s = nineBoxSettings;
  const companyId = caller.member.companyId;
  const values = {
    performanceMediumFrom: body.performance_medium_from,
    performanceHighFrom: body.performance_high_from,
    potentialMediumFrom: body.potential_medium_from,
    potentialHighFrom: body.potential_high_from,
  };
  return db.transaction(async (tx) => {
    const before = await thresholdsOf(tx, companyId);
    const written =
      body.version === 0
        ? await tx
            .insert(s)
            .values({ companyId, ...values })
            .onConflictDoNothing()
            .returning({ companyId: s.companyId })
        : await tx
            .update(s)
            .set({ ...values, version: sql`${s.version} + 1`, updatedAt: new Date() })
            .where(sql`${s.companyId} = ${companyId} and ${s.version} = ${body.version}`)
            .returning({ companyId: s.companyId });
    const after = await thresholdsOf(tx, companyId);
    if (!written.length) throw new StaleVersion(after);
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'nine_box.settings_changed',
      targetType: 'company',
      targetId: companyId,
      before,
      after,
    });
    return after;
  });
}

/** What the grid's statement answers: the period, the thresholds, the count of each group and a page of people. */
const gridRow = z.object({
  grid: z.object({
    period: z.object({ id: z.number(), name: z.string() }).nullable(),
    thresholds: nineBoxSettingsOut,
    counts: z.record(z.string(), z.number()),
    people: z.array(
      nineBoxPersonOut.omit({ performance: true, potential: true }).extend({
        grp: z.enum(GROUP_KEYS),
        performance_value: z.number(),
        performance_level: level,
        potential_value: z.number().nullable(),
        potential_level: level.nullable(),
      }),
    ),
  }),
});

/**
 * The 9-box of a period in one statement, whatever the number of forms: each form scored once, the count
 * of every group, and a page of each group's people by name (or of the one group asked for).
 */
export async function nineBoxGrid(db: Db, member: Member, query: NineBoxQuery): Promise<NineBoxOut> {
  assertStaff(member);
  const grid = {
    companyId: member.companyId,
    periodId: query.period,
    offset: (query.page - 1) * query.page_size,
    size: query.page_size,
    box: query.box ?? null,
  };
  // An admin's grid reads the aggregates kept for the company; a manager's scores their own forms.
  const statement = seesWholeCompany(member)
    ? adminGridSql({ ...grid, departmentIds: query.department ?? [] })
    : memberGridSql({ ...grid, forms: nineBoxFormsSql(member, query.period, query.department) });
  const { grid: found } = await parsedRow(db, gridRow, statement);
  if (!found.period) throw ValidationError.field('period', 'no_period');
  const people = new Map<string, NineBoxPersonOut[]>();
  for (const { grp, performance_value, performance_level, potential_value, potential_level, ...card } of found.people) {
    const person: NineBoxPersonOut = {
      ...card,
      performance: { value: performance_value, level: performance_level },
      potential:
        potential_value === null || potential_level === null
          ? null
          : { value: potential_value, level: potential_level },
    };
    const group = people.get(grp) ?? [];
    group.push(person);
    people.set(grp, group);
  }
  const counts = new Map(Object.entries(found.counts));
  const groupOf = (key: string) => ({ count: counts.get(key) ?? 0, people: people.get(key) ?? [] });
  return {
    period: found.period,
    thresholds: found.thresholds,
    boxes: BOXES.map((box) => ({ ...box, ...groupOf(box.key) })),
    no_potential: groupOf('no_potential'),
    not_assessed: { count: counts.get('not_assessed') ?? 0 },
    page: query.page,
    page_size: query.page_size,
  };
}
