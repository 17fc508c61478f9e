import type { Texts } from './types.ts';

/** Templates on periods and forms: which template a period gives, and the answers to a template's own items. */
export const formTemplateErrors = {
  no_template: {
    ru: 'В компании нет такого шаблона анкеты (или он в архиве).',
    en: 'No such review template in this company (or it is archived).',
  },
  no_job_family: { ru: 'В компании нет такого семейства должностей.', en: 'No such job family in this company.' },
  rule_target: {
    ru: 'Правило относится либо к отделу, либо к семейству должностей.',
    en: 'A rule applies to either a department or a job family.',
  },
  no_template_item: { ru: 'В шаблоне анкеты нет такого вопроса.', en: 'The form’s template has no such item.' },
  answer_outside_scale: {
    ru: 'Оценка должна быть одним из значений шкалы.',
    en: 'The rating must be one of the scale’s points.',
  },
  not_applicable_not_allowed: {
    ru: 'Шкала этого вопроса не допускает ответа «Неприменимо».',
    en: 'This item’s scale does not allow “not applicable”.',
  },
  answer_not_an_option: { ru: 'Такого варианта ответа нет.', en: 'No such option.' },
  answer_kind: {
    ru: 'Этот ответ не подходит к типу вопроса.',
    en: 'This answer does not fit the item’s type.',
  },
  template_items_without_self_answer: {
    ru: '%{smart_count} обязательный вопрос без ответа сотрудника |||| %{smart_count} обязательных вопроса без ответа сотрудника |||| %{smart_count} обязательных вопросов без ответа сотрудника',
    en: '%{smart_count} required item has no answer from the employee |||| %{smart_count} required items have no answer from the employee',
  },
  template_items_without_reviewer_answer: {
    ru: '%{smart_count} обязательный вопрос без ответа руководителя |||| %{smart_count} обязательных вопроса без ответа руководителя |||| %{smart_count} обязательных вопросов без ответа руководителя',
    en: '%{smart_count} required item has no answer from the reviewer |||| %{smart_count} required items have no answer from the reviewer',
  },
} satisfies Record<string, Texts>;
