import type { FormDetailOut as FormDetail, SourceOut } from '../../api/types.ts';
import type { LocalizedText } from '../../../contract/templates.ts';

/** The form's own label of each quoted field (app.form.*); a title quotes the item's name, which says enough. */
const FIELD_LABELS: Record<SourceOut['field'], string | null> = {
  title: null,
  self_comment: 'app.form.self_comment',
  manager_comment: 'app.form.manager_comment',
  text: 'app.form.result',
  comment: 'app.form.comment',
  strengths: 'app.form.strengths',
  growth_areas: 'app.form.growth_areas',
  recommendation: 'app.form.recommendation',
  final_comment: 'app.form.final_comment',
  feedback_to_manager: 'app.form.feedback_to_manager',
};

/** A template answer's place: its section and its question or competency, as the form page titles them. */
function templateItemName(form: FormDetail, id: number, text: (value: LocalizedText) => string): string | null {
  const answer = form.template?.answers.find((a) => a.id === id);
  const section = form.template?.sections.find((s) => s.key === answer?.section_key);
  if (!answer || !section) return null;
  const item =
    section.questions.find((q) => q.key === answer.item_key)?.text ??
    section.competencies.find((c) => c.key === answer.item_key)?.name;
  return item ? `${text(section.title)}: ${text(item)}` : text(section.title);
}

function itemName(form: FormDetail, source: SourceOut, text: (value: LocalizedText) => string): string | null {
  if (source.kind === 'template_answer') return templateItemName(form, source.id, text);
  if (source.kind === 'value') return form.values.find((item) => item.id === source.id)?.name ?? null;
  if (source.kind === 'agreement') return form.agreements.find((item) => item.id === source.id)?.title ?? null;
  if (source.kind === 'check_in') {
    return form.agreements.find((item) => item.goal?.check_ins.some((c) => c.id === source.id))?.title ?? null;
  }
  if (source.kind === 'hipo') return form.hipo.find((item) => item.id === source.id)?.name ?? null;
  return null;
}

/**
 * Where on the form a quote stands, in the form's own words ("Ответственность, комментарий сотрудника"):
 * two quotes of the same words on different items stay told apart; a colleague's feedback or a praise, by its kind.
 */
export function placeOf(
  form: FormDetail,
  source: SourceOut,
  translate: (key: string) => string,
  text: (value: LocalizedText) => string,
): string {
  // Feedback and praise the person received between reviews: not a field of the form, named by what they are.
  if (source.kind === 'peer_feedback') return translate('app.ai.summary.source_peer_feedback');
  if (source.kind === 'praise') return translate('app.ai.summary.source_praise');
  const key =
    source.kind === 'feedback' && source.field === 'comment'
      ? 'app.form.participant_comment'
      : FIELD_LABELS[source.field];
  const field = key ? translate(key) : null;
  const name = itemName(form, source, text);
  if (name && field) return `${name}, ${field.toLocaleLowerCase()}`;
  return name ?? field ?? '';
}
