import type { Texts } from './types.ts';

/** Goals: their owners, alignment, key results and check-ins. */
export const goalErrors = {
  goals_own_people: {
    ru: 'Цели можно менять только свои, своих сотрудников и отделов, которыми вы руководите.',
    en: 'You can change only your own goals and those of the people and departments you manage.',
  },
  goals_approve_staff_only: {
    ru: 'Утвердить цель может только руководитель её владельца или администратор.',
    en: "Only the owner's manager or an administrator can approve a goal.",
  },
  goals_company_admin_only: {
    ru: 'Цели компании задают только администраторы.',
    en: 'Only administrators can set company goals.',
  },
  goal_owner_mismatch: {
    ru: 'Это поле не относится к владельцу цели такого типа.',
    en: 'This field does not apply to a goal with this kind of owner.',
  },
  goal_parent_not_found: {
    ru: 'В компании нет такой цели.',
    en: 'No such goal in this company.',
  },
  goal_parent_cycle: {
    ru: 'Цель не может поддерживать саму себя или цель, которая поддерживает её.',
    en: 'A goal cannot support itself or a goal that supports it.',
  },
  goal_not_draft: {
    ru: 'Утвердить можно только черновик цели.',
    en: 'Only a draft goal can be approved.',
  },
  goal_period_closed: {
    ru: 'Период цели закрыт: отметки прогресса больше не принимаются.',
    en: "The goal's period is closed: no more check-ins.",
  },
  key_result_target_equals_start: {
    ru: 'Целевое значение должно отличаться от начального.',
    en: 'The target must differ from the start.',
  },
  not_a_number: { ru: 'Введите число.', en: 'Enter a number.' },
  check_in_value_out_of_range: {
    ru: 'Значение слишком далеко от начального и целевого: допустимо от %{min} до %{max}.',
    en: 'The value is too far from the start and the target: from %{min} to %{max} is allowed.',
  },
  key_result_direction_mismatch: {
    ru: 'Целевое значение не соответствует направлению: для роста оно больше начального, для снижения меньше.',
    en: 'The target does not match the direction: above the start to increase, below it to decrease.',
  },
  key_result_milestone_values: {
    ru: 'У вехи нет числовых значений: только «выполнено» или «не выполнено».',
    en: 'A milestone has no numbers, only done or not done.',
  },
  key_result_not_in_goal: {
    ru: 'У этой цели нет такого ключевого результата.',
    en: 'This goal has no such key result.',
  },
  key_result_repeated: {
    ru: 'Ключевой результат указан дважды.',
    en: 'This key result is given twice.',
  },
} satisfies Record<string, Texts>;
