import { describe, expect, it } from 'vitest';
import { checkDraft, createRequest, emptyDraft, type GridDraft, withSuggestion } from './grid-draft.ts';
import { gridTestMarket as market } from './test-market.ts';

/** 90 – 110 in 4 arithmetic grids at a price of 100: levels 90, 95, 100 (empty), 105, 110. */
const draft = (patch: Partial<GridDraft> = {}): GridDraft => ({
  ...emptyDraft('BTC_USDT'),
  lowerPrice: '90',
  upperPrice: '110',
  gridCount: '4',
  investment: '1000',
  ...patch,
});

describe('checkDraft', () => {
  it('previews the order quantity, the profit per grid after fees and the minimum investment', () => {
    const { problems, preview } = checkDraft(draft(), market, '100', '5000');
    expect(problems).toEqual({});
    // Per unit: buys at 90 and 95, two sells bought at 100: 385; 1000 less the 1 % start cushion,
    // / 385, down to the lot.
    expect(preview?.quantity).toBe('2.571');
    // 90 -> 95: (5 - 185 x 0.001) / 90; 105 -> 110: (5 - 215 x 0.001) / 105, cut to 8 places.
    expect(preview?.profitHigh).toBe('0.0535');
    expect(preview?.profitLow).toBe('0.04557142');
    // 5 / 90 up to the lot is 0.056; 0.056 x 385 = 21.56, before the cushion: / 0.99, up.
    expect(preview?.minInvestment).toBe('21.77777778');
    expect(checkDraft(draft({ investment: '21.77777778' }), market, '100', null).preview?.quantity).toBe('0.056');
    expect(checkDraft(draft({ investment: '21.77777777' }), market, '100', null).problems).toEqual({
      investment: 'order-below-min-notional',
    });
  });

  it('names the field checkGrid names, with the server’s reason', () => {
    const check = (patch: Partial<GridDraft>) => checkDraft(draft(patch), market, '100', null).problems;
    expect(check({ upperPrice: '80' })).toEqual({ upperPrice: 'upper-not-above-lower' });
    expect(check({ gridCount: '201' })).toEqual({ gridCount: 'grid-count-out-of-range' });
    expect(check({ gridCount: '1' })).toEqual({ gridCount: 'grid-count-out-of-range' });
    expect(check({ lowerPrice: '100', upperPrice: '100.1', gridCount: '2' })).toEqual({
      gridCount: 'grid-profit-not-positive',
    });
    expect(check({ lowerPrice: '100', upperPrice: '100.03', gridCount: '5' })).toEqual({
      gridCount: 'grids-too-dense',
    });
    expect(check({ investment: '10' })).toEqual({ investment: 'order-below-min-notional' });
    expect(checkDraft(draft({ investment: '10' }), market, '100', null).preview).toBeNull();
  });

  it('asks for the required fields only on a create, and bounds the investment by the balance', () => {
    const empty = emptyDraft('BTC_USDT');
    expect(checkDraft(empty, market, '100', '50').problems).toEqual({});
    expect(checkDraft(empty, market, '100', '50', true).problems).toEqual({
      lowerPrice: 'required',
      upperPrice: 'required',
      gridCount: 'required',
      investment: 'required',
    });
    expect(checkDraft(draft({ investment: '1000.5' }), market, '100', '1000').problems).toEqual({
      investment: 'insufficient-balance',
    });
    expect(checkDraft(draft({ lowerPrice: '0' }), market, '100', null).problems).toEqual({
      lowerPrice: 'numberInvalid',
    });
  });

  it('keeps the range on the market’s tick', () => {
    expect(checkDraft(draft({ lowerPrice: '90.005' }), market, '100', null).problems).toEqual({
      lowerPrice: 'price-off-tick',
    });
  });

  it('keeps the stop-loss below the range and the take-profit above it', () => {
    const check = (patch: Partial<GridDraft>) => checkDraft(draft(patch), market, '100', null).problems;
    expect(check({ stopLossPrice: '90' })).toEqual({ stopLossPrice: 'stopLossNotBelowLower' });
    expect(check({ takeProfitPrice: '110' })).toEqual({ takeProfitPrice: 'takeProfitNotAboveUpper' });
    expect(check({ stopLossPrice: '85', takeProfitPrice: '120', triggerPrice: '99' })).toEqual({});
    expect(check({ triggerPrice: '0' })).toEqual({ triggerPrice: 'priceInvalid' });
  });

  it('shows no preview without the last price', () => {
    expect(checkDraft(draft(), market, null, null)).toEqual({ problems: {}, preview: null });
  });
});

describe('the draft and the calls', () => {
  it('takes the suggestion’s ladder, and its minimum (before the cushion) only when no investment is typed', () => {
    const suggestion = {
      symbol: 'BTC_USDT',
      lowerPrice: '95',
      upperPrice: '105',
      gridCount: 10,
      spacing: 'geometric' as const,
      minInvestment: '60',
      profitPerGridLow: '0.008',
      profitPerGridHigh: '0.0085',
      from: '2026-11-30T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
    };
    const used = withSuggestion(emptyDraft('BTC_USDT'), suggestion);
    expect(used).toMatchObject({
      lowerPrice: '95',
      upperPrice: '105',
      gridCount: '10',
      spacing: 'geometric',
      investment: '60',
    });
    expect(withSuggestion(draft(), suggestion).investment).toBe('1000');
  });

  it('sends the optional prices only when given', () => {
    expect(createRequest(draft({ stopLossPrice: '80' }))).toEqual({
      symbol: 'BTC_USDT',
      lowerPrice: '90',
      upperPrice: '110',
      gridCount: 4,
      spacing: 'arithmetic',
      investment: '1000',
      triggerPrice: undefined,
      stopLossPrice: '80',
      takeProfitPrice: undefined,
      onStop: 'sell-base',
      public: false,
    });
  });
});
