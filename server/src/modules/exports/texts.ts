import type { Lang } from '../../../../contract/errors/index.ts';
import type { FormType, Stage } from '../../db/schema/enums.ts';

/** The words of the exported files, in the language of whoever asked for them. */
const ru = {
  sheet: 'Анкеты',
  formsFile: 'Анкеты',
  column: {
    id: 'Анкета',
    employee: 'Сотрудник',
    position: 'Должность',
    department: 'Подразделение',
    reviewer: 'Оценивающий',
    type: 'Тип анкеты',
    stage: 'Этап',
    self: (value: string) => `${value}: самооценка`,
    manager: (value: string) => `${value}: оценка руководителя`,
    overall: 'Итоговая оценка',
    calibrated: 'Оценка после калибровки',
    agreements: 'Договорённости',
    agreementsSelf: 'Договорённости: средняя самооценка',
    agreementsManager: 'Договорённости: средняя оценка руководителя',
    goalsProgress: 'Цели: средний прогресс, %',
    hipo: (skill: string) => `HiPo: ${skill}`,
    calibratedPotential: 'Потенциал после калибровки',
  },
  stage: { SELF: 'Самооценка', MANAGER: 'Оценка руководителя', FEEDBACK: 'Обратная связь', COMPLETE: 'Завершена' },
  type: { SMPL: 'Упрощённая', STND: 'Стандартная' },
  hipo: { IS_HIPO: 'Да', IS_NOT_HIPO: 'Нет' },
  potential: { low: 'Низкий', medium: 'Средний', high: 'Высокий' },
  agreementGrades: (self: string, manager: string) => `самооценка ${self}, руководитель ${manager}`,
  goal: (progress: number, health: string | null) => `прогресс ${progress}%${health ? `, ${health}` : ''}`,
  health: { on_track: 'по плану', at_risk: 'под угрозой', off_track: 'отстаёт' },
  review: {
    title: 'Оценка эффективности',
    period: 'Период',
    position: 'Должность',
    department: 'Подразделение',
    reviewer: 'Оценивающий',
    stage: 'Этап',
    type: 'Тип анкеты',
    values: 'Оценка по ценностям',
    value: 'Ценность',
    self: 'Самооценка',
    manager: 'Руководитель',
    selfComment: 'Комментарий сотрудника',
    managerComment: 'Комментарий руководителя',
    agreements: 'Договорённости',
    agreement: 'Договорённость',
    due: 'Срок',
    goalProgress: 'Прогресс цели',
    results: 'Результаты',
    hipo: 'Потенциал (HiPo)',
    skill: 'Навык',
    decision: 'Решение',
    comment: 'Комментарий',
    grades: 'Итог',
    overall: 'Итоговая оценка',
    calibrated: 'Оценка после калибровки',
    calibratedPotential: 'Потенциал после калибровки',
    finalComment: 'Итоговый комментарий',
    feedback: 'Обратная связь руководителя',
    strengths: 'Сильные стороны',
    growthAreas: 'Зоны роста',
    recommendation: 'Рекомендации',
    participant: 'Ответ сотрудника',
    agree: { AGREE: 'Согласен с оценкой', DISAGREE: 'Не согласен с оценкой' },
    toManager: 'Обратная связь руководителю',
    history: 'История',
    moved: (from: string, to: string) => `${from} → ${to}`,
    reason: 'Причина',
    handedOver: (from: string, to: string) => `Передана от ${from} к ${to}`,
    returned: 'возврат',
    by: 'Кто',
    nobody: '—',
    none: 'Нет записей',
    generated: 'Сформировано',
    when: 'Когда',
    event: 'Событие',
  },
  packetFile: 'Анкеты подразделения',
  template: {
    item: 'Вопрос',
    competency: 'Компетенция',
    employeeAnswer: 'Ответ сотрудника',
    reviewerAnswer: 'Ответ руководителя',
    expected: 'Ожидается на уровне',
    notApplicable: 'Неприменимо',
    self: (section: string, item: string) => `${section}: ${item}: сотрудник`,
    reviewer: (section: string, item: string) => `${section}: ${item}: руководитель`,
    version: (name: string, n: number) => `${name} v${String(n)}`,
  },
};

const en: typeof ru = {
  sheet: 'Forms',
  formsFile: 'Forms',
  column: {
    id: 'Form',
    employee: 'Employee',
    position: 'Position',
    department: 'Department',
    reviewer: 'Reviewer',
    type: 'Form type',
    stage: 'Stage',
    self: (value: string) => `${value}: self grade`,
    manager: (value: string) => `${value}: manager grade`,
    overall: 'Overall grade',
    calibrated: 'Calibrated grade',
    agreements: 'Agreements',
    agreementsSelf: 'Agreements: mean self grade',
    agreementsManager: 'Agreements: mean manager grade',
    goalsProgress: 'Goals: mean progress, %',
    hipo: (skill: string) => `HiPo: ${skill}`,
    calibratedPotential: 'Potential after calibration',
  },
  stage: { SELF: 'Self-assessment', MANAGER: 'Manager assessment', FEEDBACK: 'Feedback', COMPLETE: 'Complete' },
  type: { SMPL: 'Simple', STND: 'Standard' },
  hipo: { IS_HIPO: 'Yes', IS_NOT_HIPO: 'No' },
  potential: { low: 'Low', medium: 'Medium', high: 'High' },
  agreementGrades: (self: string, manager: string) => `self ${self}, manager ${manager}`,
  goal: (progress: number, health: string | null) => `progress ${progress}%${health ? `, ${health}` : ''}`,
  health: { on_track: 'on track', at_risk: 'at risk', off_track: 'off track' },
  review: {
    title: 'Performance review',
    period: 'Period',
    position: 'Position',
    department: 'Department',
    reviewer: 'Reviewer',
    stage: 'Stage',
    type: 'Form type',
    values: 'Values',
    value: 'Value',
    self: 'Self',
    manager: 'Manager',
    selfComment: "Employee's comment",
    managerComment: "Manager's comment",
    agreements: 'Agreements',
    agreement: 'Agreement',
    due: 'Due',
    goalProgress: 'Goal progress',
    results: 'Results',
    hipo: 'Potential (HiPo)',
    skill: 'Skill',
    decision: 'Decision',
    comment: 'Comment',
    grades: 'Outcome',
    overall: 'Overall grade',
    calibrated: 'Calibrated grade',
    calibratedPotential: 'Potential after calibration',
    finalComment: 'Final comment',
    feedback: "Manager's feedback",
    strengths: 'Strengths',
    growthAreas: 'Growth areas',
    recommendation: 'Recommendations',
    participant: "Employee's answer",
    agree: { AGREE: 'Agrees with the assessment', DISAGREE: 'Disagrees with the assessment' },
    toManager: 'Feedback to the manager',
    history: 'History',
    moved: (from: string, to: string) => `${from} → ${to}`,
    reason: 'Reason',
    handedOver: (from: string, to: string) => `Handed over from ${from} to ${to}`,
    returned: 'handed back',
    by: 'By',
    nobody: '—',
    none: 'Nothing recorded',
    generated: 'Generated',
    when: 'When',
    event: 'Event',
  },
  packetFile: 'Department reviews',
  template: {
    item: 'Question',
    competency: 'Competency',
    employeeAnswer: "Employee's answer",
    reviewerAnswer: "Manager's answer",
    expected: 'Expected at the level',
    notApplicable: 'Not applicable',
    self: (section: string, item: string) => `${section}: ${item}: employee`,
    reviewer: (section: string, item: string) => `${section}: ${item}: manager`,
    version: (name: string, n: number) => `${name} v${String(n)}`,
  },
};

export type ExportTexts = typeof ru;
export const exportTexts: Record<Lang, ExportTexts> = { ru, en };

export const stageName = (t: ExportTexts, stage: Stage) => t.stage[stage];
export const typeName = (t: ExportTexts, type: FormType) => t.type[type];

/** Who reads a file: their language, and the time zone its times are written in (the company's). */
export type Reader = { lang: Lang; timeZone: string };

const intlLocale = (lang: Lang) => (lang === 'ru' ? 'ru-RU' : 'en-GB');

/** A moment as the reader writes it, in the company's time zone, which it names: «03.03.2026, 00:30 GMT+3». */
export function dateTimeText({ lang, timeZone }: Reader, iso: string): string {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    at,
  );
  const zone = new Intl.DateTimeFormat(intlLocale(lang), { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

/** A calendar date (`YYYY-MM-DD`) as the reader writes it, «30 апреля 2026 г.»: a day has no time zone. */
export function dateText(lang: Lang, date: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}
