/**
 * Recognises the errors that mean "the database is out of reach for now" (a restart, a failover, a network
 * cut), so that the caller is told to retry (503 with Retry-After) instead of seeing a server fault. They
 * come from node-postgres (socket errors, its own messages), from PostgreSQL (SQLSTATE class 08 and the
 * shutdown codes) and from PGlite once closed, possibly wrapped by Drizzle (DrizzleQueryError keeps the
 * driver's error in `cause`) or grouped (AggregateError when several addresses were tried).
 */

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs outside class 08 (connection exception): the server shutting down (57P01 admin_shutdown,
 * 57P02 crash_shutdown), not accepting connections yet (57P03 cannot_connect_now, e.g. starting up or in
 * recovery), or out of connection slots (53300 too_many_connections).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and PGlite say these in words only. */
const MESSAGES = [
  /^Connection terminated/, // the socket closed: "unexpectedly", or "due to connection timeout"
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/, // no free connection within the pool's connectionTimeoutMillis
  /^timeout expired$/, // the client's own connect timeout
  /^Cannot use a pool after calling end on the pool$/, // the process is shutting down
  /^PGlite is closed$/,
];

/** Thrown by the readiness check when the database does not answer in time; recognised like the others. */
export class DbTimeout extends Error {
  constructor(readonly afterMs: number) {
    super(`The database did not answer within ${afterMs} ms`);
  }
}

function ownCode(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function isConnectionFailure(error: object): boolean {
  if (error instanceof DbTimeout) return true;
  const code = ownCode(error);
  if (code !== undefined && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return error instanceof Error && MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Errors this one wraps: Drizzle's and Node's `cause`, an AggregateError's `errors`. */
function wrapped(error: object): unknown[] {
  const inner: unknown[] = [];
  if ('cause' in error) inner.push(error.cause);
  if (error instanceof AggregateError) {
    const grouped: unknown[] = error.errors;
    inner.push(...grouped);
  }
  return inner;
}

/** The error itself or the first one it wraps that matches, breadth first. */
function findWrapped(error: unknown, matches: (candidate: object) => boolean): object | undefined {
  const pending: unknown[] = [error];
  // A bound on the walk: causes can form a cycle.
  for (let seen = 0; pending.length > 0 && seen < 16; seen += 1) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    if (matches(current)) return current;
    pending.push(...wrapped(current));
  }
  return undefined;
}

/** True when the error, or one it wraps, says the database cannot be reached right now. */
export function isDbUnavailable(error: unknown): boolean {
  return findWrapped(error, isConnectionFailure) !== undefined;
}

/**
 * The PostgreSQL error (a five-character SQLSTATE) the error is or wraps: Drizzle wraps the driver's. Its
 * constraint, where the driver names it, else its message (which names it).
 */
export function pgErrorOf(error: unknown): { code: string; constraint: string } | null {
  const found = findWrapped(error, (candidate) => /^[0-9A-Z]{5}$/.test(ownCode(candidate) ?? ''));
  const code = found ? ownCode(found) : undefined;
  if (!found || code === undefined) return null;
  const named = 'constraint' in found && typeof found.constraint === 'string' ? found.constraint : '';
  return { code, constraint: named || (found instanceof Error ? found.message : '') };
}
