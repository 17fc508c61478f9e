import { useSearchParams } from 'react-router-dom';
import { STAGES, type Stage } from './api.ts';

/** `period` in the address: absent = the active period, `all` = every period. */
export const ALL_PERIODS = 'all';
export const PAGE_SIZES = [25, 50, 100];

export type ManagerFilters = {
  period: string | null;
  department: string;
  stages: Stage[];
  search: string;
  page: number;
  perPage: number;
};

function isStage(value: string): value is Stage {
  return STAGES.some((stage) => stage === value);
}

/**
 * The manager dashboard's filters live in the address, so the back button from a form returns to
 * the same list and a filtered list can be shared as a link.
 */
export function useManagerFilters() {
  const [params, setParams] = useSearchParams();
  const perPage = Number(params.get('per_page'));
  const filters: ManagerFilters = {
    period: params.get('period'),
    department: params.get('department') ?? '',
    stages: (params.get('stage') ?? '').split(',').filter(isStage),
    search: params.get('search') ?? '',
    page: Math.max(0, Number(params.get('page') ?? 1) - 1) || 0,
    perPage: PAGE_SIZES.includes(perPage) ? perPage : PAGE_SIZES[0],
  };

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
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }, true),
    setPerPage: (size: number) => update({ per_page: size === PAGE_SIZES[0] ? null : String(size) }),
  };
}
