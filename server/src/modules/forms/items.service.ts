import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  formManagerGrades,
  formResults,
  formValueItems,
  hipoSkills,
} from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import type { Member } from '../../http/access.ts';
import { NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { assertCanWrite, contextOf, type FormContext, type Part } from './context.ts';
import { COLUMNS, setOf, type ItemColumns, type ItemTable } from './items.columns.ts';
import type {
  AgreementItemBody,
  HipoBody,
  HipoSkillsOut,
  ManagerFeedbackBody,
  ManagerGradesBody,
  ManagerGradesOut,
  ManagerGradesUpdateOut,
  ParticipantFeedbackBody,
  ResultCreate,
  ResultOut,
  ResultPatch,
  SelfValueBody,
  ValueItemOut,
} from './items.schemas.ts';
import { views, type ItemView } from './items.views.ts';
import { visibleFormsSql } from './scope.ts';
import { resultView, visibilityOf } from './view.ts';

/**
 * Writes of a form's items (DESIGN section 5): the right person (403) at the right stage (409), at the
 * version they read (409 with the item as it is now). Every answer, the 409's `current` included, is the
 * item as the caller's form page shows it (view.ts), so a part hidden from them stays hidden.
 */

const visibilityIn = (ctx: FormContext) => visibilityOf({ isEmployee: ctx.isEmployee, stage: ctx.form.stage });

/**
 * The form of an item in one query, only if the caller may see the form; else 404. The form row stays
 * share-locked until the write commits, so a stage move waits for it and the answer matches the stage.
 */
async function formOfItem(tx: Executor, member: Member, table: ItemTable, id: number): Promise<FormContext> {
  const row = (
    await tx
      .select({ form: assessmentForms, period: assessmentPeriods })
      .from(table)
      .innerJoin(assessmentForms, eq(assessmentForms.id, table.formId))
      .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
      .where(and(eq(table.companyId, member.companyId), eq(table.id, id), visibleFormsSql(member)))
      .limit(1)
      .for('share', { of: assessmentForms })
  ).at(0);
  if (!row) throw new NotFound();
  return contextOf(member, row.form, row.period);
}

/** Optimistic update: the row changes only at the version the client saw; either way the answer is the item now. */
async function updateVersioned<T extends ItemTable, B extends object, Out>(
  tx: Executor,
  ctx: FormContext,
  write: { kind: ItemColumns<T, B>; view: ItemView<Out>; id: number; version: number; body: B },
): Promise<Out> {
  const { table } = write.kind;
  const updated = await tx
    .update(table)
    .set({ ...setOf(write.kind, write.body), version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(and(eq(table.id, write.id), eq(table.version, write.version)))
    .returning({ id: table.id });
  const shown = await write.view(tx, write.id, visibilityIn(ctx), ctx.member);
  if (!updated.length) throw new StaleVersion(shown);
  return shown;
}

/** One write of one item, in its own transaction. */
function writeItem<T extends ItemTable, B extends object, Out>(
  db: Db,
  member: Member,
  write: {
    kind: ItemColumns<T, B>;
    view: ItemView<Out>;
    part: Part;
    stage: Stage;
    id: number;
    version: number;
    body: B;
  },
): Promise<Out> {
  return db.transaction(async (tx) => {
    const ctx = await formOfItem(tx, member, write.kind.table, write.id);
    assertCanWrite(ctx, write.part, write.stage);
    return updateVersioned(tx, ctx, write);
  });
}

export const writeSelfValue = (db: Db, member: Member, id: number, body: SelfValueBody) =>
  writeItem(db, member, {
    kind: COLUMNS.valueSelf,
    view: views.values,
    part: 'employee',
    stage: 'SELF',
    id,
    version: body.version,
    body,
  });

/** The employee's part at SELF, or the reviewer's at MANAGER, whichever the body fills in. */
export function writeAgreementItem(db: Db, member: Member, id: number, body: AgreementItemBody) {
  const { self_grade, self_comment, manager_grade, manager_comment, version } = body;
  const common = { view: views.agreements, id, version };
  if (manager_grade !== undefined || manager_comment !== undefined)
    return writeItem(db, member, {
      ...common,
      kind: COLUMNS.agreementManager,
      part: 'reviewer',
      stage: 'MANAGER',
      body: { manager_grade, manager_comment },
    });
  return writeItem(db, member, {
    ...common,
    kind: COLUMNS.agreementSelf,
    part: 'employee',
    stage: 'SELF',
    body: { self_grade, self_comment },
  });
}

export const writeHipo = (db: Db, member: Member, id: number, body: HipoBody) =>
  writeItem(db, member, {
    kind: COLUMNS.hipo,
    view: views.hipo,
    part: 'reviewer',
    stage: 'MANAGER',
    id,
    version: body.version,
    body,
  });

export const writeManagerFeedback = (db: Db, member: Member, id: number, body: ManagerFeedbackBody) =>
  writeItem(db, member, {
    kind: COLUMNS.managerFeedback,
    view: views.managerFeedback,
    part: 'reviewer',
    stage: 'FEEDBACK',
    id,
    version: body.version,
    body,
  });

export const writeParticipantFeedback = (db: Db, member: Member, id: number, body: ParticipantFeedbackBody) =>
  writeItem(db, member, {
    kind: COLUMNS.participantFeedback,
    view: views.participantFeedback,
    part: 'employee',
    stage: 'FEEDBACK',
    id,
    version: body.version,
    body,
  });

export const updateResult = (db: Db, member: Member, id: number, body: ResultPatch) =>
  writeItem(db, member, {
    kind: COLUMNS.result,
    view: views.results,
    part: 'employee',
    stage: 'SELF',
    id,
    version: body.version,
    body,
  });

/** The overall grade and, in the same transaction, manager grades of the form's values. */
export async function writeManagerGrades(
  db: Db,
  member: Member,
  id: number,
  body: ManagerGradesBody,
): Promise<ManagerGradesUpdateOut> {
  const { overall_grade, final_comment, version, values = [] } = body;
  return db.transaction(async (tx) => {
    const ctx = await formOfItem(tx, member, formManagerGrades, id);
    assertCanWrite(ctx, 'reviewer', 'MANAGER');
    let grades: ManagerGradesOut;
    if (overall_grade === undefined && final_comment === undefined) {
      grades = await views.managerGrades(tx, id);
    } else {
      if (version === undefined) throw ValidationError.field('version', 'required');
      const overall = { overall_grade, final_comment };
      grades = await updateVersioned(tx, ctx, {
        kind: COLUMNS.managerGrades,
        view: views.managerGrades,
        id,
        version,
        body: overall,
      });
    }
    const changed: ValueItemOut[] = [];
    for (const { id: valueId, version: valueVersion, ...value } of values) {
      const own = (
        await tx
          .select({ id: formValueItems.id })
          .from(formValueItems)
          .where(and(eq(formValueItems.id, valueId), eq(formValueItems.formId, ctx.form.id)))
      ).at(0);
      if (!own) throw ValidationError.field('values', 'item_not_on_form', { id: valueId });
      const write = { kind: COLUMNS.valueManager, view: views.values, id: valueId, version: valueVersion, body: value };
      changed.push(await updateVersioned(tx, ctx, write));
    }
    return { ...grades, values: changed };
  });
}

/** The employee adds a result at SELF. A form the caller may not see is a 400 naming `form`. */
export async function createResult(db: Db, member: Member, body: ResultCreate): Promise<ResultOut> {
  return db.transaction(async (tx) => {
    const row = (
      await tx
        .select({ form: assessmentForms, period: assessmentPeriods })
        .from(assessmentForms)
        .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
        .where(
          and(
            eq(assessmentForms.companyId, member.companyId),
            eq(assessmentForms.id, body.form),
            visibleFormsSql(member),
          ),
        )
        .for('share', { of: assessmentForms })
    ).at(0);
    if (!row) throw ValidationError.field('form', 'no_form');
    assertCanWrite(contextOf(member, row.form, row.period), 'employee', 'SELF');
    const [created] = await tx
      .insert(formResults)
      .values({ companyId: member.companyId, formId: body.form, text: body.text })
      .returning();
    return resultView(created);
  });
}

export async function deleteResult(db: Db, member: Member, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = await formOfItem(tx, member, formResults, id);
    assertCanWrite(ctx, 'employee', 'SELF');
    await tx.delete(formResults).where(eq(formResults.id, id));
  });
}

/** The company's active hipo skills, in their order: the rows of the form page's hipo part. */
export async function activeHipoSkills(db: Db, companyId: number): Promise<HipoSkillsOut> {
  const rows = await db
    .select()
    .from(hipoSkills)
    .where(and(eq(hipoSkills.companyId, companyId), eq(hipoSkills.isActive, true)))
    .orderBy(asc(hipoSkills.order), asc(hipoSkills.id));
  const results = rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    order: r.order,
    is_active: r.isActive,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
  return { count: results.length, next: null, previous: null, results };
}
