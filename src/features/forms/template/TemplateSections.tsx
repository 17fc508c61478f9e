import { ANSWERED_SECTION_KINDS } from '../../../../contract/templates.ts';
import type { FormDetailOut as FormDetail } from '../../../api/types.ts';
import { Section, type Editable } from '../sections.tsx';
import { TemplateItem, type TemplateItemView } from './TemplateItem.tsx';
import type { Part, TemplateSectionView } from './types.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

type Scale = TemplateSectionView['scale'];

const pointsOf = (scale: Scale) =>
  (scale?.points ?? []).map((p) => ({
    value: String(p.value),
    label: { ru: `${p.value} — ${p.label.ru}`, en: `${p.value} — ${p.label.en}` },
  }));

/** The section's items: its questions, or its competencies rated on the section's scale. */
function itemsOf(section: TemplateSectionView): TemplateItemView[] {
  if (section.kind === 'competencies')
    return section.competencies.map((c) => ({
      key: c.key,
      kind: 'rating',
      title: c.name,
      description: c.description,
      behaviours: c.behaviours,
      options: pointsOf(section.scale),
      allowNotApplicable: section.scale?.allow_not_applicable ?? false,
    }));
  return section.questions.map((q) => ({
    key: q.key,
    kind: q.type,
    title: q.text,
    description: null,
    behaviours: null,
    // A choice question's options and a yes/no question's pair both come with the form's template.
    options: q.type === 'rating' ? pointsOf(q.scale) : q.options.map((o) => ({ value: o.key, label: o.label })),
    allowNotApplicable: q.type === 'rating' && (q.scale?.allow_not_applicable ?? false),
  }));
}

/** The side the caller answers in a section now: the employee in SELF, the reviewer in MANAGER. */
function editableSide(section: TemplateSectionView, edit: Editable): Part | null {
  const by = section.answered_by;
  if (edit.self && (by === 'employee' || by === 'both')) return 'self';
  if (edit.manager && (by === 'reviewer' || by === 'both')) return 'reviewer';
  return null;
}

/** The questions and competencies sections of a form on a template of the company's own. */
export function TemplateSections({ form, edit }: { form: FormDetail; edit: Editable }) {
  const word = useLocalizedText();
  const template = form.template;
  if (!template || template.built_in !== null) return null;
  const answered = template.sections.filter((s) => ANSWERED_SECTION_KINDS.includes(s.kind));
  return (
    <>
      {answered.map((section) => (
        <Section
          key={section.key}
          title={word(section.title)}
          note={section.description ? word(section.description) : undefined}
        >
          {itemsOf(section).map((item) => (
            <TemplateItem
              key={item.key}
              formId={form.id}
              sectionKey={section.key}
              item={item}
              answer={template.answers.find((a) => a.section_key === section.key && a.item_key === item.key)}
              editable={editableSide(section, edit)}
            />
          ))}
        </Section>
      ))}
    </>
  );
}
