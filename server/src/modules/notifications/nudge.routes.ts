import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import { nudgeIn, nudgeOut } from './nudge.schemas.ts';
import { nudgeOverdue } from './nudge.service.ts';

export const nudgeRoutes = {
  'notifications.nudge': {
    summary: 'Admins: remind whoever holds each overdue form of a period (or a department) now; each form once a day',
    tags: ['notifications'],
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: nudgeIn,
    response: nudgeOut,
  },
} satisfies RouteDefs;

/** HR's reminder by hand: "Напомнить" on the overdue forms of a period or a department. */
export function registerNudgeRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  route(api, nudgeRoutes, 'notifications.nudge', async ({ body, caller }) =>
    nudgeOverdue(db, clock, caller.member.companyId, body),
  );
}
