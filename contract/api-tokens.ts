/**
 * API tokens' scopes: read or write per area of the company's data (write implies read). Each company route
 * belongs to at most one area by its path under the company; a route in none (the token page itself, the
 * session, notices, 1:1s, staff pages) is refused to tokens. The `scim` area has no route under `/api`: it is
 * the SCIM 2.0 provisioning endpoint `/scim/v2/` (server/src/modules/scim). Plain values: the browser imports this file.
 */

export const TOKEN_AREAS = ['structure', 'periods', 'forms', 'analytics', 'goals', 'scim'] as const;
export type TokenArea = (typeof TOKEN_AREAS)[number];
export type TokenAccess = 'read' | 'write';
export type TokenScope = `${TokenArea}:${TokenAccess}`;
export const TOKEN_SCOPES = [
  'structure:read',
  'structure:write',
  'periods:read',
  'periods:write',
  'forms:read',
  'forms:write',
  'analytics:read',
  'analytics:write',
  'goals:read',
  'goals:write',
  'scim:read',
  'scim:write',
] as const satisfies readonly TokenScope[];

/** The recognisable start of every token's secret, so that a leaked one is found by secret scanners. */
export const TOKEN_PREFIX = 'prt_';

const company = '/companies/companies/:companyId';
const review = `${company}/performance_review`;

/** Each area's route groups, by the start of their path (contract/routes.ts). */
const AREA_PATHS: Record<TokenArea, readonly string[]> = {
  structure: [`${company}/structure/`],
  periods: [
    `${review}/assessment_periods/`,
    `${review}/values/`,
    `${review}/hipo_skills/`,
    `${review}/templates/`,
    `${review}/template_versions/`,
    `${review}/rating_scales/`,
    `${review}/job_families/`,
    `${review}/competencies/`,
    `${review}/review360/settings/`,
  ],
  forms: [
    `${review}/assessment_forms/`,
    `${review}/participants/`,
    `${review}/agreements/`,
    `${review}/calibration/`,
    `${review}/review360/`,
    `${review}/exports/`,
  ],
  analytics: [`${review}/analytics/`, `${review}/nine_box/`],
  goals: [`${review}/goals/`],
  scim: [],
};

/**
 * What a token needs to call a route: its area (the longest matching path start) and whether it writes
 * (every method but GET and HEAD), or null for a route outside every area.
 */
export function tokenScopeOf(method: string, path: string): { area: TokenArea; write: boolean } | null {
  let best: { area: TokenArea; length: number } | null = null;
  for (const area of TOKEN_AREAS) {
    for (const start of AREA_PATHS[area]) {
      if (path.startsWith(start) && start.length > (best?.length ?? 0)) best = { area, length: start.length };
    }
  }
  return best ? { area: best.area, write: method !== 'GET' && method !== 'HEAD' } : null;
}

/** Whether the scopes a token holds allow the call (write implies read). */
export function scopesAllow(scopes: readonly string[], need: { area: TokenArea; write: boolean }): boolean {
  return scopes.includes(`${need.area}:write`) || (!need.write && scopes.includes(`${need.area}:read`));
}
