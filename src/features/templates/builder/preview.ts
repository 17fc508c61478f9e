import { STAGES, type Stage } from '../../../../contract/enums.ts';
import type { TemplateSection } from '../../../../contract/templates.ts';

export type Viewer = 'employee' | 'reviewer';

/** What a viewer sees of a section at a stage: their own answers (to give, to read, none yet) and the other side's. */
export type SectionView = {
  own: 'edit' | 'read' | 'not_yet' | 'none';
  other: 'shown' | 'hidden' | 'none';
  /** The stage the other side's answers show from. */
  from: Stage;
};

const at = (stage: Stage) => STAGES.indexOf(stage);

/**
 * The visibility rules of a section (DESIGN section 5, per section in a template): the employee answers in SELF,
 * the reviewer in MANAGER; each reads the other's answers from the stage the section names.
 */
export function viewOf(section: TemplateSection, viewer: Viewer, stage: Stage): SectionView {
  const answers = (who: Viewer) => section.answeredBy === who || section.answeredBy === 'both';
  const other: Viewer = viewer === 'employee' ? 'reviewer' : 'employee';
  const turn: Stage = viewer === 'employee' ? 'SELF' : 'MANAGER';
  let own: SectionView['own'] = 'none';
  if (answers(viewer)) {
    if (stage === turn) own = 'edit';
    else own = at(stage) < at(turn) ? 'not_yet' : 'read';
  }
  const from =
    viewer === 'employee' ? section.visibility.employeeSeesReviewerFrom : section.visibility.reviewerSeesEmployeeFrom;
  const shown = at(stage) >= at(from);
  return { own, other: answers(other) ? (shown ? 'shown' : 'hidden') : 'none', from };
}
