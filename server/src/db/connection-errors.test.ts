import { describe, expect, it } from 'vitest';
import { describePostgresUrl } from './client.ts';
import { isDatabaseUnavailable } from './connection-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a terminated backend (pg_terminate_backend)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server shutting down', withCode('57P02')],
    ['a server starting', withCode('57P03', 'the database system is starting up')],
    ['a server not accepting connections', withCode('57P03', 'the database system is not accepting connections')],
    [
      'a database closed to connections (ALLOW_CONNECTIONS false)',
      withCode('55000', 'database "vela" is not currently accepting connections'),
    ],
    ['a session ended for being idle', withCode('57P05', 'terminating connection due to idle-session timeout')],
    ['a write on a standby after a failover', withCode('25006', 'cannot execute INSERT in a read-only transaction')],
    [
      'a refused start-up wrapped by Drizzle',
      new Error('Failed query: select 1', {
        cause: withCode('55000', 'database "vela" is not currently accepting connections'),
      }),
    ],
    ['a connection exception', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unreachable network', withCode('ENETUNREACH')],
    ['too many connections', withCode('53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['a query error wrapping one (Drizzle)', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    [
      'several addresses refusing',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: undefined }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a wrong password', withCode('28P01', 'password authentication failed for user "vela"')],
    ['a serialization failure', withCode('40001')],
    [
      'another prerequisite-state error',
      withCode('55000', 'cannot update table "t" because it lacks a replica identity'),
    ],
    ['a lock not available', withCode('55P03', 'could not obtain lock on row in relation "orders"')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('survives a cause cycle', () => {
    const error = new Error('a') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('describePostgresUrl', () => {
  it('names the host, port and database, never the credentials', () => {
    expect(describePostgresUrl('postgres://vela:secret@db.internal:6432/vela?sslmode=require')).toBe(
      'db.internal:6432/vela',
    );
    expect(describePostgresUrl('postgresql://u:p@localhost/app')).toBe('localhost:5432/app');
    expect(describePostgresUrl('postgres://db')).toBe('db:5432');
    expect(describePostgresUrl('not a url')).toBe('an unparsable DATABASE_URL');
  });
});
