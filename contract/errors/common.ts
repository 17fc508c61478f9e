import type { Texts } from './types.ts';

/** Field and request errors shared by every module. */
export const commonErrors = {
  invalid: { ru: 'Недопустимое значение.', en: 'Invalid value.' },
  required: { ru: 'Обязательное поле.', en: 'This field is required.' },
  null_value: { ru: 'Поле не может быть пустым.', en: 'This field may not be null.' },
  blank: { ru: 'Поле не может быть пустым.', en: 'This field may not be blank.' },
  invalid_type: { ru: 'Неверный тип значения: ожидается %{expected}.', en: 'Expected %{expected}.' },
  too_long: { ru: 'Не более %{max} символов.', en: 'Ensure this field has no more than %{max} characters.' },
  too_short: { ru: 'Не менее %{min} символов.', en: 'Ensure this field has at least %{min} characters.' },
  min_value: { ru: 'Значение не меньше %{min}.', en: 'Ensure this value is at least %{min}.' },
  max_value: { ru: 'Значение не больше %{max}.', en: 'Ensure this value is at most %{max}.' },
  too_few: { ru: 'Выберите хотя бы %{min}.', en: 'Choose at least %{min}.' },
  too_many: { ru: 'Не более %{max} элементов.', en: 'Ensure there are no more than %{max} items.' },
  invalid_choice: { ru: 'Выберите одно из значений: %{choices}.', en: 'Choose one of: %{choices}.' },
  invalid_format: { ru: 'Неверный формат.', en: 'Invalid format.' },
  invalid_email: { ru: 'Введите корректный адрес электронной почты.', en: 'Enter a valid email address.' },
  date_format: { ru: 'Введите дату в формате ГГГГ-ММ-ДД.', en: 'Enter a date as YYYY-MM-DD.' },
  invalid_date: { ru: 'Введите корректную дату.', en: 'Enter a valid date.' },
  invalid_ids: { ru: 'Ожидаются целые числа через запятую.', en: 'Expected comma-separated integer ids.' },
  unknown_field: { ru: 'Неизвестные поля: %{keys}.', en: 'Unknown fields: %{keys}.' },
  no_record: { ru: 'Такой записи нет.', en: 'No such record.' },
  unknown_ordering: {
    ru: 'Нельзя упорядочить по полю «%{name}». Можно: %{allowed}.',
    en: 'Unknown ordering field "%{name}". Allowed: %{allowed}.',
  },
  duplicate_ids: { ru: 'Каждый идентификатор может встречаться только один раз.', en: 'Each id may appear only once.' },
  unknown_ids: { ru: 'Некоторых записей нет в этой компании.', en: 'Some ids do not exist in this company.' },
  malformed_value: {
    ru: 'Значение вне допустимого диапазона или в неверном формате.',
    en: 'A value is out of range or malformed.',
  },
  malformed_request: { ru: 'Запрос не удалось прочитать.', en: 'The request could not be read.' },
  not_found: { ru: 'Не найдено.', en: 'Not found.' },
  not_authenticated: { ru: 'Войдите в систему.', en: 'Authentication credentials were not provided.' },
  permission_denied: {
    ru: 'Недостаточно прав для этого действия.',
    en: 'You do not have permission to perform this action.',
  },
  admin_only: {
    ru: 'Это могут делать только администраторы компании.',
    en: 'Only company administrators can do this.',
  },
  csrf_failed: {
    ru: 'Токен защиты от подделки запросов отсутствует или неверен. Обновите страницу.',
    en: 'CSRF token missing or incorrect. Reload the page.',
  },
  stale_version: {
    ru: 'Запись уже изменил кто-то другой. Обновите её и повторите изменение.',
    en: 'This record was changed by someone else. Reload it and apply your change again.',
  },
  duplicate: { ru: 'Такая запись уже существует.', en: 'Such a record already exists.' },
  in_use: { ru: 'На эту запись ссылаются другие записи.', en: 'This record is still referenced by other records.' },
  method_not_allowed: { ru: 'Этот метод здесь не поддерживается.', en: 'Method not allowed.' },
  payload_too_large: { ru: 'Запрос слишком большой.', en: 'The request is too large.' },
  unsupported_media_type: { ru: 'Отправьте данные в формате JSON.', en: 'Send the data as JSON.' },
  rate_limited: { ru: 'Слишком много запросов. Повторите позже.', en: 'Too many requests. Try again later.' },
  db_unavailable: {
    ru: 'Нет связи с базой данных. Повторите через несколько секунд.',
    en: 'The database is unreachable. Try again in a few seconds.',
  },
  migrations_pending: {
    ru: 'База данных ещё не обновлена до версии этого сервера. Повторите позже.',
    en: 'The database is not yet migrated to this server version. Try again later.',
  },
  server_error: { ru: 'Внутренняя ошибка сервера.', en: 'Internal server error.' },
} satisfies Record<string, Texts>;
