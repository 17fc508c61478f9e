import { request } from '../httpClient.ts';
import type { GroupKey, NineBoxOut, NineBoxSettingsOut, NineBoxSettingsPut } from './types.ts';

/** What the 9-box is asked for: a period, departments (each with its sub-departments), one group's page. */
export interface NineBoxRequest {
  period: number;
  department?: number[];
  box?: GroupKey;
  page?: number;
  page_size?: number;
}

/**
 * The 9-box's and calibration sessions' calls under `companies/companies/{id}/performance_review/` (data
 * provider methods): admins and managers only, the API answers employees 403.
 */
export function calibrationCalls(companyId: number) {
  const root = `companies/companies/${companyId}/performance_review/`;
  const nineBox = `${root}nine_box/`;
  return {
    /** A period's grid: each box's count and first people, those without potential data, the thresholds. */
    getNineBox: ({ department, ...query }: NineBoxRequest) =>
      request<NineBoxOut>('GET', nineBox, { query: { ...query, department } }),
    getNineBoxSettings: () => request<NineBoxSettingsOut>('GET', `${nineBox}settings/`),
    /** Admins; a stale `version` is a 409 `stale_version` with the current thresholds. */
    putNineBoxSettings: (body: NineBoxSettingsPut) =>
      request<NineBoxSettingsOut>('PUT', `${nineBox}settings/`, { body }),
  };
}
