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
} satisfies Record<string, Texts>;
