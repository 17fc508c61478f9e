/** Each field of a form item by the message that names it (a conflict notice says what changed). */
export const FIELD_LABELS: Record<string, string> = {
  self_grade: 'app.form.self_grade',
  self_comment: 'app.form.self_comment',
  manager_grade: 'app.form.manager_grade',
  manager_comment: 'app.form.manager_comment',
  overall_grade: 'app.form.overall_grade',
  final_comment: 'app.form.final_comment',
  decision: 'app.form.hipo_decision',
  comment: 'app.form.comment',
  text: 'app.form.result',
  strengths: 'app.form.strengths',
  growth_areas: 'app.form.growth_areas',
  recommendation: 'app.form.recommendation',
  agreement: 'app.form.agreement',
  feedback_to_manager: 'app.form.feedback_to_manager',
};
export const GRADE_FIELDS = new Set(['self_grade', 'manager_grade', 'overall_grade']);

/** Values, agreements and the overall grade share 0..5, each with its own wording of the steps. */
export type GradeScale = 'values' | 'agreements' | 'overall';

export const GRADES = [0, 1, 2, 3, 4, 5];

const SCALE_KEYS: Record<GradeScale, string> = {
  values: 'app.form.grades',
  agreements: 'app.form.agreement_grades',
  overall: 'app.form.overall_grades',
};

/**
 * The message key of a grade's wording. The overall grade is a field of its own; an item's grades are
 * worded by what the item is.
 */
export function gradeKey(field: string, scale: GradeScale, grade: number | string): string {
  return `${SCALE_KEYS[field === 'overall_grade' ? 'overall' : scale]}.${String(grade)}`;
}
