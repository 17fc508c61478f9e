import type { Texts } from './types.ts';

/** The 9-box and calibration sessions. */
export const calibrationErrors = {
  threshold_order: {
    ru: 'Порог «высокий» должен быть больше порога «средний» (%{medium}).',
    en: 'Must be greater than the "medium" threshold (%{medium}).',
  },
  target_curve_sum: {
    ru: 'Доли по оценкам должны в сумме составлять 100 % (сейчас %{sum} %).',
    en: 'The shares per grade must add up to 100% (now %{sum}%).',
  },
  not_a_manager: {
    ru: 'Участниками могут быть только руководители и администраторы компании.',
    en: "Only the company's managers and administrators can take part.",
  },
  nine_box_staff_only: {
    ru: 'Матрицу 9-box видят только администраторы и руководители.',
    en: 'Only administrators and managers can see the 9-box.',
  },
  calibration_not_invited: {
    ru: 'Вы не участник этой калибровочной сессии.',
    en: 'You are not a participant of this calibration session.',
  },
  calibration_locked: {
    ru: 'Калибровочная сессия зафиксирована. Изменить её можно, только если администратор снова откроет её с указанием причины.',
    en: 'This calibration session is locked. Nothing in it can change until an administrator reopens it with a reason.',
  },
  calibration_not_locked: {
    ru: 'Калибровочная сессия и так открыта.',
    en: 'This calibration session is already open.',
  },
  calibration_departments_fixed: {
    ru: 'Отделы сессии нельзя изменить: в ней уже меняли оценки или клетки матрицы.',
    en: "The session's departments can no longer change: grades or boxes in it have been changed.",
  },
  calibration_nothing_to_change: {
    ru: 'Укажите калибровочную оценку или клетку матрицы.',
    en: 'Give a calibrated grade or a box of the grid.',
  },
  calibration_grade_required: {
    ru: 'Перемещение по оси результативности меняет оценку: укажите калибровочную оценку, подходящую новой клетке (%{grades}).',
    en: 'A move across the performance axis changes the grade: give a calibrated grade that fits the new box (%{grades}).',
  },
  calibration_grade_outside_level: {
    ru: 'Оценка %{grade} не подходит новой клетке по результативности; подходят: %{grades}.',
    en: 'Grade %{grade} does not fit the new box on the performance axis; these do: %{grades}.',
  },
  calibration_grade_outside_scale: {
    ru: 'Эта анкета оценивается по своей шкале: подходят оценки %{grades}.',
    en: 'This form grades on its own scale: these grades fit (%{grades}).',
  },
  calibration_level_without_grades: {
    ru: 'При нынешних порогах матрицы ни одна оценка не даёт этот уровень результативности.',
    en: "With the grid's current thresholds no grade gives this performance level.",
  },
} satisfies Record<string, Texts>;
