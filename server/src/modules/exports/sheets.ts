import { count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { LocalizedText, TemplateSection } from '../../../../contract/templates.ts';
import type { Executor } from '../../db/client.ts';
import { assessmentForms, reviewTemplates, reviewTemplateVersions } from '../../db/schema/index.ts';
import { loadTemplate, sectionView } from '../forms/template.ts';
import type { SectionOut } from '../forms/template.schemas.ts';
import { scopeWhere, type ExportScope } from './scope.ts';
import type { ExportTexts } from './texts.ts';
import type { Lang } from '../../../../contract/errors/index.ts';

/** A company's own template version as a sheet reads it: its sections, raw (for the rules) and as the form shows them. */
export type SheetTemplate = { sections: Map<string, TemplateSection>; views: SectionOut[] };

/**
 * One sheet of a spreadsheet: the forms on the spec's form (SMPL, STND, or none) with the spec's columns, or the
 * forms on one version of a company's own template with its items' columns. `where` picks the sheet's forms when
 * the period's forms are on several (null: all of them).
 */
export type Sheet = { name: string; where: SQL | null; template: SheetTemplate | null };

type Group = { versionId: number | null; builtIn: string | null; name: LocalizedText | null; number: number | null };

/** Excel's rules for a sheet's name: at most 31 characters, none of []:*?/\, unique in the book. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The sheets of a period's export and how many forms it holds, counted in the statement that finds the template
 * versions the forms follow; a company's own version then costs two statements to read (forms/template.ts).
 * Forms on the built-in templates share one sheet with the spec's columns, as before templates; a CSV (one table)
 * with forms on several templates keeps the spec's columns for all of them.
 */
export async function sheetsOf(
  db: Executor,
  scope: ExportScope,
  t: ExportTexts,
  lang: Lang,
  oneTable: boolean,
): Promise<{ total: number; sheets: Sheet[] }> {
  const f = assessmentForms;
  const groups = await db
    .select({
      versionId: f.templateVersionId,
      builtIn: reviewTemplates.builtIn,
      name: reviewTemplates.name,
      number: reviewTemplateVersions.number,
      n: count(),
    })
    .from(f)
    .leftJoin(reviewTemplateVersions, eq(reviewTemplateVersions.id, f.templateVersionId))
    .leftJoin(reviewTemplates, eq(reviewTemplates.id, reviewTemplateVersions.templateId))
    .where(scopeWhere(scope))
    .groupBy(f.templateVersionId, reviewTemplates.builtIn, reviewTemplates.name, reviewTemplateVersions.number)
    .orderBy(f.templateVersionId);
  const total = groups.reduce((sum, g) => sum + g.n, 0);
  const isOwn = (g: Group) => g.builtIn === null && g.versionId !== null;
  const own = groups.flatMap((g) => (isOwn(g) && g.versionId !== null ? [{ ...g, versionId: g.versionId }] : []));
  const spec = groups.filter((g) => !isOwn(g));
  if (!own.length || (oneTable && groups.length > 1))
    return { total, sheets: [{ name: t.sheet, where: null, template: null }] };
  const taken = new Set<string>();
  const sheets: Sheet[] = [];
  const several = groups.length > 1;
  if (spec.length) {
    const ids = spec.flatMap((g) => (g.versionId === null ? [] : [g.versionId]));
    const where = or(isNull(f.templateVersionId), ids.length ? inArray(f.templateVersionId, ids) : undefined) ?? null;
    sheets.push({ name: sheetName(t.sheet, taken), where, template: null });
  }
  for (const g of own) {
    const loaded = await loadTemplate(db, {
      templateVersionId: g.versionId,
      companyId: scope.member.companyId,
      employeeId: 0,
    });
    if (!loaded) continue;
    const name = several ? t.template.version((g.name ?? loaded.name)[lang], g.number ?? 1) : t.sheet;
    sheets.push({
      name: sheetName(name, taken),
      where: several ? eq(f.templateVersionId, g.versionId) : null,
      template: {
        sections: new Map(loaded.sections.map((s) => [s.key, s])),
        views: loaded.sections.map((s) => sectionView(loaded, s)),
      },
    });
  }
  return { total, sheets };
}
