import type {
  FormFilterOptionsOut,
  GroupFigureOut,
  QuestionResultOut,
  ResultsOut,
  Review360AnalyticsOut,
  ReviewSummaryOut,
  StageCountsOut,
  TeamResultOut,
} from '../../../api/types.ts';
import { scope } from '../../analytics/tests/analytics-fixtures.ts';

/** A browser that reports every observed element as near the window (jsdom has no IntersectionObserver). */
export class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element): void {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target }]));
  }
  unobserve(): void {}
  disconnect(): void {}
}

function shown(group: GroupFigureOut['group'], mean: number, count: number): GroupFigureOut {
  return { group, shown: true, mean, count, distribution: [0, 0, 0, 1, 0, 2] };
}

function hidden(group: GroupFigureOut['group']): GroupFigureOut {
  return { group, shown: false, mean: null, count: null, distribution: null };
}

function question(overrides: Partial<QuestionResultOut>): QuestionResultOut {
  return {
    id: 1,
    kind: 'value',
    value: 1,
    value_name: 'Ответственность',
    value_description: 'Доводим начатое до конца',
    text: '',
    order: 1,
    groups: [shown('self', 4, 1), hidden('manager'), shown('peer', 13 / 3, 3), hidden('direct_report')],
    mean: 13 / 3,
    comments: [],
    ...overrides,
  };
}

/** Form 7's 360 as its reviewer reads it: peers reached the threshold of 3, the manager and direct reports not. */
export function released(): ResultsOut {
  return {
    form_id: 7,
    period: 2,
    employee: 5,
    status: 'released',
    available: true,
    reason: null,
    anonymity_threshold: 3,
    groups: [
      { group: 'manager', shown: false, count: null },
      { group: 'direct_report', shown: false, count: null },
      { group: 'peer', shown: true, count: 3 },
    ],
    questions: [
      question({ comments: [{ group: 'peer', text: 'Всегда держит слово' }] }),
      question({
        id: 2,
        kind: 'continue',
        value: null,
        value_name: null,
        value_description: null,
        order: 2,
        groups: [hidden('self'), hidden('manager'), shown('peer', 0, 3), hidden('direct_report')],
        mean: null,
        comments: [
          { group: 'peer', text: 'Помогать новичкам' },
          { group: 'peer', text: 'Проводить разборы релизов' },
        ],
      }),
      question({
        id: 3,
        kind: 'change',
        value: null,
        value_name: null,
        value_description: null,
        order: 3,
        groups: [hidden('self'), hidden('manager'), shown('peer', 0, 3), hidden('direct_report')],
        mean: null,
        comments: [],
      }),
    ],
  };
}

export function notAvailable(reason: ResultsOut['reason'], status: ResultsOut['status'] = 'collecting'): ResultsOut {
  return {
    ...released(),
    status,
    available: false,
    reason,
    groups: released().groups.map((group) => ({ ...group, shown: false, count: null })),
    questions: released().questions.map((item) => ({
      ...item,
      groups: item.groups.map((figure) => hidden(figure.group)),
      mean: null,
      comments: [],
    })),
  };
}

export const TEAM: TeamResultOut[] = [
  {
    form_id: 21,
    employee: 5,
    employee_name: 'Анна Смирнова',
    status: 'released',
    reviewers: 6,
    available: true,
    values: [
      { value: 1, value_name: 'Ответственность', mean: 4.25 },
      { value: 2, value_name: 'Командность', mean: null },
    ],
  },
  {
    form_id: 22,
    employee: 6,
    employee_name: 'Сергей Петров',
    status: 'collecting',
    reviewers: 4,
    available: false,
    values: [
      { value: 1, value_name: 'Ответственность', mean: null },
      { value: 2, value_name: 'Командность', mean: null },
    ],
  },
  {
    form_id: 23,
    employee: 8,
    employee_name: 'Игорь Фёдоров',
    status: 'released',
    reviewers: 0,
    available: true,
    values: [
      { value: 1, value_name: 'Ответственность', mean: null },
      { value: 2, value_name: 'Командность', mean: null },
    ],
  },
];
export const OPTIONS: FormFilterOptionsOut = {
  periods: [{ id: 2, name: 'Весна 2025', status: 'active' }],
  departments: [],
};
export const SUMMARY: ReviewSummaryOut = {
  active_period: null,
  my_form: null,
  reviewing_count: 0,
  forms_by_stage: { SELF: 0, MANAGER: 0, FEEDBACK: 0, COMPLETE: 0 },
};
export const COUNTS: StageCountsOut = { SELF: 1, MANAGER: 1, FEEDBACK: 0, COMPLETE: 1 };

export const ANALYTICS_360: Review360AnalyticsOut = {
  scope: scope(),
  values: [
    { id: 1, name: 'Ответственность', order: 1 },
    { id: 2, name: 'Командность', order: 2 },
  ],
  departments: [
    {
      department: { id: 3, name: 'Разработка', parent_id: null },
      cells: [
        { value_id: 1, suppressed: false, people: 4, mean: 4.1 },
        { value_id: 2, suppressed: false, people: 4, mean: 3.5 },
      ],
      total: { suppressed: false, partial: false, mean: 3.8 },
    },
    {
      department: { id: 4, name: 'Продажи', parent_id: null },
      cells: [
        { value_id: 1, suppressed: true, people: null, mean: null },
        { value_id: 2, suppressed: true, people: null, mean: null },
      ],
      total: { suppressed: true, partial: false, mean: null },
    },
  ],
  value_totals: [
    { value_id: 1, suppressed: false, partial: true, mean: 4.1 },
    { value_id: 2, suppressed: false, partial: true, mean: 3.5 },
  ],
  total: { suppressed: false, partial: true, mean: 3.8 },
};
