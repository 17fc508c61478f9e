import type { ApiBody } from '../../../server/src/http/api.ts';
import { call, type Query } from '../../httpClient.ts';

export type GoalCreateBody = ApiBody<'goals.create'>;
export type GoalPatchBody = ApiBody<'goals.update'>;
export type KeyResultBody = ApiBody<'goals.createKeyResult'>;
export type KeyResultPatchBody = ApiBody<'goals.updateKeyResult'>;
export type CheckInBody = ApiBody<'goals.createCheckIn'>;

/**
 * The goals' calls (data provider methods). What the caller may read and change the server decides: a goal says
 * itself whether the caller may edit (`can_edit`) or approve it (`can_approve`).
 */
export function goalCalls(companyId: number) {
  return {
    /** `scope` mine, team or company; filters by period, department, owner kind, status, health, `q`. */
    getGoals: (query: Query) => call('goals.list', { params: { companyId }, query }),
    /** The company's goals the caller may read, each with its parent (null for a root). */
    getGoalTree: (query: Query) => call('goals.tree', { params: { companyId }, query }),
    getGoal: (id: number) => call('goals.get', { params: { companyId, id } }),
    createGoal: (body: GoalCreateBody) => call('goals.create', { params: { companyId }, body }),
    /** At the version as read: a change in between is a 409 `stale_version`. */
    updateGoal: (id: number, body: GoalPatchBody) => call('goals.update', { params: { companyId, id }, body }),
    deleteGoal: async (id: number) => {
      await call('goals.delete', { params: { companyId, id } });
    },
    /** A draft into active: the owner's manager, a department's head or an admin. */
    approveGoal: (id: number, version: number) =>
      call('goals.approve', { params: { companyId, id }, body: { version } }),
    /** Each key result call answers the whole goal, its progress computed again. */
    createKeyResult: (id: number, body: KeyResultBody) =>
      call('goals.createKeyResult', { params: { companyId, id }, body }),
    updateKeyResult: (id: number, keyResultId: number, body: KeyResultPatchBody) =>
      call('goals.updateKeyResult', { params: { companyId, id, keyResultId }, body }),
    deleteKeyResult: (id: number, keyResultId: number) =>
      call('goals.deleteKeyResult', { params: { companyId, id, keyResultId } }),
    /** Newest first, paged. */
    getCheckIns: (id: number, query: Query) => call('goals.checkIns', { params: { companyId, id }, query }),
    /** At the goal's version as read: someone else's check-in in between is a 409 with `current`, the goal now. */
    createCheckIn: (id: number, body: CheckInBody) => call('goals.createCheckIn', { params: { companyId, id }, body }),
  };
}
