import type { LocalizedText, SectionKind, TemplateSection } from '../../../../contract/templates.ts';
import type { Executor } from '../../db/client.ts';
import type { FormRow } from './context.ts';
import type { MissingOut } from './forms.schemas.ts';
import { answerRows, loadTemplate, unansweredSections, type LoadedTemplate } from './template.ts';

/** A question's text, or a competency's name, as the form page titles the item. */
function itemTitle(t: LoadedTemplate, section: TemplateSection, key: string): LocalizedText {
  if (section.kind === 'competencies')
    return t.competencies.find((c) => String(c.id) === key)?.name ?? { ru: key, en: key };
  return section.questions?.find((q) => q.key === key)?.text ?? { ru: key, en: key };
}

/**
 * What a form's template still needs of one side before its move on: each required section of questions or
 * competencies with required items unanswered, named. `has` says whether the template has a section of a kind (a
 * form without a results section owes no result), `answers` whether this side answers one (a values section the
 * reviewer alone grades owes no self grades); a form with no template follows the spec's fixed form.
 */
export async function templateGaps(
  db: Executor,
  form: FormRow,
  side: 'self' | 'reviewer',
): Promise<{ has: (kind: SectionKind) => boolean; answers: (kind: SectionKind) => boolean; missing: MissingOut[] }> {
  const [t, answers] = await Promise.all([loadTemplate(db, form), answerRows(db, form.id)]);
  if (!t) return { has: () => true, answers: () => true, missing: [] };
  const code = side === 'self' ? 'template_items_without_self_answer' : 'template_items_without_reviewer_answer';
  const answerer = side === 'self' ? 'employee' : 'reviewer';
  return {
    has: (kind) => t.sections.some((s) => s.kind === kind),
    answers: (kind) =>
      t.sections.some((s) => s.kind === kind && (s.answeredBy === 'both' || s.answeredBy === answerer)),
    missing: unansweredSections(t, answers, side).map(({ section, count, items }) => ({
      code,
      count,
      section: {
        key: section.key,
        title: section.title,
        items: items.map((key) => ({ key, title: itemTitle(t, section, key) })),
      },
    })),
  };
}
