import type { Query } from '../httpClient.ts';

/**
 * Every query key of the app's own reads (react-admin keys its resource reads itself). A company's keys
 * all start with `['company', id]` and an area, so one invalidation refreshes an area, or a whole company.
 */
const company = (companyId: number) => ['company', companyId] as const;

export const queryKeys = {
  me: ['auth', 'me'] as const,
  companies: ['companies'] as const,
  providers: ['auth', 'providers'] as const,
  usersServiceUrl: ['plugins', 'users', 'service_url'] as const,
  users: (search: string) => ['users', search] as const,

  company,
  dashboard: {
    info: (companyId: number) => [...company(companyId), 'dashboard', 'info'] as const,
    apps: (companyId: number) => [...company(companyId), 'dashboard', 'apps'] as const,
    tasks: (companyId: number) => [...company(companyId), 'dashboard', 'tasks'] as const,
  },
  review: {
    all: (companyId: number) => [...company(companyId), 'review'] as const,
    summary: (companyId: number) => [...company(companyId), 'review', 'summary'] as const,
    /** `null`: the caller's current form. */
    form: (companyId: number, id: number | null) => [...company(companyId), 'review', 'form', id ?? 'current'] as const,
    forms: (companyId: number, query: Query) => [...company(companyId), 'review', 'forms', query] as const,
    stageCounts: (companyId: number, query: Query) => [...company(companyId), 'review', 'stage-counts', query] as const,
    periods: (companyId: number) => [...company(companyId), 'review', 'periods'] as const,
    filterOptions: (companyId: number) => [...company(companyId), 'review', 'filter-options'] as const,
    launchPreview: (companyId: number, body: Query) =>
      [...company(companyId), 'review', 'launch-preview', body] as const,
    delegates: (companyId: number) => [...company(companyId), 'review', 'delegates'] as const,
    agreements: (companyId: number, query: Query) => [...company(companyId), 'review', 'agreements', query] as const,
    /** The manager dashboard's team goals needing attention. */
    teamGoals: (companyId: number, query: Query) => [...company(companyId), 'review', 'team-goals', query] as const,
  },
  structure: {
    all: (companyId: number) => [...company(companyId), 'structure'] as const,
    departments: (companyId: number) => [...company(companyId), 'structure', 'departments'] as const,
    people: (companyId: number, query: Query) => [...company(companyId), 'structure', 'people', query] as const,
    openForms: (companyId: number, id: number) => [...company(companyId), 'structure', 'open-forms', id] as const,
    managedPeople: (companyId: number, query: Query) =>
      [...company(companyId), 'structure', 'managed-people', query] as const,
  },
  agreements: {
    history: (companyId: number, id: string) => [...company(companyId), 'agreements', 'history', id] as const,
  },
  notifications: {
    all: (companyId: number) => [...company(companyId), 'notifications'] as const,
    unread: (companyId: number) => [...company(companyId), 'notifications', 'unread'] as const,
    lists: (companyId: number) => [...company(companyId), 'notifications', 'list'] as const,
    list: (companyId: number, query: Query) => [...company(companyId), 'notifications', 'list', query] as const,
    settings: (companyId: number) => [...company(companyId), 'notifications', 'settings'] as const,
    outbox: (companyId: number, query: Query) => [...company(companyId), 'notifications', 'outbox', query] as const,
  },
  analytics: {
    all: (companyId: number) => [...company(companyId), 'analytics'] as const,
    measure: (companyId: number, measure: string, query: Query) =>
      [...company(companyId), 'analytics', measure, query] as const,
  },
  exports: {
    all: (companyId: number) => [...company(companyId), 'exports'] as const,
    list: (companyId: number, query: Query) => [...company(companyId), 'exports', 'list', query] as const,
    job: (companyId: number, id: string) => [...company(companyId), 'exports', 'job', id] as const,
  },
  calibration: {
    all: (companyId: number) => [...company(companyId), 'calibration'] as const,
    nineBoxes: (companyId: number) => [...company(companyId), 'calibration', 'nine-box'] as const,
    nineBox: (companyId: number, query: object) => [...company(companyId), 'calibration', 'nine-box', query] as const,
    sessions: (companyId: number) => [...company(companyId), 'calibration', 'sessions'] as const,
    sessionList: (companyId: number, query: Query) =>
      [...company(companyId), 'calibration', 'sessions', 'list', query] as const,
    session: (companyId: number, id: number) => [...company(companyId), 'calibration', 'sessions', id] as const,
    history: (companyId: number, id: number, query: Query) =>
      [...company(companyId), 'calibration', 'sessions', id, 'history', query] as const,
  },
  review360: {
    all: (companyId: number) => [...company(companyId), 'review360'] as const,
    settings: (companyId: number, periodId: number) =>
      [...company(companyId), 'review360', 'settings', periodId] as const,
    subjects: (companyId: number, query: Query) => [...company(companyId), 'review360', 'subjects', query] as const,
    mine: (companyId: number, periodId: number) => [...company(companyId), 'review360', 'mine', periodId] as const,
    people: (companyId: number, query: Query) => [...company(companyId), 'review360', 'people', query] as const,
    requests: (companyId: number, query: Query) => [...company(companyId), 'review360', 'requests', query] as const,
    request: (companyId: number, id: number) => [...company(companyId), 'review360', 'request', id] as const,
    results: (companyId: number, formId: number) => [...company(companyId), 'review360', 'results', formId] as const,
    team: (companyId: number, query: Query) => [...company(companyId), 'review360', 'team', query] as const,
  },
  goals: {
    all: (companyId: number) => [...company(companyId), 'goals'] as const,
    lists: (companyId: number) => [...company(companyId), 'goals', 'list'] as const,
    list: (companyId: number, query: Query) => [...company(companyId), 'goals', 'list', query] as const,
    trees: (companyId: number) => [...company(companyId), 'goals', 'tree'] as const,
    tree: (companyId: number, query: Query) => [...company(companyId), 'goals', 'tree', query] as const,
    goal: (companyId: number, id: number) => [...company(companyId), 'goals', 'goal', id] as const,
    checkIns: (companyId: number, id: number, query: Query) =>
      [...company(companyId), 'goals', 'goal', id, 'check-ins', query] as const,
  },
  oneOnOnes: {
    all: (companyId: number) => [...company(companyId), 'one-on-ones'] as const,
    series: (companyId: number, query: Query) => [...company(companyId), 'one-on-ones', 'series', query] as const,
    oneSeries: (companyId: number, id: number) => [...company(companyId), 'one-on-ones', 'one-series', id] as const,
    meetings: (companyId: number, id: number, query: Query) =>
      [...company(companyId), 'one-on-ones', 'one-series', id, 'meetings', query] as const,
    meeting: (companyId: number, id: number) => [...company(companyId), 'one-on-ones', 'meeting', id] as const,
    questions: (companyId: number) => [...company(companyId), 'one-on-ones', 'questions'] as const,
    dashboard: (companyId: number) => [...company(companyId), 'one-on-ones', 'dashboard'] as const,
  },
  recognition: {
    all: (companyId: number) => [...company(companyId), 'recognition'] as const,
    feedback: (companyId: number, query: Query) => [...company(companyId), 'recognition', 'feedback', query] as const,
    requests: (companyId: number, query: Query) => [...company(companyId), 'recognition', 'requests', query] as const,
    praise: (companyId: number, query: Query) => [...company(companyId), 'recognition', 'praise', query] as const,
    colleagues: (companyId: number, query: Query) =>
      [...company(companyId), 'recognition', 'colleagues', query] as const,
    betweenReviews: (companyId: number, formId: number) =>
      [...company(companyId), 'recognition', 'between-reviews', formId] as const,
  },
  /** The staff area's reads, outside any company. */
  staff: {
    all: ['staff'] as const,
    feedback: (query: Query) => ['staff', 'feedback', query] as const,
    impersonation: (query: Query) => ['staff', 'impersonation', query] as const,
  },
};
