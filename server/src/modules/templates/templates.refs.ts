import { sql } from 'drizzle-orm';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { TemplateSection } from '../../../../contract/templates.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { competencies, ratingScales } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/errors.ts';

/**
 * The scales and competencies a template names must be the company's own (another company's is as unknown as
 * a missing one): one statement for all of them, a 400 at each path that names an unknown one.
 */
export async function checkTemplateRefs(ex: Executor, companyId: number, sections: TemplateSection[]): Promise<void> {
  const scaleIds = new Set<number>();
  const competencyIds = new Set<number>();
  for (const s of sections) {
    if (s.scaleId !== undefined) scaleIds.add(s.scaleId);
    for (const id of s.competencyIds ?? []) competencyIds.add(id);
    for (const q of s.questions ?? []) if (q.scaleId !== undefined) scaleIds.add(q.scaleId);
  }
  if (!scaleIds.size && !competencyIds.size) return;
  const array = (ids: Set<number>) => sql`${`{${[...ids].join(',')}}`}::int[]`;
  const found = await rowsOf<{ kind: 'scale' | 'competency'; id: number }>(
    ex,
    sql`select 'scale' as kind, id from ${ratingScales} where company_id = ${companyId} and id = any(${array(scaleIds)})
      union all
      select 'competency', id from ${competencies} where company_id = ${companyId} and id = any(${array(competencyIds)})`,
  );
  const scales = new Set(found.filter((r) => r.kind === 'scale').map((r) => r.id));
  const comps = new Set(found.filter((r) => r.kind === 'competency').map((r) => r.id));
  const errors: Record<string, CodedError[]> = {};
  sections.forEach((s, i) => {
    if (s.scaleId !== undefined && !scales.has(s.scaleId))
      errors[`sections.${i}.scaleId`] = [{ code: 'template_unknown_scale' }];
    (s.competencyIds ?? []).forEach((id, j) => {
      if (!comps.has(id)) errors[`sections.${i}.competencyIds.${j}`] = [{ code: 'template_unknown_competency' }];
    });
    (s.questions ?? []).forEach((q, j) => {
      if (q.scaleId !== undefined && !scales.has(q.scaleId))
        errors[`sections.${i}.questions.${j}.scaleId`] = [{ code: 'template_unknown_scale' }];
    });
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
