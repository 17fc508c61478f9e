import type { Texts } from './types.ts';

/** Org structure and the people import (file problems, and the problems of one line of the file). */
export const structureErrors = {
  no_department: { ru: 'В компании нет такого отдела.', en: 'No such department in this company.' },
  department_cycle: {
    ru: 'Отдел не может находиться внутри своего подотдела.',
    en: 'A department cannot sit under its own descendant.',
  },
  duplicate_department: {
    ru: 'Здесь уже есть отдел с таким названием: «%{name}».',
    en: 'There is already a department with this name at this place: "%{name}".',
  },
  name_slash: { ru: 'Название отдела не может содержать «/».', en: 'A department name cannot contain "/".' },
  department_not_empty: {
    ru: 'В отделе есть люди (%{people}) и подотделы (%{children}). Сначала перенесите их.',
    en: 'This department has %{people} people and %{children} sub-departments. Move them elsewhere first.',
  },
  own_manager: { ru: 'Человек не может быть своим руководителем.', en: 'A person cannot be their own manager.' },
  manager_cycle: {
    ru: 'Человек не может подчиняться тому, кто подчиняется ему.',
    en: 'A person cannot report to someone who reports to them.',
  },
  last_admin: {
    ru: 'В компании должен остаться хотя бы один администратор.',
    en: 'The company needs at least one administrator.',
  },
  already_placed: {
    ru: 'У человека уже есть должность в компании; измените её.',
    en: 'This person already has an active position in the company; change that one instead.',
  },
  has_form_needs_period: {
    ru: 'Укажите период, чтобы отбирать людей по анкетам.',
    en: 'Give a period to filter by forms.',
  },
  only_csv: { ru: 'Поддерживается только формат CSV.', en: 'Only "csv" is supported.' },
  file_empty: { ru: 'Файл пуст.', en: 'The file is empty.' },
  file_too_large: { ru: 'Файл слишком большой.', en: 'The file is too large.' },
  no_header: {
    ru: 'В первой строке должны быть названия столбцов, среди них email: %{columns}.',
    en: 'The first line must name the columns, email among them: %{columns}.',
  },
  too_many_rows: {
    ru: 'Не более %{max} человек за раз, а в файле %{count}.',
    en: 'At most %{max} people at a time; this file has %{count}.',
  },
  unclosed_quote: {
    ru: 'Кавычка, открытая в строке %{line}, не закрыта.',
    en: 'A quoted field opened on line %{line} is never closed.',
  },
  import_refused: {
    ru: 'В %{smart_count} строке есть ошибки, ничего не загружено. |||| В %{smart_count} строках есть ошибки, ничего не загружено. |||| В %{smart_count} строках есть ошибки, ничего не загружено.',
    en: '%{smart_count} line has errors; nothing was imported. |||| %{smart_count} lines have errors; nothing was imported.',
  },
  unknown_column: {
    ru: 'Столбец «%{column}» не известен и пропущен.',
    en: 'Column "%{column}" is not known and was ignored.',
  },
  row_invalid_email: {
    ru: '%{column}: «%{value}» — некорректный адрес почты.',
    en: '%{column}: "%{value}" is not a valid email address.',
  },
  row_email_required: { ru: 'email: обязательное поле.', en: 'email: this field is required.' },
  row_own_manager: {
    ru: 'manager_email: человек не может быть своим руководителем.',
    en: 'manager_email: a person cannot be their own manager.',
  },
  row_empty_segment: {
    ru: 'department: в «%{value}» пустое название между разделителями «/».',
    en: 'department: "%{value}" has an empty name between the "/" separators.',
  },
  row_department_too_long: {
    ru: 'department: название отдела длиннее 200 символов.',
    en: 'department: a department name has more than 200 characters.',
  },
  row_bad_role: {
    ru: 'role: «%{value}» — не MANAGER и не EMPLOYEE.',
    en: 'role: "%{value}" is not one of MANAGER, EMPLOYEE.',
  },
  row_bad_admin: {
    ru: 'is_admin: «%{value}» — не true и не false.',
    en: 'is_admin: "%{value}" is neither true nor false.',
  },
  row_name_too_long: {
    ru: 'first_name, last_name: не более 150 символов каждое.',
    en: 'first_name, last_name: at most 150 characters each.',
  },
  row_position_too_long: { ru: 'position: не более 200 символов.', en: 'position: at most 200 characters.' },
  row_duplicate: { ru: 'email: %{value} есть и в строке %{line}.', en: 'email: %{value} is also on line %{line}.' },
  row_manager_no_position: {
    ru: 'manager_email: у %{value} нет должности в компании.',
    en: 'manager_email: %{value} has no position in the company.',
  },
  row_manager_unknown: {
    ru: 'manager_email: %{value} нет ни в файле, ни среди сотрудников компании.',
    en: "manager_email: %{value} is neither in the file nor among the company's people.",
  },
  row_manager_cycle: {
    ru: 'manager_email: получается замкнутая цепочка руководителей: %{chain}.',
    en: 'manager_email: this makes a cycle of managers: %{chain}.',
  },
  row_ambiguous_department: {
    ru: 'department: «%{value}» подходит к нескольким отделам (%{paths}); укажите полный путь.',
    en: 'department: "%{value}" matches several departments (%{paths}); write the full path.',
  },
  row_department_lookalike: {
    ru: 'department: «%{value}» выглядит так же, как отдел «%{path}», но написано другими символами (например, латинская «o» вместо русской «о»). Исправьте название.',
    en: 'department: "%{value}" looks the same as the department "%{path}" but is written with other characters (a Latin "o" for a Cyrillic "о", say). Correct the name.',
  },
  row_position_lookalike: {
    ru: 'position: «%{value}» выглядит так же, как должность «%{name}», но написано другими символами (например, латинская «o» вместо русской «о»). Напишите «%{name}» или иначе.',
    en: 'position: "%{value}" looks the same as the title "%{name}" but is written with other characters (a Latin "o" for a Cyrillic "о", say). Write "%{name}" or another title.',
  },
  row_last_admin: {
    ru: 'is_admin: в компании должен остаться хотя бы один администратор.',
    en: 'is_admin: the company needs at least one administrator.',
  },
  row_name_kept: {
    ru: 'Имя в файле отличается от имени в учётной записи («%{name}»); оставлено как есть.',
    en: 'The name in the file differs from the account\'s ("%{name}"); it was left as it is.',
  },
} satisfies Record<string, Texts>;
