import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { CodedError, ErrorCode } from '../../../contract/errors/index.ts';
import { pgErrorOf } from '../http/db-errors.ts';
import type { Executor } from './client.ts';
import type { assessmentPeriods, departments, hipoSkills, values } from './schema/index.ts';
import { nameClash, nameKey, nameSkeleton } from '../names.ts';

type Named = typeof values | typeof hipoSkills | typeof assessmentPeriods | typeof departments;

/** Where a name must be unique: its table, the code for the same name there, and the scope beside the company. */
export type NameRule = { table: Named; taken: ErrorCode; scope?: SQL };

/**
 * The error for a name that is, or looks, the same as another record's of the company and scope (its
 * `name_skeleton` index serves the look-up): the rule's own code for the same name, `name_lookalike` for
 * one that only looks the same; either names the record that is there.
 */
export async function nameClashError(
  ex: Executor,
  rule: NameRule,
  companyId: number,
  name: string,
  self: number | null,
): Promise<CodedError | null> {
  const t = rule.table;
  const rows = await ex
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.nameSkeleton, nameSkeleton(name)),
        rule.scope,
        self === null ? undefined : ne(t.id, self),
      ),
    )
    .limit(1);
  const other = rows.at(0);
  if (!other) return null;
  const code = nameClash(name, other.name) === 'same' ? rule.taken : 'name_lookalike';
  return { code, params: { name: other.name, id: other.id } };
}

/**
 * The skeleton a write stores with a name, or undefined to leave it as it is: a record kept without one (a
 * look-alike from before the check, see name-skeletons.ts) keeps none while its name stays the same.
 */
export function skeletonToStore(
  name: string | undefined,
  current: { name: string; nameSkeleton: string | null } | null,
): string | undefined {
  if (name === undefined) return undefined;
  if (current && current.nameSkeleton === null && nameKey(current.name) === nameKey(name)) return undefined;
  return nameSkeleton(name);
}

/** Whether a failed write broke one of the name-skeleton unique indexes: a request that raced another's. */
export function isNameSkeletonConflict(error: unknown): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && /name_skeleton_uq/.test(pg.constraint);
}
