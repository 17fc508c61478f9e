import { formatError, type Lang } from '../../../../contract/errors/index.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { applyPlan, loadState } from './import.apply.ts';
import { planImport, type ImportPlan } from './import.plan.ts';
import { ImportFileError, readLines, type ImportLine } from './import.rows.ts';
import type { ImportMessage, ImportNote, ImportRefusedOut, ImportReportOut, LineValues } from './import.schemas.ts';
import { lockStructure } from './lock.ts';
import { PATH_SEPARATOR } from './structure.schemas.ts';
import { recordAudit } from '../../audit/record.ts';

/** Thrown inside the apply's transaction so that it rolls back; runImport turns it into the 400's body. */
class ImportRefused extends Error {
  constructor(readonly plan: ImportPlan) {
    super('import_refused');
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

type Reading = { lines: ImportLine[]; warnings: ImportNote[]; lang: Lang };

function reportOf({ lines, warnings, lang }: Reading, plan: ImportPlan, applied: boolean): ImportReportOut {
  const word = (note: ImportNote): ImportMessage => ({ ...note, message: formatError(note, lang) });
  const byLine = new Map(lines.map((l) => [l.line, valuesOf(l)]));
  return {
    rows: plan.rows.map((r) => ({
      line: r.line,
      email: r.email,
      values: byLine.get(r.line) ?? NO_VALUES,
      action: r.action,
      changes: r.changes,
      errors: r.errors.map(word),
      warnings: r.warnings.map(word),
    })),
    summary: plan.summary,
    applied,
    new_departments: plan.created.map((d) => plan.resolver.pathOf(d.key)),
    warnings: warnings.map(word),
  };
}

function refusalOf(reading: Reading, plan: ImportPlan): ImportRefusedOut {
  const refusal: ImportRefusedOut['codes']['non_field_errors'][number] = {
    code: 'import_refused',
    params: { smart_count: plan.summary.error },
  };
  return {
    non_field_errors: [formatError(refusal, reading.lang)],
    codes: { non_field_errors: [refusal] },
    ...reportOf(reading, plan, false),
  };
}

function read(content: string, lang: Lang): Reading {
  try {
    return { ...readLines(content), lang };
  } catch (err) {
    if (err instanceof ImportFileError) throw new ValidationError({ content: [err.error] });
    throw err;
  }
}

export type ImportRun = { companyId: number; userId: number; content: string; apply: boolean; lang: Lang };
/** The report, or (applying a file with bad lines) the refusal that goes out as a 400 with nothing written. */
export type ImportOutcome = { report: ImportReportOut } | { refused: ImportRefusedOut };

/**
 * Imports people from CSV text. A dry run only reads. Applying re-plans inside ONE transaction holding the
 * company's structure lock (so what is checked is what is written), refuses the whole file when any line
 * has an error, and writes with set-based statements whatever the number of lines. A problem of the file
 * itself (no header, an unclosed quote, too many lines) is a 400 on `content`.
 */
export async function runImport(db: Db, run: ImportRun): Promise<ImportOutcome> {
  const { companyId, userId } = run;
  const reading = read(run.content, run.lang);
  const emails = [...new Set(reading.lines.map((l) => l.email).filter(Boolean))];
  if (!run.apply) {
    const plan = planImport(reading.lines, await loadState(db, companyId, emails));
    return { report: reportOf(reading, plan, false) };
  }
  try {
    return await db.transaction(async (tx) => {
      await lockStructure(tx, companyId);
      const state = await loadState(tx, companyId, emails);
      const plan = planImport(reading.lines, state);
      if (plan.summary.error) throw new ImportRefused(plan);
      await applyPlan(tx, companyId, plan, state);
      await recordAudit(tx, {
        companyId,
        userId,
        action: 'structure.imported',
        targetType: 'company',
        targetId: companyId,
        data: { summary: plan.summary, new_departments: plan.created.length },
      });
      return { report: reportOf(reading, plan, true) };
    });
  } catch (err) {
    if (err instanceof ImportRefused) return { refused: refusalOf(reading, err.plan) };
    throw err;
  }
}
