import { potentialLevelOf, type PotentialThresholds } from '../../../../contract/calibration.ts';
import type { Lang } from '../../../../contract/errors/index.ts';
import type { SectionKind } from '../../../../contract/templates.ts';
import type { SectionOut } from '../forms/template.schemas.ts';
import type { Named, TableRow } from './rows.ts';
import { answerKey, answerWords, exportItems, sidesOf } from './template-items.ts';
import { stageName, typeName, type ExportTexts } from './texts.ts';

/** A cell: a grade stays a number (a spreadsheet sums it), everything else is text; null is an empty cell. */
export type Cell = string | number | null;
export type Column = { header: string; width: number; cell: (row: TableRow) => Cell };

/** ` (progress 45%, at risk)` after an agreement whose goal the reader may see; nothing otherwise. */
function goalText(t: ExportTexts, goal: TableRow['agreements'][number]['goal']): string {
  if (!goal) return '';
  return ` (${t.goal(Math.round(goal.progress * 100), goal.health ? t.health[goal.health] : null)})`;
}

const mean = (grades: (number | null)[]): number | null => {
  const given = grades.filter((g) => g !== null);
  return given.length ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 100) / 100 : null;
};

const gradeText = (grade: number | null) => (grade === null ? '—' : String(grade));

/**
 * A company's own template's items: a column per item and side that answers it, headed by the section's title
 * and the question (or competency); a rating stays a number, N/A, a choice and a text are words.
 */
function templateColumns(t: ExportTexts, lang: Lang, sections: SectionOut[]): Column[] {
  return sections.flatMap((section) =>
    exportItems(section).flatMap((item) =>
      sidesOf(section).map((side): Column => ({
        header: t.template[side](section.title[lang], item.title[lang]),
        width: item.type === 'text' ? 40 : 16,
        cell: (r) => answerWords(item, r.answers.get(answerKey(section.key, item.key))?.[side] ?? null, t, lang, false),
      })),
    ),
  );
}

/** A sheet of a company's own template: its sections, in the reader's language. */
export type TemplateColumns = { lang: Lang; sections: SectionOut[] };

/**
 * The spreadsheet's columns: who and where, then a self and a manager column per company value, the overall
 * and calibrated grades, the agreements, and (for readers who may see them) a column per hipo skill and the
 * potential level a locked calibration session placed the person at.
 */
export function tableColumns(
  t: ExportTexts,
  values: Named[],
  hipo: { skills: Named[]; thresholds: PotentialThresholds } | null,
  template: TemplateColumns | null = null,
): Column[] {
  const c = t.column;
  // A company's own template has the spec's parts it has a section of; the spec's form has them all.
  const has = (kind: SectionKind) => !template || template.sections.some((s) => s.kind === kind);
  const columns: (Column | false)[] = [
    { header: c.id, width: 10, cell: (r) => r.id },
    { header: c.employee, width: 30, cell: (r) => r.employee },
    { header: c.position, width: 24, cell: (r) => r.position },
    { header: c.department, width: 24, cell: (r) => r.department },
    { header: c.reviewer, width: 30, cell: (r) => r.reviewer },
    { header: c.type, width: 14, cell: (r) => typeName(t, r.type) },
    { header: c.stage, width: 20, cell: (r) => stageName(t, r.stage) },
    ...(has('values') ? values : []).flatMap((v): Column[] => [
      { header: c.self(v.name), width: 14, cell: (r) => r.values.get(v.id)?.self ?? null },
      { header: c.manager(v.name), width: 14, cell: (r) => r.values.get(v.id)?.manager ?? null },
    ]),
    ...(template ? templateColumns(t, template.lang, template.sections) : []),
    { header: c.overall, width: 14, cell: (r) => r.overall },
    { header: c.calibrated, width: 14, cell: (r) => r.calibrated },
    has('agreements') && {
      header: c.agreements,
      width: 50,
      cell: (r) =>
        r.agreements
          .map((a) => `${a.title}${goalText(t, a.goal)}: ${t.agreementGrades(gradeText(a.self), gradeText(a.manager))}`)
          .join('\n') || null,
    },
    has('agreements') && { header: c.agreementsSelf, width: 14, cell: (r) => mean(r.agreements.map((a) => a.self)) },
    has('agreements') && {
      header: c.agreementsManager,
      width: 14,
      cell: (r) => mean(r.agreements.map((a) => a.manager)),
    },
    has('agreements') && {
      header: c.goalsProgress,
      width: 14,
      cell: (r) => mean(r.agreements.map((a) => (a.goal ? Math.round(a.goal.progress * 100) : null))),
    },
    ...(has('hipo') ? (hipo?.skills ?? []) : []).map((s): Column => ({
      header: c.hipo(s.name),
      width: 14,
      cell: (r) => {
        const decision = r.hipo.get(s.id);
        return decision ? t.hipo[decision] : null;
      },
    })),
    ...(hipo && has('hipo')
      ? [
          {
            header: c.calibratedPotential,
            width: 16,
            cell: (r: TableRow) =>
              r.calibratedPotential === null
                ? null
                : t.potential[potentialLevelOf(r.calibratedPotential, hipo.thresholds)],
          },
        ]
      : []),
  ];
  return columns.filter((col) => col !== false);
}
