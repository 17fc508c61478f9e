import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import { attentionOut, attentionQuery } from './attention.schemas.ts';
import { teamGoalsNeedingAttention } from './attention.ts';
import { checkInCreate, checkInList, checkInQuery } from './checkins.schemas.ts';
import { createCheckIn, listCheckIns } from './checkins.service.ts';
import { getGoal, listGoals } from './goals.read.ts';
import {
  goalCreate,
  goalList,
  goalListQuery,
  goalOut,
  goalPatch,
  goalTree,
  goalTreeQuery,
  versionBody,
} from './goals.schemas.ts';
import { goalTreeLevel } from './goals.tree.ts';
import { approveGoal, createGoal, deleteGoal, updateGoal } from './goals.service.ts';
import { keyResultCreate, keyResultParams, keyResultPatch } from './keyresults.schemas.ts';
import { createKeyResult, deleteKeyResult, updateKeyResult } from './keyresults.service.ts';

const tags = ['goals'];

export const goalsRoutes = {
  'goals.list': {
    summary: "Goals the caller may read: their own, their team's or the company's, with progress and health",
    tags,
    access: 'member',
    params: companyParam,
    query: goalListQuery,
    response: goalList,
  },
  'goals.tree': {
    summary:
      "One level of the company's goals the caller may read, paged: the top ones or those under `parent`, each with its progress, health, owner and `child_count`",
    tags,
    access: 'member',
    params: companyParam,
    query: goalTreeQuery,
    response: goalTree,
  },
  'goals.attention': {
    summary: "The manager dashboard's team goals at risk, off track or without a check-in within the cadence",
    tags,
    access: 'member',
    params: companyParam,
    query: attentionQuery,
    response: attentionOut,
  },
  'goals.create': {
    summary: 'Set a goal for a person (a draft by its owner), a department (its head) or the company (admins)',
    tags,
    access: 'member',
    params: companyParam,
    body: goalCreate,
    status: 201,
    response: goalOut,
  },
  'goals.get': {
    summary: 'One goal with its key results, the goal it supports and those that support it',
    tags,
    access: 'member',
    params: idParam,
    response: goalOut,
  },
  'goals.update': {
    summary: 'Change a goal (its owner stays)',
    tags,
    access: 'member',
    params: idParam,
    body: goalPatch,
    response: goalOut,
  },
  'goals.delete': {
    summary: 'Delete a goal not yet graded in a form',
    tags,
    access: 'member',
    params: idParam,
    response: null,
  },
  'goals.approve': {
    summary: "Approve a draft goal into active (the owner's manager or an admin)",
    tags,
    access: 'member',
    params: idParam,
    body: versionBody,
    response: goalOut,
  },
  'goals.createKeyResult': {
    summary: 'Add a key result; answers the goal with its new progress',
    tags,
    access: 'member',
    params: idParam,
    body: keyResultCreate,
    status: 201,
    response: goalOut,
  },
  'goals.updateKeyResult': {
    summary: 'Change a key result; answers the goal with its new progress',
    tags,
    access: 'member',
    params: keyResultParams,
    body: keyResultPatch,
    response: goalOut,
  },
  'goals.deleteKeyResult': {
    summary: 'Remove a key result; answers the goal with its new progress',
    tags,
    access: 'member',
    params: keyResultParams,
    response: goalOut,
  },
  'goals.checkIns': {
    summary: "A goal's check-ins, newest first, with each key result's value before and after",
    tags,
    access: 'member',
    params: idParam,
    query: checkInQuery,
    response: checkInList,
  },
  'goals.createCheckIn': {
    summary:
      "Check a goal in: new key-result values, a health and a comment (409 with the goal's current values if it changed)",
    tags,
    access: 'member',
    params: idParam,
    body: checkInCreate,
    status: 201,
    response: z.object({ check_in_id: z.number().int(), goal: goalOut }),
  },
} satisfies RouteDefs;

/** Goals all year: a person's, a department's and the company's, their key results and check-ins. */
export function registerGoalRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  route(api, goalsRoutes, 'goals.list', async ({ req, query, caller }) => {
    const { rows, total, capped } = await listGoals(db, caller.member, query);
    return { ...pageOf(req, rows, total, query.page, query.page_size), count_capped: capped };
  });
  route(api, goalsRoutes, 'goals.tree', async ({ req, query, caller }) => {
    const { rows, total, capped } = await goalTreeLevel(db, caller.member, query);
    return { ...pageOf(req, rows, total, query.page, query.page_size), count_capped: capped };
  });
  route(api, goalsRoutes, 'goals.attention', async ({ query, caller }) =>
    teamGoalsNeedingAttention(db, caller.member, clock, query),
  );
  route(api, goalsRoutes, 'goals.create', async ({ body, caller }) =>
    createGoal(db, caller.member, caller.userId, clock, body),
  );
  route(api, goalsRoutes, 'goals.get', async ({ params, caller }) => getGoal(db, caller.member, params.id));
  route(api, goalsRoutes, 'goals.update', async ({ params, body, caller }) =>
    updateGoal(db, caller.member, caller.userId, params.id, body),
  );
  route(api, goalsRoutes, 'goals.delete', async ({ params, caller }) => {
    await deleteGoal(db, caller.member, caller.userId, params.id);
    return undefined;
  });
  route(api, goalsRoutes, 'goals.approve', async ({ params, body, caller }) =>
    approveGoal(db, caller.member, caller.userId, params.id, body.version),
  );
  route(api, goalsRoutes, 'goals.createKeyResult', async ({ params, body, caller }) =>
    createKeyResult(db, caller.member, clock, params.id, body),
  );
  route(api, goalsRoutes, 'goals.updateKeyResult', async ({ params, body, caller }) =>
    updateKeyResult(db, caller.member, clock, params.id, params.keyResultId, body),
  );
  route(api, goalsRoutes, 'goals.deleteKeyResult', async ({ params, caller }) =>
    deleteKeyResult(db, caller.member, clock, params.id, params.keyResultId),
  );
  route(api, goalsRoutes, 'goals.checkIns', async ({ req, params, query, caller }) => {
    const { results, total } = await listCheckIns(db, caller.member, params.id, query.page, query.page_size);
    return pageOf(req, results, total, query.page, query.page_size);
  });
  route(api, goalsRoutes, 'goals.createCheckIn', async ({ params, body, caller }) =>
    createCheckIn(db, caller.member, caller.userId, clock, params.id, body),
  );
}
