import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  formAgreementItems,
  formHipoItems,
  formManagerFeedbacks,
  formManagerGrades,
  formParticipantFeedbacks,
  formResults,
  formValueItems,
  hipoSkills,
} from '../../db/schema/index.ts';
import type { Stage } from '../../db/schema/enums.ts';
import { requireMember, type Member } from '../../http/access.ts';
import { toSnake } from '../../http/case.ts';
import { NotFound, StaleVersion, ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { coded, companyParam, idParam } from '../../http/zod.ts';
import { assertCanWrite, contextOf, type FormContext, type Part } from './context.ts';
import {
  agreementItemBody,
  hipoBody,
  managerFeedbackBody,
  managerGradesBody,
  participantFeedbackBody,
  resultCreate,
  resultPatch,
  selfValueBody,
} from './items.schemas.ts';
import { agreementItemRows, hipoItemRows, valueItemRows } from './detail.ts';
import { visibleFormsSql } from './scope.ts';
import {
  agreementItemView,
  hipoItemView,
  managerFeedbackView,
  managerGradesView,
  participantFeedbackView,
  resultView,
  valueItemView,
  visibilityOf,
  type Visibility,
} from './view.ts';

const I = '/companies/companies/:companyId/performance_review/assessment_forms/items';
const tags = ['assessment_form_items'];

type ItemTable =
  | typeof formValueItems
  | typeof formAgreementItems
  | typeof formHipoItems
  | typeof formResults
  | typeof formManagerFeedbacks
  | typeof formManagerGrades
  | typeof formParticipantFeedbacks;

/**
 * The item and its form in one query, only if the caller may see the form; else 404. The form row stays
 * share-locked until the write commits, so a stage move waits for it and the answer matches the stage.
 */
async function loadItem<T extends ItemTable>(
  db: Executor,
  member: Member,
  table: T,
  id: number,
): Promise<{ item: T['$inferSelect']; ctx: FormContext }> {
  const t = table as typeof formResults;
  const [row] = await db
    .select({ item: t, form: assessmentForms, period: assessmentPeriods })
    .from(t)
    .innerJoin(assessmentForms, eq(assessmentForms.id, t.formId))
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
    .where(and(eq(t.companyId, member.companyId), eq(t.id, id), visibleFormsSql(member)))
    .limit(1)
    .for('share', { of: assessmentForms });
  if (!row) throw new NotFound();
  return { item: row.item, ctx: contextOf(member, row.form, row.period) };
}

/** Each item kind as the form page shows it to the caller (view.ts), read back by id after a write. */
type ItemView = (db: Executor, id: number, vis: Visibility) => Promise<object>;

const one = <T>(rows: T[]): T => {
  if (!rows[0]) throw new NotFound();
  return rows[0];
};

const views = {
  values: (async (db, id, vis) => {
    const r = one(await valueItemRows(db, eq(formValueItems.id, id)));
    return valueItemView(r.item, r, vis);
  }) satisfies ItemView,
  agreements: (async (db, id, vis) => {
    const r = one(await agreementItemRows(db, eq(formAgreementItems.id, id)));
    return agreementItemView(r.item, r.agreement, vis);
  }) satisfies ItemView,
  hipo: (async (db, id) => {
    const r = one(await hipoItemRows(db, eq(formHipoItems.id, id)));
    return hipoItemView(r.item, r);
  }) satisfies ItemView,
  results: (async (db, id) =>
    resultView(one(await db.select().from(formResults).where(eq(formResults.id, id))))) satisfies ItemView,
  managerGrades: (async (db, id) =>
    managerGradesView(
      one(await db.select().from(formManagerGrades).where(eq(formManagerGrades.id, id))),
    )) satisfies ItemView,
  managerFeedbacks: (async (db, id) =>
    managerFeedbackView(
      one(await db.select().from(formManagerFeedbacks).where(eq(formManagerFeedbacks.id, id))),
    )) satisfies ItemView,
  participantFeedbacks: (async (db, id) =>
    participantFeedbackView(
      one(await db.select().from(formParticipantFeedbacks).where(eq(formParticipantFeedbacks.id, id))),
    )) satisfies ItemView,
};

/**
 * Optimistic update: the row changes only at the version the client saw. Either way the answer is the
 * item as the caller's form page shows it: the 200 body, or the `current` of the 409.
 */
async function updateVersioned(
  db: Executor,
  table: ItemTable,
  view: ItemView,
  ctx: FormContext,
  id: number,
  version: number,
  patch: Record<string, unknown>,
): Promise<object> {
  const t = table as typeof formResults;
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const updated = await db
    .update(t)
    .set({ ...clean, version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.version, version)))
    .returning({ id: t.id });
  const shown = await view(
    db,
    id,
    visibilityOf({ isEmployee: ctx.isEmployee, stage: ctx.form.stage, type: ctx.form.type }),
  );
  if (!updated.length) throw new StaleVersion(shown);
  return shown;
}

/** Catalogue rows (hipo skills) without the tenant column. */
const catalogueOut = (row: object) => {
  const { companyId: _c, ...rest } = row as { companyId: number };
  return toSnake(rest);
};

function simple(
  api: FastifyInstance,
  db: Db,
  opts: {
    path: string;
    table: ItemTable;
    view: ItemView;
    part: Part | ((body: Record<string, unknown>) => Part);
    stage: Stage | ((part: Part) => Stage);
    body: import('zod').ZodType;
    summary: string;
    map: (body: Record<string, unknown>, part: Part) => Record<string, unknown>;
  },
) {
  route(
    api,
    {
      method: 'PATCH',
      url: `${I}/${opts.path}/:id/`,
      summary: opts.summary,
      tags,
      access: 'member',
      params: idParam,
      body: opts.body,
    },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      const b = body as Record<string, unknown> & { version: number };
      return db.transaction(async (tx) => {
        const { ctx } = await loadItem(tx, member, opts.table, params.id);
        const part = typeof opts.part === 'function' ? opts.part(b) : opts.part;
        assertCanWrite(ctx, part, typeof opts.stage === 'function' ? opts.stage(part) : opts.stage);
        return updateVersioned(tx, opts.table, opts.view, ctx, params.id, b.version, opts.map(b, part));
      });
    },
  );
}

export function registerItemRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  simple(api, db, {
    path: 'values',
    table: formValueItems,
    view: views.values,
    part: 'employee',
    stage: 'SELF',
    body: selfValueBody,
    summary: "The employee's self grade and comment on a value",
    map: (b) => ({ selfGrade: b.self_grade, selfComment: b.self_comment }),
  });

  simple(api, db, {
    path: 'agreements',
    table: formAgreementItems,
    view: views.agreements,
    part: (b) => (b.manager_grade !== undefined || b.manager_comment !== undefined ? 'reviewer' : 'employee'),
    stage: (part) => (part === 'employee' ? 'SELF' : 'MANAGER'),
    body: agreementItemBody.refine(
      (b) =>
        !(
          (b.self_grade !== undefined || b.self_comment !== undefined) &&
          (b.manager_grade !== undefined || b.manager_comment !== undefined)
        ),
      {
        message: coded('one_part'),
        path: ['non_field_errors'],
      },
    ),
    summary: 'Self grade (SELF stage, employee) or manager grade (MANAGER stage, reviewer) on an agreement',
    map: (b, part) =>
      part === 'employee'
        ? { selfGrade: b.self_grade, selfComment: b.self_comment }
        : { managerGrade: b.manager_grade, managerComment: b.manager_comment },
  });

  simple(api, db, {
    path: 'hipo',
    table: formHipoItems,
    view: views.hipo,
    part: 'reviewer',
    stage: 'MANAGER',
    body: hipoBody,
    summary: 'The reviewer decides on a hipo skill',
    map: (b) => ({ decision: b.decision, comment: b.comment }),
  });

  simple(api, db, {
    path: 'manager_feedbacks',
    table: formManagerFeedbacks,
    view: views.managerFeedbacks,
    part: 'reviewer',
    stage: 'FEEDBACK',
    body: managerFeedbackBody,
    summary: "The reviewer's feedback (FEEDBACK stage)",
    map: (b) => ({ strengths: b.strengths, growthAreas: b.growth_areas, recommendation: b.recommendation }),
  });

  simple(api, db, {
    path: 'participant_feedbacks',
    table: formParticipantFeedbacks,
    view: views.participantFeedbacks,
    part: 'employee',
    stage: 'FEEDBACK',
    body: participantFeedbackBody,
    summary: "The employee's answer to the assessment (FEEDBACK stage)",
    map: (b) => ({ agreement: b.agreement, comment: b.comment, feedbackToManager: b.feedback_to_manager }),
  });

  route(
    api,
    {
      method: 'PATCH',
      url: `${I}/manager_grades_update/:id/`,
      summary: "The reviewer's grades: the overall grade and, in the same call, value grades",
      tags,
      access: 'member',
      params: idParam,
      body: managerGradesBody,
    },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      return db.transaction(async (tx) => {
        const { item, ctx } = await loadItem(tx, member, formManagerGrades, params.id);
        assertCanWrite(ctx, 'reviewer', 'MANAGER');
        const grades =
          body.overall_grade !== undefined || body.final_comment !== undefined
            ? await updateVersioned(tx, formManagerGrades, views.managerGrades, ctx, item.id, body.version!, {
                overallGrade: body.overall_grade,
                finalComment: body.final_comment,
              })
            : managerGradesView(item);
        const valuesOut = [];
        for (const v of body.values ?? []) {
          const [own] = await tx
            .select({ id: formValueItems.id })
            .from(formValueItems)
            .where(and(eq(formValueItems.id, v.id), eq(formValueItems.formId, ctx.form.id)));
          if (!own) throw ValidationError.field('values', 'item_not_on_form', { id: v.id });
          valuesOut.push(
            await updateVersioned(tx, formValueItems, views.values, ctx, v.id, v.version, {
              managerGrade: v.manager_grade,
              managerComment: v.manager_comment,
            }),
          );
        }
        return { ...grades, values: valuesOut };
      });
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${I}/hipo_skills/`,
      summary: 'Active hipo skills of the company',
      tags,
      access: 'member',
      params: companyParam,
    },
    async ({ params }) => {
      const rows = await db
        .select()
        .from(hipoSkills)
        .where(and(eq(hipoSkills.companyId, params.companyId), eq(hipoSkills.isActive, true)))
        .orderBy(asc(hipoSkills.order), asc(hipoSkills.id));
      return { count: rows.length, next: null, previous: null, results: rows.map(catalogueOut) };
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: `${I}/results/`,
      summary: 'The employee adds a result (SELF stage)',
      tags,
      access: 'member',
      params: companyParam,
      body: resultCreate,
      status: 201,
    },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ form: assessmentForms, period: assessmentPeriods })
          .from(assessmentForms)
          .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
          .where(
            and(
              eq(assessmentForms.companyId, params.companyId),
              eq(assessmentForms.id, body.form),
              visibleFormsSql(member),
            ),
          )
          .for('share', { of: assessmentForms });
        if (!row) throw ValidationError.field('form', 'no_form');
        assertCanWrite(contextOf(member, row.form, row.period), 'employee', 'SELF');
        const [created] = await tx
          .insert(formResults)
          .values({ companyId: params.companyId, formId: body.form, text: body.text })
          .returning();
        return resultView(created);
      });
    },
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${I}/results/:id/`,
      summary: 'The employee edits a result (SELF stage)',
      tags,
      access: 'member',
      params: idParam,
      body: resultPatch,
    },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      return db.transaction(async (tx) => {
        const { ctx } = await loadItem(tx, member, formResults, params.id);
        assertCanWrite(ctx, 'employee', 'SELF');
        return updateVersioned(tx, formResults, views.results, ctx, params.id, body.version, { text: body.text });
      });
    },
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${I}/results/:id/`,
      summary: 'The employee removes a result (SELF stage)',
      tags,
      access: 'member',
      params: idParam,
    },
    async ({ req, params }) => {
      const member = requireMember(req);
      await db.transaction(async (tx) => {
        const { ctx } = await loadItem(tx, member, formResults, params.id);
        assertCanWrite(ctx, 'employee', 'SELF');
        await tx.delete(formResults).where(eq(formResults.id, params.id));
      });
      return undefined;
    },
  );
}
