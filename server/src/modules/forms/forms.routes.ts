import type { Clock } from '../../clock.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
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

const tags = ['assessment_forms'];

export const formsRoutes = {
  'forms.list': {
    summary: 'Assessment forms the caller may see, filtered',
    tags,
    access: 'member',
    params: companyParam,
    query: formListQuery,
    response: formPageOut,
  },
  'forms.stageCounts': {
    summary: 'Forms per stage under the list filters',
    tags,
    access: 'member',
    params: companyParam,
    query: formListQuery,
    response: stageCountsOut,
  },
  'forms.launch': {
    summary: 'Create one form, or launch a period for people and departments (with sub-departments)',
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: launchBody,
    status: 201,
    response: launchOut,
  },
  'forms.launchPreview': {
    summary: 'What the same launch would do, nothing written: who gets a form and who is skipped, and why',
    tags,
    access: 'admin',
    audit: 'none',
    params: companyParam,
    body: launchBody,
    response: launchPreviewOut,
  },
  'forms.filterOptions': {
    summary: "The forms list's period and department choices within the caller's reach",
    tags,
    access: 'member',
    params: companyParam,
    response: formFilterOptionsOut,
  },
  'forms.current': {
    summary: "The caller's form in the active period, or null",
    tags,
    access: 'member',
    params: companyParam,
    response: currentFormOut,
  },
  'forms.get': {
    summary: 'A form with its items, as the caller may see it',
    tags,
    access: 'member',
    params: idParam,
    response: formDetailOut,
  },
  'forms.delete': {
    summary: 'Delete a form that is not complete',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    status: 204,
    response: null,
  },
  'forms.transition': {
    summary: 'Move a form to another stage (DESIGN section 5); answers with the form after the move',
    tags,
    access: 'member',
    params: idParam,
    body: transitionBody,
    response: formDetailOut,
  },
  'participants.delegate': {
    summary: 'Hand the assessment of some forms to another manager',
    tags,
    access: 'member',
    params: companyParam,
    body: delegationBody,
    response: delegationOut,
  },
  'participants.revoke': {
    summary:
      'Take hand-overs back (SELF or MANAGER): each form returns to the reviewer it was handed over by; an admin or that reviewer',
    tags,
    access: 'member',
    params: companyParam,
    body: revocationBody,
    response: revocationOut,
  },
  'participants.delegates': {
    summary: 'Active managers a review can be handed to',
    tags,
    access: 'member',
    params: companyParam,
    response: delegatesOut,
  },
} satisfies RouteDefs;

/** Review forms as a whole: the list, the form page, launching, stage moves, deletion and delegation. */
export function registerFormRoutes(api: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  route(api, formsRoutes, 'forms.list', async ({ req, query, caller }) => {
    const { total, results } = await listForms(db, caller.member, query);
    return pageOf(req, results, total, query.page, query.page_size);
  });

  route(api, formsRoutes, 'forms.stageCounts', async ({ query, caller }) => countByStage(db, caller.member, query));

  route(api, formsRoutes, 'forms.launch', async ({ params, body }) => launchForms(db, params.companyId, body, clock));

  route(api, formsRoutes, 'forms.launchPreview', async ({ params, body }) =>
    previewLaunchForms(db, params.companyId, body),
  );

  route(api, formsRoutes, 'forms.filterOptions', async ({ caller }) => formFilterOptions(db, caller.member));

  route(api, formsRoutes, 'forms.current', async ({ caller }) => currentForm(db, caller.member, clock.now()));

  route(api, formsRoutes, 'forms.get', async ({ params, caller }) =>
    getForm(db, caller.member, params.id, clock.now()),
  );

  route(api, formsRoutes, 'forms.delete', async ({ params, caller }) => {
    await deleteForm(db, caller.member, params.id);
    return undefined;
  });

  route(api, formsRoutes, 'forms.transition', async ({ params, body, caller, auth }) =>
    moveForm(db, caller.member, auth.user.id, params.id, body, clock),
  );

  route(api, formsRoutes, 'participants.delegate', async ({ body, caller, auth }) =>
    delegateForms(db, caller.member, auth.user.id, body, clock),
  );

  route(api, formsRoutes, 'participants.revoke', async ({ body, caller, auth }) =>
    revokeDelegations(db, caller.member, auth.user.id, body, clock),
  );

  route(api, formsRoutes, 'participants.delegates', async ({ params }) => listDelegates(db, params.companyId));
}
