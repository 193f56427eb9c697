import { describe, expect, it } from 'vitest';
import { commitRefusal, isOutcomeUnknown } from './commit-outcome.ts';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: with new_orders as (...)', { cause });

describe('a failed batch write', () => {
  it.each([
    ['a reset connection', withCode('ECONNRESET')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a dropped connection under Drizzle', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a broken pipe', wrapped(withCode('EPIPE'))],
  ])('may have committed after %s: outcome-unknown', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(commitRefusal(error)).toMatchObject({ kind: 'unavailable', reason: 'outcome-unknown' });
  });

  it.each([
    ['an error the server sent', wrapped(withCode('P0001', 'orders to update'))],
    ['a unique violation', wrapped(withCode('23505'))],
    ['a terminated backend (the statement was aborted)', wrapped(withCode('57P01', 'Connection terminated'))],
    ['a refused connection (nothing was sent)', wrapped(withCode('ECONNREFUSED'))],
    ['a pool timeout (nothing was sent)', new Error('timeout exceeded when trying to connect')],
    ['an embedded database error', new Error('a command of the batch failed unexpectedly')],
  ])('did not commit after %s: trading-unavailable', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(false);
    expect(commitRefusal(error)).toMatchObject({ kind: 'unavailable', reason: 'trading-unavailable' });
  });
});
