import { http, HttpResponse } from 'msw';
import type { NineBoxOut, NineBoxPersonOut, NineBoxSettingsOut } from '../../src/api/types.ts';
import { API } from './fixtures.ts';

export const PR = `${API}/companies/companies/1/performance_review`;
export const NINE_BOX = `${PR}/nine_box/`;

export const SPRING = { id: 3, name: 'Весна 2026', status: 'active' as const };
export const AUTUMN = { id: 2, name: 'Осень 2025', status: 'closed' as const };
export const SALES = { id: 5, name: 'Продажи' };

/** The period and department choices of the review's filters. */
export const filterOptions = () =>
  http.get(`${PR}/assessment_forms/filter_options/`, () =>
    HttpResponse.json({ periods: [SPRING, AUTUMN], departments: [SALES] }),
  );

export function thresholds(overrides: Partial<NineBoxSettingsOut> = {}): NineBoxSettingsOut {
  return {
    performance_medium_from: 3,
    performance_high_from: 4,
    potential_medium_from: 0.34,
    potential_high_from: 0.67,
    version: 0,
    updated_at: null,
    ...overrides,
  };
}

export function person(overrides: Partial<NineBoxPersonOut> = {}): NineBoxPersonOut {
  return {
    form_id: 41,
    employee_id: 9,
    full_name: 'Ольга Кузнецова',
    position: 'Аналитик',
    department_id: 5,
    department: 'Продажи',
    stage: 'COMPLETE',
    performance: { value: 4, level: 'high' },
    potential: { value: 1, level: 'high' },
    overall_grade: 4,
    calibrated_grade: null,
    ...overrides,
  };
}

const LEVELS = ['low', 'medium', 'high'] as const;

/** A grid with the given people in their boxes (by the levels of their card) and counts to match. */
export function nineBox(people: NineBoxPersonOut[], overrides: Partial<NineBoxOut> = {}): NineBoxOut {
  const boxes = LEVELS.flatMap((performance) =>
    LEVELS.map((potential) => {
      const inside = people.filter((p) => p.performance.level === performance && p.potential?.level === potential);
      return {
        key: `${performance}_${potential}` as const,
        performance,
        potential,
        count: inside.length,
        people: inside,
      };
    }),
  );
  const apart = people.filter((p) => p.potential === null);
  return {
    period: { id: SPRING.id, name: SPRING.name },
    thresholds: thresholds(),
    boxes,
    no_potential: { count: apart.length, people: apart },
    not_assessed: { count: 0 },
    page: 1,
    page_size: 50,
    ...overrides,
  };
}
