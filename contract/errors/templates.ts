import type { Texts } from './types.ts';

/** Review templates and the builder: each names what is wrong, at the field's path. */
export const templateErrors = {
  template_built_in: {
    ru: 'Встроенный шаблон нельзя изменить. Сделайте его копию и меняйте её.',
    en: 'A built-in template cannot be changed. Duplicate it and change the copy.',
  },
  template_archived: {
    ru: 'Шаблон в архиве, изменить его нельзя.',
    en: 'This template is archived and cannot be changed.',
  },
  template_key_format: {
    ru: 'Ключ: латинские строчные буквы, цифры, «_» и «-», до 40 символов.',
    en: 'A key is lower-case Latin letters, digits, "_" and "-", up to 40 characters.',
  },
  template_duplicate_key: {
    ru: 'Такой ключ уже есть в этом списке.',
    en: 'This key is already used in this list.',
  },
  template_questions_required: {
    ru: 'В разделе вопросов нужен хотя бы один вопрос.',
    en: 'A questions section needs at least one question.',
  },
  template_competencies_required: {
    ru: 'В разделе компетенций нужна хотя бы одна компетенция.',
    en: 'A competencies section needs at least one competency.',
  },
  template_duplicate_competency: {
    ru: 'Эта компетенция уже есть в разделе.',
    en: 'This competency is already in the section.',
  },
  template_choice_options: {
    ru: 'У вопроса с выбором нужно не меньше двух вариантов.',
    en: 'A choice question needs at least two options.',
  },
  template_weights_sum: {
    ru: 'Веса оцениваемых разделов должны в сумме давать 100 (или все быть 0), сейчас %{sum}.',
    en: 'The graded sections’ weights must add up to 100 (or all be 0); now they add up to %{sum}.',
  },
  template_weight_ungraded: {
    ru: 'У неоцениваемого раздела вес должен быть 0.',
    en: 'A section that is not graded must have weight 0.',
  },
  template_field_not_for_kind: {
    ru: 'Это поле не относится к такому разделу или вопросу.',
    en: 'This field does not apply to this kind of section or question.',
  },
  template_answered_by: {
    ru: 'Этот раздел может заполнять только: %{allowed}.',
    en: 'This section can be answered only by: %{allowed}.',
  },
  template_visibility_too_early: {
    ru: 'Ответы другой стороны можно показать не раньше этапа %{stage}.',
    en: 'The other side’s answers can be shown from stage %{stage} at the earliest.',
  },
  template_too_many_questions: {
    ru: 'В шаблоне может быть не больше %{max} вопросов.',
    en: 'A template can have at most %{max} questions.',
  },
  template_unknown_scale: {
    ru: 'Такой шкалы оценок нет.',
    en: 'There is no such rating scale.',
  },
  template_unknown_competency: {
    ru: 'Такой компетенции нет.',
    en: 'There is no such competency.',
  },
} satisfies Record<string, Texts>;
