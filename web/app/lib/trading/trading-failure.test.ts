import { tradingErrorCodes } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { failureMessageKey } from './trading-failure.ts';
import { tradingFailureOf } from './trading-failure-of.ts';

const thrown = (status: number, data: unknown) => Object.assign(new Error('failed'), { status, data });

describe('tradingFailureOf', () => {
  it('reads the order API cause from reason', () => {
    const error = thrown(400, {
      code: 400,
      error: 'Bad Request',
      message: 'price is not a multiple of the tick size 0.01',
      fields: { price: 'price-off-tick' },
      reason: 'price-off-tick',
    });
    expect(tradingFailureOf(error)).toEqual({ code: 'price-off-tick' });
    for (const code of tradingErrorCodes) {
      expect(tradingFailureOf(thrown(409, { code: 409, error: 'Conflict', message: '', reason: code })).code).toBe(
        code,
      );
    }
  });

  it('takes a schema refusal without reason as invalid input, 429 as rate limited', () => {
    expect(tradingFailureOf(thrown(400, { code: 400, error: 'Bad Request', message: 'invalid input' }))).toEqual({
      code: 'invalid-input',
    });
    expect(tradingFailureOf(thrown(429, { code: 429, error: 'Too Many Requests', message: '' })).code).toBe(
      'rate-limited',
    );
    expect(tradingFailureOf(thrown(429, 'slow down')).code).toBe('rate-limited');
  });

  it('falls back to unknown for anything else', () => {
    expect(tradingFailureOf(thrown(500, { code: 500, error: 'Internal Server Error', message: '' })).code).toBe(
      'unknown',
    );
    expect(tradingFailureOf(thrown(409, { code: 409, error: 'Conflict', message: '', reason: 'made-up' })).code).toBe(
      'unknown',
    );
    expect(tradingFailureOf(undefined).code).toBe('unknown');
  });

  it('names a message key per cause', () => {
    expect(failureMessageKey({ code: 'insufficient-balance' })).toBe('trade.serverErrors.insufficient-balance');
  });
});
