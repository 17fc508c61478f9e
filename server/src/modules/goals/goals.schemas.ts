import { z } from 'zod';
import {
  GOAL_HEALTHS,
  GOAL_OWNER_KINDS,
  GOAL_SCOPES,
  GOAL_STATUSES,
  GOAL_VISIBILITIES,
} from '../../../../contract/enums.ts';
import { cappedPageOut } from '../../http/page-schema.ts';

import { listQuery } from '../../http/pagination.ts';
import { INT_MAX } from '../../db/sql.ts';
import { coded, dateString, q } from '../../http/zod.ts';
import { recordId, versionField } from '../settings/fields.ts';
import { GOAL_TITLE_MAX } from '../../../../contract/limits.ts';
import { aNumber, keyResultCreate, keyResultOut } from './keyresults.schemas.ts';

/** A goal's progress: 0..1, the weighted mean of its key results' progress (0 without any). */
const progress = z.number().min(0).max(1);
const health = z.enum(GOAL_HEALTHS).nullable();

/** A goal as a line of another goal's page: what it supports, or what supports it. */
export const goalSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  owner_kind: z.enum(GOAL_OWNER_KINDS),
  owner_name: z.string(),
  status: z.enum(GOAL_STATUSES),
  health,
  progress,
});
export type GoalSummary = z.infer<typeof goalSummary>;

/** A goal in a list. `owner_name`: the person's name, the department's, or the company's. */
export const goalRowOut = z.object({
  id: z.number().int(),
  title: z.string(),
  owner_kind: z.enum(GOAL_OWNER_KINDS),
  employee: z.number().int().nullable(),
  department: z.number().int().nullable(),
  owner_name: z.string(),
  period: z.number().int(),
  period_name: z.string(),
  parent: z.number().int().nullable(),
  status: z.enum(GOAL_STATUSES),
  health,
  progress,
  weight: z.number().int(),
  visibility: z.enum(GOAL_VISIBILITIES),
  due_date: z.string().nullable(),
  key_result_count: z.number().int(),
  last_check_in_at: z.string().nullable(),
  version: z.number().int(),
  /** Whether the caller may change it, its key results and check it in. */
  can_edit: z.boolean(),
});
export type GoalRowOut = z.infer<typeof goalRowOut>;
export const goalList = cappedPageOut(goalRowOut);

/** A goal's page: the row, its key results, the goal it supports and those that support it (the caller's to read). */
export const goalOut = goalRowOut.extend({
  description: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may approve it (the owner's manager, a department's head, an admin). */
  can_approve: z.boolean(),
  key_results: z.array(keyResultOut),
  parent_goal: goalSummary.nullable(),
  /** The first GOAL_CHILDREN_SHOWN of them by id; the tree pages through them all. */
  children: z.array(goalSummary),
  /** More goals support it than `children` holds. */
  children_more: z.boolean(),
  /** The company's check-in cadence in days. */
  check_in_days: z.number().int(),
});
export type GoalOut = z.infer<typeof goalOut>;

export const goalListQuery = listQuery.pick({ page: true, page_size: true, ordering: true }).extend({
  scope: z.enum(GOAL_SCOPES).default('company'),
  period: q.ids().optional(),
  department: q.ids().optional(),
  owner_kind: q.enums(GOAL_OWNER_KINDS).optional(),
  status: q.enums(GOAL_STATUSES).optional(),
  health: q.enums(GOAL_HEALTHS).optional(),
  q: z.string().trim().max(200).optional(),
});
export type GoalListQuery = z.infer<typeof goalListQuery>;

/** One level of the tree, paged: the top goals, or the children of `parent`. */
export const goalTreeQuery = listQuery.pick({ page: true, page_size: true }).extend({
  period: q.ids().optional(),
  department: q.ids().optional(),
  parent: q.int().max(INT_MAX, coded('no_record')).optional(),
});
export type GoalTreeQuery = z.infer<typeof goalTreeQuery>;

/**
 * One node of the company's tree; `parent` is null for a root or where the parent is not the caller's to read;
 * `child_count` the goals under it the caller may read and the same filters show, up to the cap
 * (`child_count_capped` past it).
 */
export const goalTreeNode = goalSummary.extend({
  parent: z.number().int().nullable(),
  employee: z.number().int().nullable(),
  department: z.number().int().nullable(),
  period: z.number().int(),
  period_name: z.string(),
  visibility: z.enum(GOAL_VISIBILITIES),
  child_count: z.number().int().min(0),
  child_count_capped: z.boolean(),
});
export type GoalTreeNode = z.infer<typeof goalTreeNode>;
export const goalTree = cappedPageOut(goalTreeNode);

const fields = {
  title: z.string().trim().min(1).max(GOAL_TITLE_MAX),
  description: z.string().max(5000),
  due_date: dateString().nullable(),
  weight: aNumber().int().min(1).max(100),
  visibility: z.enum(GOAL_VISIBILITIES),
  parent: recordId().nullable(),
};

/** A new goal: `employee` for a person's, `department` for a department's, neither for the company's. */
export const goalCreate = z.strictObject({
  owner_kind: z.enum(GOAL_OWNER_KINDS).default('person'),
  employee: recordId().optional(),
  department: recordId().optional(),
  period: recordId(),
  parent: fields.parent.default(null),
  title: fields.title,
  description: fields.description.default(''),
  due_date: fields.due_date.default(null),
  weight: fields.weight.default(1),
  visibility: fields.visibility.default('company'),
  /** An owner creates a draft; the owner's manager or an admin may create it active. */
  status: z.enum(['draft', 'active']).default('draft'),
  /** Its key results, made with it in one transaction: all are saved or none; errors name `key_results.0.name`. */
  key_results: z.array(keyResultCreate).max(50).default([]),
});
export type GoalCreate = z.infer<typeof goalCreate>;

/** The owner stays; everything else may change. Setting `active` is approving (see goals.approve). */
export const goalPatch = z.strictObject({
  period: recordId().optional(),
  parent: fields.parent.optional(),
  title: fields.title.optional(),
  description: fields.description.optional(),
  due_date: fields.due_date.optional(),
  weight: fields.weight.optional(),
  visibility: fields.visibility.optional(),
  status: z.enum(GOAL_STATUSES).optional(),
  version: versionField(),
});
export type GoalPatch = z.infer<typeof goalPatch>;

export const versionBody = z.strictObject({ version: versionField() });
