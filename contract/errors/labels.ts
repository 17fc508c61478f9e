import type { Lang } from './types.ts';

/**
 * Parameter values that are names of things rather than data: a stage, a period's date field. A message
 * names them in the reader's language.
 */
export const paramLabels: Record<Lang, Record<string, string>> = {
  ru: {
    SELF: 'Самооценка',
    MANAGER: 'Оценка руководителя',
    FEEDBACK: 'Обратная связь',
    COMPLETE: 'Завершено',
    start_date: 'дата начала',
    end_date: 'дата окончания',
    self_deadline: 'срок самооценки',
    manager_deadline: 'срок оценки руководителя',
    feedback_deadline: 'срок обратной связи',
  },
  en: {
    SELF: 'self-assessment',
    MANAGER: 'manager assessment',
    FEEDBACK: 'feedback',
    COMPLETE: 'complete',
    start_date: 'the start date',
    end_date: 'the end date',
    self_deadline: 'the self-assessment deadline',
    manager_deadline: 'the manager deadline',
    feedback_deadline: 'the feedback deadline',
  },
};
