import { roundProfit } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { type BacktestBar, type BacktestMarket, type BacktestParameters, backtestGrid } from './grid-backtest.ts';

/** Tick 1, so bar prices in ticks read as prices. */
const market: BacktestMarket = {
  tickSize: '1',
  lotSize: '0.001',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.002',
};
/** Levels 100, 110, 120; laid at 110: a buy at 100, a sell at 120, 10 base each (2100 / (110 + 100)). */
const grid: BacktestParameters = {
  lowerPrice: '100',
  upperPrice: '120',
  gridCount: 2,
  spacing: 'arithmetic',
  investment: '2100',
};

const bar = (open: number, high: number, low: number, close: number, minute = 0): BacktestBar => ({
  openTime: minute * 60_000,
  open,
  high,
  low,
  close,
});

function run(bars: BacktestBar[], parameters = grid) {
  const outcome = backtestGrid(bars, market, parameters);
  if (!('run' in outcome)) throw new Error(`refused: ${JSON.stringify(outcome.issue)}`);
  return outcome.run;
}

const text = (value: Big) => value.toFixed();
const ladder = (orders: { level: number; side: string }[]) => orders.map(({ level, side }) => `${side}@${level}`);

describe('grid backtest on hand-computed paths', () => {
  it('starts by buying the base the sells need at the first open, paying the taker fee', () => {
    const result = run([bar(110, 110, 110, 110)]);
    expect(text(result.quantity)).toBe('10');
    expect(text(result.startBase)).toBe('10');
    expect(text(result.startCost)).toBe('1100');
    expect(text(result.startFee)).toBe('2.2');
    // 2100 - 1100 - 2.2 in quote, 10 base at 110.
    expect(text(result.quote)).toBe('997.8');
    expect(text(result.finalValue)).toBe('2097.8');
    expect(text(result.totalPnl)).toBe('-2.2');
    expect(ladder(result.orders)).toEqual(['buy@0', 'sell@2']);
    expect(result.rounds).toBe(0);
  });

  it('completes exactly N rounds when the price swings between two levels N times', () => {
    for (const swings of [1, 2, 7]) {
      const bars = Array.from({ length: swings }, (_, minute) => bar(110, 110, 100, 110, minute));
      const result = run(bars);
      const perRound = roundProfit('100', '110', '10', market.makerFee);
      expect(text(perRound)).toBe('97.9');
      expect(result.rounds).toBe(swings);
      expect(text(result.gridProfit)).toBe(text(perRound.times(swings)));
      expect(text(result.fees)).toBe(text(new Big('2.2').plus(new Big('2.1').times(swings))));
      expect(text(result.finalValue)).toBe(text(new Big('2097.8').plus(perRound.times(swings))));
      expect(text(result.base)).toBe('10');
      // The deepest fall is the first dip: 2097.8 at 110, then 20 base at 100 and 3.2 quote short.
      expect(text(result.maxDrawdown.peak)).toBe('2097.8');
      expect(text(result.maxDrawdown.trough)).toBe('1996.8');
      expect(ladder(result.orders)).toEqual(['buy@0', 'sell@2']);
    }
  });

  it('counts a sell high then a buy back one grid lower as a round', () => {
    const result = run([bar(110, 120, 110, 120, 0), bar(120, 120, 110, 110, 1)]);
    expect(result.rounds).toBe(1);
    expect(text(result.gridProfit)).toBe('97.7');
    expect(ladder(result.orders)).toEqual(['buy@0', 'sell@2']);
  });

  it('sells the whole base on a rise through the top and completes no round', () => {
    const result = run([bar(110, 130, 110, 130)]);
    expect(result.rounds).toBe(0);
    expect(text(result.gridProfit)).toBe('0');
    expect(text(result.base)).toBe('0');
    // 997.8 + 1200 - 1.2
    expect(text(result.finalValue)).toBe('2196.6');
    expect(text(result.totalPnl)).toBe('96.6');
    expect(text(result.maxDrawdown.peak)).toBe(text(result.maxDrawdown.trough));
    expect(ladder(result.orders)).toEqual(['buy@0', 'buy@1']);
  });

  it('holds all the base on a fall through the bottom, the drawdown at the low', () => {
    const result = run([bar(110, 110, 90, 95)]);
    expect(result.rounds).toBe(0);
    expect(text(result.base)).toBe('20');
    expect(text(result.quote)).toBe('-3.2');
    expect(text(result.lastPrice)).toBe('95');
    expect(text(result.finalValue)).toBe('1896.8');
    expect(text(result.totalPnl)).toBe('-203.2');
    expect(text(result.maxDrawdown.peak)).toBe('2097.8');
    expect(text(result.maxDrawdown.trough)).toBe('1796.8');
    expect(ladder(result.orders)).toEqual(['sell@1', 'sell@2']);
  });

  it('walks the nearer extreme first, and the step between bars', () => {
    // Open 109: the high (1 away) before the low (9 away): the sell at 120 is not reached, the buy at 100 is.
    const nearHigh = run([bar(109, 110, 100, 105)]);
    expect(nearHigh.rounds).toBe(0);
    // Open 101: the low first, then the high: buy at 100, then its sell at 110 completes a round.
    const nearLow = run([bar(110, 110, 110, 110, 0), bar(101, 110, 100, 105, 1)]);
    expect(nearLow.rounds).toBe(1);
    // A gap down between bars fills the buy; the next bar's rise to 110 completes the round.
    const gap = run([bar(110, 110, 110, 110, 0), bar(100, 100, 100, 100, 1), bar(100, 110, 100, 110, 2)]);
    expect(gap.rounds).toBe(1);
  });

  it('refuses what checkGrid refuses, and prices off the tick, naming the field', () => {
    const bars = [bar(110, 110, 110, 110)];
    const issue = (parameters: Partial<BacktestParameters>) => {
      const outcome = backtestGrid(bars, { ...market, tickSize: '0.5' }, { ...grid, ...parameters });
      return 'issue' in outcome ? outcome.issue : undefined;
    };
    expect(issue({ lowerPrice: '100.25' })).toEqual({ field: 'lowerPrice', reason: 'price-off-tick' });
    expect(issue({ upperPrice: '120.1' })).toEqual({ field: 'upperPrice', reason: 'price-off-tick' });
    expect(issue({ upperPrice: '100' })).toEqual({ field: 'upperPrice', reason: 'upper-not-above-lower' });
    expect(issue({ gridCount: 1 })).toEqual({ field: 'gridCount', reason: 'grid-count-out-of-range' });
    expect(issue({ upperPrice: '100.5' })).toEqual({ field: 'gridCount', reason: 'grids-too-dense' });
    expect(issue({ lowerPrice: '1000', upperPrice: '1001' })).toEqual({
      field: 'gridCount',
      reason: 'grid-profit-not-positive',
    });
    expect(issue({ investment: '0.1' })).toEqual({ field: 'investment', reason: 'order-below-min-notional' });
    expect(issue({ lowerPrice: '100.5' })).toBeUndefined();
  });
});
