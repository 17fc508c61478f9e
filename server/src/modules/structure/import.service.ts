import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { applyPlan, loadState } from './import.apply.ts';
import { planImport, type Action, type ImportPlan } from './import.plan.ts';
import { readLines, type ImportLine } from './import.rows.ts';
import { lockStructure } from './lock.ts';
import { PATH_SEPARATOR } from './tree.ts';

/** What a line of the file gives, as read: the report table shows it beside the verdict. */
export type LineValues = {
  first_name: string;
  last_name: string;
  department: string;
  position: string;
  manager_email: string;
};

export type ImportReport = {
  rows: {
    line: number;
    email: string;
    values: LineValues;
    action: Action;
    changes: ImportPlan['rows'][number]['changes'];
    errors: string[];
    warnings: string[];
  }[];
  summary: Record<Action, number>;
  applied: boolean;
  /** Paths of the departments the import creates (or created). */
  new_departments: string[];
  /** File-level remarks, e.g. columns that were ignored. */
  warnings: string[];
};

/** Thrown when applying a file with bad rows: the transaction rolls back and the report goes out as a 400. */
export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super('The file has errors; nothing was imported.');
  }
}

const NO_VALUES: LineValues = { first_name: '', last_name: '', department: '', position: '', manager_email: '' };

function valuesOf(l: ImportLine): LineValues {
  return {
    first_name: l.firstName,
    last_name: l.lastName,
    department: l.department?.join(PATH_SEPARATOR) ?? '',
    position: l.position ?? '',
    manager_email: l.managerEmail ?? '',
  };
}

function reportOf(lines: ImportLine[], plan: ImportPlan, warnings: string[], applied: boolean): ImportReport {
  const byLine = new Map(lines.map((l) => [l.line, valuesOf(l)]));
  return {
    rows: plan.rows.map((r) => ({
      line: r.line,
      email: r.email,
      values: byLine.get(r.line) ?? NO_VALUES,
      action: r.action,
      changes: r.changes,
      errors: r.errors,
      warnings: r.warnings,
    })),
    summary: plan.summary,
    applied,
    new_departments: plan.created.map((d) => plan.resolver.pathOf(d.key)),
    warnings,
  };
}

/**
 * Imports people from CSV text. A dry run only reads. Applying re-plans inside ONE transaction holding the
 * company's structure lock (so what is checked is what is written), refuses the whole file when any line
 * has an error, and writes with set-based statements whatever the number of lines.
 */
export async function runImport(
  db: Db,
  companyId: number,
  userId: number,
  content: string,
  apply: boolean,
): Promise<ImportReport> {
  const { lines, warnings } = readLines(content);
  const emails = [...new Set(lines.map((l) => l.email).filter(Boolean))];
  if (!apply) return reportOf(lines, planImport(lines, await loadState(db, companyId, emails)), warnings, false);
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const state = await loadState(tx, companyId, emails);
    const plan = planImport(lines, state);
    if (plan.summary.error) throw new ImportRefused(reportOf(lines, plan, warnings, false));
    await applyPlan(tx, companyId, plan, state);
    await tx.insert(auditLog).values({
      companyId,
      userId,
      action: 'structure.imported',
      targetType: 'company',
      targetId: companyId,
      data: { summary: plan.summary, new_departments: plan.created.length },
    });
    return reportOf(lines, plan, warnings, true);
  });
}
