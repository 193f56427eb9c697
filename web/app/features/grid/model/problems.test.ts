import { describe, expect, it } from 'vitest';
import { refusalBody } from '../../../../test/support/fake-request.ts';
import { problemOf } from './problems.ts';

const refusal = refusalBody;

describe('problemOf', () => {
  it('puts a known refusal at every form field it names', () => {
    expect(problemOf(400, refusal('grid-profit-not-positive', { gridCount: 'x' }))).toEqual({
      key: 'fieldsRefused',
      fields: { gridCount: 'grid-profit-not-positive' },
    });
  });

  it('marks a schema refusal’s fields as not accepted, and ignores fields the form does not have', () => {
    expect(problemOf(400, refusal(undefined, { lowerPrice: 'x', symbol: 'y' }))).toEqual({
      key: 'fieldsRefused',
      fields: { lowerPrice: 'notAccepted' },
    });
  });

  it('words the desk’s stop refusals as the form’s own checks', () => {
    expect(problemOf(400, refusal('stop-loss-in-range', { stopLossPrice: 'x' })).fields).toEqual({
      stopLossPrice: 'stopLossNotBelowLower',
    });
  });

  it('says a known refusal without fields for the whole form, and anything else as a failure', () => {
    expect(problemOf(409, refusal('too-many-bots'))).toEqual({ key: 'too-many-bots', fields: {} });
    expect(problemOf(409, refusal('grid-bot-stopped'))).toEqual({ key: 'grid-bot-stopped', fields: {} });
    expect(problemOf(404, refusal('grid-bot-not-found'))).toEqual({ key: 'grid-bot-not-found', fields: {} });
    expect(problemOf(400, refusal('something-new'))).toEqual({ key: 'failed', fields: {} });
    expect(problemOf(429, refusal(undefined))).toEqual({ key: 'tooMany', fields: {} });
    expect(problemOf(500, 'oops')).toEqual({ key: 'failed', fields: {} });
  });
});

describe('problemOf, the checks of the last price and the busy backtests', () => {
  it('words the refusals of stops past the last price, zero prices, a market with no price and busy backtests', () => {
    expect(problemOf(400, refusal('stop-loss-not-below-price', { stopLossPrice: 'x' })).fields).toEqual({
      stopLossPrice: 'stop-loss-not-below-price',
    });
    expect(problemOf(400, refusal('take-profit-not-above-price', { takeProfitPrice: 'x' })).fields).toEqual({
      takeProfitPrice: 'take-profit-not-above-price',
    });
    expect(problemOf(400, refusal('price-not-positive', { triggerPrice: 'x' })).fields).toEqual({
      triggerPrice: 'price-not-positive',
    });
    expect(problemOf(503, refusal('backtests-busy'))).toEqual({ key: 'backtests-busy', fields: {} });
    expect(problemOf(503, refusal('trading-unavailable'))).toEqual({ key: 'failed', fields: {} });
  });
});
