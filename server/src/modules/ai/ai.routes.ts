import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller.ts';
import { langOf } from '../../http/lang.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import { improveBody, improveOut, summaryBody, summaryOut } from './ai.schemas.ts';
import { formSummary, improveResult, type Actor, type AiDeps } from './ai.service.ts';
import { engineFor } from './engines.ts';

const answers = {
  429: 'Too many AI calls by this user this minute (code ai_rate_limited); retry after Retry-After seconds',
  503: 'The model server timed out or answered something unusable (code ai_unavailable); retry after Retry-After',
};

const tags = ['ai'];
const common = { tags, access: 'member', params: companyParam, answers } as const;

export const aiRoutes = {
  'ai.summary': {
    ...common,
    summary: 'A summary of a form that cites its sources (reviewer, admin; the employee from FEEDBACK on)',
    body: summaryBody,
    response: summaryOut,
  },
  'ai.improve': {
    ...common,
    summary: 'A clearer wording of a result, to accept, edit or reject (its author, in SELF); saves nothing',
    body: improveBody,
    response: improveOut,
  },
} satisfies RouteDefs;

/** The assistant: a grounded summary of a form, and a clearer wording of a result. */
export function registerAiRoutes(api: FastifyInstance, { db, config, clock }: ModuleDeps): void {
  const deps: AiDeps = { db, clock, engine: engineFor(config.ai), config: config.ai };
  const actorOf = (caller: Caller, req: FastifyRequest): Actor => ({
    userId: caller.userId,
    impersonatorId: caller.impersonatorId,
    log: req.log,
  });

  route(api, aiRoutes, 'ai.summary', async ({ req, body, caller }) =>
    formSummary(deps, actorOf(caller, req), caller.member, body, langOf(req)),
  );

  route(api, aiRoutes, 'ai.improve', async ({ req, body, caller }) =>
    improveResult(deps, actorOf(caller, req), caller.member, body),
  );
}
