import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  agreementItemBody,
  agreementItemOut,
  hipoBody,
  hipoItemOut,
  hipoSkillsOut,
  managerFeedbackBody,
  managerFeedbackOut,
  managerGradesBody,
  managerGradesUpdateOut,
  participantFeedbackBody,
  participantFeedbackOut,
  resultCreate,
  resultOut,
  resultPatch,
  selfValueBody,
  valueItemOut,
} from './items.schemas.ts';
import {
  activeHipoSkills,
  createResult,
  deleteResult,
  updateResult,
  writeAgreementItem,
  writeHipo,
  writeManagerFeedback,
  writeManagerGrades,
  writeParticipantFeedback,
  writeSelfValue,
} from './items.service.ts';

import { writeAnswer } from './answers.ts';
import { answerBody, answerOut } from './template.schemas.ts';

const tags = ['assessment_form_items'];

const item = { tags, access: 'member', params: idParam } as const;

export const itemsRoutes = {
  'items.values': {
    ...item,
    summary: "The employee's self grade and comment on a value (SELF stage)",
    body: selfValueBody,
    response: valueItemOut,
  },
  'items.agreements': {
    ...item,
    summary: 'Self grade (SELF stage, employee) or manager grade (MANAGER stage, reviewer) on an agreement',
    body: agreementItemBody,
    response: agreementItemOut,
  },
  'items.hipo': {
    ...item,
    summary: 'The reviewer decides on a hipo skill (MANAGER stage)',
    body: hipoBody,
    response: hipoItemOut,
  },
  'items.managerFeedbacks': {
    ...item,
    summary: "The reviewer's feedback (FEEDBACK stage)",
    body: managerFeedbackBody,
    response: managerFeedbackOut,
  },
  'items.participantFeedbacks': {
    ...item,
    summary: "The employee's answer to the assessment (FEEDBACK stage)",
    body: participantFeedbackBody,
    response: participantFeedbackOut,
  },
  'items.managerGrades': {
    ...item,
    summary: "The reviewer's grades: the overall grade and, in the same call, value grades (MANAGER stage)",
    body: managerGradesBody,
    response: managerGradesUpdateOut,
  },
  'items.answers': {
    ...item,
    summary:
      "One answer to a template's question or competency (`:id` is the form): the employee's in SELF, the reviewer's in MANAGER",
    body: answerBody,
    response: answerOut,
  },
  'items.hipoSkills': {
    summary: 'Active hipo skills of the company',
    tags,
    access: 'member',
    params: companyParam,
    response: hipoSkillsOut,
  },
  'results.create': {
    summary: 'The employee adds a result (SELF stage)',
    tags,
    access: 'member',
    params: companyParam,
    body: resultCreate,
    status: 201,
    response: resultOut,
  },
  'results.update': {
    ...item,
    summary: 'The employee edits a result (SELF stage)',
    body: resultPatch,
    response: resultOut,
  },
  'results.delete': {
    ...item,
    summary: 'The employee removes a result (SELF stage)',
    status: 204,
    response: null,
  },
} satisfies RouteDefs;

/**
 * The parts of a review form, one route a part. Each write answers with the item as the caller's form page
 * shows it; a stale `version` is a 409 whose `current` is that same item (items.schemas.ts `staleOut`).
 */
export function registerItemRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  route(api, itemsRoutes, 'items.values', async ({ params, body, caller }) =>
    writeSelfValue(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.agreements', async ({ params, body, caller }) =>
    writeAgreementItem(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.hipo', async ({ params, body, caller }) =>
    writeHipo(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.managerFeedbacks', async ({ params, body, caller }) =>
    writeManagerFeedback(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.participantFeedbacks', async ({ params, body, caller }) =>
    writeParticipantFeedback(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.managerGrades', async ({ params, body, caller }) =>
    writeManagerGrades(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.answers', async ({ params, body, caller }) =>
    writeAnswer(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'items.hipoSkills', async ({ params }) => activeHipoSkills(db, params.companyId));

  route(api, itemsRoutes, 'results.create', async ({ body, caller }) => createResult(db, caller.member, body));

  route(api, itemsRoutes, 'results.update', async ({ params, body, caller }) =>
    updateResult(db, caller.member, params.id, body),
  );

  route(api, itemsRoutes, 'results.delete', async ({ params, caller }) => {
    await deleteResult(db, caller.member, params.id);
    return undefined;
  });
}
