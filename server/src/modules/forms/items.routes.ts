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
import { companyParam, idParam } from '../../http/zod.ts';
import { assertCanWrite, contextOf, type FormContext, type Part } from './context.ts';
import { agreementItemBody, hipoBody, managerFeedbackBody, managerGradesBody, participantFeedbackBody, resultCreate, resultPatch, selfValueBody } from './forms.schemas.ts';
import { visibleFormsSql } from './scope.ts';

const I = '/companies/companies/:companyId/performance_review/assessment_forms/items';
const tags = ['assessment_form_items'];

type ItemTable = typeof formValueItems | typeof formAgreementItems | typeof formHipoItems | typeof formResults | typeof formManagerFeedbacks | typeof formManagerGrades | typeof formParticipantFeedbacks;

/** The item and its form in one query, only if the caller may see the form; else 404. */
async function loadItem<T extends ItemTable>(db: Executor, member: Member, table: T, id: number): Promise<{ item: T['$inferSelect']; ctx: FormContext }> {
  const t = table as typeof formResults;
  const [row] = await db
    .select({ item: t, form: assessmentForms, period: assessmentPeriods })
    .from(t)
    .innerJoin(assessmentForms, eq(assessmentForms.id, t.formId))
    .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
    .where(and(eq(t.companyId, member.companyId), eq(t.id, id), visibleFormsSql(member)))
    .limit(1);
  if (!row) throw new NotFound();
  return { item: row.item as T['$inferSelect'], ctx: contextOf(member, row.form, row.period) };
}

/** Optimistic update: the row changes only at the version the client saw; otherwise 409 with the current row. */
async function updateVersioned<T extends ItemTable>(db: Executor, table: T, id: number, version: number, patch: Record<string, unknown>): Promise<T['$inferSelect']> {
  const t = table as typeof formResults;
  const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(t)
    .set({ ...clean, version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.version, version)))
    .returning();
  if (row) return row as T['$inferSelect'];
  const [current] = await db.select().from(t).where(eq(t.id, id));
  throw new StaleVersion(toSnake(current));
}

const out = (row: object) => {
  const { companyId: _c, ...rest } = row as { companyId: number };
  return toSnake(rest);
};

function simple<T extends ItemTable>(api: FastifyInstance, db: Db, opts: { path: string; table: T; part: Part | ((body: Record<string, unknown>) => Part); stage: Stage | ((part: Part) => Stage); body: import('zod').ZodType; summary: string; map: (body: Record<string, unknown>, part: Part) => Record<string, unknown> }) {
  route(api, { method: 'PATCH', url: `${I}/${opts.path}/:id/`, summary: opts.summary, tags, access: 'member', params: idParam, body: opts.body }, async ({ req, params, body }) => {
    const member = requireMember(req);
    const b = body as Record<string, unknown> & { version: number };
    return db.transaction(async (tx) => {
      const { ctx } = await loadItem(tx, member, opts.table, params.id);
      const part = typeof opts.part === 'function' ? opts.part(b) : opts.part;
      assertCanWrite(ctx, part, typeof opts.stage === 'function' ? opts.stage(part) : opts.stage);
      return out(await updateVersioned(tx, opts.table, params.id, b.version, opts.map(b, part)));
    });
  });
}

export function registerItemRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  simple(api, db, {
    path: 'values',
    table: formValueItems,
    part: 'employee',
    stage: 'SELF',
    body: selfValueBody,
    summary: "The employee's self grade and comment on a value",
    map: (b) => ({ selfGrade: b.self_grade, selfComment: b.self_comment }),
  });

  simple(api, db, {
    path: 'agreements',
    table: formAgreementItems,
    part: (b) => (b.manager_grade !== undefined || b.manager_comment !== undefined ? 'reviewer' : 'employee'),
    stage: (part) => (part === 'employee' ? 'SELF' : 'MANAGER'),
    body: agreementItemBody.refine((b) => !((b.self_grade !== undefined || b.self_comment !== undefined) && (b.manager_grade !== undefined || b.manager_comment !== undefined)), {
      message: 'Send either the self part or the manager part.',
      path: ['non_field_errors'],
    }),
    summary: 'Self grade (SELF stage, employee) or manager grade (MANAGER stage, reviewer) on an agreement',
    map: (b, part) => (part === 'employee' ? { selfGrade: b.self_grade, selfComment: b.self_comment } : { managerGrade: b.manager_grade, managerComment: b.manager_comment }),
  });

  simple(api, db, { path: 'hipo', table: formHipoItems, part: 'reviewer', stage: 'MANAGER', body: hipoBody, summary: 'The reviewer decides on a hipo skill', map: (b) => ({ decision: b.decision, comment: b.comment }) });

  simple(api, db, {
    path: 'manager_feedbacks',
    table: formManagerFeedbacks,
    part: 'reviewer',
    stage: 'FEEDBACK',
    body: managerFeedbackBody,
    summary: "The reviewer's feedback (FEEDBACK stage)",
    map: (b) => ({ strengths: b.strengths, growthAreas: b.growth_areas, recommendation: b.recommendation }),
  });

  simple(api, db, {
    path: 'participant_feedbacks',
    table: formParticipantFeedbacks,
    part: 'employee',
    stage: 'FEEDBACK',
    body: participantFeedbackBody,
    summary: "The employee's answer to the assessment (FEEDBACK stage)",
    map: (b) => ({ agreement: b.agreement, comment: b.comment, feedbackToManager: b.feedback_to_manager }),
  });

  route(
    api,
    { method: 'PATCH', url: `${I}/manager_grades_update/:id/`, summary: "The reviewer's grades: the overall grade and, in the same call, value grades", tags, access: 'member', params: idParam, body: managerGradesBody },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      return db.transaction(async (tx) => {
        const { item, ctx } = await loadItem(tx, member, formManagerGrades, params.id);
        assertCanWrite(ctx, 'reviewer', 'MANAGER');
        let grades = item;
        if (body.overall_grade !== undefined || body.final_comment !== undefined) {
          grades = await updateVersioned(tx, formManagerGrades, item.id, body.version!, { overallGrade: body.overall_grade, finalComment: body.final_comment });
        }
        const valuesOut = [];
        for (const v of body.values ?? []) {
          const [own] = await tx.select({ id: formValueItems.id }).from(formValueItems).where(and(eq(formValueItems.id, v.id), eq(formValueItems.formId, ctx.form.id)));
          if (!own) throw ValidationError.field('values', `Value item ${v.id} is not on this form.`);
          valuesOut.push(out(await updateVersioned(tx, formValueItems, v.id, v.version, { managerGrade: v.manager_grade, managerComment: v.manager_comment })));
        }
        return { ...(out(grades) as object), values: valuesOut };
      });
    },
  );

  route(api, { method: 'GET', url: `${I}/hipo_skills/`, summary: 'Active hipo skills of the company', tags, access: 'member', params: companyParam }, async ({ params }) => {
    const rows = await db.select().from(hipoSkills).where(and(eq(hipoSkills.companyId, params.companyId), eq(hipoSkills.isActive, true))).orderBy(asc(hipoSkills.order), asc(hipoSkills.id));
    return { count: rows.length, next: null, previous: null, results: rows.map(out) };
  });

  route(api, { method: 'POST', url: `${I}/results/`, summary: 'The employee adds a result (SELF stage)', tags, access: 'member', params: companyParam, body: resultCreate, status: 201 }, async ({ req, params, body }) => {
    const member = requireMember(req);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ form: assessmentForms, period: assessmentPeriods })
        .from(assessmentForms)
        .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
        .where(and(eq(assessmentForms.companyId, params.companyId), eq(assessmentForms.id, body.form), visibleFormsSql(member)));
      if (!row) throw ValidationError.field('form', 'No such form.');
      assertCanWrite(contextOf(member, row.form, row.period), 'employee', 'SELF');
      const [created] = await tx.insert(formResults).values({ companyId: params.companyId, formId: body.form, text: body.text }).returning();
      return out(created);
    });
  });

  route(api, { method: 'PATCH', url: `${I}/results/:id/`, summary: 'The employee edits a result (SELF stage)', tags, access: 'member', params: idParam, body: resultPatch }, async ({ req, params, body }) => {
    const member = requireMember(req);
    return db.transaction(async (tx) => {
      const { ctx } = await loadItem(tx, member, formResults, params.id);
      assertCanWrite(ctx, 'employee', 'SELF');
      return out(await updateVersioned(tx, formResults, params.id, body.version, { text: body.text }));
    });
  });

  route(api, { method: 'DELETE', url: `${I}/results/:id/`, summary: 'The employee removes a result (SELF stage)', tags, access: 'member', params: idParam }, async ({ req, params }) => {
    const member = requireMember(req);
    await db.transaction(async (tx) => {
      const { ctx } = await loadItem(tx, member, formResults, params.id);
      assertCanWrite(ctx, 'employee', 'SELF');
      await tx.delete(formResults).where(eq(formResults.id, params.id));
    });
    return undefined;
  });
}
