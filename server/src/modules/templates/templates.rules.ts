import type { z } from 'zod';
import type { ErrorCode } from '../../../../contract/errors/index.ts';
import { STAGES, type Stage } from '../../../../contract/enums.ts';
import {
  GRADED_SECTION_KINDS,
  TEMPLATE_LIMITS,
  type AnsweredBy,
  type SectionKind,
  type TemplateSection,
} from '../../../../contract/templates.ts';

/**
 * The rules between a template's fields, each broken one a coded issue at the path of what is wrong
 * (`sections.2.questions`), so the builder can point at it. References to scales and competencies are the
 * service's (they need the database): see templates.refs.ts.
 */
type Issue = { path: (string | number)[]; code: ErrorCode; params?: Record<string, string | number> };

const GRADED: readonly SectionKind[] = GRADED_SECTION_KINDS;

/** Who may answer each kind: the summary and the hipo skills are the reviewer's, the results the employee's. */
export const ANSWERERS: Record<SectionKind, readonly AnsweredBy[]> = {
  values: ['employee', 'reviewer', 'both'],
  agreements: ['employee', 'reviewer', 'both'],
  competencies: ['employee', 'reviewer', 'both'],
  questions: ['employee', 'reviewer', 'both'],
  hipo: ['reviewer'],
  results: ['employee'],
  manager_summary: ['reviewer'],
};

/** The reviewer writes during MANAGER: the employee reads it from FEEDBACK at the earliest; the reviewer the employee's from MANAGER. */
const EARLIEST: { reviewerSeesEmployeeFrom: Stage; employeeSeesReviewerFrom: Stage } = {
  reviewerSeesEmployeeFrom: 'MANAGER',
  employeeSeesReviewerFrom: 'FEEDBACK',
};
const atOrAfter = (stage: Stage, earliest: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(earliest);

function duplicates(keys: string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  keys.forEach((k, i) => {
    if (seen.has(k)) out.push(i);
    seen.add(k);
  });
  return out;
}

function sectionIssues(s: TemplateSection): Issue[] {
  const out: Issue[] = [];
  const graded = GRADED.includes(s.kind);
  if (!ANSWERERS[s.kind].includes(s.answeredBy))
    out.push({ path: ['answeredBy'], code: 'template_answered_by', params: { allowed: ANSWERERS[s.kind].join(', ') } });
  for (const side of ['reviewerSeesEmployeeFrom', 'employeeSeesReviewerFrom'] as const)
    if (!atOrAfter(s.visibility[side], EARLIEST[side]))
      out.push({
        path: ['visibility', side],
        code: 'template_visibility_too_early',
        params: { stage: EARLIEST[side] },
      });
  if (!graded && s.weight !== 0) out.push({ path: ['weight'], code: 'template_weight_ungraded' });
  if (!graded && s.scaleId !== undefined) out.push({ path: ['scaleId'], code: 'template_field_not_for_kind' });
  if (s.kind !== 'competencies' && s.competencyIds !== undefined)
    out.push({ path: ['competencyIds'], code: 'template_field_not_for_kind' });
  if (s.kind !== 'questions' && s.questions !== undefined)
    out.push({ path: ['questions'], code: 'template_field_not_for_kind' });
  if (s.kind === 'competencies') {
    if (!s.competencyIds?.length) out.push({ path: ['competencyIds'], code: 'template_competencies_required' });
    for (const i of duplicates((s.competencyIds ?? []).map(String)))
      out.push({ path: ['competencyIds', i], code: 'template_duplicate_competency' });
  }
  if (s.kind !== 'questions') return out;
  const questions = s.questions ?? [];
  if (!questions.length) out.push({ path: ['questions'], code: 'template_questions_required' });
  for (const i of duplicates(questions.map((q) => q.key)))
    out.push({ path: ['questions', i, 'key'], code: 'template_duplicate_key' });
  questions.forEach((q, i) => {
    const at = ['questions', i];
    if (q.type === 'choice') {
      if ((q.options?.length ?? 0) < 2) out.push({ path: [...at, 'options'], code: 'template_choice_options' });
      for (const j of duplicates((q.options ?? []).map((o) => o.key)))
        out.push({ path: [...at, 'options', j, 'key'], code: 'template_duplicate_key' });
    } else if (q.options !== undefined) out.push({ path: [...at, 'options'], code: 'template_field_not_for_kind' });
    if (q.type !== 'rating' && q.scaleId !== undefined)
      out.push({ path: [...at, 'scaleId'], code: 'template_field_not_for_kind' });
  });
  return out;
}

/** Every rule across the sections; the issues' paths are relative to the sections array. */
export function sectionsIssues(sections: TemplateSection[]): Issue[] {
  const out: Issue[] = [];
  for (const i of duplicates(sections.map((s) => s.key)))
    out.push({ path: [i, 'key'], code: 'template_duplicate_key' });
  sections.forEach((s, i) => {
    for (const issue of sectionIssues(s)) out.push({ ...issue, path: [i, ...issue.path] });
  });
  const total = sections.reduce((n, s) => n + (s.questions?.length ?? 0), 0);
  if (total > TEMPLATE_LIMITS.questionsPerTemplate)
    out.push({ path: [], code: 'template_too_many_questions', params: { max: TEMPLATE_LIMITS.questionsPerTemplate } });
  const weights = sections.filter((s) => GRADED.includes(s.kind)).map((s) => s.weight);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum !== 0 && sum !== 100) out.push({ path: [], code: 'template_weights_sum', params: { sum } });
  return out;
}

/** zod's superRefine of the sections array. */
export function checkSections(sections: TemplateSection[], ctx: z.RefinementCtx): void {
  for (const { path, code, params } of sectionsIssues(sections))
    ctx.addIssue({ code: 'custom', message: code, path, params });
}
