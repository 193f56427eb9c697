import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  crossMaintenanceMargin,
  crossMarginBalance,
  crossMarginRatio,
  increasedEntryPrice,
  initialMargin,
  isolatedMarginBalance,
  isolatedMarginRatio,
  type MarginRatio,
  marginRatio,
  marketOrderLimit,
  maxOrderSize,
  mergeFill,
  openingQuantity,
  orderCost,
  positionValue,
  realizedPnl,
  removableMargin,
  returnOnEquity,
  unrealizedPnl,
} from './futures-margin.ts';
import { withMaintenanceAmounts } from './futures-risk-tiers.ts';

// MA: 0, 50, 1 300 (risk-tiers.test.ts)
const btc = withMaintenanceAmounts([
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 125 },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 100 },
  { maxNotional: '1000000', maintenanceMarginRate: '0.01', maxLeverage: 50 },
]);
// MA: 0, 10 000 x 0.0015 = 15
const eth = withMaintenanceAmounts([
  { maxNotional: '10000', maintenanceMarginRate: '0.005', maxLeverage: 100 },
  { maxNotional: '100000', maintenanceMarginRate: '0.0065', maxLeverage: 75 },
]);

const text = (value: Big) => value.toFixed();
const ratioText = (ratio: MarginRatio) => (ratio.kind === 'ratio' ? text(ratio.ratio) : ratio.kind);

describe('position value, initial margin, PnL, ROE', () => {
  it('values a position at a price exactly', () => {
    // 0.5 x 60 000.5 = 30 000.25
    expect(text(positionValue('0.5', '60000.5'))).toBe('30000.25');
  });

  it('rounds the initial margin up', () => {
    // 30 000.25 / 20 = 1 500.0125 exactly; 1 / 3 = 0.333333333... up to 0.33333334
    expect(text(initialMargin('30000.25', 20))).toBe('1500.0125');
    expect(text(initialMargin('1', 3))).toBe('0.33333334');
  });

  it('gives unrealized PnL by side, exactly', () => {
    // long: (61 000.5 - 60 000) x 0.5 = 500.25; short: (60 000 - 61 000.5) x 0.5 = -500.25
    expect(text(unrealizedPnl('long', '0.5', '60000', '61000.5'))).toBe('500.25');
    expect(text(unrealizedPnl('short', '0.5', '60000', '61000.5'))).toBe('-500.25');
    expect(text(unrealizedPnl('short', '0.5', '60000', '60000'))).toBe('0');
  });

  it('gives ROE against the initial margin at entry, rounded down', () => {
    // 500.25 / (0.5 x 60 000 / 20 = 1 500) = 0.3335
    expect(text(returnOnEquity('long', '0.5', '60000', '61000.5', 20))).toBe('0.3335');
    expect(text(returnOnEquity('short', '0.5', '60000', '61000.5', 20))).toBe('-0.3335');
    // 3 x (8 - 7) / (3 x 7 / 1) = 1 / 7 = 0.142857142...: down to 0.14285714, and -0.14285715
    expect(text(returnOnEquity('long', '3', '7', '8', 1))).toBe('0.14285714');
    expect(text(returnOnEquity('short', '3', '7', '8', 1))).toBe('-0.14285715');
  });

  it('credits realized PnL toward -infinity', () => {
    // long: (60 000 - 60 000.123456789) x 0.001 = -0.000123456789: the loss grows to -0.00012346
    expect(text(realizedPnl('long', '60000.123456789', '60000', '0.001'))).toBe('-0.00012346');
    // short: +0.000123456789: the profit shrinks to 0.00012345
    expect(text(realizedPnl('short', '60000.123456789', '60000', '0.001'))).toBe('0.00012345');
  });

  it('averages the entry price, rounded against the holder', () => {
    // (1 x 100 + 1 x 102) / 2 = 101
    expect(text(increasedEntryPrice('long', '1', '100', '1', '102'))).toBe('101');
    // (1 x 100 + 2 x 101) / 3 = 100.666666666...: a long's up, a short's down
    expect(text(increasedEntryPrice('long', '1', '100', '2', '101'))).toBe('100.66666667');
    expect(text(increasedEntryPrice('short', '1', '100', '2', '101'))).toBe('100.66666666');
  });
});

describe('mergeFill', () => {
  const long = { side: 'long' as const, size: '1', entryPrice: '61000', margin: '3050' };

  it('opens and adds', () => {
    // 0.5 x 60 000 / 20 = 1 500
    const opened = mergeFill(null, { side: 'buy', quantity: '0.5', price: '60000' }, 20);
    expect(opened.position && text(opened.position.margin)).toBe('1500');
    // entry (0.5 x 60 000 + 0.5 x 62 000) / 1 = 61 000; margin 1 500 + 31 000 / 20 = 3 050
    const added = mergeFill(
      { side: 'long', size: '0.5', entryPrice: '60000', margin: '1500' },
      { side: 'buy', quantity: '0.5', price: '62000' },
      20,
    );
    expect(added.position && [text(added.position.size), text(added.position.entryPrice)]).toEqual(['1', '61000']);
    expect(text(added.addedMargin)).toBe('1550');
    expect(added.position && text(added.position.margin)).toBe('3050');
  });

  it('reduces: PnL realized, entry kept, margin released pro rata', () => {
    // realized (62 000 - 61 000) x 0.3 = 300; released 3 050 x 0.3 / 1 = 915
    const reduced = mergeFill(long, { side: 'sell', quantity: '0.3', price: '62000' }, 20);
    expect(text(reduced.realizedPnl)).toBe('300');
    expect(text(reduced.releasedMargin)).toBe('915');
    expect(reduced.position && [text(reduced.position.size), text(reduced.position.margin)]).toEqual(['0.7', '2135']);
    // released 100 x 1 / 3 = 33.333333333... down to 33.33333333; 66.66666667 stays locked
    const third = mergeFill(
      { side: 'short', size: '3', entryPrice: '10', margin: '100' },
      { side: 'buy', quantity: '1', price: '10' },
      1,
    );
    expect(text(third.releasedMargin)).toBe('33.33333333');
    expect(third.position && text(third.position.margin)).toBe('66.66666667');
  });

  it('closes, and flips the rest to the other side at the fill price', () => {
    const closed = mergeFill(long, { side: 'sell', quantity: '1', price: '60000' }, 20);
    expect(closed.position).toBeNull();
    // (60 000 - 61 000) x 1 = -1 000; all 3 050 released
    expect([text(closed.realizedPnl), text(closed.releasedMargin)]).toEqual(['-1000', '3050']);
    // sell 1.5: closes 1 (PnL -1 000), opens a short of 0.5 at 60 000 with 30 000 / 10 = 3 000
    const flipped = mergeFill(long, { side: 'sell', quantity: '1.5', price: '60000' }, 10);
    expect(text(flipped.realizedPnl)).toBe('-1000');
    expect(flipped.position?.side).toBe('short');
    expect(flipped.position && [text(flipped.position.size), text(flipped.position.margin)]).toEqual(['0.5', '3000']);
  });
});

describe('margin ratio', () => {
  it('is MM / balance rounded down; 1 or more liquidates, exactly', () => {
    expect(marginRatio(new Big('250'), new Big('1000'))).toEqual({
      kind: 'ratio',
      ratio: new Big('0.25'),
      liquidate: false,
    });
    expect(ratioText(marginRatio(new Big('1'), new Big('3')))).toBe('0.33333333');
    expect(marginRatio(new Big('250'), new Big('250')).liquidate).toBe(true);
    // 250.000000001 / 250 = 1.000000000004: shown 1, liquidates
    expect(marginRatio(new Big('250.000000001'), new Big('250')).liquidate).toBe(true);
    // 249.9999999999 / 250 = 0.9999999999996: shown 0.99999999, does not
    const below = marginRatio(new Big('249.9999999999'), new Big('250'));
    expect([ratioText(below), below.liquidate]).toEqual(['0.99999999', false]);
    expect(marginRatio(new Big('250'), new Big('0'))).toEqual({ kind: 'exhausted', liquidate: true });
  });

  it('isolated: the position margin plus its PnL', () => {
    const position = { side: 'long' as const, size: '1', entryPrice: '60000', margin: '3000' };
    // 3 000 + (58 000 - 60 000) x 1 = 1 000; MM 58 000 x 0.005 - 50 = 240; 240 / 1 000 = 0.24
    expect(text(isolatedMarginBalance(position, '58000'))).toBe('1000');
    expect(ratioText(isolatedMarginRatio(position, '58000', btc))).toBe('0.24');
    // with the fee reserve: 58 000 x 0.0055 - 50 = 269; 0.269
    expect(ratioText(isolatedMarginRatio(position, '58000', btc, { closingFeeRate: '0.0005' }))).toBe('0.269');
    // at 57 000 the balance is 0: exhausted
    expect(isolatedMarginRatio(position, '57000', btc).kind).toBe('exhausted');
  });

  it('cross: the whole wallet and every position', () => {
    const positions = [
      // UPnL (59 000 - 60 000) x 1 = -1 000; MM 59 000 x 0.005 - 50 = 245
      { side: 'long' as const, size: '1', entryPrice: '60000', markPrice: '59000', tiers: btc },
      // UPnL (3 000 - 3 100) x 10 = -1 000; MM 31 000 x 0.0065 - 15 = 186.5
      { side: 'short' as const, size: '10', entryPrice: '3000', markPrice: '3100', tiers: eth },
    ];
    // balance 10 000 - 2 000 = 8 000; MM 431.5; 431.5 / 8 000 = 0.0539375
    expect(text(crossMarginBalance('10000', positions))).toBe('8000');
    expect(text(crossMaintenanceMargin(positions))).toBe('431.5');
    expect(ratioText(crossMarginRatio('10000', positions))).toBe('0.0539375');
  });
});

describe('order cost and max order size', () => {
  it('costs initial margin plus the opening fee, each rounded up', () => {
    // 0.5 x 60 000 = 30 000: margin 30 000 / 20 = 1 500, fee 30 000 x 0.0005 = 15
    const cost = orderCost('0.5', '60000', 20, '0.0005');
    expect([text(cost.initialMargin), text(cost.fee), text(cost.total)]).toEqual(['1500', '15', '1515']);
    // 0.001 x 60 000.3 = 60.0003: 60.0003 / 7 = 8.5714714285... up to 8.57147143; fee 0.02400012
    const odd = orderCost('0.001', '60000.3', 7, '0.0004');
    expect([text(odd.initialMargin), text(odd.fee)]).toEqual(['8.57147143', '0.02400012']);
  });

  it('fits margin and fee in the available balance', () => {
    // q <= 1 000 x 20 / (60 000 x (1 + 0.0005 x 20)) = 20 000 / 60 600 = 0.330033.. -> 0.33 (lot 0.001)
    // cost of 0.33: 19 800 / 20 + 19 800 x 0.0005 = 990 + 9.9 = 999.9; of 0.331: 993 + 9.93 = 1 002.93
    const sizing = { available: '1000', price: '60000', leverage: 20, feeRate: '0.0005', lotSize: '0.001', tiers: btc };
    expect(text(maxOrderSize(sizing))).toBe('0.33');
  });

  it('takes a lot off when rounding the margin and fee up overshoots', () => {
    // 0.15 x 9 / (1.7 x (1 + 0.0007 x 9)) = 1.35 / 1.71071 = 0.78914602.. -> 0.789146, but its cost is
    // 1.3415482 / 9 = 0.149060911.. up to 0.14906092, + fee 0.00093908374 up to 0.00093909 = 0.15000001
    const sizing = { available: '0.15', price: '1.7', leverage: 9, feeRate: '0.0007', lotSize: '0.000001', tiers: btc };
    expect(text(maxOrderSize(sizing))).toBe('0.789145');
  });

  it('stays within the largest notional the leverage allows', () => {
    const rich = {
      available: '1000000',
      price: '60000',
      leverage: 100,
      feeRate: '0.0005',
      lotSize: '0.001',
      tiers: btc,
    };
    // 100x allows 250 000: 250 000 / 60 000 = 4.1666.. -> 4.166
    expect(text(maxOrderSize(rich))).toBe('4.166');
    // with 200 000 held: 50 000 / 60 000 = 0.8333.. -> 0.833
    expect(text(maxOrderSize({ ...rich, positionNotional: '200000' }))).toBe('0.833');
    expect(text(maxOrderSize({ ...rich, positionNotional: '300000' }))).toBe('0');
    // no tier allows 126x
    expect(text(maxOrderSize({ ...rich, leverage: 126 }))).toBe('0');
  });
});

describe('market order limit', () => {
  it('bounds a buy 5 % above the mark, floored to the tick, and a sell 5 % below, ceiled', () => {
    // 2000.3 x 1.05 = 2100.315 -> 2100.3; 2000.3 x 0.95 = 1900.285 -> 1900.3
    expect(text(marketOrderLimit('buy', '2000.3', '0.1'))).toBe('2100.3');
    expect(text(marketOrderLimit('sell', '2000.3', '0.1'))).toBe('1900.3');
    expect(text(marketOrderLimit('buy', '2000', '0.5'))).toBe('2100');
  });
});

describe('removable margin', () => {
  const long = { side: 'long' as const, size: '1', entryPrice: '2000', margin: '300' };

  it('keeps the initial margin at the mark', () => {
    // at 10x: 300 - 2 100 / 10 = 90 (a profit does not count)
    expect(text(removableMargin(long, 10, '2100'))).toBe('90');
  });

  it('keeps the loss as well, and is never negative', () => {
    // 300 - 100 - 1 900 / 10 = 10
    expect(text(removableMargin(long, 10, '1900'))).toBe('10');
    expect(text(removableMargin(long, 10, '1700'))).toBe('0');
  });
});

describe('openingQuantity', () => {
  it('is what a fill leaves after closing the opposite position, none when reduce-only', () => {
    expect(openingQuantity('1.5', '1').toFixed()).toBe('0.5');
    expect(openingQuantity('0.4', '1').toFixed()).toBe('0');
    expect(openingQuantity('1', '1').toFixed()).toBe('0');
    expect(openingQuantity(new Big('2'), '0').toFixed()).toBe('2');
    expect(openingQuantity('1.5', '1', true).toFixed()).toBe('0');
  });
});
