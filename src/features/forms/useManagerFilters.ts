import { useSearchParams } from 'react-router-dom';
import { STAGES, type Stage } from '../../../contract/enums.ts';

/** `period` in the address: absent = the active period, `all` = every period. */
export const ALL_PERIODS = 'all';
export const PAGE_SIZES = [25, 50, 100];
/** Columns the list can be sorted by (each read in the order of an index of the forms). */
export const SORTABLE = ['employee', 'department', 'stage'] as const;
export type SortField = (typeof SORTABLE)[number];
export type Sort = { field: SortField; desc: boolean };
/** `employees` in the address: absent = everyone, else only people still active or only deactivated ones. */
export const EMPLOYEE_STATES = ['active', 'inactive'] as const;
export type EmployeeState = (typeof EMPLOYEE_STATES)[number];

export type ManagerFilters = {
  period: string | null;
  department: string;
  employees: EmployeeState | '';
  sort: Sort;
  stages: Stage[];
  search: string;
  page: number;
  perPage: number;
};

function isStage(value: string): value is Stage {
  return STAGES.some((stage) => stage === value);
}

function sortOf(value: string | null): Sort {
  const field = SORTABLE.find((f) => f === value?.replace(/^-/, ''));
  return field ? { field, desc: value?.startsWith('-') ?? false } : { field: 'employee', desc: false };
}

const employeesOf = (value: string | null) => EMPLOYEE_STATES.find((state) => state === value) ?? '';

/** The filters an address names (the defaults where it names none). */
export function filtersOf(params: URLSearchParams): ManagerFilters {
  const perPage = Number(params.get('per_page'));
  return {
    period: params.get('period'),
    department: params.get('department') ?? '',
    employees: employeesOf(params.get('employees')),
    sort: sortOf(params.get('ordering')),
    stages: (params.get('stage') ?? '').split(',').filter(isStage),
    search: params.get('search') ?? '',
    page: Math.max(0, Number(params.get('page') ?? 1) - 1) || 0,
    perPage: PAGE_SIZES.includes(perPage) ? perPage : PAGE_SIZES[0],
  };
}

/**
 * The list's and the stage counts' queries for these filters: no period in the address means the active one
 * (every period when none is active). The dashboard and the first load's head start (shell/prefetch.ts) ask the
 * same, so the dashboard finds the head start's answers under its keys.
 */
export function managerQueries(filters: ManagerFilters, activePeriodId: number | null) {
  const period = filters.period ?? (activePeriodId === null ? ALL_PERIODS : String(activePeriodId));
  const common = {
    team: true,
    period: period === ALL_PERIODS ? undefined : period,
    department: filters.department || undefined,
    search: filters.search || undefined,
    employee_active: filters.employees ? filters.employees === 'active' : undefined,
  };
  const list = {
    ...common,
    stage: filters.stages,
    page: filters.page + 1,
    page_size: filters.perPage,
    ordering: `${filters.sort.desc ? '-' : ''}${filters.sort.field}`,
  };
  return { period, common, list };
}

/**
 * The manager dashboard's filters live in the address, so the back button from a form returns to
 * the same list and a filtered list can be shared as a link.
 */
export function useManagerFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    formId: params.get('form'),
    setPeriod: (period: string) => update({ period }),
    setDepartment: (department: string) => update({ department }),
    toggleStage: (stage: Stage) => {
      const stages = filters.stages.includes(stage)
        ? filters.stages.filter((s) => s !== stage)
        : [...filters.stages, stage];
      update({ stage: STAGES.filter((s) => stages.includes(s)).join(',') });
    },
    setSearch: (search: string) => update({ search }),
    setEmployees: (employees: string) => update({ employees }),
    /** The same column again turns the order round; another column sorts by it, A to Z. */
    sortBy: (field: SortField) => {
      const desc = filters.sort.field === field && !filters.sort.desc;
      update({ ordering: field === 'employee' && !desc ? null : `${desc ? '-' : ''}${field}` });
    },
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }, true),
    setPerPage: (size: number) => update({ per_page: size === PAGE_SIZES[0] ? null : String(size) }),
  };
}
