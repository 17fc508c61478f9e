import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from './zod.ts';

/**
 * Who may call a route. 'public' needs no session; 'session' needs a signed-in user;
 * 'member' also needs a membership in the company of the :companyId path segment
 * (another company's path is a 404, never a 403); 'admin' needs the company's admin flag;
 * 'staff' needs a staff user.
 */
export type Access = 'public' | 'session' | 'member' | 'admin' | 'staff';

export type RouteDef<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> = {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  response?: z.ZodType;
  status?: number;
};

export type Handler<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> = (ctx: {
  body: z.infer<B>;
  query: z.infer<Q>;
  params: z.infer<P>;
  req: FastifyRequest;
  reply: FastifyReply;
}) => Promise<unknown>;

export type RegisteredRoute = Omit<RouteDef<z.ZodType, z.ZodType, z.ZodType>, 'method'> & { method: string };

const empty = z.object({});

export class RouteRegistry {
  readonly routes: RegisteredRoute[] = [];
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: RouteRegistry;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function route<
  B extends z.ZodType = typeof empty,
  Q extends z.ZodType = typeof empty,
  P extends z.ZodType = typeof empty,
>(app: FastifyInstance, def: RouteDef<B, Q, P>, handler: Handler<B, Q, P>): void {
  app.registry.routes.push({ ...def, url: `${app.prefix}${def.url}`, method: String(def.method) });
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access },
    handler: async (req, reply) => {
      const params = parseOr400(def.params ?? empty, req.params ?? {}, true);
      const query = parseOr400(def.query ?? empty, req.query ?? {}, true);
      const body = def.body ? parseOr400(def.body, req.body ?? {}) : {};
      const result = await handler({ body, query, params, req, reply } as Parameters<Handler<B, Q, P>>[0]);
      if (reply.sent) return reply;
      if (def.status) reply.code(def.status);
      if (result === undefined) return reply.code(def.status ?? 204).send();
      return result;
    },
  });
}
