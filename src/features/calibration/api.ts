import type { EntryBody, GroupKey, NineBoxSettingsPut, SessionCreate, SessionUpdate } from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/** What the 9-box is asked for: a period, departments (each with its sub-departments), one group's page. */
export interface NineBoxRequest {
  period: number;
  department?: number[];
  box?: GroupKey;
  page?: number;
  page_size?: number;
}

/**
 * The 9-box's and calibration sessions' calls (data provider methods): admins and managers only, the API
 * answers employees 403.
 */
export function calibrationCalls(companyId: number) {
  return {
    /** A period's grid: each box's count and first people, those without potential data, the thresholds. */
    getNineBox: ({ department, ...query }: NineBoxRequest) =>
      call('nineBox.get', { params: { companyId }, query: { ...query, department } }),
    getNineBoxSettings: () => call('nineBox.settings', { params: { companyId } }),
    /** Admins; a stale `version` is a 409 `stale_version` with the current thresholds. */
    putNineBoxSettings: (body: NineBoxSettingsPut) => call('nineBox.updateSettings', { params: { companyId }, body }),
    /** Admins: the company's sessions; managers: those they are invited to; `period`, `status`, `page`. */
    getCalibrationSessions: (query: Query) => call('calibration.list', { params: { companyId }, query }),
    createCalibrationSession: (body: SessionCreate) => call('calibration.create', { params: { companyId }, body }),
    /** The session with its people, 9-box and distribution of grades against the target curve. */
    getCalibrationSession: (id: number) => call('calibration.get', { params: { companyId, id } }),
    /**
     * Admins change an open session (name, curve, participants, departments until a grade moved) at its
     * version as read: a change in between is a 409 `stale_version`, a locked session a 409.
     */
    updateCalibrationSession: (id: number, body: SessionUpdate) =>
      call('calibration.update', { params: { companyId, id }, body }),
    /**
     * Moves a person to a box and/or changes their calibrated grade, with a reason, at the entry's version as
     * read: someone else's change in between is a 409 `stale_version` with the person as they are now.
     */
    moveCalibrationEntry: (id: number, formId: number, body: EntryBody) =>
      call('calibration.entry', { params: { companyId, id, formId }, body }),
    getCalibrationHistory: (id: number, query: Query) =>
      call('calibration.history', { params: { companyId, id }, query }),
    /** Admins: the calibrated grades go to the forms and the session turns read-only. */
    lockCalibrationSession: (id: number, reason: string) =>
      call('calibration.lock', { params: { companyId, id }, body: { reason } }),
    /** Admins, with a reason. */
    reopenCalibrationSession: (id: number, reason: string) =>
      call('calibration.reopen', { params: { companyId, id }, body: { reason } }),
  };
}
