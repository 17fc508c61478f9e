import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  assessmentForms,
  assessmentPeriods,
  delegations,
  employeeInPositions,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { requireAuth, requireMember } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../http/errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { contextOf, loadForm } from './context.ts';
import { formDetail } from './detail.ts';
import { delegationBody, formListQuery, launchBody, transitionBody } from './forms.schemas.ts';
import { launch } from './launch.ts';
import { countByStage, listForms } from './list.ts';
import { visibleFormsSql } from './scope.ts';
import { transition } from './transitions.ts';

const P = '/companies/companies/:companyId/performance_review';
const F = `${P}/assessment_forms`;
const tags = ['assessment_forms'];

export function registerFormRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  route(
    api,
    {
      method: 'GET',
      url: `${F}/`,
      summary: 'Assessment forms the caller may see, filtered',
      tags,
      access: 'member',
      params: companyParam,
      query: formListQuery,
    },
    async ({ req, query }) => {
      const { total, results } = await listForms(db, requireMember(req), query);
      return pageOf(req, results, total, query.page, query.page_size);
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${F}/stage_counts/`,
      summary: 'Forms per stage under the list filters',
      tags,
      access: 'member',
      params: companyParam,
      query: formListQuery,
    },
    async ({ req, query }) => countByStage(db, requireMember(req), query),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${F}/`,
      summary: 'Create one form, or launch a period for people and departments (with sub-departments)',
      tags,
      access: 'admin',
      params: companyParam,
      body: launchBody,
      status: 201,
    },
    async ({ params, body }) =>
      launch(db, {
        companyId: params.companyId,
        periodId: body.period,
        employees: body.employee ? [body.employee, ...body.employees] : body.employees,
        departments: body.departments,
        allEmployees: body.all_employees,
        reviewer: body.reviewer,
        type: body.type,
      }),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${F}/:id/`,
      summary: 'A form with its items, as the caller may see it',
      tags,
      access: 'member',
      params: idParam,
    },
    async ({ req, params }) => formDetail(db, await loadForm(db, requireMember(req), params.id)),
  );

  route(
    api,
    {
      method: 'DELETE',
      url: `${F}/:id/`,
      summary: 'Delete a form that is not complete',
      tags,
      access: 'admin',
      params: idParam,
    },
    async ({ req, params }) => {
      const ctx = await loadForm(db, requireMember(req), params.id);
      if (ctx.form.stage === 'COMPLETE') throw new Conflict('form_complete');
      await db
        .delete(assessmentForms)
        .where(and(eq(assessmentForms.id, ctx.form.id), eq(assessmentForms.companyId, params.companyId)));
      return undefined;
    },
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${F}/:id/transition/`,
      summary: 'Move a form to another stage (DESIGN section 5)',
      tags,
      access: 'member',
      params: idParam,
      body: transitionBody,
    },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      await db.transaction(async (tx) => {
        const ctx = await loadForm(tx, member, params.id);
        await transition(tx, ctx, requireAuth(req).user.id, body.stage, body.reason);
      });
      return formDetail(db, await loadForm(db, member, params.id));
    },
  );

  route(
    api,
    {
      method: 'POST',
      url: `${P}/participants/delegation/`,
      summary: 'Hand the assessment of some forms to another manager',
      tags,
      access: 'member',
      params: companyParam,
      body: delegationBody,
    },
    async ({ req, params, body }) => {
      const member = requireMember(req);
      const userId = requireAuth(req).user.id;
      const [target] = await db
        .select({ id: employeeInPositions.id, role: memberships.role, isAdmin: memberships.isAdmin })
        .from(employeeInPositions)
        .innerJoin(
          memberships,
          and(
            eq(memberships.userId, employeeInPositions.userId),
            eq(memberships.companyId, employeeInPositions.companyId),
          ),
        )
        .where(
          and(
            eq(employeeInPositions.companyId, params.companyId),
            eq(employeeInPositions.id, body.to),
            eq(employeeInPositions.isActive, true),
          ),
        );
      if (!target || (target.role !== 'MANAGER' && !target.isAdmin))
        throw ValidationError.field('to', 'delegate_target');
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ form: assessmentForms })
          .from(assessmentForms)
          .where(
            and(
              eq(assessmentForms.companyId, params.companyId),
              inArray(assessmentForms.id, body.form_ids),
              visibleFormsSql(member),
            ),
          )
          .for('update');
        if (rows.length !== new Set(body.form_ids).size) throw new NotFound('delegate_unknown_forms');
        for (const { form } of rows) {
          if (!member.isAdmin && form.reviewerId !== member.eipId) throw new Forbidden('delegate_not_reviewer');
          if (form.stage === 'COMPLETE') throw new Conflict('form_complete');
          if (form.employeeId === body.to) throw ValidationError.field('to', 'delegate_self');
        }
        const moving = rows.filter(({ form }) => form.reviewerId !== body.to);
        if (moving.length) {
          await tx.insert(delegations).values(
            moving.map(({ form }) => ({
              companyId: params.companyId,
              formId: form.id,
              fromReviewerId: form.reviewerId,
              toReviewerId: body.to,
              byUserId: userId,
            })),
          );
          await tx
            .update(assessmentForms)
            .set({ reviewerId: body.to, version: sql`${assessmentForms.version} + 1`, updatedAt: new Date() })
            .where(
              and(
                eq(assessmentForms.companyId, params.companyId),
                inArray(
                  assessmentForms.id,
                  moving.map(({ form }) => form.id),
                ),
              ),
            );
        }
        return { delegated: moving.length, to: body.to };
      });
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${P}/participants/delegates/`,
      summary: 'Active managers a review can be handed to',
      tags,
      access: 'member',
      params: companyParam,
    },
    async ({ params }) => {
      const rows = await db
        .select({
          id: employeeInPositions.id,
          first: users.firstName,
          last: users.lastName,
          position: employeeInPositions.position,
        })
        .from(employeeInPositions)
        .innerJoin(users, eq(users.id, employeeInPositions.userId))
        .innerJoin(
          memberships,
          and(
            eq(memberships.userId, employeeInPositions.userId),
            eq(memberships.companyId, employeeInPositions.companyId),
          ),
        )
        .where(
          and(
            eq(employeeInPositions.companyId, params.companyId),
            eq(employeeInPositions.isActive, true),
            sql`(${memberships.role} = 'MANAGER' or ${memberships.isAdmin})`,
          ),
        )
        .orderBy(users.lastName, users.firstName)
        .limit(500);
      return {
        results: rows.map((r) => ({ id: r.id, full_name: `${r.first} ${r.last}`.trim(), position: r.position })),
      };
    },
  );

  route(
    api,
    {
      method: 'GET',
      url: `${P}/assessment_forms/current/`,
      summary: "The caller's form in the active period, or null",
      tags,
      access: 'member',
      params: companyParam,
      response: z.unknown(),
    },
    async ({ req, params }) => {
      const member = requireMember(req);
      if (!member.eipId) return { form: null };
      const [row] = await db
        .select({ form: assessmentForms, period: assessmentPeriods })
        .from(assessmentForms)
        .innerJoin(assessmentPeriods, eq(assessmentPeriods.id, assessmentForms.periodId))
        .where(
          and(
            eq(assessmentForms.companyId, params.companyId),
            eq(assessmentForms.employeeId, member.eipId),
            eq(assessmentPeriods.status, 'active'),
          ),
        )
        .orderBy(sql`${assessmentPeriods.startDate} desc`)
        .limit(1);
      return { form: row ? await formDetail(db, contextOf(member, row.form, row.period)) : null };
    },
  );
}
