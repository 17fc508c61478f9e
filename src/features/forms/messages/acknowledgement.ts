/**
 * The employee's acknowledgement before a form is completed (app.ack.*): what the employee is asked to do
 * and by when, and what the reviewer's and the admin's "complete" says about it.
 */
export const acknowledgementRu = {
  answer_by:
    'Руководитель оставил обратную связь. Прочитайте её и ответьте до %{date}: выберите, согласны ли вы с оценкой (комментарий — по желанию).',
  answer_late:
    'Срок ответа на обратную связь (%{date}) прошёл, и руководитель может завершить оценку. Пока она не завершена, вы ещё можете ответить.',
  answered: 'Сотрудник ответил на обратную связь: «%{agreement}».',
  deadline_passed: 'Сотрудник не ответил на обратную связь, но её срок (%{date}) прошёл: оценку можно завершить.',
  not_answered: 'Сотрудник ещё не ответил на обратную связь (срок — до %{date}).',
  reviewer_waits:
    'Завершить оценку можно после ответа сотрудника или когда пройдёт срок обратной связи. Напомните сотруднику об ответе.',
  override_title: 'Завершить оценку без ответа сотрудника?',
  override_help:
    'Сотрудник ещё не ответил на обратную связь (срок — до %{date}). Как администратор вы можете завершить оценку без ответа: укажите причину, она сохранится в истории анкеты и придёт сотруднику.',
};

export const acknowledgementEn: typeof acknowledgementRu = {
  answer_by:
    'Your manager has written feedback. Read it and answer by %{date}: choose whether you agree with the assessment (a comment is optional).',
  answer_late:
    'The time to answer the feedback (%{date}) has passed, and your manager may complete the review. Until it is complete you can still answer.',
  answered: 'The employee has answered the feedback: “%{agreement}”.',
  deadline_passed:
    'The employee has not answered the feedback, but its deadline (%{date}) has passed: the review can be completed.',
  not_answered: 'The employee has not answered the feedback yet (due by %{date}).',
  reviewer_waits:
    'The review can be completed once the employee answers or once the feedback deadline has passed. Remind the employee to answer.',
  override_title: 'Complete the review without the employee’s answer?',
  override_help:
    'The employee has not answered the feedback yet (due by %{date}). As an administrator you may complete the review without it: give the reason, which the form’s history keeps and the employee is told.',
};
