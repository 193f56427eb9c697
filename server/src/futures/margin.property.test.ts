import {
  crossBankruptcyPrice,
  crossLiquidationPrice,
  crossRest,
  isolatedBankruptcyPrice,
  isolatedLiquidationPrice,
  type PriceLevel,
} from '@vela/contracts/futures-liquidation-price';
import {
  type CrossPosition,
  crossMarginBalance,
  crossMarginRatio,
  initialMargin,
  isolatedMarginBalance,
  isolatedMarginRatio,
  maxOrderSize,
  mergeFill,
  orderCost,
  type PositionState,
  positionValue,
  type Side,
  unrealizedPnl,
} from '@vela/contracts/futures-margin';
import { divideToStep, USDT_DECIMALS } from '@vela/contracts/futures-margin-rounding';
import {
  maintenanceMargin,
  maintenanceTierFor,
  maxNotionalForLeverage,
  type RiskTier,
  riskTierProblems,
  withMaintenanceAmounts,
} from '@vela/contracts/futures-risk-tiers';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fundingRound } from './funding-payments.ts';

// Every decimal is an integer count of a power of ten: no binary float ever reaches big.js.
const scaled = (units: number | bigint, decimals: number) => new Big(units.toString()).times(`1e-${decimals}`);
const unit = scaled(1, USDT_DECIMALS);
const RUNS = { numRuns: 1000 };

/** 1 to 5 tiers: widths in thousands of USDT, rates in basis points, leverage falling and below 1 / rate. */
const tiersArb: fc.Arbitrary<RiskTier[]> = fc
  .array(
    fc.record({
      width: fc.integer({ min: 1, max: 400 }),
      rateStep: fc.integer({ min: 0, max: 150 }),
      leverageCut: fc.integer({ min: 0, max: 40 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((steps) => {
    let maxNotional = 0;
    let basisPoints = 10;
    let maxLeverage = 125;
    const brackets = steps.map((step) => {
      maxNotional += step.width * 1000;
      basisPoints = Math.min(900, basisPoints + step.rateStep);
      maxLeverage = Math.max(1, Math.min(maxLeverage - step.leverageCut, Math.floor(9999 / basisPoints)));
      return { maxNotional: String(maxNotional), maintenanceMarginRate: scaled(basisPoints, 4).toFixed(), maxLeverage };
    });
    return withMaintenanceAmounts(brackets);
  });

const sideArb = fc.constantFrom<Side>('long', 'short');

/**
 * A position on a grid: size in lots, entry in ticks (either drawn as such, or picked so that the
 * notional is a share of the position cap, which spreads positions over every tier), leverage
 * within its tier, some extra margin.
 */
const positionArb = fc.record({
  side: sideArb,
  lots: fc.integer({ min: 1, max: 100_000 }),
  lotDecimals: fc.integer({ min: 0, max: 3 }),
  entry: fc.oneof(
    fc.record({ ticks: fc.integer({ min: 1, max: 200_000 }) }),
    fc.record({ permilleOfCap: fc.integer({ min: 1, max: 1300 }) }),
  ),
  tickDecimals: fc.integer({ min: 0, max: 2 }),
  leverageSeed: fc.nat(),
  extraPermille: fc.integer({ min: 0, max: 1200 }),
  feeBasisPoints: fc.constantFrom(0, 0, 2, 4, 5, 10),
});

type PositionDraw = typeof positionArb extends fc.Arbitrary<infer T> ? T : never;

interface Setup {
  readonly position: PositionState;
  readonly tick: Big;
  readonly lot: Big;
  readonly feeRate: string;
  readonly leverage: number;
}

function setUp(tiers: readonly RiskTier[], drawn: PositionDraw): Setup {
  const tick = scaled(1, drawn.tickDecimals);
  const lot = scaled(1, drawn.lotDecimals);
  const size = scaled(drawn.lots, drawn.lotDecimals);
  const cap = new Big((tiers[tiers.length - 1] as RiskTier).maxNotional);
  const entryPrice =
    'ticks' in drawn.entry
      ? scaled(drawn.entry.ticks, drawn.tickDecimals)
      : divideToStep(cap.times(drawn.entry.permilleOfCap).times('0.001'), size, tick, 'ceil');
  const notional = positionValue(size, entryPrice);
  const leverage = 1 + (drawn.leverageSeed % maintenanceTierFor(tiers, notional).maxLeverage);
  const margin = initialMargin(notional, leverage).plus(notional.times(drawn.extraPermille).times('0.001'));
  const position = { side: drawn.side, size, entryPrice, margin };
  return { position, tick, lot, feeRate: scaled(drawn.feeBasisPoints, 4).toFixed(), leverage };
}

/**
 * The published liquidation level is where "margin ratio >= 1" starts to hold, to the tick: it
 * holds at the price and not one tick before it (a tick higher for a long, lower for a short);
 * 'none' (longs only): not even at the lowest price; 'always' (shorts only): already there.
 */
function expectLiquidationAt(side: Side, level: PriceLevel, tick: Big, liquidates: (price: Big) => boolean): void {
  if (level.kind === 'none') {
    expect(side).toBe('long');
    expect(liquidates(tick)).toBe(false);
  } else if (level.kind === 'always') {
    expect(side).toBe('short');
    expect(liquidates(tick)).toBe(true);
  } else {
    expect(level.price.mod(tick).eq(0)).toBe(true);
    expect(liquidates(level.price)).toBe(true);
    const before = side === 'long' ? level.price.plus(tick) : level.price.minus(tick);
    if (before.gt(0)) expect(liquidates(before)).toBe(false);
  }
}

/** The bankruptcy level is the last price at which the balance is still >= 0, to the tick. */
function expectBankruptcyAt(side: Side, level: PriceLevel, tick: Big, solvent: (price: Big) => boolean): void {
  if (level.kind === 'none') {
    expect(side).toBe('long');
    expect(solvent(tick)).toBe(true);
  } else if (level.kind === 'always') {
    expect(side).toBe('short');
    expect(solvent(tick)).toBe(false);
  } else {
    expect(level.price.mod(tick).eq(0)).toBe(true);
    expect(solvent(level.price)).toBe(true);
    const past = side === 'long' ? level.price.minus(tick) : level.price.plus(tick);
    if (past.gt(0)) expect(solvent(past)).toBe(false);
  }
}

describe('risk tiers', () => {
  it('generated tiers are well formed', () => {
    fc.assert(
      fc.property(tiersArb, (tiers) => {
        expect(riskTierProblems(tiers)).toEqual([]);
      }),
    );
  });

  it('maintenance margin is continuous at every boundary and never steeper than the top rate', () => {
    fc.assert(
      fc.property(tiersArb, fc.nat(), fc.nat(), (tiers, a, b) => {
        tiers.slice(0, -1).forEach((tier, index) => {
          const next = tiers[index + 1] as RiskTier;
          const boundary = new Big(tier.maxNotional);
          const below = boundary.times(tier.maintenanceMarginRate).minus(tier.maintenanceAmount);
          const above = boundary.times(next.maintenanceMarginRate).minus(next.maintenanceAmount);
          expect(above.eq(below)).toBe(true);
          const cent = new Big('0.01');
          const step = maintenanceMargin(tiers, boundary.plus(cent)).minus(maintenanceMargin(tiers, boundary));
          expect(step.eq(cent.times(next.maintenanceMarginRate))).toBe(true);
        });
        // between any two notionals (in cents) MM rises by at most the distance times the top rate
        const [low, high] = [scaled(Math.min(a, b), 2), scaled(Math.max(a, b), 2)];
        const rise = maintenanceMargin(tiers, high).minus(maintenanceMargin(tiers, low));
        const topRate = (tiers[tiers.length - 1] as RiskTier).maintenanceMarginRate;
        expect(rise.gte(0) && rise.lte(high.minus(low).times(topRate))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('liquidation price', () => {
  it('isolated: margin ratio crosses 1 at the published price, within one tick', () => {
    fc.assert(
      fc.property(tiersArb, positionArb, (tiers, drawn) => {
        const { position, tick, feeRate } = setUp(tiers, drawn);
        const level = isolatedLiquidationPrice(position, { tiers, tickSize: tick, closingFeeRate: feeRate });
        const liquidates = (price: Big) =>
          isolatedMarginRatio(position, price, tiers, { closingFeeRate: feeRate }).liquidate;
        expectLiquidationAt(position.side, level, tick, liquidates);
      }),
      RUNS,
    );
  });

  it('cross: margin ratio of the whole account crosses 1 at the published price, within one tick', () => {
    const otherArb = fc.record({
      side: sideArb,
      lots: fc.integer({ min: 1, max: 100_000 }),
      entryTicks: fc.integer({ min: 1, max: 200_000 }),
      markTicks: fc.integer({ min: 1, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        tiersArb,
        positionArb,
        fc.array(otherArb, { maxLength: 3 }),
        fc.integer({ min: 0, max: 3000 }),
        (tiers, drawn, drawnOthers, walletPermille) => {
          const { position, tick, feeRate } = setUp(tiers, drawn);
          const others: CrossPosition[] = drawnOthers.map((other) => ({
            side: other.side,
            size: scaled(other.lots, drawn.lotDecimals),
            entryPrice: scaled(other.entryTicks, drawn.tickDecimals),
            markPrice: scaled(other.markTicks, drawn.tickDecimals),
            tiers,
          }));
          const notional = positionValue(position.size, position.entryPrice);
          const wallet = notional.times(walletPermille).times('0.001');
          const options = { closingFeeRate: feeRate };
          const rest = crossRest(wallet, others, options);
          const level = crossLiquidationPrice(position, rest, { tiers, tickSize: tick, ...options });
          const at = (price: Big): CrossPosition[] => [{ ...position, markPrice: price, tiers }, ...others];
          expectLiquidationAt(
            position.side,
            level,
            tick,
            (price) => crossMarginRatio(wallet, at(price), options).liquidate,
          );
          const bankruptcy = crossBankruptcyPrice(position, rest, { tickSize: tick, ...options });
          const solvent = (price: Big) =>
            crossMarginBalance(wallet, at(price)).minus(positionValue(position.size, price).times(feeRate)).gte(0);
          expectBankruptcyAt(position.side, bankruptcy, tick, solvent);
        },
      ),
      RUNS,
    );
  });

  it('isolated bankruptcy price: the last price at which the balance less the closing fee is >= 0', () => {
    fc.assert(
      fc.property(tiersArb, positionArb, (tiers, drawn) => {
        const { position, tick, feeRate } = setUp(tiers, drawn);
        const level = isolatedBankruptcyPrice(position, { tickSize: tick, closingFeeRate: feeRate });
        const solvent = (price: Big) =>
          isolatedMarginBalance(position, price).minus(positionValue(position.size, price).times(feeRate)).gte(0);
        expectBankruptcyAt(position.side, level, tick, solvent);
      }),
      RUNS,
    );
  });
});

describe('PnL', () => {
  it('realized + unrealized PnL is conserved across partial closes at mark', () => {
    fc.assert(
      fc.property(
        sideArb,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        // an averaged entry, 8 decimals, up to 100 000
        fc.bigInt({ min: 1n, max: 10_000_000_000_000n }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (side, lots, lotDecimals, entryUnits, markCents, closeSeeds) => {
          const entryPrice = scaled(entryUnits, 8);
          const mark = scaled(markCents, 2);
          const before = unrealizedPnl(side, scaled(lots, lotDecimals), entryPrice, mark);
          let position: PositionState | null = { side, size: scaled(lots, lotDecimals), entryPrice, margin: '0' };
          let remaining = lots;
          let exact = new Big(0);
          let booked = new Big(0);
          let closes = 0;
          for (const seed of closeSeeds) {
            if (!position || remaining === 0) break;
            const closed = 1 + (seed % remaining);
            const quantity = scaled(closed, lotDecimals);
            const merge = mergeFill(position, { side: side === 'long' ? 'sell' : 'buy', quantity, price: mark }, 1);
            exact = exact.plus(unrealizedPnl(side, quantity, entryPrice, mark));
            booked = booked.plus(merge.realizedPnl);
            position = merge.position;
            remaining -= closed;
            closes += 1;
            // the entry price never changes on a reduce
            if (position) expect(new Big(position.entryPrice).eq(entryPrice)).toBe(true);
          }
          const after = position ? unrealizedPnl(side, position.size, position.entryPrice, mark) : new Big(0);
          // exactly conserved before rounding ...
          expect(exact.plus(after).eq(before)).toBe(true);
          // ... and booking rounds toward -infinity, by less than one unit of the 8th decimal per close
          const dust = before.minus(booked.plus(after));
          expect(dust.gte(0) && dust.lt(unit.times(closes))).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('funding', () => {
  it('payments of a balanced contract sum to exactly zero with the insurance fund remainder', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        // the rate in units of 10^-8, within the 0.75 % cap
        fc.integer({ min: -750_000, max: 750_000 }),
        (longLots, shortLots, lotDecimals, markTicks, tickDecimals, rateUnits) => {
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          const difference = sum(longLots) - sum(shortLots);
          const longs = difference < 0 ? [...longLots, -difference] : longLots;
          const shorts = difference > 0 ? [...shortLots, difference] : shortLots;
          const positions = [
            ...longs.map((value, index) => ({
              id: `l${index}`,
              side: 'long' as const,
              size: scaled(value, lotDecimals),
            })),
            ...shorts.map((value, index) => ({
              id: `s${index}`,
              side: 'short' as const,
              size: scaled(value, lotDecimals),
            })),
          ];
          const mark = scaled(markTicks, tickDecimals);
          const rate = scaled(rateUnits, 8);
          const round = fundingRound(positions, mark, rate);
          const total = round.payments.reduce((acc, payment) => acc.plus(payment.amount), round.insuranceFund);
          expect(total.eq(0)).toBe(true);
          expect(round.insuranceFund.gte(0) && round.insuranceFund.lt(unit.times(positions.length))).toBe(true);
          round.payments.forEach((payment, index) => {
            const position = positions[index] as (typeof positions)[number];
            const owedByLong = position.size.times(mark).times(rate);
            const formula = position.side === 'long' ? owedByLong.neg() : owedByLong;
            // never more than the formula, by less than one unit
            expect(payment.amount.lte(formula) && payment.amount.gt(formula.minus(unit))).toBe(true);
          });
        },
      ),
      RUNS,
    );
  });
});

describe('max order size', () => {
  it('fits margin + fee in the available balance, and one lot more would not fit', () => {
    fc.assert(
      fc.property(
        tiersArb,
        // the balance in units of 10^-8, up to 100 000 000 USDT; small lots and prices make the
        // rounding of margin and fee up matter
        fc.bigInt({ min: 0n, max: 10_000_000_000_000_000n }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 130 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (tiers, availableUnits, priceTicks, tickDecimals, lotDecimals, leverage, feeBasisPoints, heldNotional) => {
          const sizing = {
            available: scaled(availableUnits, USDT_DECIMALS),
            price: scaled(priceTicks, tickDecimals),
            leverage,
            feeRate: scaled(feeBasisPoints, 4),
            lotSize: scaled(1, lotDecimals),
            tiers,
            positionNotional: new Big(heldNotional),
          };
          const quantity = maxOrderSize(sizing);
          const cap = maxNotionalForLeverage(tiers, leverage);
          expect(quantity.gte(0) && quantity.mod(sizing.lotSize).eq(0)).toBe(true);
          if (!cap) {
            expect(quantity.eq(0)).toBe(true);
            return;
          }
          const fits = (size: Big) =>
            orderCost(size, sizing.price, leverage, sizing.feeRate).total.lte(sizing.available) &&
            sizing.positionNotional.plus(positionValue(size, sizing.price)).lte(cap);
          if (quantity.gt(0)) expect(fits(quantity)).toBe(true);
          expect(fits(quantity.plus(sizing.lotSize))).toBe(false);
        },
      ),
      RUNS,
    );
  });
});
