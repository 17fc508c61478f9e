import { sql } from 'drizzle-orm';
import { STAGES, type Stage } from '../../../../contract/enums.ts';
import {
  ANSWERED_SECTION_KINDS,
  YES_NO_OPTIONS,
  type BuiltInTemplate,
  type ChoiceOption,
  type LocalizedText,
  type ScalePoint,
  type TemplateQuestion,
  type TemplateSection,
} from '../../../../contract/templates.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { FormContext, FormRow } from './context.ts';
import type { AnswerOut, FormTemplateOut, SectionOut } from './template.schemas.ts';

/**
 * The template version a form follows, read straight from the tables in a fixed number of statements whatever
 * its size: the version with its template, the company's scales, the competencies it names with the person's job
 * level, and the form's answers.
 */
type Scale = { id: number; points: ScalePoint[]; allow_not_applicable: boolean; built_in: boolean };
type Competency = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  behaviours: Record<string, LocalizedText>;
};
export type AnswerRow = {
  /** The answer's row: what an AI summary's source cites. */
  id: number;
  section_key: string;
  item_key: string;
  self_value: number | null;
  self_not_applicable: boolean;
  self_choice: string | null;
  self_text: string;
  reviewer_value: number | null;
  reviewer_not_applicable: boolean;
  reviewer_choice: string | null;
  reviewer_text: string;
  version: number;
};
export type LoadedTemplate = {
  id: number;
  versionId: number;
  name: LocalizedText;
  builtIn: BuiltInTemplate | null;
  sections: TemplateSection[];
  scales: Scale[];
  competencies: Competency[];
  level: string | null;
};

/** The version and its template, the company's scales, and the person's job level: one statement. */
export async function loadTemplate(
  db: Executor,
  form: Pick<FormRow, 'templateVersionId' | 'companyId' | 'employeeId'>,
): Promise<LoadedTemplate | null> {
  if (form.templateVersionId === null) return null;
  const rows = await rowsOf<Omit<LoadedTemplate, 'competencies'>>(
    db,
    sql`select t.id, v.id as "versionId", t.name, t.built_in as "builtIn", v.sections,
      (select coalesce(json_agg(json_build_object('id', s.id, 'points', s.points,
        'allow_not_applicable', s.allow_not_applicable, 'built_in', s.built_in)), '[]'::json)
        from rating_scales s where s.company_id = ${form.companyId}) as scales,
      (select e.job_level from employee_in_positions e where e.id = ${form.employeeId}) as level
    from review_template_versions v join review_templates t on t.id = v.template_id
    where v.id = ${form.templateVersionId} and v.company_id = ${form.companyId}`,
  );
  const row = rows.at(0);
  if (!row) return null;
  const ids = row.sections.flatMap((s) => (s.kind === 'competencies' ? (s.competencyIds ?? []) : []));
  const competencies = ids.length
    ? await rowsOf<Competency>(
        db,
        sql`select id, name, description, behaviours from competencies
        where company_id = ${form.companyId} and id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
      )
    : [];
  return { ...row, competencies };
}

/** The columns of form_answers an AnswerRow holds. */
export const ANSWER_COLUMNS =
  sql.raw(`id, section_key, item_key, self_value, self_not_applicable, self_choice, self_text,
  reviewer_value, reviewer_not_applicable, reviewer_choice, reviewer_text, version`);

export async function answerRows(db: Executor, formId: number): Promise<AnswerRow[]> {
  return rowsOf<AnswerRow>(db, sql`select ${ANSWER_COLUMNS} from form_answers where form_id = ${formId}`);
}

export function scaleOf(t: LoadedTemplate, id: number | undefined): Scale | null {
  return t.scales.find((s) => (id === undefined ? s.built_in : s.id === id)) ?? null;
}

/** The options a question offers: a choice question's own, the yes/no pair of a yes/no question. */
const optionsOf = (q: TemplateQuestion): readonly ChoiceOption[] =>
  q.type === 'yes_no' ? YES_NO_OPTIONS : (q.options ?? []);

/** An item of an answered section: a question, or a competency (keyed by its id). */
export type Item = {
  key: string;
  type: 'rating' | 'text' | 'choice' | 'yes_no';
  required: boolean;
  scale: Scale | null;
  options: string[];
};
export function itemsOf(t: LoadedTemplate, s: TemplateSection): Item[] {
  if (s.kind === 'competencies')
    return (s.competencyIds ?? []).map((id) => ({
      key: String(id),
      type: 'rating',
      required: s.required,
      scale: scaleOf(t, s.scaleId),
      options: [],
    }));
  if (s.kind !== 'questions') return [];
  return (s.questions ?? []).map((q) => ({
    key: q.key,
    type: q.type,
    required: s.required && q.required,
    scale: q.type === 'rating' ? scaleOf(t, q.scaleId ?? s.scaleId) : null,
    options: q.type === 'choice' || q.type === 'yes_no' ? optionsOf(q).map((o) => o.key) : [],
  }));
}

const reached = (stage: Stage, from: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(from);

/** What the visibility rules read of a form's context: whose form it is to the caller, and its stage. */
export type Viewer = Pick<FormContext, 'isEmployee'> & { form: Pick<FormRow, 'stage'> };

/**
 * Which sides of a section the caller sees: the employee their own, and the reviewer's from the section's
 * `employeeSeesReviewerFrom`; the reviewer (and an admin) theirs, and the employee's from `reviewerSeesEmployeeFrom`.
 */
export function sidesSeen(ctx: Viewer, s: TemplateSection): { self: boolean; reviewer: boolean } {
  const stage = ctx.form.stage;
  if (ctx.isEmployee) return { self: true, reviewer: reached(stage, s.visibility.employeeSeesReviewerFrom) };
  return { self: reached(stage, s.visibility.reviewerSeesEmployeeFrom), reviewer: true };
}

const scaleView = (s: Scale | null) => (s ? { points: s.points, allow_not_applicable: s.allow_not_applicable } : null);

export function sectionView(t: LoadedTemplate, s: TemplateSection): SectionOut {
  const byId = new Map(t.competencies.map((c) => [String(c.id), c]));
  return {
    key: s.key,
    kind: s.kind,
    title: s.title,
    description: s.description ?? null,
    answered_by: s.answeredBy,
    required: s.required,
    weight: s.weight,
    visibility: {
      reviewer_sees_employee_from: s.visibility.reviewerSeesEmployeeFrom,
      employee_sees_reviewer_from: s.visibility.employeeSeesReviewerFrom,
    },
    scale: ANSWERED_SECTION_KINDS.includes(s.kind) || s.scaleId !== undefined ? scaleView(scaleOf(t, s.scaleId)) : null,
    questions: (s.questions ?? []).map((q) => ({
      key: q.key,
      type: q.type,
      text: q.text,
      required: q.required,
      options: [...optionsOf(q)],
      scale: q.type === 'rating' ? scaleView(scaleOf(t, q.scaleId ?? s.scaleId)) : null,
    })),
    competencies: (s.kind === 'competencies' ? (s.competencyIds ?? []) : []).flatMap((id) => {
      const c = byId.get(String(id));
      if (!c) return [];
      const behaviours = t.level ? (c.behaviours[t.level] ?? null) : null;
      return [{ key: String(id), name: c.name, description: c.description, behaviours }];
    }),
  };
}

const side = (v: number | null, na: boolean, choice: string | null, text: string) => ({
  value: v,
  not_applicable: na,
  choice,
  text,
});

export function answerView(ctx: Viewer, s: TemplateSection, a: AnswerRow): AnswerOut {
  const seen = sidesSeen(ctx, s);
  return {
    id: a.id,
    section_key: a.section_key,
    item_key: a.item_key,
    self: seen.self ? side(a.self_value, a.self_not_applicable, a.self_choice, a.self_text) : null,
    reviewer: seen.reviewer
      ? side(a.reviewer_value, a.reviewer_not_applicable, a.reviewer_choice, a.reviewer_text)
      : null,
    version: a.version,
  };
}

/**
 * The form's template as the caller's page shows it, with the answers they may see: from the template and the
 * answers the page has loaded (it counts its progress from them too).
 */
export function templateViewOf(ctx: Viewer, t: LoadedTemplate | null, answers: AnswerRow[]): FormTemplateOut | null {
  if (!t) return null;
  const sections = new Map(t.sections.map((s) => [s.key, s]));
  return {
    id: t.id,
    version_id: t.versionId,
    name: t.name,
    built_in: t.builtIn,
    sections: t.sections.map((s) => sectionView(t, s)),
    answers: answers.flatMap((a) => {
      const s = sections.get(a.section_key);
      return s ? [answerView(ctx, s, a)] : [];
    }),
  };
}

/** Whether one side answered an item: a point or N/A on a rating, a choice, or a text. */
export function answered(item: Item, a: AnswerRow | undefined, side: 'self' | 'reviewer'): boolean {
  if (!a) return false;
  const [value, na, choice, text] =
    side === 'self'
      ? [a.self_value, a.self_not_applicable, a.self_choice, a.self_text]
      : [a.reviewer_value, a.reviewer_not_applicable, a.reviewer_choice, a.reviewer_text];
  if (item.type === 'rating') return value !== null || na;
  if (item.type === 'text') return text.trim() !== '';
  return choice !== null;
}

/**
 * The required sections of one side still unanswered, each with how many of its required items are and which (their
 * keys, in the section's order).
 */
export function unansweredSections(
  t: LoadedTemplate,
  answers: AnswerRow[],
  side: 'self' | 'reviewer',
): { section: TemplateSection; count: number; items: string[] }[] {
  const byKey = new Map(answers.map((a) => [`${a.section_key}\u0000${a.item_key}`, a]));
  const answerer = side === 'self' ? 'employee' : 'reviewer';
  return t.sections.flatMap((s) => {
    if (!ANSWERED_SECTION_KINDS.includes(s.kind) || (s.answeredBy !== 'both' && s.answeredBy !== answerer)) return [];
    const items = itemsOf(t, s)
      .filter((i) => i.required && !answered(i, byKey.get(`${s.key}\u0000${i.key}`), side))
      .map((i) => i.key);
    return items.length ? [{ section: s, count: items.length, items }] : [];
  });
}
