/** Messages of a form's template sections: questions and competencies (app.form_template.*). */
export const formTemplateRu = {
  self: 'Ответ сотрудника',
  reviewer: 'Ответ руководителя',
  your_answer: 'Ваш ответ',
  not_applicable: 'Неприменимо',
  no_answer: 'Нет ответа',
  expected: 'Ожидается на вашем уровне',
  errors: {
    answer_outside_scale: 'Такой оценки нет на шкале',
    not_applicable_not_allowed: 'Для этого вопроса нельзя выбрать «Неприменимо»',
    answer_not_an_option: 'Такого варианта ответа нет',
    stale_version: 'Ответ уже изменили. Обновите страницу, чтобы увидеть актуальную версию.',
    failed: 'Не удалось сохранить ответ',
  },
};

export const formTemplateEn: typeof formTemplateRu = {
  self: "Employee's answer",
  reviewer: "Manager's answer",
  your_answer: 'Your answer',
  not_applicable: 'Not applicable',
  no_answer: 'No answer',
  expected: 'Expected at your level',
  errors: {
    answer_outside_scale: 'This rating is not on the scale',
    not_applicable_not_allowed: '“Not applicable” is not allowed for this question',
    answer_not_an_option: 'This answer is not one of the options',
    stale_version: 'The answer was changed meanwhile. Reload the page to see the current version.',
    failed: 'The answer could not be saved',
  },
};
