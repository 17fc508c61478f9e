import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { DbTimeout, isDbUnavailable } from '../../server/src/http/db-errors.ts';

/** An error as node-postgres builds them: a message, and a SQLSTATE or socket code. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDbUnavailable', () => {
  it.each([
    ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', driverError('read ECONNRESET', 'ECONNRESET')],
    ['a connection closed mid-query', driverError('Connection terminated unexpectedly')],
    ['a connection that timed out', driverError('Connection terminated due to connection timeout')],
    ['no free connection in time', driverError('timeout exceeded when trying to connect')],
    ['a connection already broken', driverError('Client has encountered a connection error and is not queryable')],
    ['a server shutting down (57P01)', driverError('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', driverError('the database system is starting up', '57P03')],
    ['a connection exception (08006)', driverError('connection failure', '08006')],
    ['no connection slots left (53300)', driverError('sorry, too many clients already', '53300')],
    ['the readiness timeout', new DbTimeout(2000)],
  ])('recognises %s, bare or wrapped by Drizzle', (_name, error) => {
    expect(isDbUnavailable(error)).toBe(true);
    expect(isDbUnavailable(wrapped(error))).toBe(true);
  });

  it('recognises a failure to reach any of several addresses (AggregateError)', () => {
    const error = new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed');
    expect(isDbUnavailable(error)).toBe(true);
  });

  it('recognises a query on a closed PGlite, through Drizzle', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await db.execute(sql`select 1`);
    await client.close();
    const failure = await db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(isDbUnavailable(failure)).toBe(true);
  });

  it.each([
    ['a unique violation', driverError('duplicate key value', '23505')],
    ['a missing table', driverError('relation "x" does not exist', '42P01')],
    ['a cancelled statement', driverError('canceling statement due to statement timeout', '57014')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
  ])('leaves %s alone, bare or wrapped', (_name, error) => {
    expect(isDbUnavailable(error)).toBe(false);
    expect(isDbUnavailable(wrapped(error))).toBe(false);
  });

  it('answers false for things that are not errors, and for causes that loop', () => {
    expect(isDbUnavailable(null)).toBe(false);
    expect(isDbUnavailable('ECONNREFUSED')).toBe(false);
    const looping = new Error('outer');
    Object.assign(looping, { cause: looping });
    expect(isDbUnavailable(looping)).toBe(false);
  });
});
