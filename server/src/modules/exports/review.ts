import type { GoalHealth } from '../../../../contract/enums.ts';
import type { FormDetailOut } from '../forms/forms.schemas.ts';
import type { PdfWriter } from './pdf-layout.ts';
import { dateText, dateTimeText, stageName, typeName, type ExportTexts, type Reader } from './texts.ts';

const grade = (g: number | null) => (g === null ? '—' : String(g));
const text = (s: string | null) => s ?? '';

/** A stage move or a hand-over, for one history in time order. */
type Event = { at: string; what: string; by: string; reason: string };

function historyOf(form: FormDetailOut, t: ExportTexts): Event[] {
  const r = t.review;
  const moves = form.transitions.map((m): Event => ({
    at: m.at,
    what: r.moved(stageName(t, m.from_stage), stageName(t, m.to_stage)),
    by: m.by ?? r.nobody,
    reason: m.reason,
  }));
  const handovers = form.delegations.map((d): Event => ({
    at: d.at,
    what: `${r.handedOver(d.from_reviewer_name ?? r.nobody, d.to_reviewer_name)}${d.returned ? ` (${r.returned})` : ''}`,
    by: d.by ?? r.nobody,
    reason: '',
  }));
  // Both come newest first; oldest first, then a stable sort, keeps same-instant records in their order.
  return [...moves.reverse(), ...handovers.reverse()].sort((a, b) => a.at.localeCompare(b.at));
}

type Graded = {
  title: string;
  self_grade: number | null;
  self_comment: string | null;
  manager_grade: number | null;
  manager_comment: string | null;
};

/** A goal's progress and health as the PDF writes it: `45%, под угрозой`. */
function goalLine(t: ExportTexts, goal: { progress: number; health: GoalHealth | null }): string {
  const percent = `${String(Math.round(goal.progress * 100))}%`;
  return goal.health ? `${percent}, ${t.health[goal.health]}` : percent;
}

/** Value or agreement items: both grades with their comments, as far as the reader may see them. */
function gradedTable(pdf: PdfWriter, t: ExportTexts, first: string, items: Graded[]): void {
  const r = t.review;
  pdf.table(
    [
      { title: first, width: 21 },
      { title: r.self, width: 16 },
      { title: r.selfComment, width: 23 },
      { title: r.manager, width: 17 },
      { title: r.managerComment, width: 23 },
    ],
    items.map((i) => [
      i.title,
      grade(i.self_grade),
      text(i.self_comment),
      grade(i.manager_grade),
      text(i.manager_comment),
    ]),
  );
}

/** The parts of the spec's form, each under a heading (the template section's title where the form has one). */
export type ReviewPart = 'values' | 'agreements' | 'hipo' | 'results' | 'manager_summary';
export type PartWriter = (part: ReviewPart, heading: string | null) => void;

/** Writes the spec's parts of a form, as far as the reader may see them; `heading` replaces the part's own. */
function partWriter(
  pdf: PdfWriter,
  form: FormDetailOut,
  calibrated: number | null,
  t: ExportTexts,
  reader: Reader,
): PartWriter {
  const r = t.review;
  const parts: Record<ReviewPart, (heading: string | null) => void> = {
    values: (heading) => {
      pdf.heading(heading ?? r.values);
      gradedTable(
        pdf,
        t,
        r.value,
        form.values.map((v) => ({ ...v, title: v.name })),
      );
    },
    agreements: (heading) => {
      if (!form.agreements.length) return;
      pdf.heading(heading ?? r.agreements);
      gradedTable(
        pdf,
        t,
        r.agreement,
        form.agreements.map((a) => ({
          ...a,
          title: [
            a.title,
            a.due_date ? `${r.due}: ${dateText(reader.lang, a.due_date)}` : null,
            a.goal ? `${r.goalProgress}: ${goalLine(t, a.goal)}` : null,
          ]
            .filter((line) => line !== null)
            .join('\n'),
        })),
      );
    },
    results: (heading) => {
      if (!form.results.length) return;
      pdf.heading(heading ?? r.results);
      pdf.bullets(form.results.map((x) => x.text));
    },
    hipo: (heading) => {
      if (!form.hipo.length && !form.calibrated_potential) return;
      pdf.heading(heading ?? r.hipo);
      pdf.table(
        [
          { title: r.skill, width: 35 },
          { title: r.decision, width: 15 },
          { title: r.comment, width: 50 },
        ],
        form.hipo.map((h) => [h.name, h.decision ? t.hipo[h.decision] : '—', h.comment]),
      );
      if (form.calibrated_potential) pdf.field(r.calibratedPotential, t.potential[form.calibrated_potential]);
    },
    manager_summary: (heading) => {
      if (form.manager_grades) {
        pdf.heading(heading ?? r.grades);
        pdf.field(r.overall, grade(form.manager_grades.overall_grade));
        if (calibrated !== null) pdf.field(r.calibrated, grade(calibrated));
        if (form.manager_grades.final_comment) pdf.paragraph(r.finalComment, form.manager_grades.final_comment);
      }
      if (form.manager_feedback) {
        pdf.heading(r.feedback);
        pdf.paragraph(r.strengths, form.manager_feedback.strengths);
        pdf.paragraph(r.growthAreas, form.manager_feedback.growth_areas);
        pdf.paragraph(r.recommendation, form.manager_feedback.recommendation);
      }
    },
  };
  return (part, heading) => parts[part](heading);
}

/**
 * One review as its reader sees it on the form page: the same `formDetail` answer, so a part hidden there
 * (a self draft in SELF, the manager's part before FEEDBACK for the employee, hipo for the employee) is not
 * here either. `calibrated` is shown beside the overall grade, under the same rule. Dates and times are written
 * as the reader writes them, times in the company's time zone. A form on a company's own template follows its
 * sections in their order (`body`); one on the spec's form (SMPL, STND) keeps the spec's order.
 */
export function writeReview(
  pdf: PdfWriter,
  form: FormDetailOut,
  calibrated: number | null,
  t: ExportTexts,
  reader: Reader,
  generatedAt: string,
  body: ((write: PartWriter) => void) | null = null,
): void {
  const r = t.review;
  pdf.title(`${r.title}: ${form.employee.full_name}`);
  pdf.field(r.period, form.period.name);
  pdf.field(r.position, form.employee.position);
  pdf.field(r.department, form.employee.department ?? '');
  pdf.field(r.reviewer, form.reviewer?.full_name ?? '');
  pdf.field(r.stage, stageName(t, form.stage));
  pdf.field(r.type, typeName(t, form.type));
  pdf.note(`${r.generated}: ${dateTimeText(reader, generatedAt)}`);

  const write = partWriter(pdf, form, calibrated, t, reader);
  if (body) body(write);
  else for (const part of ['values', 'agreements', 'results', 'hipo', 'manager_summary'] as const) write(part, null);

  const answer = form.participant_feedback;
  if (answer && (answer.agreement || answer.comment || answer.feedback_to_manager)) {
    pdf.heading(r.participant);
    if (answer.agreement) pdf.field(r.decision, r.agree[answer.agreement]);
    if (answer.comment) pdf.paragraph(r.comment, answer.comment);
    if (answer.feedback_to_manager) pdf.paragraph(r.toManager, answer.feedback_to_manager);
  }

  pdf.heading(r.history);
  const history = historyOf(form, t);
  if (!history.length) pdf.note(r.none);
  else
    pdf.table(
      [
        { title: r.when, width: 22 },
        { title: r.event, width: 33 },
        { title: r.by, width: 20 },
        { title: r.reason, width: 25 },
      ],
      history.map((e) => [dateTimeText(reader, e.at), e.what, e.by, e.reason]),
    );
}
