import { calibrationMoveEn, calibrationMoveRu } from './move.ts';
import { calibrationSessionsEn, calibrationSessionsRu } from './sessions.ts';

// The 9-box and calibration sessions (app.calibration.*); the sessions' own texts are in calibrationSessions.ts
// and calibrationMove.ts.
// Levels are worded per axis: «результативность» is feminine, «потенциал» masculine. Russian plurals list three
// forms.

export const calibrationRu = {
  menu: { nine_box: 'Матрица 9-box', sessions: 'Калибровка' },
  levels: {
    performance: { low: 'Низкая', medium: 'Средняя', high: 'Высокая' },
    potential: { low: 'Низкий', medium: 'Средний', high: 'Высокий' },
  },
  boxes: {
    high_high: 'Звезда',
    medium_high: 'Восходящая звезда',
    low_high: 'Неогранённый алмаз',
    high_medium: 'Сильный исполнитель',
    medium_medium: 'Ключевой сотрудник',
    low_medium: 'Дилемма',
    high_low: 'Надёжный профессионал',
    medium_low: 'Стабильный исполнитель',
    low_low: 'Зона риска',
  },
  grades: {
    0: '0 — неудовлетворительно',
    1: '1 — ниже ожиданий',
    2: '2 — частично соответствует',
    3: '3 — соответствует ожиданиям',
    4: '4 — превосходит ожидания',
    5: '5 — исключительно',
  },
  nine_box: {
    title: 'Матрица 9-box',
    intro: 'Результативность сотрудников периода против их потенциала. Карточка открывает анкету.',
    period: 'Период',
    department: 'Подразделение',
    department_all: 'Все подразделения',
    department_help: 'Вместе с вложенными подразделениями',
    no_periods: 'Периодов оценки пока нет.',
    grid: 'Матрица 9-box',
    performance: 'Результативность',
    potential: 'Потенциал',
    box_levels: 'Результативность: %{performance}, потенциал: %{potential}',
    count: '%{smart_count} сотрудник |||| %{smart_count} сотрудника |||| %{smart_count} сотрудников',
    empty_box: 'Никого',
    more: 'Показать ещё (%{smart_count})',
    empty: 'В этом периоде ещё нет анкет, оценённых руководителем.',
    not_assessed:
      'Ещё не оценены руководителем: %{smart_count} анкета |||| Ещё не оценены руководителем: %{smart_count} анкеты |||| Ещё не оценены руководителем: %{smart_count} анкет',
    no_potential_title: 'Нет данных о потенциале',
    no_potential_help:
      'По этим анкетам нет решений по навыкам HiPo (простая анкета или решения ещё не приняты): они показаны только по результативности.',
  },
  card: {
    overall: 'Итоговая: %{grade}',
    calibrated: 'После калибровки: %{grade}',
    scale_label: 'По шкале анкеты: %{label}',
    performance: 'Результативность: %{value} (%{level})',
    potential: 'Потенциал: %{value} (%{level})',
    calibrated_potential: 'Потенциал после калибровки: %{level}',
    no_grade: '—',
    open: 'Открыть анкету: %{name}',
  },
  formula: {
    title: 'Как строится матрица',
    performance:
      'Результативность — итоговая оценка (от 0 до 5): после калибровки, если зафиксированная сессия её изменила, иначе оценка руководителя, а если её нет — среднее оценок руководителя по ценностям. Высокая — от %{high}, средняя — от %{medium}, ниже — низкая.',
    potential:
      'Потенциал — доля навыков HiPo с решением «Есть потенциал» среди навыков, по которым решение принято (от 0 до 1); если зафиксированная сессия калибровки переместила сотрудника по оси потенциала — уровень, выбранный ею. Высокий — от %{high}, средний — от %{medium}, ниже — низкий.',
    scales:
      'Анкеты на шаблоне со своей шкалой (например, 1–4) приводятся к шкале 0–5: оценка нормируется по положению на своей шкале, (оценка − минимум) / (максимум − минимум), и умножается на 5; на карточке — подпись оценки по шкале анкеты.',
    visibility: 'Учитываются анкеты начиная с этапа оценки руководителя; самооценка в расчёт не входит.',
    defaults: 'Пороги по умолчанию.',
    updated: 'Пороги изменены %{date}.',
  },
  thresholds: {
    edit: 'Изменить пороги',
    title: 'Пороги матрицы 9-box',
    intro:
      'Значение не ниже порога «высокий» даёт высокий уровень, не ниже порога «средний» — средний, иначе — низкий.',
    performance_medium_from: 'Результативность: средняя от',
    performance_high_from: 'Результативность: высокая от',
    potential_medium_from: 'Потенциал: средний от',
    potential_high_from: 'Потенциал: высокий от',
    performance_help: 'От 0 до 5',
    potential_help: 'Доля от 0 до 1',
    out_of_range: 'Введите число от 0 до %{max}',
    order: 'Должно быть больше порога «средний»',
    saved: 'Пороги сохранены',
    stale:
      'Пока вы редактировали, пороги изменил кто-то другой. В форме теперь текущие значения — проверьте их и сохраните снова.',
  },
  ...calibrationSessionsRu,
  ...calibrationMoveRu,
};

export const calibrationEn: typeof calibrationRu = {
  menu: { nine_box: '9-box grid', sessions: 'Calibration' },
  levels: {
    performance: { low: 'Low', medium: 'Medium', high: 'High' },
    potential: { low: 'Low', medium: 'Medium', high: 'High' },
  },
  boxes: {
    high_high: 'Star',
    medium_high: 'High potential',
    low_high: 'Rough diamond',
    high_medium: 'High performer',
    medium_medium: 'Core player',
    low_medium: 'Inconsistent player',
    high_low: 'Trusted professional',
    medium_low: 'Effective employee',
    low_low: 'Underperformer',
  },
  grades: {
    0: '0 — unsatisfactory',
    1: '1 — below expectations',
    2: '2 — partly meets expectations',
    3: '3 — meets expectations',
    4: '4 — exceeds expectations',
    5: '5 — exceptional',
  },
  nine_box: {
    title: '9-box grid',
    intro: "The period's people by performance against potential. A card opens the person's form.",
    period: 'Period',
    department: 'Department',
    department_all: 'All departments',
    department_help: 'Including its sub-departments',
    no_periods: 'There are no review periods yet.',
    grid: '9-box grid',
    performance: 'Performance',
    potential: 'Potential',
    box_levels: 'Performance: %{performance}, potential: %{potential}',
    count: '%{smart_count} person |||| %{smart_count} people',
    empty_box: 'Nobody',
    more: 'Show more (%{smart_count})',
    empty: 'No form of this period has been assessed by a manager yet.',
    not_assessed:
      'Not assessed by a manager yet: %{smart_count} form |||| Not assessed by a manager yet: %{smart_count} forms',
    no_potential_title: 'No potential data',
    no_potential_help:
      'These forms have no hipo decisions (a simple form, or no decision made yet): they are placed by performance only.',
  },
  card: {
    overall: 'Overall: %{grade}',
    calibrated: 'Calibrated: %{grade}',
    scale_label: "On the form's scale: %{label}",
    performance: 'Performance: %{value} (%{level})',
    potential: 'Potential: %{value} (%{level})',
    calibrated_potential: 'Calibrated potential: %{level}',
    no_grade: '—',
    open: 'Open the form of %{name}',
  },
  formula: {
    title: 'How the grid is built',
    performance:
      "Performance is the overall grade (0 to 5): the calibrated one where a locked session changed it, else the manager's, or, where there is none, the mean of the manager's value grades. High from %{high}, medium from %{medium}, low below.",
    potential:
      'Potential is the share of hipo skills decided "has potential" among those decided (0 to 1), or the level a locked calibration session moved the person to on that axis. High from %{high}, medium from %{medium}, low below.',
    scales:
      "Forms on a template with its own scale (say 1–4) are put on the 0–5 scale: the grade is normalised by its place on its own scale, (grade − min) / (max − min), times 5; the card shows the grade's label on the form's scale.",
    visibility: "Forms count from the manager's assessment stage on; self grades are not used.",
    defaults: 'Default thresholds.',
    updated: 'Thresholds changed on %{date}.',
  },
  thresholds: {
    edit: 'Change thresholds',
    title: '9-box thresholds',
    intro: 'A value at or above the "high" threshold is high, at or above the "medium" threshold medium, else low.',
    performance_medium_from: 'Performance: medium from',
    performance_high_from: 'Performance: high from',
    potential_medium_from: 'Potential: medium from',
    potential_high_from: 'Potential: high from',
    performance_help: '0 to 5',
    potential_help: 'A share, 0 to 1',
    out_of_range: 'Enter a number from 0 to %{max}',
    order: 'Must be greater than the "medium" threshold',
    saved: 'Thresholds saved',
    stale:
      'Someone else changed the thresholds while you were editing. The form now shows the current values: check them and save again.',
  },
  ...calibrationSessionsEn,
  ...calibrationMoveEn,
};
