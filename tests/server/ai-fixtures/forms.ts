import type { Lang } from '../../../contract/errors/index.ts';
import type { SourceItem, SourceText, SummaryInput } from '../../../server/src/modules/ai/engine.ts';
import { formsEn } from './forms-en.ts';
import { formsRu1 } from './forms-ru-1.ts';
import { formsRu2 } from './forms-ru-2.ts';
import { formsRu3 } from './forms-ru-3.ts';
import { formsRu4 } from './forms-ru-4.ts';
import type { FixtureForm } from './shape.ts';

export type { FixtureAgreement, FixtureForm, FixtureGraded, FixtureHipo, FixtureValue } from './shape.ts';

/**
 * Twenty Russian review forms of different jobs and two English ones, written the way people write them:
 * some concrete with numbers, some vague, a few with a grade stated in words, one with a line addressed to
 * the assistant. See shape.ts for the fields.
 */
export const FIXTURE_FORMS: readonly FixtureForm[] = [...formsRu1, ...formsRu2, ...formsRu3, ...formsRu4, ...formsEn];

/** Ids by kind, so a bullet's source names the same item in every run. */
const ID_BASE = { value: 100, agreement: 200, hipo: 300, result: 400, feedback: 500 } as const;

function signalOf(item: { self_grade: number | null; manager_grade: number | null }): SourceItem['signal'] {
  const grade = item.manager_grade ?? item.self_grade;
  if (grade === null) return null;
  if (grade >= 4) return 'high';
  return grade <= 2 ? 'low' : null;
}

/**
 * The engine's input for the form's reviewer at the feedback stage, built the way the service builds it
 * (server/src/modules/ai/inputs.ts): every written text with its field and author, no grades, a high/low
 * signal per graded item, empty texts and items without text left out.
 */
export function toSummaryInput(form: FixtureForm, lang: Lang = form.lang): SummaryInput {
  const items: SourceItem[] = [];
  const push = (item: Omit<SourceItem, 'texts'>, texts: SourceText[]) => {
    const written = texts.filter((t) => t.text.trim() !== '');
    if (written.length > 0) items.push({ ...item, texts: written });
  };
  const graded = (g: { self_comment: string; manager_comment: string }): SourceText[] => [
    { field: 'self_comment', author: 'employee', text: g.self_comment },
    { field: 'manager_comment', author: 'manager', text: g.manager_comment },
  ];
  form.values.forEach((v, i) => {
    push({ kind: 'value', id: ID_BASE.value + i, title: v.name, signal: signalOf(v) }, graded(v));
  });
  form.agreements.forEach((a, i) => {
    push({ kind: 'agreement', id: ID_BASE.agreement + i, title: a.title, signal: signalOf(a) }, graded(a));
  });
  form.results.forEach((text, i) => {
    push({ kind: 'result', id: ID_BASE.result + i, title: '', signal: null }, [
      { field: 'text', author: 'employee', text },
    ]);
  });
  form.hipo.forEach((h, i) => {
    push({ kind: 'hipo', id: ID_BASE.hipo + i, title: h.name, signal: null }, [
      { field: 'comment', author: 'manager', text: h.comment },
    ]);
  });
  const mf = form.manager_feedback;
  push({ kind: 'feedback', id: ID_BASE.feedback, title: '', signal: null }, [
    { field: 'strengths', author: 'manager', text: mf.strengths },
    { field: 'growth_areas', author: 'manager', text: mf.growth_areas },
    { field: 'recommendation', author: 'manager', text: mf.recommendation },
  ]);
  push({ kind: 'feedback', id: ID_BASE.feedback + 1, title: '', signal: null }, [
    { field: 'final_comment', author: 'manager', text: form.final_comment },
  ]);
  const pf = form.participant_feedback;
  if (pf) {
    push({ kind: 'feedback', id: ID_BASE.feedback + 2, title: '', signal: null }, [
      { field: 'comment', author: 'employee', text: pf.comment },
      { field: 'feedback_to_manager', author: 'employee', text: pf.feedback_to_manager },
    ]);
  }
  return { lang, formType: form.type, items, review360: [] };
}
