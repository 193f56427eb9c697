import { oppositeLevel } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BacktestBar, type BacktestFill, type BacktestMarket, backtestGrid } from './grid-backtest.ts';

const market: BacktestMarket = {
  tickSize: '0.01',
  lotSize: '0.0001',
  minNotional: '5',
  makerFee: '0.0008',
  takerFee: '0.001',
};

/** A random walk of bars in ticks (0.01), around 100.00, each bar's high and low holding its open and close. */
const barsArbitrary = fc
  .record({
    start: fc.integer({ min: 8_000, max: 12_000 }),
    moves: fc.array(
      fc.record({
        gap: fc.integer({ min: -60, max: 60 }),
        body: fc.integer({ min: -400, max: 400 }),
        up: fc.nat(300),
        down: fc.nat(300),
      }),
      { minLength: 1, maxLength: 120 },
    ),
  })
  .map(({ start, moves }) => {
    const bars: BacktestBar[] = [];
    let price = start;
    for (const [minute, move] of moves.entries()) {
      const open = Math.max(100, price + (minute === 0 ? 0 : move.gap));
      const close = Math.max(100, open + move.body);
      const high = Math.max(open, close) + move.up;
      const low = Math.max(50, Math.min(open, close) - move.down);
      bars.push({ openTime: minute * 60_000, open, high, low, close });
      price = close;
    }
    return bars;
  });

const gridArbitrary = fc.record({
  lowerTicks: fc.integer({ min: 7_000, max: 10_000 }),
  spanTicks: fc.integer({ min: 500, max: 6_000 }),
  gridCount: fc.integer({ min: 2, max: 40 }),
  spacing: fc.constantFrom('arithmetic' as const, 'geometric' as const),
  investment: fc.integer({ min: 1_000, max: 100_000 }),
});

describe('grid backtest on random paths', () => {
  it('adds up: rounds to grid profit, fills to the value, the ladder one order a level', () => {
    fc.assert(
      fc.property(barsArbitrary, gridArbitrary, (bars, grid) => {
        const parameters = {
          lowerPrice: new Big(grid.lowerTicks).div(100).toFixed(),
          upperPrice: new Big(grid.lowerTicks + grid.spanTicks).div(100).toFixed(),
          gridCount: grid.gridCount,
          spacing: grid.spacing,
          investment: String(grid.investment),
        };
        const fills: BacktestFill[] = [];
        const outcome = backtestGrid(bars, market, parameters, (fill) => fills.push(fill));
        if (!('run' in outcome)) return;
        const { run } = outcome;
        const q = run.quantity;
        const maker = new Big(market.makerFee);

        // Each closing fill undoes the opening fill that placed it, one grid away: its profit is
        // the gap times the quantity less both fills' fees, and their sum is the grid profit.
        const opened = new Map<number, BacktestFill>();
        let realised = new Big(0);
        let pairedFees = new Big(0);
        let unpaired = run.startCost.neg();
        let roundsSeen = 0;
        let summed = new Big(0);
        for (const fill of fills) {
          expect(fill.fee.eq(fill.price.times(q).times(maker))).toBe(true);
          const signed = fill.side === 'sell' ? fill.price.times(q) : fill.price.times(q).neg();
          if (fill.closes) {
            const opening = opened.get(fill.level);
            expect(opening, 'a closing fill has the opening fill that placed it').toBeDefined();
            if (!opening) return;
            opened.delete(fill.level);
            expect(Math.abs(opening.level - fill.level)).toBe(1);
            expect(opening.side).not.toBe(fill.side);
            const [buy, sell] = fill.side === 'sell' ? [opening, fill] : [fill, opening];
            expect(sell.level).toBe(buy.level + 1);
            const gain = sell.price.minus(buy.price).times(q);
            const profit = gain.minus(buy.fee).minus(sell.fee);
            expect(fill.roundProfit?.eq(profit)).toBe(true);
            summed = summed.plus(profit);
            realised = realised.plus(gain);
            pairedFees = pairedFees.plus(buy.fee).plus(sell.fee);
            roundsSeen += 1;
            // The opening fill's amount moved to realised: take it back out of the unpaired sum.
            unpaired = unpaired.minus(opening.side === 'sell' ? opening.price.times(q) : opening.price.times(q).neg());
          } else {
            expect(fill.roundProfit).toBeNull();
            opened.set(oppositeLevel(fill.level, fill.side), fill);
            unpaired = unpaired.plus(signed);
          }
        }
        expect(run.rounds).toBe(roundsSeen);
        expect(run.gridProfit.eq(summed)).toBe(true);
        expect(run.gridProfit.eq(realised.minus(pairedFees))).toBe(true);

        // Value conservation: investment - fees + realised + floating, where floating is what the
        // unpaired fills and the start's purchase moved plus the base held at the last price.
        const fees = fills.reduce((sum, fill) => sum.plus(fill.fee), run.startFee);
        expect(run.fees.eq(fees)).toBe(true);
        const floating = unpaired.plus(run.base.times(run.lastPrice));
        expect(run.finalValue.eq(new Big(parameters.investment).minus(fees).plus(realised).plus(floating))).toBe(true);
        expect(run.totalPnl.eq(run.finalValue.minus(parameters.investment))).toBe(true);

        // The base held is exactly what the resting sells will sell; one empty level, buys below it.
        const buys = fills.filter((fill) => fill.side === 'buy').length;
        const sells = fills.length - buys;
        const restingSells = run.orders.filter((order) => order.side === 'sell');
        expect(run.base.eq(run.startBase.plus(q.times(buys - sells)))).toBe(true);
        expect(run.base.eq(q.times(restingSells.length))).toBe(true);
        expect(run.orders).toHaveLength(run.levels.length - 1);
        const levels = run.orders.map((order) => order.level);
        expect(new Set(levels).size).toBe(levels.length);
        const firstSell = run.orders.findIndex((order) => order.side === 'sell');
        if (firstSell >= 0) expect(run.orders.slice(firstSell).every((order) => order.side === 'sell')).toBe(true);

        const { peak, trough } = run.maxDrawdown;
        expect(trough.lte(peak)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
