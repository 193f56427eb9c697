import { checkGrid, gridLevels, ladderShare, worstGridProfitRate } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_SUGGESTION_BARS,
  SUGGESTED_PROFIT_PER_GRID,
  type Suggestion,
  type SuggestionBar,
  type SuggestionMarket,
  suggestGrid,
} from './grid-suggestion.ts';

/** Tick 0.01: bar prices are in cents. */
const market: SuggestionMarket = { tickSize: '0.01', lotSize: '0.001', minNotional: '5', makerFee: '0.001' };

const flat = (close: number): SuggestionBar => ({ high: close, low: close, close });

function suggest(bars: SuggestionBar[], on = market): Suggestion {
  const outcome = suggestGrid(bars, on);
  if (!('suggestion' in outcome)) throw new Error(`refused: ${outcome.refused}`);
  return outcome.suggestion;
}

/** Whether checkGrid takes the suggestion with `investment` at `price`. */
function accepts(suggestion: Suggestion, price: Big, investment: Big, on = market): boolean {
  const checked = checkGrid({
    lower: suggestion.lowerPrice,
    upper: suggestion.upperPrice,
    grids: suggestion.gridCount,
    spacing: suggestion.spacing,
    tickSize: on.tickSize,
    price,
    investment: ladderShare(investment),
    lotSize: on.lotSize,
    minNotional: on.minNotional,
    feeRate: on.makerFee,
  });
  return !('field' in checked);
}

describe('grid suggestion', () => {
  it('refuses a market with under an hour of bars, and one that did not move', () => {
    expect(suggestGrid([], market)).toEqual({ refused: 'not-enough-history' });
    const swings = (count: number) => Array.from({ length: count }, (_, i) => flat(i % 2 ? 10_100 : 9_900));
    expect(suggestGrid(swings(MIN_SUGGESTION_BARS - 1), market)).toEqual({ refused: 'not-enough-history' });
    expect(suggestGrid(swings(MIN_SUGGESTION_BARS), market)).toHaveProperty('suggestion');
    expect(
      suggestGrid(
        Array.from({ length: 500 }, () => flat(10_000)),
        market,
      ),
    ).toEqual({
      refused: 'range-too-narrow',
    });
    // 100.00 to 100.40: two grids of 0.2 % cannot earn 0.3 % after 0.2 % of fees.
    const narrow = Array.from({ length: 500 }, (_, i) => flat(i % 2 ? 10_040 : 10_000));
    expect(suggestGrid(narrow, market)).toEqual({ refused: 'range-too-narrow' });
  });

  it('draws the range from the bands clipped to the week, and the most grids that earn 0.3 %', () => {
    // Closes 99 and 101 in turn: mean 100, deviation 1, bands 98..102, clipped to the week's 99..101.
    const bars = Array.from({ length: 1_000 }, (_, i) => flat(i % 2 ? 10_100 : 9_900));
    const suggestion = suggest(bars);
    expect(suggestion.lowerPrice.toFixed()).toBe('99');
    expect(suggestion.upperPrice.toFixed()).toBe('101');
    expect(suggestion.spacing).toBe('arithmetic');
    // 3 grids (99, 99.66, 100.33, 101) earn 0.466 % to 0.472 %; 4 grids of 0.5 earn 0.297 % at the top.
    expect(suggestion.gridCount).toBe(3);
    const levels = gridLevels({ lower: '99', upper: '101', grids: 3, spacing: 'arithmetic', tickSize: '0.01' });
    expect(levels?.map((level) => level.toFixed())).toEqual(['99', '99.66', '100.33', '101']);
    expect(suggestion.profitPerGridLow.eq(worstGridProfitRate(levels ?? [], market.makerFee))).toBe(true);
    expect(suggestion.profitPerGridLow.toFixed()).toBe('0.00466');
    expect(suggestion.profitPerGridHigh.toFixed()).toBe('0.00471613');
    const four = gridLevels({ lower: '99', upper: '101', grids: 4, spacing: 'arithmetic', tickSize: '0.01' });
    expect(worstGridProfitRate(four ?? [], market.makerFee).lt(SUGGESTED_PROFIT_PER_GRID)).toBe(true);
  });

  it('asks the smallest investment the desk accepts at the last close (the start cushion included)', () => {
    const bars = Array.from({ length: 1_000 }, (_, i) => flat(i % 2 ? 10_100 : 9_900));
    const suggestion = suggest(bars);
    // Laid at 101 (the top, left empty): buys at 99, 99.66, 100.33 of 0.051 each (5 / 99 up to the
    // lot), 15.24849 on the ladder, which is 99 % of the investment: 15.40251516 rounded up.
    expect(suggestion.minInvestment.toFixed()).toBe('15.40251516');
    expect(accepts(suggestion, new Big('101'), suggestion.minInvestment)).toBe(true);
    expect(accepts(suggestion, new Big('101'), suggestion.minInvestment.minus('0.00000001'))).toBe(false);
  });

  it('spaces a wide range geometrically, and widens the range to hold the last close', () => {
    // A steady rise from 50 to 100: upper / lower = 2.
    const rise = Array.from({ length: 5_001 }, (_, i) => flat(5_000 + i));
    const wide = suggest(rise);
    expect(wide.spacing).toBe('geometric');
    expect(wide.lowerPrice.toFixed()).toBe('50');
    expect(wide.upperPrice.toFixed()).toBe('100');
    // Calm around 100, then a jump to 110 in the last bar: the bands end near 102, the range at 110.
    const jump = [...Array.from({ length: 999 }, (_, i) => flat(i % 2 ? 10_100 : 9_900)), flat(11_000)];
    const widened = suggest(jump);
    expect(widened.upperPrice.toFixed()).toBe('110');
    expect(widened.lowerPrice.toFixed()).toBe('99');
  });

  it('always suggests a grid checkGrid accepts, inside the week, holding the last price', () => {
    const barArbitrary = fc
      .record({ close: fc.integer({ min: 1_000, max: 200_000 }), up: fc.nat(2_000), down: fc.nat(900) })
      .map(({ close, up, down }) => ({ close, high: close + up, low: Math.max(1, close - down) }));
    fc.assert(
      fc.property(
        fc.array(barArbitrary, { minLength: MIN_SUGGESTION_BARS, maxLength: 200 }),
        fc.constantFrom('0.01', '0.5'),
        (bars, tickSize) => {
          const on = { ...market, tickSize };
          const outcome = suggestGrid(
            bars.map((bar) => ({ ...bar })),
            on,
          );
          if (!('suggestion' in outcome)) return;
          const { suggestion } = outcome;
          const tick = new Big(tickSize);
          const last = tick.times((bars.at(-1) as SuggestionBar).close);
          expect(suggestion.gridCount).toBeGreaterThanOrEqual(2);
          expect(suggestion.gridCount).toBeLessThanOrEqual(200);
          expect(suggestion.lowerPrice.lte(last) && suggestion.upperPrice.gte(last)).toBe(true);
          expect(suggestion.lowerPrice.gte(tick.times(Math.min(...bars.map((bar) => bar.low))))).toBe(true);
          expect(suggestion.upperPrice.lte(tick.times(Math.max(...bars.map((bar) => bar.high))))).toBe(true);
          expect(suggestion.profitPerGridLow.gte(SUGGESTED_PROFIT_PER_GRID)).toBe(true);
          expect(suggestion.profitPerGridHigh.gte(suggestion.profitPerGridLow)).toBe(true);
          expect(accepts(suggestion, last, suggestion.minInvestment, on)).toBe(true);
          expect(accepts(suggestion, last, suggestion.minInvestment.minus('0.00000001'), on)).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  });
});
