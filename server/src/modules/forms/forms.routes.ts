import type { Clock } from '../../clock.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireAuth, requireMember } from '../../http/access.ts';
import { pageOf } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { delegateForms, listDelegates, revokeDelegations } from './delegation.service.ts';
import {
  currentFormOut,
  delegatesOut,
  delegationBody,
  delegationOut,
  formDetailOut,
  formFilterOptionsOut,
  formListQuery,
  formPageOut,
  launchBody,
  launchOut,
  launchPreviewOut,
  revocationBody,
  revocationOut,
  stageCountsOut,
  transitionBody,
} from './forms.schemas.ts';
import { currentForm, deleteForm, getForm, moveForm } from './forms.service.ts';
import { formFilterOptions } from './filter-options.ts';
import { launchForms, previewLaunchForms } from './launch.ts';
import { countByStage, listForms } from './list.ts';

const P = '/companies/companies/:companyId/performance_review';
const F = `${P}/assessment_forms`;
const tags = ['assessment_forms'];

/** Review forms as a whole: the list, the form page, launching, stage moves, deletion and delegation. */
export function registerFormRoutes(api: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
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
      response: formPageOut,
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
      response: stageCountsOut,
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
      response: launchOut,
    },
    async ({ params, body }) => launchForms(db, params.companyId, body, clock),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${F}/launch_preview/`,
      summary: 'What the same launch would do, nothing written: who gets a form and who is skipped, and why',
      tags,
      access: 'admin',
      params: companyParam,
      body: launchBody,
      response: launchPreviewOut,
    },
    async ({ params, body }) => previewLaunchForms(db, params.companyId, body),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${F}/filter_options/`,
      summary: "The forms list's period and department choices within the caller's reach",
      tags,
      access: 'member',
      params: companyParam,
      response: formFilterOptionsOut,
    },
    async ({ req }) => formFilterOptions(db, requireMember(req)),
  );

  route(
    api,
    {
      method: 'GET',
      url: `${F}/current/`,
      summary: "The caller's form in the active period, or null",
      tags,
      access: 'member',
      params: companyParam,
      response: currentFormOut,
    },
    async ({ req }) => currentForm(db, requireMember(req), clock.now()),
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
      response: formDetailOut,
    },
    async ({ req, params }) => getForm(db, requireMember(req), params.id, clock.now()),
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
      status: 204,
      response: null,
    },
    async ({ req, params }) => {
      await deleteForm(db, requireMember(req), params.id);
      return undefined;
    },
  );

  route(
    api,
    {
      method: 'PATCH',
      url: `${F}/:id/transition/`,
      summary: 'Move a form to another stage (DESIGN section 5); answers with the form after the move',
      tags,
      access: 'member',
      params: idParam,
      body: transitionBody,
      response: formDetailOut,
    },
    async ({ req, params, body }) => moveForm(db, requireMember(req), requireAuth(req).user.id, params.id, body, clock),
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
      response: delegationOut,
    },
    async ({ req, body }) => delegateForms(db, requireMember(req), requireAuth(req).user.id, body, clock),
  );

  route(
    api,
    {
      method: 'POST',
      url: `${P}/participants/delegation/revoke/`,
      summary:
        'Take hand-overs back (SELF or MANAGER): each form returns to the reviewer it was handed over by; an admin or that reviewer',
      tags,
      access: 'member',
      params: companyParam,
      body: revocationBody,
      response: revocationOut,
    },
    async ({ req, body }) => revokeDelegations(db, requireMember(req), requireAuth(req).user.id, body, clock),
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
      response: delegatesOut,
    },
    async ({ params }) => listDelegates(db, params.companyId),
  );
}
