import type { TranslateFunction } from 'react-admin';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';

/** A sentence to show, already translated, and how loud. */
export type AckNote = { text: string; severity: 'warning' | 'info' | 'success' };

/**
 * What the employee is asked at FEEDBACK: to answer by the feedback deadline while their answer is still
 * missing and possible (not once they answered, the form is complete or the period closed).
 */
export function employeeAnswerNote(
  form: FormDetail,
  translate: TranslateFunction,
  formatDate: (day: string) => string,
): AckNote | null {
  if (!form.me.is_employee || form.me.read_only || form.stage !== 'FEEDBACK') return null;
  if (form.participant_feedback?.agreement) return null;
  const date = formatDate(form.period.feedback_deadline);
  const key = form.acknowledgement?.deadline_passed ? 'app.ack.answer_late' : 'app.ack.answer_by';
  return { text: translate(key, { date }), severity: 'warning' };
}

/**
 * What the "complete" confirm says about the employee's answer: given (and which), missing with the deadline
 * passed, or missing, when completing must wait (`blocked`) unless an admin gives a reason.
 */
export function completeNote(
  form: FormDetail,
  translate: TranslateFunction,
  formatDate: (day: string) => string,
): (AckNote & { blocked: boolean }) | null {
  const ack = form.acknowledgement;
  if (form.stage !== 'FEEDBACK' || !ack) return null;
  const date = formatDate(ack.deadline);
  const agreement = form.participant_feedback?.agreement;
  if (ack.answered) {
    const words = agreement ? translate(`app.form.agree.${agreement}`) : '';
    return { text: translate('app.ack.answered', { agreement: words }), severity: 'success', blocked: false };
  }
  if (ack.deadline_passed)
    return { text: translate('app.ack.deadline_passed', { date }), severity: 'info', blocked: false };
  return {
    text: `${translate('app.ack.not_answered', { date })} ${translate('app.ack.reviewer_waits')}`,
    severity: 'warning',
    blocked: true,
  };
}
