import { request, type Query } from '../httpClient.ts';
import type {
  ChangeListOut,
  EntryBody,
  GroupKey,
  NineBoxOut,
  NineBoxSettingsOut,
  NineBoxSettingsPut,
  SessionCreate,
  SessionDetailOut,
  SessionListOut,
  SessionPersonOut,
  SessionUpdate,
} from './types.ts';

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
  const sessions = `${root}calibration/sessions/`;
  return {
    /** A period's grid: each box's count and first people, those without potential data, the thresholds. */
    getNineBox: ({ department, ...query }: NineBoxRequest) =>
      request<NineBoxOut>('GET', nineBox, { query: { ...query, department } }),
    getNineBoxSettings: () => request<NineBoxSettingsOut>('GET', `${nineBox}settings/`),
    /** Admins; a stale `version` is a 409 `stale_version` with the current thresholds. */
    putNineBoxSettings: (body: NineBoxSettingsPut) =>
      request<NineBoxSettingsOut>('PUT', `${nineBox}settings/`, { body }),
    /** Admins: the company's sessions; managers: those they are invited to; `period`, `status`, `page`. */
    getCalibrationSessions: (query: Query) => request<SessionListOut>('GET', sessions, { query }),
    createCalibrationSession: (body: SessionCreate) => request<SessionDetailOut>('POST', sessions, { body }),
    /** The session with its people, 9-box and distribution of grades against the target curve. */
    getCalibrationSession: (id: number) => request<SessionDetailOut>('GET', `${sessions}${id}/`),
    /**
     * Admins change an open session (name, curve, participants, departments until a grade moved) at its
     * version as read: a change in between is a 409 `stale_version`, a locked session a 409.
     */
    updateCalibrationSession: (id: number, body: SessionUpdate) =>
      request<SessionDetailOut>('PATCH', `${sessions}${id}/`, { body }),
    /**
     * Moves a person to a box and/or changes their calibrated grade, with a reason, at the entry's version as
     * read: someone else's change in between is a 409 `stale_version` with the person as they are now.
     */
    moveCalibrationEntry: (id: number, formId: number, body: EntryBody) =>
      request<SessionPersonOut>('POST', `${sessions}${id}/entries/${formId}/`, { body }),
    getCalibrationHistory: (id: number, query: Query) =>
      request<ChangeListOut>('GET', `${sessions}${id}/history/`, { query }),
    /** Admins: the calibrated grades go to the forms and the session turns read-only. */
    lockCalibrationSession: (id: number, reason: string) =>
      request<SessionDetailOut>('POST', `${sessions}${id}/lock/`, { body: { reason } }),
    /** Admins, with a reason. */
    reopenCalibrationSession: (id: number, reason: string) =>
      request<SessionDetailOut>('POST', `${sessions}${id}/reopen/`, { body: { reason } }),
  };
}
