import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { applyPlan, loadState } from './import.apply.ts';
import { planImport, type Action, type ImportPlan } from './import.plan.ts';
import { readLines } from './import.rows.ts';
import { lockStructure } from './lock.ts';

export type ImportReport = {
  rows: { line: number; email: string; action: Action; changes: ImportPlan['rows'][number]['changes']; errors: string[]; warnings: string[] }[];
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

function reportOf(plan: ImportPlan, warnings: string[], applied: boolean): ImportReport {
  return {
    rows: plan.rows.map((r) => ({ line: r.line, email: r.email, action: r.action, changes: r.changes, errors: r.errors, warnings: r.warnings })),
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
export async function runImport(db: Db, companyId: number, userId: number, content: string, apply: boolean): Promise<ImportReport> {
  const { lines, warnings } = readLines(content);
  const emails = [...new Set(lines.map((l) => l.email).filter(Boolean))];
  if (!apply) return reportOf(planImport(lines, await loadState(db, companyId, emails)), warnings, false);
  return db.transaction(async (tx) => {
    await lockStructure(tx, companyId);
    const state = await loadState(tx, companyId, emails);
    const plan = planImport(lines, state);
    if (plan.summary.error) throw new ImportRefused(reportOf(plan, warnings, false));
    await applyPlan(tx, companyId, plan, state);
    await tx.insert(auditLog).values({ companyId, userId, action: 'structure.imported', targetType: 'company', targetId: companyId, data: { summary: plan.summary, new_departments: plan.created.length } });
    return reportOf(plan, warnings, true);
  });
}
