import { describe, expect, it } from 'vitest';
import { refusalBody } from '../../../../test/support/fake-request.ts';
import { problemOf } from './problems.ts';

const body = refusalBody;

describe('problemOf', () => {
  it('puts an amount refusal at the amount', () => {
    expect(problemOf(409, body('insufficient-balance'))).toEqual({
      key: 'earn.errors.insufficient-balance',
      field: 'amount',
    });
    expect(problemOf(400, body('below-minimum', { amount: 'amount: at least 10' }))).toEqual({
      key: 'earn.errors.below-minimum',
      field: 'amount',
    });
  });

  it('keeps product refusals for the whole form', () => {
    expect(problemOf(409, body('product-not-open'))).toEqual({ key: 'earn.errors.product-not-open' });
    expect(problemOf(503, body('outcome-unknown'))).toEqual({ key: 'earn.errors.outcome-unknown' });
    expect(problemOf(400, body('auto-renew-not-allowed'))).toEqual({
      key: 'earn.errors.auto-renew-not-allowed',
      field: 'autoRenew',
    });
  });

  it('reads schema refusals from fields, and the rest as failures', () => {
    expect(problemOf(400, body(undefined, { amount: 'amount: a positive decimal' }))).toEqual({
      key: 'earn.errors.amountInvalid',
      field: 'amount',
    });
    expect(problemOf(429, {})).toEqual({ key: 'earn.errors.tooMany' });
    expect(problemOf(500, 'oops')).toEqual({ key: 'earn.errors.failed' });
    expect(problemOf(409, body('something-new'))).toEqual({ key: 'earn.errors.failed' });
  });
});
