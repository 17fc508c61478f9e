// react-admin builds a resource's URL from its name (`/:resource/*`), so the settings grids are
// registered under their route (`settings/values`) while the API knows them as `values`. This table is
// the one place that ties the two names and the endpoint together.

export const API_RESOURCES = {
  values: { route: 'settings/values', endpoint: 'performance_review/values/' },
  assessment_periods: {
    route: 'settings/performance-review-periods',
    endpoint: 'performance_review/assessment_periods/',
  },
  agreements: { route: 'settings/agreements', endpoint: 'performance_review/agreements/' },
  hipo_skills: { route: 'settings/hipo-skills', endpoint: 'performance_review/hipo_skills/' },
} as const;

export type ApiResource = keyof typeof API_RESOURCES;

export const ROUTES = {
  values: API_RESOURCES.values.route,
  assessment_periods: API_RESOURCES.assessment_periods.route,
  agreements: API_RESOURCES.agreements.route,
  hipo_skills: API_RESOURCES.hipo_skills.route,
} as const;
