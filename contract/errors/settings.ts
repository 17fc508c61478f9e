import type { Texts } from './types.ts';

/** Settings: values, hipo skills, periods, agreements, product feedback. */
export const settingsErrors = {
  invalid_time_zone: {
    ru: 'Неизвестный часовой пояс. Выберите его из списка, например Europe/Moscow.',
    en: 'Unknown time zone. Choose one from the list, such as Europe/Moscow.',
  },
  date_order: {
    ru: 'Дата не может быть раньше, чем %{after}.',
    en: 'Must be on or after %{after}.',
  },
  value_in_use: {
    ru: 'Ценность используется в анкетах, удалить её нельзя. Сделайте её неактивной.',
    en: 'This value is used in assessment forms and cannot be deleted. Make it inactive instead.',
  },
  hipo_skill_in_use: {
    ru: 'Навык используется в анкетах, удалить его нельзя. Сделайте его неактивным.',
    en: 'This skill is used in assessment forms and cannot be deleted. Make it inactive instead.',
  },
  period_has_forms: {
    ru: 'В периоде есть анкеты (%{count}), удалить его нельзя. Закройте его.',
    en: 'This period has %{count} assessment forms and cannot be deleted. Close it instead.',
  },
  period_has_agreements: {
    ru: 'В периоде есть договорённости (%{count}), удалить его нельзя. Перенесите их в другой период или удалите.',
    en: 'This period has %{count} agreements and cannot be deleted. Move them to another period or delete them first.',
  },
  agreement_in_use: {
    ru: 'Договорённость оценена в анкетах (%{count}), удалить её нельзя. Отмените её.',
    en: 'This agreement is graded in %{count} assessment form(s) and cannot be deleted. Cancel it instead.',
  },
  agreements_staff_only: {
    ru: 'Договорённости меняют только администраторы и руководители.',
    en: 'Only administrators and managers can change agreements.',
  },
  agreements_own_people: {
    ru: 'Договорённости можно менять только у ваших сотрудников.',
    en: 'You can change only the agreements of the people you manage.',
  },
  period_already_active: {
    ru: 'Активным может быть только один период, а сейчас активен «%{name}». Закройте его или верните в черновик, затем активируйте этот.',
    en: 'Only one period can be active, and "%{name}" is active now. Close it or set it back to draft, then activate this one.',
  },
  period_name_taken: {
    ru: 'Период с таким названием уже есть: «%{name}».',
    en: 'There is already a period with this name: "%{name}".',
  },
  value_name_taken: {
    ru: 'Ценность с таким названием уже есть: «%{name}».',
    en: 'There is already a value with this name: "%{name}".',
  },
  hipo_skill_name_taken: {
    ru: 'Навык с таким названием уже есть: «%{name}».',
    en: 'There is already a skill with this name: "%{name}".',
  },
  name_lookalike: {
    ru: 'Название выглядит так же, как уже существующее «%{name}», но написано другими символами (например, латинская «o» вместо русской «о»). Назовите иначе или используйте «%{name}».',
    en: 'This name looks the same as the existing "%{name}" but is written with other characters (a Latin "o" for a Cyrillic "о", say). Choose another name or use "%{name}".',
  },
  due_date_outside_period: {
    ru: 'Срок должен быть внутри периода: с %{start} по %{end}.',
    en: 'The due date must fall within the period: %{start} to %{end}.',
  },
  no_employee: { ru: 'В компании нет такого сотрудника.', en: 'No such employee in this company.' },
  reminder_day_repeated: {
    ru: 'Число дней %{day} указано больше одного раза: каждое можно указать только один раз.',
    en: '%{day} is listed more than once: each number of days may appear only once.',
  },
} satisfies Record<string, Texts>;
