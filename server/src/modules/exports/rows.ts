import { personName } from '../../../../contract/names.ts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '../../db/client.ts';
import {
  agreements,
  assessmentForms,
  employeeInPositions,
  formAgreementItems,
  formHipoItems,
  formManagerGrades,
  formValueItems,
  hipoSkills,
  users,
  values,
} from '../../db/schema/index.ts';
import type { GoalHealth } from '../../../../contract/enums.ts';
import type { FormType, HipoDecision, Stage } from '../../db/schema/enums.ts';
import { readsGoalSql } from '../goals/goals.access.ts';
import { visibilityOf } from '../forms/view.ts';
import { intArray } from '../../db/sql.ts';
import { ANSWER_COLUMNS, answerView, type AnswerRow } from '../forms/template.ts';
import type { AnswerOut } from '../forms/template.schemas.ts';
import type { Sheet } from './sheets.ts';
import { answerKey } from './template-items.ts';
import { afterCursor, cursorOf, exportOrder, scopeWhere, type Cursor, type ExportScope } from './scope.ts';

/**
 * One form as a spreadsheet row, already cut to what the reader may see (DESIGN section 5): a self grade
 * of a form still in SELF, a manager's grade before FEEDBACK on the reader's own form, and hipo on their
 * own form are null here, so no writer can let them through.
 */
export type TableRow = {
  id: number;
  type: FormType;
  stage: Stage;
  employee: string;
  position: string;
  department: string | null;
  reviewer: string | null;
  overall: number | null;
  calibrated: number | null;
  /** The potential a locked calibration session wrote (0..1); null where none, or the reader may not see hipo. */
  calibratedPotential: number | null;
  values: Map<number, { self: number | null; manager: number | null }>;
  /** `goal`: the goal's progress (0..1) and health, where the reader may see the goal; else null. */
  agreements: {
    title: string;
    self: number | null;
    manager: number | null;
    goal: { progress: number; health: GoalHealth | null } | null;
  }[];
  /** Decisions by hipo skill; empty where the reader may not see them. */
  hipo: Map<number, HipoDecision | null>;
  /** A form on a company's own template: its answers as the form's view shows the reader (forms/template.ts). */
  answers: Map<string, AnswerOut>;
};

export type Named = { id: number; name: string };

const revEip = alias(employeeInPositions, 'rev_eip');
const revUser = alias(users, 'rev_user');
const empEip = alias(employeeInPositions, 'emp_eip');
const f = assessmentForms;

/**
 * The company's values (or hipo skills) that the period's forms grade, in the company's order: a pair of
 * columns per value, a column per skill. `items` is the items table as `i`, `ofThing` ties it to the row.
 */
async function namedInPeriod(
  db: Executor,
  scope: ExportScope,
  things: typeof values | typeof hipoSkills,
  items: SQL,
  ofThing: SQL,
): Promise<Named[]> {
  return db
    .select({ id: things.id, name: things.name })
    .from(things)
    .where(
      and(
        eq(things.companyId, scope.member.companyId),
        sql`exists (select 1 from ${items} join ${assessmentForms} af on af.id = i.form_id
          where ${ofThing} and af.period_id = ${scope.periodId})`,
      ),
    )
    .orderBy(asc(things.order), asc(things.id));
}

export const valuesOfPeriod = (db: Executor, scope: ExportScope) =>
  namedInPeriod(db, scope, values, sql`${formValueItems} i`, sql`i.value_id = "values"."id"`);

export const skillsOfPeriod = (db: Executor, scope: ExportScope) =>
  namedInPeriod(db, scope, hipoSkills, sql`${formHipoItems} i`, sql`i.hipo_skill_id = "hipo_skills"."id"`);

/** The template answers of a chunk's forms: one statement. */
const answerRowsOf = (db: Executor, companyId: number, ids: SQL) =>
  rowsOf<AnswerRow & { form_id: number }>(
    db,
    sql`select form_id, ${ANSWER_COLUMNS} from form_answers where company_id = ${companyId} and form_id = any(${ids})`,
  );

/**
 * The next `size` forms after the cursor with every grade: four statements whatever the size (the forms,
 * then their value, agreement and hipo items by form id), so that a chunk costs the same at any offset; a
 * sheet of a company's own template reads the forms' answers too, in a fifth.
 */
export async function tableChunk(
  db: Executor,
  scope: ExportScope,
  cursor: Cursor | null,
  size: number,
  sheet: Pick<Sheet, 'where' | 'template'> = { where: null, template: null },
): Promise<{ rows: TableRow[]; next: Cursor | null }> {
  const forms = await db
    .select({
      id: f.id,
      type: f.type,
      stage: f.stage,
      employeeId: f.employeeId,
      first: f.employeeFirstName,
      last: f.employeeLastName,
      department: f.employeeDepartmentName,
      position: empEip.position,
      revFirst: revUser.firstName,
      revLast: revUser.lastName,
      overall: formManagerGrades.overallGrade,
      calibrated: formManagerGrades.calibratedGrade,
      calibratedPotential: formManagerGrades.calibratedPotential,
    })
    .from(f)
    .innerJoin(empEip, eq(empEip.id, f.employeeId))
    .leftJoin(revEip, eq(revEip.id, f.reviewerId))
    .leftJoin(revUser, eq(revUser.id, revEip.userId))
    .leftJoin(formManagerGrades, eq(formManagerGrades.formId, f.id))
    .where(and(scopeWhere(scope), sheet.where ?? undefined, afterCursor(cursor)))
    .orderBy(...exportOrder)
    .limit(size);
  if (!forms.length) return { rows: [], next: null };

  const companyId = scope.member.companyId;
  const ids = intArray(forms.map((r) => r.id));
  const [valueItems, agreementItems, hipoItems, answers] = await Promise.all([
    db
      .select({
        formId: formValueItems.formId,
        valueId: formValueItems.valueId,
        self: formValueItems.selfGrade,
        manager: formValueItems.managerGrade,
      })
      .from(formValueItems)
      .where(and(eq(formValueItems.companyId, companyId), sql`${formValueItems.formId} = any(${ids})`)),
    db
      .select({
        formId: formAgreementItems.formId,
        title: agreements.title,
        progress: agreements.progress,
        health: agreements.health,
        readable: readsGoalSql(scope.member, agreements),
        self: formAgreementItems.selfGrade,
        manager: formAgreementItems.managerGrade,
      })
      .from(formAgreementItems)
      .innerJoin(agreements, eq(agreements.id, formAgreementItems.agreementId))
      .where(and(eq(formAgreementItems.companyId, companyId), sql`${formAgreementItems.formId} = any(${ids})`))
      .orderBy(asc(formAgreementItems.id)),
    db
      .select({ formId: formHipoItems.formId, skillId: formHipoItems.hipoSkillId, decision: formHipoItems.decision })
      .from(formHipoItems)
      .where(and(eq(formHipoItems.companyId, companyId), sql`${formHipoItems.formId} = any(${ids})`)),
    sheet.template ? answerRowsOf(db, companyId, ids) : Promise.resolve([]),
  ]);

  const rows = new Map<number, TableRow>();
  const seen = new Map<number, ReturnType<typeof visibilityOf>>();
  for (const r of forms) {
    const vis = visibilityOf({ isEmployee: r.employeeId === scope.member.eipId, stage: r.stage });
    seen.set(r.id, vis);
    rows.set(r.id, {
      id: r.id,
      type: r.type,
      stage: r.stage,
      employee: personName(r.first, r.last),
      position: r.position,
      department: r.department,
      reviewer: r.revFirst === null && r.revLast === null ? null : personName(r.revFirst, r.revLast),
      overall: vis.manager ? r.overall : null,
      calibrated: vis.manager ? r.calibrated : null,
      calibratedPotential: vis.potential ? r.calibratedPotential : null,
      values: new Map(),
      agreements: [],
      hipo: new Map(),
      answers: new Map(),
    });
  }
  for (const i of valueItems) {
    const vis = seen.get(i.formId);
    rows.get(i.formId)?.values.set(i.valueId, {
      self: vis?.self ? i.self : null,
      manager: vis?.manager ? i.manager : null,
    });
  }
  for (const i of agreementItems) {
    const vis = seen.get(i.formId);
    rows.get(i.formId)?.agreements.push({
      title: i.title,
      self: vis?.self ? i.self : null,
      manager: vis?.manager ? i.manager : null,
      goal: i.readable ? { progress: i.progress, health: i.health } : null,
    });
  }
  for (const i of hipoItems) {
    if (seen.get(i.formId)?.hipo) rows.get(i.formId)?.hipo.set(i.skillId, i.decision);
  }
  const stages = new Map(forms.map((r) => [r.id, { isEmployee: r.employeeId === scope.member.eipId, stage: r.stage }]));
  for (const a of answers) {
    const section = sheet.template?.sections.get(a.section_key);
    const form = stages.get(a.form_id);
    if (!section || !form) continue;
    const view = answerView({ isEmployee: form.isEmployee, form: { stage: form.stage } }, section, a);
    rows.get(a.form_id)?.answers.set(answerKey(a.section_key, a.item_key), view);
  }
  const last = forms.at(-1);
  return { rows: [...rows.values()], next: last && forms.length === size ? cursorOf(last) : null };
}
