import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenScopeOf, type TokenArea } from '../../../contract/api-tokens.ts';
import { routes, type RouteName } from '../../../contract/routes.ts';
import { countAudits } from '../audit/request-audits.ts';
import { changesData, recordRouteAudit, type AuditBy } from '../audit/route-audit.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Executor } from '../db/client.ts';
import { requireAuth } from './access.ts';
import { callerOf, type Caller } from './caller.ts';
import { parseOr400 } from './zod.ts';

/**
 * Who may call a route. 'public' needs no session; 'session' needs a signed-in user;
 * 'member' also needs a membership in the company of the :companyId path segment
 * (another company's path is a 404, never a 403); 'admin' needs the company's admin flag;
 * 'staff' needs a staff user.
 */
export type Access = 'public' | 'session' | 'member' | 'admin' | 'staff';

/**
 * A route's whole contract but its method and path (contract/routes.ts, by the route's name): what it reads and
 * what it answers. `response` is the JSON body's schema, or null for an answer without one (204, a redirect, a
 * file); the handler must return that shape.
 */
export type RouteDef<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType | null> = {
  summary: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  status?: number;
  /** What a route without a JSON answer sends instead (a file, a page), for the API document. */
  produces?: string;
  /** Answers beyond the common ones, by status, for the API document (a 429 limit, a 503 of another service). */
  answers?: Record<number, string>;
  /**
   * Who writes the audit row of a change (server/src/audit/route-audit.ts): required of every admin route that
   * changes data. Either way, a successful call whose service wrote no row gets the route's generic row.
   */
  audit?: AuditBy;
};

/** What a handler returns: the response schema's input, or nothing (or the reply it has already sent). */
export type ResponseOf<R extends z.ZodType | null> = R extends z.ZodType ? z.input<R> : undefined;

export type Handler<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType | null> = (ctx: {
  body: z.output<B>;
  query: z.output<Q>;
  params: z.output<P>;
  /** The caller of a company route (read when used; a route without a membership answers 404). */
  caller: Caller;
  /** The signed-in session (read when used; a route without one answers 401). */
  auth: Auth;
  req: FastifyRequest;
  reply: FastifyReply;
}) => Promise<ResponseOf<R> | FastifyReply>;

type AnyRouteDef = RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType | null>;

/** A routes file's definitions by route name (`satisfies RouteDefs`: a name missing from the table fails). */
export type RouteDefs = { [N in RouteName]?: AnyRouteDef };

const empty = z.object({});
type Empty = typeof empty;

/** The schemas of one definition; a part it does not declare is the empty object. */
export type BodyOf<D> = D extends { body: infer S extends z.ZodType } ? S : Empty;
export type QueryOf<D> = D extends { query: infer S extends z.ZodType } ? S : Empty;
export type ParamsOf<D> = D extends { params: infer S extends z.ZodType } ? S : Empty;
export type ResponseOfDef<D> = D extends { response: infer S extends z.ZodType | null } ? S : null;

export type RegisteredRoute = AnyRouteDef & { name: RouteName; method: string; url: string };

/** A part the route does not declare is parsed as an empty object, which is what its type defaults to. */
function parsePart<T extends z.ZodType>(schema: T | undefined, input: unknown, top: boolean): z.output<T> {
  if (schema) return parseOr400(schema, input, top);
  const none: z.output<typeof empty> = parseOr400(empty, input ?? {}, top);
  return none as z.output<T>;
}

export class RouteRegistry {
  readonly routes: RegisteredRoute[] = [];
  /** `db`: where the route wrapper writes the generic audit rows of admin changes. */
  constructor(
    readonly checkResponses = false,
    readonly db: Executor | null = null,
  ) {}
}

/** An admin route declared as audited by the wrapper whose service audited it too: a bug, reported under test. */
export class AuditedTwice extends Error {
  constructor(readonly route: string) {
    super(`${route} is declared audit: 'route' but its service wrote audit rows too; declare audit: 'service'`);
  }
}

/**
 * The fields of an answer that its schema does not name: the parse keeps only the named ones, so every key of
 * the handler's object missing from the parsed one is unknown (an array's items and nested objects alike).
 */
export function unknownFields(input: unknown, output: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, i) => unknownFields(item, output[i], `${path}[${String(i)}]`));
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  return Object.keys(input).flatMap((key) =>
    key in output ? unknownFields(input[key], output[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A handler's answer that its schema refuses, or with fields it does not name: a bug, reported under test. */
export class ResponseMismatch extends Error {
  constructor(
    readonly route: string,
    readonly problems: unknown[],
  ) {
    super(`The answer of ${route} does not match its response schema: ${JSON.stringify(problems.slice(0, 5))}`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: RouteRegistry;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** What an API token needs to call the route (contract/api-tokens.ts), or null: no token may. */
    tokenScope?: { area: TokenArea; write: boolean } | null;
  }
}

/**
 * Registers the route `name` of the table (contract/routes.ts gives its method and path) with its definition
 * from the module's `defs`; the handler's body, query, params and answer are typed by that definition.
 */
export function route<D extends RouteDefs, N extends keyof D & RouteName>(
  app: FastifyInstance,
  defs: D,
  name: N,
  handler: Handler<BodyOf<D[N]>, QueryOf<D[N]>, ParamsOf<D[N]>, ResponseOfDef<D[N]>>,
): void {
  const def = defs[name];
  if (!def) throw new Error(`The route ${name} has no definition`);
  // BodyOf, QueryOf, ParamsOf and ResponseOfDef read exactly these properties of the definition; the compiler
  // cannot follow a generic key into them, so the definition is named by its parts here, once.
  register(app, name, def as RouteDef<BodyOf<D[N]>, QueryOf<D[N]>, ParamsOf<D[N]>, ResponseOfDef<D[N]>>, handler);
}

function register<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType | null>(
  app: FastifyInstance,
  name: RouteName,
  def: RouteDef<B, Q, P, R>,
  handler: Handler<B, Q, P, R>,
): void {
  const { method, path } = routes[name];
  const url = `${app.prefix}${path}`;
  if (def.access === 'admin' && changesData(method) && !def.audit)
    throw new Error(`The admin route ${name} changes data: declare who audits it (audit: 'service' | 'route')`);
  app.registry.routes.push({ ...def, name, url, method });
  const check = app.registry.checkResponses;
  app.route({
    method,
    url: path,
    config: { access: def.access, tokenScope: tokenScopeOf(method, path) },
    handler: async (req, reply) => {
      const params = parsePart(def.params, req.params ?? {}, true);
      const query = parsePart(def.query, req.query ?? {}, true);
      const body = parsePart(def.body, def.body ? (req.body ?? {}) : {}, false);
      const run = () =>
        handler({
          body,
          query,
          params,
          get caller() {
            return callerOf(req);
          },
          get auth() {
            return requireAuth(req);
          },
          req,
          reply,
        });
      const result =
        def.audit && def.audit !== 'none' ? await audited(app.registry, name, def.audit, req, reply, run) : await run();
      if (reply.sent || result === reply) return reply;
      if (def.status) reply.code(def.status);
      if (result === undefined) return reply.code(def.status ?? 204).send();
      if (!def.response) return result;
      // The answer goes out as its schema reads it: fields the schema does not name are left out. Under test
      // they, and any mismatch, fail the request instead, so a handler sending more than it declares is caught.
      const parsed = def.response.safeParse(result);
      const where = `${method} ${url}`;
      if (!parsed.success) {
        if (check) throw new ResponseMismatch(where, parsed.error.issues);
        req.log.error({ route: where, issues: parsed.error.issues.slice(0, 5) }, 'answer does not match its schema');
        return result;
      }
      if (check) {
        const unknown = unknownFields(result, parsed.data);
        if (unknown.length)
          throw new ResponseMismatch(
            where,
            unknown.map((path) => `unknown field ${path}`),
          );
      }
      return parsed.data;
    },
  });
}

/**
 * Runs an audited route's handler: when it succeeds and its service wrote no audit row, the wrapper writes the
 * generic one (so a change is never left unaudited, nor audited twice); under test a route declared as audited
 * by the wrapper whose service audits too fails, so that the declaration stays true.
 */
async function audited<T>(
  registry: RouteRegistry,
  name: RouteName,
  by: AuditBy,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T> {
  const { result, audited: rows } = await countAudits(run);
  if (reply.sent && reply.statusCode >= 400) return result;
  if (rows > 0) {
    if (by === 'route' && registry.checkResponses) throw new AuditedTwice(name);
    return result;
  }
  if (!registry.db) throw new Error(`The route ${name} is audited but the registry has no database`);
  await recordRouteAudit(registry.db, name, req, result);
  return result;
}
