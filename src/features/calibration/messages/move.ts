// Moving a person in a calibration session (app.calibration.move): spread into app.calibration by calibration.ts.

export const calibrationMoveRu = {
  move: {
    title: 'Переместить: %{name}',
    box: 'Клетка',
    current: '%{box} (сейчас)',
    grade: 'Калибровочная оценка',
    grade_help:
      'Результативность — это уровень оценки: в клетке «%{box}» оценка меняется с %{from} на одну из подходящих уровню «%{level}».',
    grade_none: 'При нынешних порогах матрицы ни одна оценка не даёт уровень «%{level}».',
    submit: 'Переместить',
    done: 'Сотрудник перемещён',
  },
};

export const calibrationMoveEn: typeof calibrationMoveRu = {
  move: {
    title: 'Move %{name}',
    box: 'Box',
    current: '%{box} (now)',
    grade: 'Calibrated grade',
    grade_help:
      'Performance is the level of the grade: in the box "%{box}" the grade changes from %{from} to one that fits the level "%{level}".',
    grade_none: 'With the grid\'s current thresholds no grade gives the level "%{level}".',
    submit: 'Move',
    done: 'Person moved',
  },
};
