import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Member } from '../../http/access.ts';
import {
  MIN_GROUP_SIZE,
  type AnalyticsQuery,
  type CompletionOut,
  type GapOut,
  type GradesOut,
  type HeatmapOut,
  type HipoOut,
  type LeniencyOut,
  type LeniencyQuery,
  type LeniencyRow,
  type SeriesSet,
  type TrendOut,
  type TrendQuery,
} from './analytics.schemas.ts';
import { departmentsOf, readCells, type Cells, type CellKind } from './cells.ts';
import { adminLeniency } from './aggregates.ts';
import { analyticsContext, type AnalyticsContext } from './context.ts';
import { cellOf, completionOf, gapOf, hipoOf, meanOf, seriesOf } from './privacy.ts';
import { seesWholeCompany } from '../../policy.ts';

/**
 * Review analytics, one measure a request: the context (one statement), the finest cells (one statement),
 * then the privacy rule and the totals in privacy.ts. With the session's own lookup, three statements a
 * request, whatever the number of forms.
 */

export type AnalyticsDeps = { db: Db; clock: Clock };

type Keyed = { period_id: number; department_id: number | null };

const ofDepartment = (id: number | null) => (c: Keyed) => c.department_id === id;
const ofPeriod = (id: number) => (c: Keyed) => c.period_id === id;

function seriesSetOf(cells: Pick<Cells, 'values' | 'reviewers'>, suppress: boolean): SeriesSet {
  return {
    self: seriesOf(
      cells.values.map((c) => c.self),
      suppress,
    ),
    manager: seriesOf(
      cells.values.map((c) => c.manager),
      suppress,
    ),
    overall: seriesOf(
      cells.reviewers.map((c) => c.overall),
      suppress,
    ),
    calibrated: seriesOf(
      cells.reviewers.map((c) => c.calibrated),
      suppress,
    ),
  };
}

/** Forms per stage and overdue ones, per department and in all. */
export async function completion(deps: AnalyticsDeps, member: Member, query: AnalyticsQuery): Promise<CompletionOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const cells = await readCells(deps.db, ctx.input, ['completion']);
  return {
    scope: ctx.scope,
    departments: departmentsOf(cells, ['completion']).map((department) => ({
      department,
      ...completionOf(cells.completion.filter(ofDepartment(department.id)), ctx.suppress),
    })),
    total: completionOf(cells.completion, ctx.suppress),
  };
}

/** The distributions of self, manager, overall and calibrated grades, per department and in all. */
export async function grades(deps: AnalyticsDeps, member: Member, query: AnalyticsQuery): Promise<GradesOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const kinds: CellKind[] = ['values', 'reviewers'];
  const cells = await readCells(deps.db, ctx.input, kinds, { reviewerGrain: 'department' });
  return {
    scope: ctx.scope,
    total: seriesSetOf(cells, ctx.suppress),
    departments: departmentsOf(cells, kinds).map((department) => {
      const mine = ofDepartment(department.id);
      return {
        department,
        ...seriesSetOf({ values: cells.values.filter(mine), reviewers: cells.reviewers.filter(mine) }, ctx.suppress),
      };
    }),
  };
}

/** The mean manager grade per value per department, with each row's, column's and the whole map's mean. */
export async function heatmap(deps: AnalyticsDeps, member: Member, query: AnalyticsQuery): Promise<HeatmapOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const cells = await readCells(deps.db, ctx.input, ['values'], { valueNames: true });
  const { suppress } = ctx;
  const none = [0, 0, 0, 0, 0, 0];
  return {
    scope: ctx.scope,
    values: cells.value_names,
    departments: departmentsOf(cells, ['values']).map((department) => {
      const row = cells.values.filter(ofDepartment(department.id));
      return {
        department,
        cells: cells.value_names.map((v) => ({
          value_id: v.id,
          ...cellOf(row.find((c) => c.value_id === v.id)?.manager ?? none, suppress),
        })),
        total: meanOf(
          row.map((c) => c.manager),
          suppress,
        ),
      };
    }),
    value_totals: cells.value_names.map((v) => ({
      value_id: v.id,
      ...meanOf(
        cells.values.filter((c) => c.value_id === v.id).map((c) => c.manager),
        suppress,
      ),
    })),
    total: meanOf(
      cells.values.map((c) => c.manager),
      suppress,
    ),
  };
}

/** Self grades against manager grades, per value, per department (and per value in each) and in all. */
export async function gap(deps: AnalyticsDeps, member: Member, query: AnalyticsQuery): Promise<GapOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const cells = await readCells(deps.db, ctx.input, ['values'], { valueNames: true });
  const { suppress } = ctx;
  return {
    scope: ctx.scope,
    values: cells.value_names.map((value) => ({
      value,
      ...gapOf(
        cells.values.filter((c) => c.value_id === value.id),
        suppress,
      ),
    })),
    departments: departmentsOf(cells, ['values']).map((department) => {
      const row = cells.values.filter(ofDepartment(department.id));
      return {
        department,
        ...gapOf(row, suppress),
        cells: cells.value_names.map((v) => ({
          value_id: v.id,
          ...gapOf(
            row.filter((c) => c.value_id === v.id),
            suppress,
          ),
        })),
      };
    }),
    total: gapOf(cells.values, suppress),
  };
}

/** The share of hipo items decided IS_HIPO, per department and in all. */
export async function hipo(deps: AnalyticsDeps, member: Member, query: AnalyticsQuery): Promise<HipoOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  const cells = await readCells(deps.db, ctx.input, ['hipo']);
  return {
    scope: ctx.scope,
    departments: departmentsOf(cells, ['hipo']).map((department) => ({
      department,
      ...hipoOf(cells.hipo.filter(ofDepartment(department.id)), ctx.suppress),
    })),
    total: hipoOf(cells.hipo, ctx.suppress),
  };
}

const byNullsLast = (a: number | null, b: number | null) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
};

/** The order of `?ordering=`: withheld reviewers (no figures) last either way, ties by name. */
function leniencyOrder(ordering: LeniencyQuery['ordering']) {
  const field = ordering.replace(/^-/, '');
  const sign = ordering.startsWith('-') ? -1 : 1;
  const byName = (a: LeniencyRow, b: LeniencyRow) =>
    a.reviewer.name.localeCompare(b.reviewer.name, 'ru') || a.reviewer.id - b.reviewer.id;
  const figure = (r: LeniencyRow) => (field === 'people' ? r.people : field === 'mean' ? r.mean : r.deviation);
  return (a: LeniencyRow, b: LeniencyRow) => {
    if (field === 'name') return sign * byName(a, b);
    const [x, y] = [figure(a), figure(b)];
    if (x === null || y === null) return byNullsLast(x, y) || byName(a, b);
    return sign * (x - y) || byName(a, b);
  };
}

export type LeniencyPage = Omit<LeniencyOut, 'next' | 'previous'>;

/**
 * Each reviewer's mean overall grade against the company's (or, for a manager who may not see it, against
 * their scope's), one page of reviewers.
 */
export async function leniency(deps: AnalyticsDeps, member: Member, query: LeniencyQuery): Promise<LeniencyPage> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query);
  if (seesWholeCompany(member)) return adminLeniencyPage(deps, ctx, query);
  const { suppress } = ctx;
  const cells = await readCells(deps.db, ctx.input, ['reviewers'], { reviewerNames: true, company: true });
  const scopeMean = meanOf(
    cells.reviewers.map((c) => c.overall),
    suppress,
  );
  // While grades can still change, two reads of the company's mean and head count around one change would
  // give that grade: a manager gets it only once the period is closed (its grades final).
  const final = ctx.scope.period?.status === 'closed';
  const company =
    final && cells.company && cells.company.outside >= MIN_GROUP_SIZE
      ? {
          mean: cells.company.people ? cells.company.total / cells.company.people : null,
          people: cells.company.people,
        }
      : null;
  const reference = company ? company.mean : scopeMean.mean;
  const rows = cells.reviewer_names.map((reviewer): LeniencyRow => {
    const figure = meanOf(
      cells.reviewers.filter((c) => c.reviewer_id === reviewer.id).map((c) => c.overall),
      suppress,
    );
    return {
      reviewer,
      suppressed: figure.suppressed,
      partial: figure.partial,
      people: figure.grades,
      mean: figure.mean,
      deviation: figure.mean !== null && reference !== null ? figure.mean - reference : null,
    };
  });
  rows.sort(leniencyOrder(query.ordering));
  const offset = (query.page - 1) * query.page_size;
  return {
    scope: ctx.scope,
    company,
    scope_mean: scopeMean,
    reference: company ? 'company' : 'scope',
    count: rows.length,
    results: rows.slice(offset, offset + query.page_size),
  };
}

/**
 * An admin's leniency: never withheld, against the company's mean, one page of reviewers read in order from
 * the aggregates (aggregates.ts), whatever the number of reviewers.
 */
async function adminLeniencyPage(
  deps: AnalyticsDeps,
  ctx: AnalyticsContext,
  query: LeniencyQuery,
): Promise<LeniencyPage> {
  const found = await adminLeniency(deps.db, ctx.input, query);
  const scopeMean = meanOf([found.scope], false);
  const companyMean = meanOf([found.company], false);
  const reference = companyMean.mean;
  return {
    scope: ctx.scope,
    company: { mean: companyMean.mean, people: companyMean.grades ?? 0 },
    scope_mean: scopeMean,
    reference: 'company',
    count: found.count,
    results: found.page.map(({ id, name, position, graded, total }): LeniencyRow => {
      const mean = graded ? total / graded : null;
      return {
        reviewer: { id, name, position },
        suppressed: false,
        partial: false,
        people: graded,
        mean,
        deviation: mean !== null && reference !== null ? mean - reference : null,
      };
    }),
  };
}

/** The headline figures of the last periods: each the totals the measures above give for that period. */
export async function trend(deps: AnalyticsDeps, member: Member, query: TrendQuery): Promise<TrendOut> {
  const ctx = await analyticsContext(deps.db, deps.clock, member, query, query.periods);
  const cells = await readCells(deps.db, ctx.input, ['completion', 'values', 'reviewers', 'hipo'], {
    reviewerGrain: 'department',
  });
  const { suppress } = ctx;
  return {
    scope: ctx.scope,
    periods: ctx.periods.map((period) => {
      const mine = ofPeriod(period.id);
      const values = cells.values.filter(mine);
      return {
        period,
        completion: completionOf(cells.completion.filter(mine), suppress),
        grades: seriesSetOf({ values, reviewers: cells.reviewers.filter(mine) }, suppress),
        gap: gapOf(values, suppress),
        hipo: hipoOf(cells.hipo.filter(mine), suppress),
      };
    }),
  };
}
