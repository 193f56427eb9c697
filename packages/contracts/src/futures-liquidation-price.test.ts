import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  crossBankruptcyPrice,
  crossLiquidationPrice,
  crossRest,
  isolatedBankruptcyPrice,
  isolatedLiquidationPrice,
  liquidationPriceAfterFills,
  type PriceLevel,
} from './futures-liquidation-price.ts';
import { crossMarginRatio, isolatedMarginRatio, type PositionState } from './futures-margin.ts';
import { withMaintenanceAmounts } from './futures-risk-tiers.ts';

// MA: 0, 50, 1 300
const btc = withMaintenanceAmounts([
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 125 },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 100 },
  { maxNotional: '1000000', maintenanceMarginRate: '0.01', maxLeverage: 50 },
]);
// MA: 0, 15
const eth = withMaintenanceAmounts([
  { maxNotional: '10000', maintenanceMarginRate: '0.005', maxLeverage: 100 },
  { maxNotional: '100000', maintenanceMarginRate: '0.0065', maxLeverage: 75 },
]);
const btcRules = { tiers: btc, tickSize: '0.1' };
const ethRules = { tiers: eth, tickSize: '0.01' };

const level = (result: PriceLevel) => (result.kind === 'price' ? result.price.toFixed() : result.kind);

describe('isolated liquidation price', () => {
  // The example: a 20x isolated long of 1 BTC at 60 000, margin 60 000 / 20 = 3 000.
  const long20x: PositionState = { side: 'long', size: '1', entryPrice: '60000', margin: '3000' };

  it('liquidates a 20x long when the mark reaches its liquidation price, not a tick before', () => {
    // tier 2 (notional 50 000 to 250 000): P = (60 000 - 3 000 - 50) / (1 x (1 - 0.005))
    //   = 56 950 / 0.995 = 57 236.1809.. -> down to the tick: 57 236.1; its notional is in tier 2
    const result = isolatedLiquidationPrice(long20x, btcRules);
    expect(level(result)).toBe('57236.1');
    // at 57 236.1: MM 57 236.1 x 0.005 - 50 = 236.1805, balance 3 000 - 2 763.9 = 236.1: ratio >= 1
    const at = isolatedMarginRatio(long20x, '57236.1', btc);
    expect(at.liquidate).toBe(true);
    expect(at.kind === 'ratio' && at.ratio.gte(1)).toBe(true);
    // one tick before (the mark falls toward it): MM 236.181, balance 236.2: ratio < 1
    const before = isolatedMarginRatio(long20x, '57236.2', btc);
    expect(before.liquidate).toBe(false);
    expect(before.kind === 'ratio' && before.ratio.lt(1)).toBe(true);
  });

  it('reserves the closing fee when asked', () => {
    // P = 56 950 / (1 - 0.005 - 0.0005) = 56 950 / 0.9945 = 57 264.957.. -> 57 264.9
    const rules = { ...btcRules, closingFeeRate: '0.0005' };
    expect(level(isolatedLiquidationPrice(long20x, rules))).toBe('57264.9');
    // at 57 264.9: MM + fee 314.95695 - 50 = 264.95695 >= balance 264.9; at 57 265: 264.9575 < 265
    expect(isolatedMarginRatio(long20x, '57264.9', btc, rules).liquidate).toBe(true);
    expect(isolatedMarginRatio(long20x, '57265', btc, rules).liquidate).toBe(false);
  });

  it('solves in the tier of the notional at the liquidation price', () => {
    // 2x long, margin 30 000. Tier 2: (60 000 - 30 000 - 50) / 0.995 = 30 100.5, not above 50 000: not
    // its tier. Tier 1: (60 000 - 30 000 - 0) / 0.996 = 30 120.4819.. is in tier 1 -> 30 120.4
    const long2x: PositionState = { side: 'long', size: '1', entryPrice: '60000', margin: '30000' };
    expect(level(isolatedLiquidationPrice(long2x, btcRules))).toBe('30120.4');
    // 5x short of 3 ETH at 3 000, margin 1 800. Tier 1: (9 000 + 1 800) / 1.005 = 10 746.2.. is past
    // 10 000. Tier 2: (9 000 + 1 800 + 15) / 1.0065 = 10 745.1564.. -> / 3 = 3 581.7188.. -> up: 3 581.72
    const short5x: PositionState = { side: 'short', size: '3', entryPrice: '3000', margin: '1800' };
    expect(level(isolatedLiquidationPrice(short5x, ethRules))).toBe('3581.72');
    // at 3 581.72: MM 10 745.16 x 0.0065 - 15 = 54.84354 >= balance 1 800 - 1 745.16 = 54.84
    expect(isolatedMarginRatio(short5x, '3581.72', eth).liquidate).toBe(true);
    // at 3 581.71: MM 54.843345 < balance 54.87
    expect(isolatedMarginRatio(short5x, '3581.71', eth).liquidate).toBe(false);
  });

  it('rounds a short up to the tick', () => {
    // 10x short of 2 ETH at 3 000, margin 600: (6 000 + 600) / (2 x 1.005) = 3 283.5820.. -> 3 283.59
    const short10x: PositionState = { side: 'short', size: '2', entryPrice: '3000', margin: '600' };
    expect(level(isolatedLiquidationPrice(short10x, ethRules))).toBe('3283.59');
    // at 3 283.59: MM 32.8359 >= balance 600 - 567.18 = 32.82; at 3 283.58: 32.8358 < 32.84
    expect(isolatedMarginRatio(short10x, '3283.59', eth).liquidate).toBe(true);
    expect(isolatedMarginRatio(short10x, '3283.58', eth).liquidate).toBe(false);
  });

  it('has none for a long that no positive price liquidates', () => {
    // 1x: margin = entry notional, Q x E - W = 0
    expect(level(isolatedLiquidationPrice({ ...long20x, margin: '60000' }, btcRules))).toBe('none');
    // the root is positive but below the first tick: (100 - 99.8) / 0.996 = 0.2008.. -> 0 on a tick of 1
    const nearlyFull: PositionState = { side: 'long', size: '1', entryPrice: '100', margin: '99.8' };
    expect(level(isolatedLiquidationPrice(nearlyFull, { tiers: btc, tickSize: '1' }))).toBe('none');
    // a 1x short still has one: tier 2, (60 000 + 60 000 + 50) / 1.005 = 119 452.736.. -> 119 452.8
    const short1x: PositionState = { side: 'short', size: '1', entryPrice: '60000', margin: '60000' };
    expect(level(isolatedLiquidationPrice(short1x, btcRules))).toBe('119452.8');
  });
});

describe('bankruptcy price', () => {
  const long20x: PositionState = { side: 'long', size: '1', entryPrice: '60000', margin: '3000' };

  it('is where the balance reaches 0, rounded toward the profit', () => {
    // 60 000 - 3 000 / 1 = 57 000, on the grid
    expect(level(isolatedBankruptcyPrice(long20x, btcRules))).toBe('57000');
    // short 2 ETH at 3 000, margin 600: 3 000 + 600 / 2 = 3 300
    const short: PositionState = { side: 'short', size: '2', entryPrice: '3000', margin: '600' };
    expect(level(isolatedBankruptcyPrice(short, ethRules))).toBe('3300');
    // with the fee: (60 000 - 3 000) / (1 - 0.0005) = 57 028.5142.. -> up to 57 028.6, where balance
    // 28.6 - fee 28.5143 >= 0; at 57 028.5: 28.5 - 28.51425 < 0
    expect(level(isolatedBankruptcyPrice(long20x, { ...btcRules, closingFeeRate: '0.0005' }))).toBe('57028.6');
    expect(level(isolatedBankruptcyPrice({ ...long20x, margin: '60000' }, btcRules))).toBe('none');
  });

  it('cross: wallet plus the other positions PnL', () => {
    // 60 000 - (10 000 - 1 000) / 1 = 51 000
    const rest = { walletBalance: '10000', otherUnrealizedPnl: '-1000' };
    expect(level(crossBankruptcyPrice({ side: 'long', size: '1', entryPrice: '60000' }, rest, btcRules))).toBe('51000');
  });
});

describe('cross liquidation price', () => {
  // the other position: a short of 10 ETH at 3 000, marked at 3 100
  const ethShort = { side: 'short' as const, size: '10', entryPrice: '3000', markPrice: '3100', tiers: eth };
  const btcLong = { side: 'long' as const, size: '1', entryPrice: '60000' };

  it('holds the other positions fixed', () => {
    // the ETH short: UPnL -1 000, MM 31 000 x 0.0065 - 15 = 186.5
    const rest = crossRest('10000', [ethShort]);
    expect([new Big(rest.otherUnrealizedPnl).toFixed(), new Big(rest.otherMaintenanceMargin).toFixed()]).toEqual([
      '-1000',
      '186.5',
    ]);
    // W = 10 000 - 1 000 - 186.5 = 8 813.5. Tier 1: (60 000 - 8 813.5) / 0.996 = 51 391.06, past 50 000;
    // tier 2: (60 000 - 8 813.5 - 50) / 0.995 = 51 393.4673.. -> 51 393.4
    const result = crossLiquidationPrice(btcLong, rest, btcRules);
    expect(level(result)).toBe('51393.4');
    // at 51 393.4: MM 206.967 + 186.5 = 393.467 >= balance 10 000 - 1 000 - 8 606.6 = 393.4
    const at = crossMarginRatio('10000', [{ ...btcLong, markPrice: '51393.4', tiers: btc }, ethShort]);
    expect(at.liquidate).toBe(true);
    // at 51 393.5: 393.4675 < 393.5
    const before = crossMarginRatio('10000', [{ ...btcLong, markPrice: '51393.5', tiers: btc }, ethShort]);
    expect(before.liquidate).toBe(false);
  });

  it('is always for a short when the rest has eaten the wallet', () => {
    // W = 1 000 - 5 000 - 0 = -4 000; Q x E + W = 100 - 4 000 < 0: every price liquidates
    const rest = { walletBalance: '1000', otherUnrealizedPnl: '-5000', otherMaintenanceMargin: '0' };
    const short = { side: 'short' as const, size: '1', entryPrice: '100' };
    expect(level(crossLiquidationPrice(short, rest, btcRules))).toBe('always');
  });
});

describe('liquidationPriceAfterFills', () => {
  const isolated = { mode: 'isolated' as const };
  const wallet = {
    mode: 'cross' as const,
    walletBalance: '10000',
    otherUnrealizedPnl: '0',
    otherMaintenanceMargin: '0',
  };

  it('merges the order into the position at its price', () => {
    const buy = { side: 'buy' as const, quantity: '1', price: '60000' };
    // a new 20x isolated long of 1 at 60 000: the example above
    const opened = { position: null, fills: [buy], leverage: 20, account: isolated, rules: btcRules };
    expect(level(liquidationPriceAfterFills(opened))).toBe('57236.1');
    // 0.5 held at 60 000 with 1 500, buy 0.5 more at 60 000: the same position
    const half: PositionState = { side: 'long', size: '0.5', entryPrice: '60000', margin: '1500' };
    const order = { side: 'buy' as const, quantity: '0.5', price: '60000' };
    expect(level(liquidationPriceAfterFills({ ...opened, position: half, fills: [order] }))).toBe('57236.1');
    // selling the 0.5 leaves nothing
    const sell = { side: 'sell' as const, quantity: '0.5', price: '60000' };
    expect(level(liquidationPriceAfterFills({ ...opened, position: half, fills: [sell] }))).toBe('none');
  });

  it('cross: the opening fee leaves the wallet, realized PnL enters it', () => {
    // fee 60 000 x 0.0005 = 30: W = 9 970; tier 2: (60 000 - 9 970 - 50) / 0.995 = 50 231.1557.. -> 50 231.1
    const buy = { side: 'buy' as const, quantity: '1', price: '60000' };
    const preview = { position: null, fills: [buy], leverage: 20, account: wallet, rules: btcRules };
    expect(level(liquidationPriceAfterFills({ ...preview, openingFeeRate: '0.0005' }))).toBe('50231.1');
    // long 1 at 60 000, sell 1.5 at 62 000: +2 000 realized, W = 12 000, a short of 0.5 at 62 000:
    // tier 1: (31 000 + 12 000) / 1.004 = 42 828.68.. in tier 1 -> / 0.5 = 85 657.37.. -> up: 85 657.4
    const held: PositionState = { side: 'long', size: '1', entryPrice: '60000', margin: '0' };
    const sell = { side: 'sell' as const, quantity: '1.5', price: '62000' };
    expect(level(liquidationPriceAfterFills({ ...preview, position: held, fills: [sell], leverage: 10 }))).toBe(
      '85657.4',
    );
  });
});
