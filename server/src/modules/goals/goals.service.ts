import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  GOAL_STATUS_TO_AGREEMENT,
  agreementHistory,
  agreements,
  formAgreementItems,
  type FieldChange,
} from '../../db/schema/index.ts';
import type { Member } from '../../http/access.ts';
import { Conflict, Forbidden, StaleVersion, ValidationError } from '../../http/errors.ts';
import { assertCan } from '../../policy.ts';
import type { CodedError } from '../../../../contract/errors/index.ts';
import { getGoal, goalDetail, loadEditable, loadGoal, type GoalRow } from './goals.read.ts';
import { checkGoalRefs } from './goals.refs.ts';
import { insertKeyResult } from './keyresults.service.ts';
import { goalProgressSql, storeProgress } from './progress.ts';
import type { Clock } from '../../clock.ts';
import type { GoalCreate, GoalOut, GoalPatch } from './goals.schemas.ts';
import { recordAudit } from '../../audit/record.ts';

const g = agreements;

/** Which owner column a kind of owner fills: exactly that one, the others absent (400 naming the field). */
function checkOwnerFields(body: GoalCreate): void {
  const errors: Record<string, CodedError[]> = {};
  const wants = { employee: body.owner_kind === 'person', department: body.owner_kind === 'department' };
  for (const field of ['employee', 'department'] as const) {
    const given = body[field] !== undefined;
    if (wants[field] && !given) errors[field] = [{ code: 'required' }];
    if (!wants[field] && given) errors[field] = [{ code: 'goal_owner_mismatch' }];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function recordHistory(
  ex: Executor,
  member: Member,
  userId: number,
  goalId: number,
  action: 'created' | 'updated',
  changes: Record<string, FieldChange>,
): Promise<void> {
  await ex
    .insert(agreementHistory)
    .values({ companyId: member.companyId, agreementId: goalId, userId, action, changes });
}

/**
 * A person's goal by its owner (a draft), their manager or an admin; a department's by its head or an admin; the
 * company's by an admin. Only who manages the owner may create it active.
 */
export async function createGoal(
  db: Db,
  member: Member,
  userId: number,
  clock: Clock,
  body: GoalCreate,
): Promise<GoalOut> {
  checkOwnerFields(body);
  if (body.owner_kind === 'company') assertCan(member, 'goals.company');
  return db.transaction(async (tx) => {
    const refs = {
      goalId: null,
      ownerKind: body.owner_kind,
      employeeId: body.employee ?? null,
      departmentId: body.department ?? null,
      periodId: body.period,
      dueDate: body.due_date,
      parentId: body.parent,
    };
    const { owns, manages } = await checkGoalRefs(tx, member, refs);
    if (!owns && !manages) throw new Forbidden('goals_own_people');
    if (body.status === 'active' && !manages) throw new Forbidden('goals_approve_staff_only');
    const values = {
      ownerKind: refs.ownerKind,
      employeeId: refs.employeeId,
      departmentId: refs.departmentId,
      periodId: refs.periodId,
      parentId: refs.parentId,
      title: body.title,
      description: body.description,
      dueDate: body.due_date,
      weight: body.weight,
      visibility: body.visibility,
      status: GOAL_STATUS_TO_AGREEMENT[body.status],
    };
    const [row] = await tx
      .insert(g)
      .values({ companyId: member.companyId, ...values, createdById: userId })
      .returning({ id: g.id });
    const { title, description, due_date, weight, visibility, parent, period } = body;
    const set = { owner_kind: body.owner_kind, employee: refs.employeeId, department: refs.departmentId, period };
    const after = { ...set, parent, title, description, due_date, weight, visibility, status: values.status };
    const changes = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, { before: null, after: v }]));
    await recordHistory(tx, member, userId, row.id, 'created', changes);
    if (body.key_results.length) {
      for (const [index, keyResult] of body.key_results.entries())
        await insertKeyResult(tx, member.companyId, row.id, keyResult, `key_results.${String(index)}.`);
      await storeProgress(tx, member.companyId, row.id, clock.now());
    }
    return getGoal(tx, member, row.id);
  });
}

/** The goal as a PATCH sees it, by the API's names. */
function apiFields(r: GoalRow['row']) {
  return {
    period: r.periodId,
    parent: r.parentId,
    title: r.title,
    description: r.description,
    due_date: r.dueDate,
    weight: r.weight,
    visibility: r.visibility,
    // The history speaks the stored status, as the agreements' history does.
    status: r.status,
  };
}

export async function updateGoal(
  db: Db,
  member: Member,
  userId: number,
  id: number,
  body: GoalPatch,
): Promise<GoalOut> {
  return db.transaction(async (tx) => {
    const current = await loadEditable(tx, member, id);
    const x = current.row;
    if (body.version !== x.version) throw new StaleVersion(await goalDetail(tx, member, current));
    const status = body.status === undefined ? undefined : GOAL_STATUS_TO_AGREEMENT[body.status];
    if (status === 'in_progress' && x.status !== 'in_progress' && !current.canApprove)
      throw new Forbidden('goals_approve_staff_only');
    const set = {
      ...(body.period === undefined ? {} : { periodId: body.period }),
      ...(body.parent === undefined ? {} : { parentId: body.parent }),
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.due_date === undefined ? {} : { dueDate: body.due_date }),
      ...(body.weight === undefined ? {} : { weight: body.weight }),
      ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
      ...(status === undefined ? {} : { status }),
    };
    const before = apiFields(x);
    const after = apiFields({ ...x, ...set });
    const changes: Record<string, FieldChange> = {};
    for (const key of Object.keys(before) as (keyof typeof before)[])
      if (before[key] !== after[key]) changes[key] = { before: before[key], after: after[key] };
    if (!Object.keys(changes).length) return goalDetail(tx, member, current);
    if ('period' in changes || 'due_date' in changes || 'parent' in changes)
      await checkGoalRefs(tx, member, { ...x, ...set, goalId: x.id });
    const updated = await tx
      .update(g)
      .set({
        ...set,
        ...(status === undefined ? {} : { progress: goalProgressSql(member.companyId, status) }),
        version: sql`${g.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(g.companyId, member.companyId), eq(g.id, id), eq(g.version, body.version)))
      .returning({ id: g.id });
    if (!updated.length) throw new StaleVersion(await getGoal(tx, member, id));
    await recordHistory(tx, member, userId, id, 'updated', changes);
    return getGoal(tx, member, id);
  });
}

/** Draft into active, by the owner's manager (a department's head) or an admin. */
export async function approveGoal(
  db: Db,
  member: Member,
  userId: number,
  id: number,
  version: number,
): Promise<GoalOut> {
  return db.transaction(async (tx) => {
    const current = await loadGoal(tx, member, id);
    // The role first (an employee never approves), then the record: a manager approves only the goals they manage.
    assertCan(member, 'goals.approve');
    if (!current.canApprove) throw new Forbidden('goals_approve_staff_only');
    if (version !== current.row.version) throw new StaleVersion(await goalDetail(tx, member, current));
    if (current.row.status !== 'new') throw new Conflict('goal_not_draft');
    await tx
      .update(g)
      .set({ status: 'in_progress', version: sql`${g.version} + 1`, updatedAt: new Date() })
      .where(and(eq(g.companyId, member.companyId), eq(g.id, id)));
    await recordHistory(tx, member, userId, id, 'updated', { status: { before: 'new', after: 'in_progress' } });
    return getGoal(tx, member, id);
  });
}

/**
 * Whoever may change the goal deletes it; its owner alone only while it is a draft. A goal graded in a form stays
 * (409, as an agreement). The deletion is kept in audit_log with the goal as it was.
 */
export async function deleteGoal(db: Db, member: Member, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadEditable(tx, member, id);
    if (!current.canApprove && current.row.status !== 'new') throw new Forbidden('goals_approve_staff_only');
    const n = await tx.$count(
      formAgreementItems,
      and(eq(formAgreementItems.companyId, member.companyId), eq(formAgreementItems.agreementId, id)),
    );
    if (n > 0) throw new Conflict('agreement_in_use', { count: n }, { forms: n });
    await recordAudit(tx, {
      companyId: member.companyId,
      userId,
      action: 'goal.deleted',
      targetType: 'goal',
      targetId: id,
      data: { before: await goalDetail(tx, member, current) },
    });
    await tx.delete(g).where(and(eq(g.companyId, member.companyId), eq(g.id, id)));
  });
}
