// Review analytics (app.analytics.*) and exports (app.exports.*): the analytics page, its charts and tables, the
// "Экспорт" menu, a form's PDF and the list of the reader's exports.

export const analyticsRu = {
  menu: 'Аналитика',
  title: 'Аналитика оценки',
  period: 'Период',
  department_filter: 'Подразделение',
  all_departments: 'Все подразделения',
  department_hint: 'Вместе с дочерними подразделениями',
  no_periods: 'Периодов оценки пока нет',
  scope: '%{name} (%{start} — %{end}). Просрочка считается на %{today}',
  privacy_manager:
    'Ради конфиденциальности ячейки, в которых меньше %{min} человек, скрыты: вместо числа в них стоит «< %{min}». Итоги со звёздочкой (*) посчитаны только по показанным ячейкам.',
  privacy_admin:
    'Вы администратор и видите все ячейки. Руководители видят вместо ячеек, где меньше %{min} человек, «< %{min}».',
  suppressed: 'скрыто: меньше %{min} человек',
  partial_short: 'без скрытых ячеек',
  view_of: 'Вид: %{title}',
  view: { chart: 'График', table: 'Таблица' },
  chart_label: '%{title}: график. Те же данные — в виде «Таблица».',
  table_label: '%{title}: таблица',
  chart_withheld: 'Значения, где меньше %{min} человек, на графике не показаны; в таблице они отмечены «< %{min}».',
  nothing: 'Нет данных за выбранный период.',
  no_department: 'Без подразделения',
  department: 'Подразделение',
  value: 'Ценность',
  total: 'Итого',
  mean: 'Средняя',
  people: 'Человек',
  grade: 'Оценка',
  completion: {
    title: 'Ход оценки',
    about:
      'Анкеты по этапам в каждом подразделении. Просроченная — та, чей этап не завершён к его сроку (самооценка, оценка руководителя, обратная связь).',
    forms: 'Анкет',
    overdue: 'Просрочено',
    completed_share: 'Завершено, %',
  },
  grades: {
    title: 'Распределение оценок',
    about:
      'Доля каждой оценки от 0 до 5: самооценки по ценностям (после этапа самооценки), оценки руководителя по ценностям, итоговые оценки руководителя и оценки после калибровки. Оценки анкет со своей шкалой шаблона (например, 1–4), по ценностям, итоговые и калибровочные, приводятся к шкале 0–5 по положению на своей шкале: (оценка − минимум) / (максимум − минимум) × 5, с округлением.',
    series: 'Оценки',
    grade: 'Оценка %{grade}',
    count: 'Всего оценок',
    by_department: 'Средние оценки по подразделениям',
  },
  series: {
    self: 'Самооценка',
    manager: 'Оценка руководителя',
    overall: 'Итоговая оценка',
    calibrated: 'После калибровки',
  },
  heatmap: {
    title: 'Тепловая карта: ценности × подразделения',
    about:
      'Средняя оценка руководителя по каждой ценности компании в каждом подразделении, от 0 до 5. Оценка анкеты, где раздел ценностей оценивается по своей шкале шаблона (например, 1–4), приводится к 0–5 по положению на этой шкале: (оценка − минимум) / (максимум − минимум) × 5, с округлением. Чем темнее ячейка, тем выше средняя.',
    value_mean: 'Средняя по ценности',
    department_mean: 'Средняя по подразделению',
    legend: 'Цвет: от %{low} (светлее) до %{high} (темнее)',
  },
  gap: {
    title: 'Самооценка и оценка руководителя',
    about:
      'Разница = средняя самооценка − средняя оценка руководителя. Больше нуля: сотрудники оценивают себя выше, чем руководители. Оценки по своей шкале шаблона приводятся к 0–5, как на тепловой карте.',
    self_mean: 'Самооценка, средняя',
    manager_mean: 'Оценка руководителя, средняя',
    gap: 'Разница',
    self_grades: 'Самооценок',
    manager_grades: 'Оценок руководителя',
    by_department: 'Разница по подразделениям',
  },
  hipo: {
    title: 'Доля высокого потенциала (hipo)',
    about: 'Доля решений «высокий потенциал» среди принятых решений по hipo-навыкам в каждом подразделении.',
    share: 'Доля hipo',
    decided: 'Решений',
    hipo: 'Из них hipo',
  },
  goals: {
    title: 'Прогресс и состояние целей',
    about:
      'Цели сотрудников за период (активные и выполненные) по подразделениям: средний прогресс и состояние на последней отметке.',
    goals: 'Целей',
    mean_progress: 'Средний прогресс',
    on_track: 'По плану',
    at_risk: 'Под угрозой',
    off_track: 'Отстают',
    no_health: 'Без отметок',
  },
  leniency: {
    title: 'Строгость оценивающих',
    about:
      'Средняя итоговая оценка, которую ставит каждый оценивающий, и её отклонение от средней. Больше нуля — оценивает мягче, меньше нуля — строже.',
    reviewer: 'Оценивающий',
    deviation: 'Отклонение',
    reference_company: 'Отклонение считается от средней по компании: %{mean}.',
    reference_scope: 'Отклонение считается от средней по вашим сотрудникам: %{mean}.',
  },
  praise: {
    title: 'Благодарности по ценностям',
    about: 'Благодарности за период по ценностям компании и подразделениям получателей; скрытые не считаются.',
    count: 'Благодарностей',
  },
  one_on_ones: {
    title: 'Регулярность встреч 1:1',
    about:
      'Сколько встреч 1:1 каждый руководитель провёл из положенных по ритму его серий за период (без периода — 90 дней).',
    manager: 'Руководитель',
    series: 'Серий',
    due: 'Положено',
    held: 'Проведено',
    kept: 'Соблюдено',
  },
  trend: {
    title: 'Динамика по периодам',
    about:
      'Главные показатели выбранного периода и предыдущих (до %{count} периодов): средние оценки, доля завершённых анкет, разница и доля hipo.',
  },
};

export const analyticsEn: typeof analyticsRu = {
  menu: 'Analytics',
  title: 'Review analytics',
  period: 'Period',
  department_filter: 'Department',
  all_departments: 'All departments',
  department_hint: 'With its sub-departments',
  no_periods: 'No review periods yet',
  scope: '%{name} (%{start} — %{end}). Overdue as of %{today}',
  privacy_manager:
    'For privacy, cells of fewer than %{min} people are hidden and show “< %{min}” instead of a figure. Totals marked with an asterisk (*) add up the cells shown only.',
  privacy_admin:
    'As an administrator you see every cell. Managers see “< %{min}” instead of cells of fewer than %{min} people.',
  suppressed: 'hidden: fewer than %{min} people',
  partial_short: 'hidden cells left out',
  view_of: 'View: %{title}',
  view: { chart: 'Chart', table: 'Table' },
  chart_label: '%{title}: chart. The same figures are in the “Table” view.',
  table_label: '%{title}: table',
  chart_withheld: 'Figures of fewer than %{min} people are left out of the chart; the table marks them “< %{min}”.',
  nothing: 'No data for the chosen period.',
  no_department: 'No department',
  department: 'Department',
  value: 'Value',
  total: 'Total',
  mean: 'Mean',
  people: 'People',
  grade: 'Grade',
  completion: {
    title: 'Review progress',
    about:
      "Forms per stage in each department. A form is overdue when its stage is not done by the stage's deadline (self-assessment, manager review, feedback).",
    forms: 'Forms',
    overdue: 'Overdue',
    completed_share: 'Completed, %',
  },
  grades: {
    title: 'Grade distribution',
    about:
      "The share of each grade from 0 to 5: self grades per value (once past self-assessment), managers' grades per value, managers' overall grades and grades after calibration. Grades of forms on a template's own scale (say 1–4), per value, overall and calibrated, are put on 0–5 by their place on that scale: (grade − min) / (max − min) × 5, rounded.",
    series: 'Grades',
    grade: 'Grade %{grade}',
    count: 'Grades in all',
    by_department: 'Mean grades per department',
  },
  series: {
    self: 'Self grade',
    manager: 'Manager grade',
    overall: 'Overall grade',
    calibrated: 'After calibration',
  },
  heatmap: {
    title: 'Heatmap: values × departments',
    about:
      "The mean manager grade of each company value in each department, from 0 to 5. A grade of a form whose values section is graded on a template's own scale (say 1–4) is put on 0–5 by its place on that scale: (grade − min) / (max − min) × 5, rounded. The darker the cell, the higher the mean.",
    value_mean: 'Mean per value',
    department_mean: 'Mean per department',
    legend: 'Colour: from %{low} (lighter) to %{high} (darker)',
  },
  gap: {
    title: 'Self versus manager grades',
    about:
      "Gap = mean self grade − mean manager grade. Above zero: people rate themselves higher than their managers do. Grades on a template's own scale are put on 0–5 as on the heatmap.",
    self_mean: 'Self grade, mean',
    manager_mean: 'Manager grade, mean',
    gap: 'Gap',
    self_grades: 'Self grades',
    manager_grades: 'Manager grades',
    by_department: 'Gap per department',
  },
  hipo: {
    title: 'High-potential (hipo) share',
    about: 'The share of “high potential” among the decisions taken on hipo skills, in each department.',
    share: 'Hipo share',
    decided: 'Decisions',
    hipo: 'Of them hipo',
  },
  goals: {
    title: 'Goal progress and health',
    about:
      'People’s goals of the period (active and done) by department: mean progress and health at the last check-in.',
    goals: 'Goals',
    mean_progress: 'Mean progress',
    on_track: 'On track',
    at_risk: 'At risk',
    off_track: 'Off track',
    no_health: 'No check-ins',
  },
  leniency: {
    title: 'Reviewer leniency',
    about:
      'The mean overall grade each reviewer gives, and how far it is from the mean. Above zero: more lenient; below zero: stricter.',
    reviewer: 'Reviewer',
    deviation: 'Deviation',
    reference_company: "Deviation from the company's mean: %{mean}.",
    reference_scope: 'Deviation from the mean over your people: %{mean}.',
  },
  praise: {
    title: 'Praise by value',
    about: 'Praise of the period by company value and by the department of those praised; hidden praise is left out.',
    count: 'Praise',
  },
  one_on_ones: {
    title: '1:1 cadence kept',
    about:
      'How many 1:1 meetings each manager held of those their series’ cadences called for in the period (no period: 90 days).',
    manager: 'Manager',
    series: 'Series',
    due: 'Due',
    held: 'Held',
    kept: 'Kept',
  },
  trend: {
    title: 'Trend across periods',
    about:
      'The headline figures of the chosen period and the ones before it (up to %{count} periods): mean grades, completed share, gap and hipo share.',
  },
};

export const exportsRu = {
  menu: 'Экспорт',
  kinds: {
    forms_xlsx: 'Анкеты периода (XLSX)',
    forms_csv: 'Анкеты периода (CSV)',
    department_pdf: 'PDF-пакет подразделения',
    review_pdf: 'Анкета в PDF',
  },
  needs_period: 'Выберите период',
  needs_department: 'Выберите подразделение в фильтре',
  review_pdf: 'Скачать PDF',
  mine: 'Мои выгрузки',
  none: 'Выгрузок пока нет.',
  close: 'Закрыть',
  starting: 'Запускаем выгрузку…',
  queued: 'Выгрузка в очереди…',
  progress: 'Готово %{done} из %{total}',
  progress_label: 'Ход выгрузки',
  ready: 'Файл готов: %{name}',
  download: 'Скачать',
  download_file: 'Скачать файл %{name}',
  failed: 'Выгрузку не удалось подготовить.',
  status: { queued: 'В очереди', running: 'Готовится', done: 'Готово', failed: 'Ошибка' },
};

export const exportsEn: typeof exportsRu = {
  menu: 'Export',
  kinds: {
    forms_xlsx: "The period's forms (XLSX)",
    forms_csv: "The period's forms (CSV)",
    department_pdf: "A department's PDF packet",
    review_pdf: 'Review as PDF',
  },
  needs_period: 'Choose a period',
  needs_department: 'Choose a department in the filter',
  review_pdf: 'Download PDF',
  mine: 'My exports',
  none: 'No exports yet.',
  close: 'Close',
  starting: 'Starting the export…',
  queued: 'The export is queued…',
  progress: '%{done} of %{total} done',
  progress_label: 'Export progress',
  ready: 'The file is ready: %{name}',
  download: 'Download',
  download_file: 'Download the file %{name}',
  failed: 'The export could not be prepared.',
  status: { queued: 'Queued', running: 'In progress', done: 'Done', failed: 'Failed' },
};
