import { sql, type SQL } from 'drizzle-orm';
import { STAGES, type Stage } from '../../../../contract/enums.ts';
import { ANSWERED_SECTION_KINDS, type AnsweredBy, type TemplateSection } from '../../../../contract/templates.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { itemsOf, unansweredSections, type AnswerRow, type LoadedTemplate } from './template.ts';

/**
 * What a form's template makes of its progress (view.ts, progressOf), beyond the items every form keeps in their
 * own tables (values, agreements, hipo, the overall grade).
 *
 * Each side counts the REQUIRED questions and competencies of the sections it answers, and how many of them it has
 * answered: exactly the items the "what is missing" list (unansweredSections, template-gaps.ts) asks of that side
 * before its move on, so a part reads "N of N" when nothing of the template is missing from it. Optional questions
 * are the person's choice: they count neither way.
 */
export type TemplatePart = {
  total: number;
  done: number;
  /** The latest stage from which the other side sees this side's answers in a counted section. */
  seenFrom: Stage;
};
export type TemplateCounts = {
  /** Who answers the template's values section, null without one; the same for agreements. */
  values: AnsweredBy | null;
  agreements: AnsweredBy | null;
  /** Whether the template has the reviewer's summary, and so the overall grade. */
  summary: boolean;
  self: TemplatePart;
  reviewer: TemplatePart;
};

const NOTHING: TemplatePart = { total: 0, done: 0, seenFrom: 'SELF' };

/** The built-in SMPL and STND templates, and a form without a template: the spec's fixed form, counted as ever. */
export const BUILT_IN_COUNTS: TemplateCounts = {
  values: 'both',
  agreements: 'both',
  summary: true,
  self: NOTHING,
  reviewer: NOTHING,
};

export const reached = (stage: Stage, from: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(from);
const later = (a: Stage, b: Stage) => (reached(a, b) ? a : b);

/** Whether a section answered by `by` (null: the template has no such section) is the answerer's to answer. */
export const answers = (by: AnsweredBy | null, answerer: 'employee' | 'reviewer') => by === 'both' || by === answerer;

type Side = 'self' | 'reviewer';
const ANSWERER = { self: 'employee', reviewer: 'reviewer' } as const;
const answeredBy = (s: TemplateSection, side: Side) => answers(s.answeredBy, ANSWERER[side]);
const seenFromOf = (s: TemplateSection, side: Side) =>
  side === 'self' ? s.visibility.reviewerSeesEmployeeFrom : s.visibility.employeeSeesReviewerFrom;

/** The form page's counts, from the template and the answers it has loaded anyway. */
export function templateCounts(t: LoadedTemplate | null, answers: AnswerRow[]): TemplateCounts {
  if (!t || t.builtIn) return BUILT_IN_COUNTS;
  const part = (side: Side): TemplatePart => {
    const required = t.sections
      .filter((s) => ANSWERED_SECTION_KINDS.includes(s.kind) && answeredBy(s, side))
      .map((s) => ({ section: s, count: itemsOf(t, s).filter((i) => i.required).length }))
      .filter((r) => r.count > 0);
    const total = required.reduce((n, r) => n + r.count, 0);
    const missing = unansweredSections(t, answers, side).reduce((n, m) => n + m.count, 0);
    return {
      total,
      done: total - missing,
      seenFrom: required.reduce<Stage>((at, r) => later(at, seenFromOf(r.section, side)), 'SELF'),
    };
  };
  const answererOf = (kind: TemplateSection['kind']) => t.sections.find((s) => s.kind === kind)?.answeredBy ?? null;
  return {
    values: answererOf('values'),
    agreements: answererOf('agreements'),
    summary: t.sections.some((s) => s.kind === 'manager_summary'),
    self: part('self'),
    reviewer: part('reviewer'),
  };
}

/**
 * Whatever JavaScript's trim() removes: a text answer of only these is no answer (template.ts, answered), in SQL
 * as on the form page.
 */
const BLANKS =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** Whether one side answered an item, as template.ts's `answered` decides it, over `items i` and `form_answers a`. */
function answeredSql(side: Side) {
  const c = (column: string) => sql.raw(`a.${side}_${column}`);
  return sql`case i.type when 'rating' then ${c('value')} is not null or ${c('not_applicable')}
    when 'text' then btrim(${c('text')}, ${BLANKS}) <> '' else ${c('choice')} is not null end`;
}

/** Per side, over `items i`: whether the side answers the item's section, and which visibility shows its answers. */
const SQL_SIDES: Record<Side, { mine: SQL; seen: SQL }> = {
  self: { mine: sql.raw(`i.answered_by <> 'reviewer'`), seen: sql.raw(`'reviewerSeesEmployeeFrom'`) },
  reviewer: { mine: sql.raw(`i.answered_by <> 'employee'`), seen: sql.raw(`'employeeSeesReviewerFrom'`) },
};

type CountsRow = {
  form_id: number;
  values_by: AnsweredBy | null;
  agreements_by: AnsweredBy | null;
  summary: boolean;
  self_total: number;
  self_done: number;
  self_seen_from: number;
  reviewer_total: number;
  reviewer_done: number;
  reviewer_seen_from: number;
};

/**
 * The counts of a page of the forms list, in one statement whatever the number of forms: each template version's
 * items (required questions and competencies, as `itemsOf` lists them) are spelled out and totalled once, and each
 * of the page's answers (read by form) looks its item up. Forms on a built-in template, or none, are not in the answer.
 */
export async function templateCountsOfForms(
  db: Executor,
  companyId: number,
  formIds: number[],
): Promise<Map<number, TemplateCounts>> {
  const out = new Map<number, TemplateCounts>();
  if (!formIds.length) return out;
  const ids = sql`string_to_array(${formIds.join(',')}, ',')::int[]`;
  const stages = sql`string_to_array(${STAGES.join(',')}, ',')`;
  const name = (side: Side, what: string) => sql.raw(`${side}_${what}`);
  const bothSides = (each: (side: Side) => SQL) => sql.join((['self', 'reviewer'] as const).map(each), sql`, `);
  const totals = bothSides(
    (side) => sql`count(*) filter (where ${SQL_SIDES[side].mine})::int as ${name(side, 'total')},
      coalesce(max(array_position(${stages}, i.visibility->>${SQL_SIDES[side].seen})) filter (where ${SQL_SIDES[side].mine}), 1)::int
        as ${name(side, 'seen_from')}`,
  );
  const done = bothSides(
    (side) =>
      sql`count(*) filter (where ${SQL_SIDES[side].mine} and ${answeredSql(side)})::int as ${name(side, 'done')}`,
  );
  const rows = await rowsOf<CountsRow>(
    db,
    sql`with page as (
      select f.id, f.template_version_id from assessment_forms f where f.company_id = ${companyId} and f.id = any(${ids})
    ),
    versions as (
      select v.id, v.sections,
        (select x.s->>'answeredBy' from jsonb_array_elements(v.sections) with ordinality x(s, n)
          where x.s->>'kind' = 'values' order by x.n limit 1) as values_by,
        (select x.s->>'answeredBy' from jsonb_array_elements(v.sections) with ordinality x(s, n)
          where x.s->>'kind' = 'agreements' order by x.n limit 1) as agreements_by,
        exists (select from jsonb_array_elements(v.sections) x(s) where x.s->>'kind' = 'manager_summary') as summary
      from review_template_versions v join review_templates t on t.id = v.template_id
      where v.company_id = ${companyId} and t.built_in is null and v.id in (select template_version_id from page)
    ),
    sections as (
      select v.id as version_id, x.s from versions v cross join lateral jsonb_array_elements(v.sections) x(s)
      where (x.s->>'required')::boolean
    ),
    items as (
      select version_id, s->>'key' as section_key, q->>'key' as item_key, q->>'type' as type,
        s->>'answeredBy' as answered_by, s->'visibility' as visibility
      from sections cross join lateral jsonb_array_elements(coalesce(s->'questions', '[]'::jsonb)) q
      where s->>'kind' = 'questions' and (q->>'required')::boolean
      union all
      select version_id, s->>'key', c #>> '{}', 'rating', s->>'answeredBy', s->'visibility'
      from sections cross join lateral jsonb_array_elements(coalesce(s->'competencyIds', '[]'::jsonb)) c
      where s->>'kind' = 'competencies'
    ),
    totals as materialized (select i.version_id, ${totals} from items i group by i.version_id),
    -- Each version's items as {section: {item: {type, by}}}.
    item_maps as materialized (
      select version_id, jsonb_object_agg(section_key, section_items) as items from (
        select version_id, section_key, jsonb_object_agg(item_key, jsonb_build_object('type', type, 'by', answered_by))
          as section_items
        from items group by version_id, section_key
      ) x group by version_id
    )
    -- Per form of the page, once: its answers by the form's index, each finding its item by two key lookups. The
    -- cost follows the page's answers, whatever plan the statement gets (a reused generic one included).
    select f.id as form_id, v.values_by, v.agreements_by, v.summary,
      coalesce(t.self_total, 0) as self_total, coalesce(t.self_seen_from, 1) as self_seen_from, d.self_done,
      coalesce(t.reviewer_total, 0) as reviewer_total, coalesce(t.reviewer_seen_from, 1) as reviewer_seen_from,
      d.reviewer_done
    from page f join versions v on v.id = f.template_version_id
    left join totals t on t.version_id = v.id
    left join item_maps m on m.version_id = v.id
    cross join lateral (
      select ${done} from form_answers a
      cross join lateral (select x.item->>'type' as type, x.item->>'by' as answered_by
        from (select m.items -> a.section_key -> a.item_key as item) x where x.item is not null) i
      where a.form_id = f.id
    ) d`,
  );
  const stage = (n: number): Stage => STAGES[n - 1] ?? 'SELF';
  for (const r of rows)
    out.set(r.form_id, {
      values: r.values_by,
      agreements: r.agreements_by,
      summary: r.summary,
      self: { total: r.self_total, done: r.self_done, seenFrom: stage(r.self_seen_from) },
      reviewer: { total: r.reviewer_total, done: r.reviewer_done, seenFrom: stage(r.reviewer_seen_from) },
    });
  return out;
}
