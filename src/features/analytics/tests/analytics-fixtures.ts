import { http } from 'msw';
import type {
  AnalyticsScope,
  CompletionOut,
  ExportJobOut,
  FormFilterOptionsOut,
  GapFigure,
  GapOut,
  GradesOut,
  HeatmapOut,
  GoalsOut,
  HipoOut,
  LeniencyOut,
  PeriodRef,
  Review360AnalyticsOut,
  SeriesFigure,
  TrendOut,
} from '../../../api/types.ts';
import { json, pageOf, PR } from '../../forms/tests/review-fixtures.ts';

export const ANALYTICS = `${PR}/analytics`;
export const EXPORTS = `${PR}/exports/`;

export const OPTIONS: FormFilterOptionsOut = {
  periods: [
    { id: 2, name: 'Весна 2026', status: 'active' },
    { id: 1, name: 'Осень 2025', status: 'closed' },
  ],
  departments: [
    { id: 3, name: 'Разработка' },
    { id: 4, name: 'Продажи' },
  ],
};

export const PERIOD: PeriodRef = {
  id: 2,
  name: 'Весна 2026',
  status: 'active',
  start_date: '2026-03-01',
  end_date: '2026-05-31',
  self_deadline: '2026-03-15',
  manager_deadline: '2026-04-15',
  feedback_deadline: '2026-05-15',
};

/** A manager's scope: cells of fewer than 3 people withheld. */
export function scope(overrides: Partial<AnalyticsScope> = {}): AnalyticsScope {
  return { period: PERIOD, department: [], suppression: true, min_group_size: 3, as_of: '2026-04-20', ...overrides };
}

const DEV = { id: 3, name: 'Разработка', parent_id: null };
const SALES = { id: 4, name: 'Продажи', parent_id: null };
const VALUES = [
  { id: 10, name: 'Ответственность', order: 1 },
  { id: 11, name: 'Открытость', order: 2 },
];
const SHOWN = { suppressed: false, partial: false };
const HIDDEN = { suppressed: true, partial: false };
const PARTIAL = { suppressed: false, partial: true };

/** Development is shown; Sales has two people and is withheld. */
export const HEATMAP: HeatmapOut = {
  scope: scope(),
  values: VALUES,
  departments: [
    {
      department: DEV,
      cells: [
        { value_id: 10, suppressed: false, people: 5, mean: 3.8 },
        { value_id: 11, suppressed: false, people: 5, mean: 4.25 },
      ],
      total: { ...SHOWN, grades: 10, mean: 4.03 },
    },
    {
      department: SALES,
      cells: [
        { value_id: 10, suppressed: true, people: null, mean: null },
        { value_id: 11, suppressed: true, people: null, mean: null },
      ],
      total: { ...HIDDEN, grades: null, mean: null },
    },
  ],
  value_totals: [
    { value_id: 10, ...PARTIAL, grades: 5, mean: 3.8 },
    { value_id: 11, ...PARTIAL, grades: 5, mean: 4.25 },
  ],
  total: { ...PARTIAL, grades: 10, mean: 4.03 },
};

export const COMPLETION: CompletionOut = {
  scope: scope(),
  departments: [
    {
      department: DEV,
      ...SHOWN,
      forms: 6,
      by_stage: { SELF: 1, MANAGER: 2, FEEDBACK: 1, COMPLETE: 2 },
      overdue: 1,
      overdue_by_stage: { SELF: 1, MANAGER: 0, FEEDBACK: 0 },
      completed_share: 2 / 6,
    },
    {
      department: SALES,
      ...HIDDEN,
      forms: null,
      by_stage: null,
      overdue: null,
      overdue_by_stage: null,
      completed_share: null,
    },
  ],
  total: {
    ...PARTIAL,
    forms: 6,
    by_stage: { SELF: 1, MANAGER: 2, FEEDBACK: 1, COMPLETE: 2 },
    overdue: 1,
    overdue_by_stage: { SELF: 1, MANAGER: 0, FEEDBACK: 0 },
    completed_share: 2 / 6,
  },
};

const series = (counts: [number, number, number, number, number, number]): SeriesFigure => {
  const grades = counts.reduce((sum, count) => sum + count, 0);
  const mean = counts.reduce((sum, count, grade) => sum + count * grade, 0) / grades;
  const [c0, c1, c2, c3, c4, c5] = counts;
  return { ...SHOWN, grades, mean, counts: { '0': c0, '1': c1, '2': c2, '3': c3, '4': c4, '5': c5 } };
};
const HIDDEN_SERIES: SeriesFigure = { ...HIDDEN, grades: null, mean: null, counts: null };

export const GRADES: GradesOut = {
  scope: scope(),
  total: {
    self: series([0, 0, 1, 3, 4, 2]),
    manager: series([0, 1, 2, 4, 3, 0]),
    overall: series([0, 0, 1, 2, 2, 0]),
    calibrated: HIDDEN_SERIES,
  },
  departments: [],
};

const gap = (self: number, manager: number): GapFigure => ({
  ...SHOWN,
  self_mean: self,
  manager_mean: manager,
  gap: self - manager,
  self_grades: 5,
  manager_grades: 5,
});
const HIDDEN_GAP: GapFigure = {
  ...HIDDEN,
  self_mean: null,
  manager_mean: null,
  gap: null,
  self_grades: null,
  manager_grades: null,
};

export const GAP: GapOut = {
  scope: scope(),
  values: [
    { value: VALUES[0], ...gap(4.2, 3.8) },
    { value: VALUES[1], ...gap(4, 4.25) },
  ],
  departments: [
    { department: DEV, ...gap(4.1, 4.03), cells: [] },
    { department: SALES, ...HIDDEN_GAP, cells: [] },
  ],
  total: { ...gap(4.1, 4.03), partial: true },
};

export const HIPO: HipoOut = {
  scope: scope(),
  departments: [
    { department: DEV, ...SHOWN, people: 5, decided: 10, hipo: 3, share: 0.3 },
    { department: SALES, ...HIDDEN, people: null, decided: null, hipo: null, share: null },
  ],
  total: { ...PARTIAL, people: 5, decided: 10, hipo: 3, share: 0.3 },
};

export const GOALS: GoalsOut = {
  scope: scope(),
  departments: [
    {
      department: DEV,
      ...SHOWN,
      people: 4,
      goals: 6,
      mean_progress: 0.55,
      on_track: 3,
      at_risk: 2,
      off_track: 1,
      no_health: 0,
    },
    {
      department: SALES,
      ...HIDDEN,
      people: null,
      goals: null,
      mean_progress: null,
      on_track: null,
      at_risk: null,
      off_track: null,
      no_health: null,
    },
  ],
  total: { ...PARTIAL, people: 4, goals: 6, mean_progress: 0.55, on_track: 3, at_risk: 2, off_track: 1, no_health: 0 },
};

export const LENIENCY: LeniencyOut = {
  scope: scope(),
  company: null,
  scope_mean: { ...SHOWN, grades: 5, mean: 3.6 },
  reference: 'scope',
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      reviewer: { id: 31, name: 'Павел Орлов', position: 'Тимлид' },
      ...SHOWN,
      people: 5,
      mean: 3.8,
      deviation: 0.2,
    },
    {
      reviewer: { id: 32, name: 'Ольга Белова', position: 'Руководитель продаж' },
      ...HIDDEN,
      people: null,
      mean: null,
      deviation: null,
    },
  ],
};

/** No 360 closed in the scope yet. */
export const REVIEW360: Review360AnalyticsOut = {
  scope: scope(),
  values: [],
  departments: [],
  value_totals: [],
  total: { suppressed: false, partial: false, mean: null },
};

export const TREND: TrendOut = {
  scope: scope(),
  periods: [
    {
      period: { ...PERIOD, id: 1, name: 'Осень 2025', status: 'closed' },
      completion: COMPLETION.total,
      grades: GRADES.total,
      gap: GAP.total,
      hipo: HIPO.total,
    },
    { period: PERIOD, completion: COMPLETION.total, grades: GRADES.total, gap: GAP.total, hipo: HIPO.total },
  ],
};

export function job(overrides: Partial<ExportJobOut> = {}): ExportJobOut {
  return {
    id: 'job-1',
    kind: 'forms_xlsx',
    status: 'queued',
    done: 0,
    total: 0,
    params: { period: 2, department: null, form_id: null, lang: 'ru' },
    filename: '',
    error: null,
    download_url: null,
    created_at: '2026-04-20T09:00:00Z',
    finished_at: null,
    expires_at: null,
    ...overrides,
  };
}

/** A finished XLSX export with its download address. */
export const DONE = job({
  status: 'done',
  done: 6,
  total: 6,
  filename: 'forms-2026.xlsx',
  download_url: `${EXPORTS}job-1/download/`,
  finished_at: '2026-04-20T09:00:05Z',
  expires_at: '2026-04-21T09:00:05Z',
});

/** Every analytics measure answering with the fixtures above; `seen` collects each request's address. */
export function analyticsHandlers(seen: URL[] = [], jobs: ExportJobOut[] = []) {
  const answer =
    (body: Parameters<typeof json>[0]) =>
    ({ request }: { request: Request }) => {
      seen.push(new URL(request.url));
      return json(body);
    };
  return [
    http.get(`${PR}/assessment_forms/filter_options/`, () => json(OPTIONS)),
    http.get(`${ANALYTICS}/completion/`, answer(COMPLETION)),
    http.get(`${ANALYTICS}/grades/`, answer(GRADES)),
    http.get(`${ANALYTICS}/heatmap/`, answer(HEATMAP)),
    http.get(`${ANALYTICS}/gap/`, answer(GAP)),
    http.get(`${ANALYTICS}/hipo/`, answer(HIPO)),
    http.get(`${ANALYTICS}/goals/`, answer(GOALS)),
    http.get(`${ANALYTICS}/leniency/`, answer(LENIENCY)),
    http.get(`${ANALYTICS}/trend/`, answer(TREND)),
    http.get(`${ANALYTICS}/praise/`, answer({ min_group_size: 3, by_value: [], by_department: [] })),
    http.get(`${ANALYTICS}/one_on_ones/`, answer({ min_group_size: 3, results: [] })),
    http.get(`${ANALYTICS}/review360/`, answer(REVIEW360)),
    http.get(EXPORTS, () => json(pageOf(jobs))),
  ];
}
