import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../deps.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import { listDeliveries, ping, redeliver } from './deliveries.service.ts';
import {
  webhookDeliveryList,
  webhookDeliveryOut,
  webhookDeliveryQuery,
  webhookEndpointIn,
  webhookEndpointOut,
  webhookEndpointPatch,
  webhookEndpointWithSecret,
  webhookSettingsIn,
  webhookSettingsOut,
} from './webhooks.schemas.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getSettings,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  updateSettings,
} from './webhooks.service.ts';

const tags = ['webhooks'];

export const webhooksRoutes = {
  'webhooks.list': {
    summary: "Admins: the company's webhook endpoints (never their secrets)",
    tags,
    access: 'admin',
    params: companyParam,
    response: z.array(webhookEndpointOut),
  },
  'webhooks.create': {
    summary: 'Admins: a new webhook endpoint for some events; its signing secret is answered this once',
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: webhookEndpointIn,
    response: webhookEndpointWithSecret,
    status: 201,
  },
  'webhooks.update': {
    summary: "Admins: change an endpoint's URL, description, events or whether it is active",
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    body: webhookEndpointPatch,
    response: webhookEndpointOut,
  },
  'webhooks.delete': {
    summary: 'Admins: remove an endpoint with its delivery log',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: null,
  },
  'webhooks.rotateSecret': {
    summary: 'Admins: a new signing secret for an endpoint, answered this once; the old one stops signing',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: webhookEndpointWithSecret,
  },
  'webhooks.ping': {
    summary: 'Admins: send a test event (webhook.ping) to an endpoint now; answers its delivery',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: webhookDeliveryOut,
    status: 201,
  },
  'webhooks.deliveries': {
    summary: "Admins: an endpoint's delivery log, newest first",
    tags,
    access: 'admin',
    params: idParam,
    query: webhookDeliveryQuery,
    response: webhookDeliveryList,
  },
  'webhooks.redeliver': {
    summary: 'Admins: send a delivery again (the same event, the same log row), tried at once',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: webhookDeliveryOut,
  },
  'webhooks.settings': {
    summary: "Admins: the company's webhook settings",
    tags,
    access: 'admin',
    params: companyParam,
    response: webhookSettingsOut,
  },
  'webhooks.updateSettings': {
    summary: 'Admins: whether endpoints may reach private and loopback addresses (off by default)',
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: webhookSettingsIn,
    response: webhookSettingsOut,
  },
} satisfies RouteDefs;

/** The company's webhooks, managed by its admins on the settings page (never by an API token). */
export function registerWebhookRoutes(api: FastifyInstance, { db, clock, config }: ModuleDeps): void {
  // A delivery tried from a request logs with the request's id.
  const optionsOf = (req: FastifyRequest) => ({ log: req.log, maxAttempts: config.notifications.maxAttempts });
  route(api, webhooksRoutes, 'webhooks.list', async ({ caller }) => listEndpoints(db, caller.member.companyId));
  route(api, webhooksRoutes, 'webhooks.create', async ({ caller, body }) => createEndpoint(db, caller, body));
  route(api, webhooksRoutes, 'webhooks.update', async ({ caller, params, body }) =>
    updateEndpoint(db, caller, params.id, body),
  );
  route(api, webhooksRoutes, 'webhooks.delete', async ({ caller, params }) => {
    await deleteEndpoint(db, caller, params.id);
    return undefined;
  });
  route(api, webhooksRoutes, 'webhooks.rotateSecret', async ({ caller, params }) =>
    rotateSecret(db, caller, params.id),
  );
  route(api, webhooksRoutes, 'webhooks.ping', async ({ req, caller, params }) =>
    ping(db, clock, caller, params.id, optionsOf(req)),
  );
  route(api, webhooksRoutes, 'webhooks.deliveries', async ({ req, caller, params, query }) => {
    const { results, total, capped } = await listDeliveries(db, caller.member.companyId, params.id, query);
    return { ...pageOf(req, results, total, query.page, query.page_size), count_capped: capped };
  });
  route(api, webhooksRoutes, 'webhooks.redeliver', async ({ req, caller, params }) =>
    redeliver(db, clock, caller, params.id, optionsOf(req)),
  );
  route(api, webhooksRoutes, 'webhooks.settings', async ({ caller }) => getSettings(db, caller.member.companyId));
  route(api, webhooksRoutes, 'webhooks.updateSettings', async ({ caller, body }) => updateSettings(db, caller, body));
}
