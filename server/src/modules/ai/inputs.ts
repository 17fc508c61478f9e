import type { Lang } from '../../../../contract/errors/index.ts';
import type { FormDetailOut } from '../forms/forms.schemas.ts';
import type { BetweenReviewsOut } from '../recognition/recognition.schemas.ts';
import type { ResultsOut } from '../review360/review360.schemas.ts';
import { ownTemplateItems, type ExportItem } from '../exports/template-items.ts';
import type { Review360Value, SourceItem, SourceText, SummaryInput } from './engine.ts';

/**
 * The 360 means per value and reviewer group, from the results exactly as the caller reads them (nothing
 * before answering closed, hidden groups left out); comments stay out, whoever wrote them.
 */
export function review360Of(results: ResultsOut | null): Review360Value[] {
  if (!results?.available) return [];
  return results.questions.flatMap((q) => {
    if (q.kind !== 'value' || q.mean === null || q.value === null || q.value_name === null) return [];
    const groups = q.groups.flatMap((g) =>
      g.group !== 'self' && g.shown && g.mean !== null ? [{ group: g.group, mean: g.mean }] : [],
    );
    return [{ valueId: q.value, title: q.value_name, groups, mean: q.mean }];
  });
}

/**
 * What an engine reads of a form: the form page exactly as the caller sees it (forms/detail.ts filters by role
 * and stage), reduced to the texts people wrote, and the person's 360 means as the caller may read them.
 * Names of people, grades and hipo decisions stay out: an engine gets a `signal` (high / low) for grouping,
 * never the grade, so it has nothing to repeat. A value item the form's grades give no signal takes the 360's.
 */
export function summaryInputOf(
  form: FormDetailOut,
  lang: Lang,
  results: ResultsOut | null = null,
  between: BetweenReviewsOut | null = null,
): SummaryInput {
  const review360 = review360Of(results);
  const from360 = (valueId: number) => signalOf(review360.find((v) => v.valueId === valueId)?.mean ?? null);
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
    const signal = signalOf(v.manager_grade ?? v.self_grade) ?? from360(v.value_id);
    push({ kind: 'value', id: v.id, title: v.name, signal }, [
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
  for (const item of templateItemsOf(form, lang)) items.push(item);
  // A goal's check-in comments, as the form shows them: only goals the reader may see carry any.
  for (const a of form.agreements) {
    for (const c of a.goal?.check_ins ?? []) {
      push({ kind: 'check_in', id: c.id, title: a.title, signal: null }, [
        c.by_owner ? own('comment', c.comment) : reviewer('comment', c.comment),
      ]);
    }
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
  // Between reviews: the feedback the person received that the reader may read, and the praise (its value as title).
  const colleague = (text: string): SourceText => ({ field: 'text', author: 'colleague', text });
  for (const f of between?.feedback ?? [])
    push({ kind: 'peer_feedback', id: f.id, title: '', signal: null }, [colleague(f.text)]);
  for (const p of between?.praise ?? [])
    push({ kind: 'praise', id: p.id, title: p.value.name, signal: null }, [colleague(p.text)]);
  return { lang, formType: form.type, items, review360 };
}

/**
 * The answers of a form on a company's own template, as the form's view shows the caller (forms/template.ts has
 * left out a side they may not see yet): each item with a text, titled by its section and question (or
 * competency) in the caller's language, its signal read on its own scale, cited by its answer's row id.
 */
function templateItemsOf(form: FormDetailOut, lang: Lang): SourceItem[] {
  return ownTemplateItems(form.template).flatMap(({ section, item, answer, self, reviewer }) => {
    const texts: SourceText[] = [];
    if (self?.text.trim()) texts.push({ field: 'self_comment', author: 'employee', text: self.text });
    if (reviewer?.text.trim()) texts.push({ field: 'manager_comment', author: 'manager', text: reviewer.text });
    if (!answer || !texts.length) return [];
    const rated = item.type === 'rating' ? (reviewer?.value ?? self?.value ?? null) : null;
    const title = `${section.title[lang]}: ${item.title[lang]}`;
    return [{ kind: 'template_answer' as const, id: answer.id, title, signal: scaleSignal(rated, item.scale), texts }];
  });
}

/** A point's place on its scale as a signal: the top quarter high, up to 40% of the way low (0-5: 4-5, 0-2). */
function scaleSignal(value: number | null, scale: ExportItem['scale']): SourceItem['signal'] {
  const points = (scale?.points ?? []).map((p) => p.value);
  if (value === null || points.length < 2) return null;
  const [min, max] = [Math.min(...points), Math.max(...points)];
  const at = (value - min) / (max - min);
  if (at >= 0.75) return 'high';
  return at <= 0.4 ? 'low' : null;
}

/** High for grades (or means) of 4 and above, low for 2 and below. */
function signalOf(grade: number | null): SourceItem['signal'] {
  if (grade === null) return null;
  if (grade >= 4) return 'high';
  return grade <= 2 ? 'low' : null;
}
