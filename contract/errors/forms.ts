import type { Texts } from './types.ts';

/** Review forms: stages, parts, launch and delegation. Stage names in parameters are translated (labels.ts). */
export const formErrors = {
  grade_range: { ru: 'Оценка — целое число от 0 до 5.', en: 'A grade is a whole number from 0 to 5.' },
  choose_employees: {
    ru: 'Выберите хотя бы одного сотрудника или отдел.',
    en: 'Choose at least one employee or department.',
  },
  choose_forms: { ru: 'Выберите хотя бы одну анкету.', en: 'Choose at least one form.' },
  no_form: { ru: 'Такой анкеты нет.', en: 'No such form.' },
  no_period: { ru: 'В компании нет такого периода.', en: 'No such period in this company.' },
  not_active_employees: {
    ru: 'Некоторые люди не являются активными сотрудниками компании.',
    en: 'Some people are not active employees of this company.',
  },
  already_has_form: {
    ru: 'Анкета в этом периоде уже есть.',
    en: 'Already has a form in this period.',
  },
  employee_inactive: { ru: 'Сотрудник деактивирован.', en: 'The employee is deactivated.' },
  no_reviewer: {
    ru: 'Некому оценивать: нет руководителя и руководителя подразделения.',
    en: 'Nobody to assess them: no manager and no department head.',
  },
  employee_part: { ru: 'Эту часть заполняет сотрудник.', en: 'Only the employee fills in this part.' },
  reviewer_part: {
    ru: 'Эту часть заполняет руководитель, который оценивает анкету.',
    en: 'Only the reviewer of this form fills in this part.',
  },
  wrong_stage: {
    ru: 'Эту часть можно менять только на этапе «%{stage}», а анкета на этапе «%{current}».',
    en: 'This part can be changed only at the %{stage} stage; the form is at the %{current} stage.',
  },
  period_closed: {
    ru: 'Период закрыт: его анкеты доступны только для чтения.',
    en: 'The period is closed; its forms are read-only.',
  },
  one_part: {
    ru: 'Отправьте либо часть сотрудника, либо часть руководителя.',
    en: 'Send either the self part or the manager part.',
  },
  item_not_on_form: { ru: 'Пункта %{id} нет в этой анкете.', en: 'Item %{id} is not on this form.' },
  form_complete: { ru: 'Анкета завершена и доступна только для чтения.', en: 'The form is complete and read-only.' },
  delegate_target: {
    ru: 'Выберите действующего руководителя этой компании.',
    en: 'Choose an active manager of this company.',
  },
  reviewer_target: {
    ru: 'Оценивающим может быть только действующий руководитель или администратор этой компании.',
    en: 'The reviewer must be an active manager or administrator of this company.',
  },
  delegate_self: { ru: 'Никто не может оценивать сам себя.', en: 'Nobody can assess themselves.' },
  delegate_not_reviewer: {
    ru: 'Передать можно только анкеты, которые оцениваете вы.',
    en: 'You can hand over only the forms you review.',
  },
  delegate_unknown_forms: {
    ru: 'Некоторых анкет нет или передать их не вам.',
    en: 'Some forms do not exist or are not yours to hand over.',
  },
  revoke_unknown_forms: {
    ru: 'Некоторых анкет нет или вернуть их вы не можете.',
    en: 'Some forms do not exist or are not yours to take back.',
  },
  revoke_stage: {
    ru: 'Вернуть оценку можно только на этапах «Самооценка» и «Оценка руководителя», а анкета на этапе «%{stage}».',
    en: 'A review can be taken back only at the self-assessment or manager assessment stage; the form is at the %{stage} stage.',
  },
  revoke_nothing: {
    ru: 'Эту анкету никто не передавал или её уже вернули.',
    en: 'Nobody handed this form over, or it has already been taken back.',
  },
  revoke_not_yours: {
    ru: 'Вернуть оценку может администратор или руководитель, который её передал.',
    en: 'Only an administrator or the manager who handed the review over can take it back.',
  },
  revoke_previous_gone: {
    ru: 'Прежний оценивающий больше не может оценивать: он неактивен или уже не руководитель. Передайте анкету другому руководителю.',
    en: 'The previous reviewer can no longer assess: they are inactive or no longer a manager. Hand the form to another manager.',
  },
  illegal_transition: {
    ru: 'Анкету нельзя перевести с этапа «%{from}» на этап «%{to}».',
    en: 'A form cannot move from %{from} to %{to}.',
  },
  transition_forbidden: {
    ru: 'Перевести анкету с этапа «%{from}» на этап «%{to}» вы не можете.',
    en: 'You cannot move a form from %{from} to %{to}.',
  },
  reason_required: { ru: 'Напишите, почему анкета возвращается.', en: 'Say why the form goes back.' },
  acknowledgement_required: {
    ru: 'Сотрудник ещё не ответил на обратную связь. Завершить оценку можно после его ответа или когда пройдёт срок обратной связи.',
    en: 'The employee has not answered the feedback yet. The review can be completed once they answer or once the feedback deadline has passed.',
  },
  override_reason_required: {
    ru: 'Напишите, почему оценка завершается без ответа сотрудника.',
    en: 'Say why the review is completed without the employee’s answer.',
  },
  stage_moved: {
    ru: 'Анкету уже перевёл на другой этап кто-то другой. Обновите страницу.',
    en: 'The form was moved by someone else meanwhile. Reload it.',
  },
  preconditions_failed: { ru: 'Не всё заполнено: %{items}.', en: 'Not everything is filled in: %{items}.' },
  values_without_self_grade: {
    ru: '%{smart_count} ценность без самооценки |||| %{smart_count} ценности без самооценки |||| %{smart_count} ценностей без самооценки',
    en: '%{smart_count} value has no self grade |||| %{smart_count} values have no self grade',
  },
  agreements_without_self_grade: {
    ru: '%{smart_count} договорённость без самооценки |||| %{smart_count} договорённости без самооценки |||| %{smart_count} договорённостей без самооценки',
    en: '%{smart_count} agreement has no self grade |||| %{smart_count} agreements have no self grade',
  },
  no_results: { ru: 'добавьте хотя бы один результат', en: 'add at least one result' },
  values_without_manager_grade: {
    ru: '%{smart_count} ценность без оценки руководителя |||| %{smart_count} ценности без оценки руководителя |||| %{smart_count} ценностей без оценки руководителя',
    en: '%{smart_count} value has no manager grade |||| %{smart_count} values have no manager grade',
  },
  no_overall_grade: { ru: 'не выставлена итоговая оценка', en: 'the overall grade is not set' },
  hipo_without_decision: {
    ru: '%{smart_count} навык hipo без решения |||| %{smart_count} навыка hipo без решения |||| %{smart_count} навыков hipo без решения',
    en: '%{smart_count} hipo skill has no decision |||| %{smart_count} hipo skills have no decision',
  },
  agreements_without_manager_grade: {
    ru: '%{smart_count} договорённость без оценки руководителя |||| %{smart_count} договорённости без оценки руководителя |||| %{smart_count} договорённостей без оценки руководителя',
    en: '%{smart_count} agreement has no manager grade |||| %{smart_count} agreements have no manager grade',
  },
  no_strengths: { ru: 'в обратной связи не указаны сильные стороны', en: 'the manager feedback has no strengths' },
  no_growth_areas: { ru: 'в обратной связи не указаны зоны роста', en: 'the manager feedback has no growth areas' },
} satisfies Record<string, Texts>;
