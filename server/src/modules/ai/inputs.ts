import type { Lang } from '../../../../contract/errors/index.ts';
import type { FormDetailOut } from '../forms/forms.schemas.ts';
import type { SourceItem, SourceText, SummaryInput } from './engine.ts';

/**
 * What an engine reads of a form: the form page exactly as the caller sees it (forms/detail.ts filters by role
 * and stage), reduced to the texts people wrote. Names of people, grades and hipo decisions stay out: an engine
 * gets a `signal` (high / low) for grouping, never the grade, so it has nothing to repeat.
 */
export function summaryInputOf(form: FormDetailOut, lang: Lang): SummaryInput {
  const items: SourceItem[] = [];
  const push = (item: Omit<SourceItem, 'texts'>, texts: (SourceText | null)[]) => {
    const written = texts.filter((t): t is SourceText => t !== null && t.text.trim() !== '');
    if (written.length > 0) items.push({ ...item, texts: written });
  };
  const own = (field: SourceText['field'], text: string | null | undefined): SourceText | null =>
    text ? { field, author: 'employee', text } : null;
  const reviewer = (field: SourceText['field'], text: string | null | undefined): SourceText | null =>
    text ? { field, author: 'manager', text } : null;

  for (const v of form.values) {
    push({ kind: 'value', id: v.id, title: v.name, signal: signalOf(v.manager_grade ?? v.self_grade) }, [
      own('self_comment', v.self_comment),
      reviewer('manager_comment', v.manager_comment),
    ]);
  }
  for (const a of form.agreements) {
    push({ kind: 'agreement', id: a.id, title: a.title, signal: signalOf(a.manager_grade ?? a.self_grade) }, [
      own('self_comment', a.self_comment),
      reviewer('manager_comment', a.manager_comment),
    ]);
  }
  for (const r of form.results) push({ kind: 'result', id: r.id, title: '', signal: null }, [own('text', r.text)]);
  for (const h of form.hipo) {
    push({ kind: 'hipo', id: h.id, title: h.name, signal: null }, [reviewer('comment', h.comment)]);
  }
  const mf = form.manager_feedback;
  if (mf) {
    push({ kind: 'feedback', id: mf.id, title: '', signal: null }, [
      reviewer('strengths', mf.strengths),
      reviewer('growth_areas', mf.growth_areas),
      reviewer('recommendation', mf.recommendation),
    ]);
  }
  const mg = form.manager_grades;
  if (mg) push({ kind: 'feedback', id: mg.id, title: '', signal: null }, [reviewer('final_comment', mg.final_comment)]);
  const pf = form.participant_feedback;
  if (pf) {
    push({ kind: 'feedback', id: pf.id, title: '', signal: null }, [
      own('comment', pf.comment),
      own('feedback_to_manager', pf.feedback_to_manager),
    ]);
  }
  return { lang, formType: form.type, items };
}

function signalOf(grade: number | null): SourceItem['signal'] {
  if (grade === null) return null;
  if (grade >= 4) return 'high';
  return grade <= 2 ? 'low' : null;
}
