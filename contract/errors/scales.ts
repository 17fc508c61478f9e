import type { Texts } from './types.ts';

/** Rating scales, job families and the competency library. */
export const scaleErrors = {
  scale_points_order: {
    ru: 'Значения пунктов шкалы должны быть целыми, различными и идти по возрастанию.',
    en: 'The scale points must have distinct whole values in ascending order.',
  },
  scale_built_in: {
    ru: 'Встроенную шкалу нельзя изменить или удалить.',
    en: 'The built-in scale cannot be changed or deleted.',
  },
  scale_in_use: {
    ru: 'Шкала используется в шаблонах (%{count}), удалить её нельзя.',
    en: 'This scale is used in %{count} template version(s) and cannot be deleted.',
  },
  job_level_keys_unique: {
    ru: 'Ключи уровней должны быть различными.',
    en: 'The level keys must be distinct.',
  },
  job_family_in_use: {
    ru: 'Семейство используется: должностей — %{positions}, компетенций — %{competencies}. Удалить его нельзя.',
    en: 'This family is used by %{positions} position(s) and %{competencies} competency(ies) and cannot be deleted.',
  },
  job_level_in_use: {
    ru: 'Уровень «%{level}» используется в должностях или компетенциях, убрать его нельзя.',
    en: 'The level "%{level}" is used by positions or competencies and cannot be removed.',
  },
  no_job_family: {
    ru: 'Такого семейства должностей нет.',
    en: 'There is no such job family.',
  },
  unknown_job_level: {
    ru: 'У семейства нет уровня «%{level}».',
    en: 'The family has no level "%{level}".',
  },
  competency_name_taken: {
    ru: 'Компетенция с таким названием уже есть: «%{name}».',
    en: 'There is already a competency with this name: "%{name}".',
  },
  competency_in_use: {
    ru: 'Компетенция используется в шаблонах (%{count}), удалить её нельзя. Сделайте её неактивной.',
    en: 'This competency is used in %{count} template version(s) and cannot be deleted. Make it inactive instead.',
  },
} satisfies Record<string, Texts>;
