export type AnalyticsFilters = { period: number | null; department: number | null };

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The period and department the page asks for, from the address and the filter options' periods (newest first). */
export function analyticsFiltersOf(
  params: URLSearchParams,
  periods: readonly { id: number; status: string }[],
): AnalyticsFilters {
  const asked = idOf(params.get('period'));
  const active = periods.find((candidate) => candidate.status === 'active');
  return { period: asked ?? active?.id ?? periods.at(0)?.id ?? null, department: idOf(params.get('department')) };
}
