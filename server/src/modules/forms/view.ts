import type {
  agreements,
  formAgreementItems,
  formHipoItems,
  formManagerFeedbacks,
  formManagerGrades,
  formParticipantFeedbacks,
  formResults,
  formValueItems,
} from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import type { ProgressOut } from './forms.schemas.ts';
import type { GoalInFormOut } from './goals-in-form.schemas.ts';
import { answers, BUILT_IN_COUNTS, reached, type TemplateCounts } from './template-progress.ts';
import type {
  AgreementItemOut,
  HipoItemOut,
  ManagerFeedbackOut,
  ManagerGradesOut,
  ParticipantFeedbackOut,
  ResultOut,
  ValueItemOut,
} from './items.schemas.ts';

/**
 * What one caller may see of one form (DESIGN section 5). The form page, the list and every item write
 * answer through this, so a part hidden from the caller is hidden everywhere, counts included.
 */
export type Visibility = {
  /** Self grades, self comments and results: drafts stay with the employee until they submit. */
  self: boolean;
  /** Manager grades, manager comments and the overall grade: they reach the employee at FEEDBACK. */
  manager: boolean;
  /**
   * Hipo decisions are a talent-review matter: never shown to the employee. A form has hipo items only where its
   * template has a hipo section (the built-in STND's, or a company's own on any form type), so this needs no type.
   */
  hipo: boolean;
  /** The potential a calibration session placed the person at, on any form type: like hipo, never the employee's. */
  potential: boolean;
  managerFeedback: boolean;
  participantFeedback: boolean;
};

export type Viewer = { isEmployee: boolean; stage: Stage };

export function visibilityOf({ isEmployee, stage }: Viewer): Visibility {
  const late = stage === 'FEEDBACK' || stage === 'COMPLETE';
  const manager = !isEmployee || late;
  return {
    self: isEmployee || stage !== 'SELF',
    manager,
    hipo: !isEmployee,
    potential: !isEmployee,
    managerFeedback: manager && stage !== 'SELF',
    participantFeedback: isEmployee || late,
  };
}

type Graded = { selfGrade: number | null; selfComment: string; managerGrade: number | null; managerComment: string };

const gradesOf = (i: Graded, vis: Visibility) => ({
  self_grade: vis.self ? i.selfGrade : null,
  self_comment: vis.self ? i.selfComment : null,
  manager_grade: vis.manager ? i.managerGrade : null,
  manager_comment: vis.manager ? i.managerComment : null,
});

export function valueItemView(
  item: typeof formValueItems.$inferSelect,
  value: { name: string; description: string },
  vis: Visibility,
): ValueItemOut {
  return {
    id: item.id,
    value_id: item.valueId,
    name: value.name,
    description: value.description,
    version: item.version,
    ...gradesOf(item, vis),
  };
}

export function agreementItemView(
  item: typeof formAgreementItems.$inferSelect,
  agreement: typeof agreements.$inferSelect,
  vis: Visibility,
  goal?: GoalInFormOut | null,
): AgreementItemOut {
  return {
    id: item.id,
    agreement_id: agreement.id,
    title: agreement.title,
    description: agreement.description,
    due_date: agreement.dueDate,
    status: agreement.status,
    version: item.version,
    ...gradesOf(item, vis),
    ...(goal === undefined ? {} : { goal }),
  };
}

export function hipoItemView(
  item: typeof formHipoItems.$inferSelect,
  skill: { name: string; description: string },
): HipoItemOut {
  return {
    id: item.id,
    hipo_skill_id: item.hipoSkillId,
    name: skill.name,
    description: skill.description,
    decision: item.decision,
    comment: item.comment,
    version: item.version,
  };
}

export function resultView(r: typeof formResults.$inferSelect): ResultOut {
  return {
    id: r.id,
    text: r.text,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function managerGradesView(g: typeof formManagerGrades.$inferSelect): ManagerGradesOut {
  return { id: g.id, overall_grade: g.overallGrade, final_comment: g.finalComment, version: g.version };
}

export function managerFeedbackView(f: typeof formManagerFeedbacks.$inferSelect): ManagerFeedbackOut {
  return {
    id: f.id,
    strengths: f.strengths,
    growth_areas: f.growthAreas,
    recommendation: f.recommendation,
    version: f.version,
  };
}

export function participantFeedbackView(p: typeof formParticipantFeedbacks.$inferSelect): ParticipantFeedbackOut {
  return {
    id: p.id,
    agreement: p.agreement,
    comment: p.comment,
    feedback_to_manager: p.feedbackToManager,
    version: p.version,
  };
}

/** How many items a form has and how many of them each side has filled in. */
export type ProgressCounts = {
  values: number;
  valuesSelf: number;
  valuesManager: number;
  agreements: number;
  agreementsSelf: number;
  agreementsManager: number;
  hipo: number;
  hipoDecided: number;
  overallGraded: boolean;
};

/**
 * The one definition of a form's progress, for the list and the form page alike. The self part counts
 * value and agreement self grades; the manager part counts their manager grades, the hipo decisions
 * (when the caller may see hipo) and the overall grade. A part the caller may not see has `done: null`:
 * the count would tell what the hidden drafts hold.
 *
 * A form on a company's own template counts what its template asks of each side instead (see
 * template-progress.ts): the value and agreement grades only where the template has that section and the side
 * answers it, the overall grade only with a manager summary, plus the template's required questions and
 * competencies of the side. A part also stays hidden while one of those sections hides that side's answers
 * from the caller. The built-in templates (and a form without one) count exactly as above.
 */
export function progressOf(c: ProgressCounts, viewer: Viewer, t: TemplateCounts = BUILT_IN_COUNTS): ProgressOut {
  const vis = visibilityOf(viewer);
  const part = (side: 'employee' | 'reviewer') => {
    const values = answers(t.values, side);
    const agreements = answers(t.agreements, side);
    const template = side === 'employee' ? t.self : t.reviewer;
    return {
      total: (values ? c.values : 0) + (agreements ? c.agreements : 0) + template.total,
      done:
        (values ? (side === 'employee' ? c.valuesSelf : c.valuesManager) : 0) +
        (agreements ? (side === 'employee' ? c.agreementsSelf : c.agreementsManager) : 0) +
        template.done,
      seen: viewer.isEmployee === (side === 'employee') || reached(viewer.stage, template.seenFrom),
    };
  };
  const self = part('employee');
  const reviewer = part('reviewer');
  const hipo = vis.hipo ? c.hipo : 0;
  const summary = t.summary ? 1 : 0;
  return {
    self: { done: vis.self && self.seen ? self.done : null, total: self.total },
    manager: {
      done:
        vis.manager && reviewer.seen
          ? reviewer.done + (vis.hipo ? c.hipoDecided : 0) + (t.summary && c.overallGraded ? 1 : 0)
          : null,
      total: reviewer.total + hipo + summary,
    },
  };
}
