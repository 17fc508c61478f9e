import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireMember } from '../../http/access.ts';
import { route } from '../../http/route.ts';
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

const I = '/companies/companies/:companyId/performance_review/assessment_forms/items';
const tags = ['assessment_form_items'];

/**
 * The parts of a review form, one route a part. Each write answers with the item as the caller's form page
 * shows it; a stale `version` is a 409 whose `current` is that same item (items.schemas.ts `staleOut`).
 */
export function registerItemRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const item = { tags, access: 'member', params: idParam } as const;

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/values/:id/`,
      summary: "The employee's self grade and comment on a value (SELF stage)",
      body: selfValueBody,
      response: valueItemOut,
    },
    async ({ req, params, body }) => writeSelfValue(db, requireMember(req), params.id, body),
  );

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/agreements/:id/`,
      summary: 'Self grade (SELF stage, employee) or manager grade (MANAGER stage, reviewer) on an agreement',
      body: agreementItemBody,
      response: agreementItemOut,
    },
    async ({ req, params, body }) => writeAgreementItem(db, requireMember(req), params.id, body),
  );

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/hipo/:id/`,
      summary: 'The reviewer decides on a hipo skill (MANAGER stage)',
      body: hipoBody,
      response: hipoItemOut,
    },
    async ({ req, params, body }) => writeHipo(db, requireMember(req), params.id, body),
  );

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/manager_feedbacks/:id/`,
      summary: "The reviewer's feedback (FEEDBACK stage)",
      body: managerFeedbackBody,
      response: managerFeedbackOut,
    },
    async ({ req, params, body }) => writeManagerFeedback(db, requireMember(req), params.id, body),
  );

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/participant_feedbacks/:id/`,
      summary: "The employee's answer to the assessment (FEEDBACK stage)",
      body: participantFeedbackBody,
      response: participantFeedbackOut,
    },
    async ({ req, params, body }) => writeParticipantFeedback(db, requireMember(req), params.id, body),
  );

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/manager_grades_update/:id/`,
      summary: "The reviewer's grades: the overall grade and, in the same call, value grades (MANAGER stage)",
      body: managerGradesBody,
      response: managerGradesUpdateOut,
    },
    async ({ req, params, body }) => writeManagerGrades(db, requireMember(req), params.id, body),
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
      response: hipoSkillsOut,
    },
    async ({ params }) => activeHipoSkills(db, params.companyId),
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
      response: resultOut,
    },
    async ({ req, body }) => createResult(db, requireMember(req), body),
  );

  route(
    api,
    {
      ...item,
      method: 'PATCH',
      url: `${I}/results/:id/`,
      summary: 'The employee edits a result (SELF stage)',
      body: resultPatch,
      response: resultOut,
    },
    async ({ req, params, body }) => updateResult(db, requireMember(req), params.id, body),
  );

  route(
    api,
    {
      ...item,
      method: 'DELETE',
      url: `${I}/results/:id/`,
      summary: 'The employee removes a result (SELF stage)',
      status: 204,
      response: null,
    },
    async ({ req, params }) => {
      await deleteResult(db, requireMember(req), params.id);
      return undefined;
    },
  );
}
