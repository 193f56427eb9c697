import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { describe, expect, it } from 'vitest';
import { btcPerpetual } from '../../form/model/test-contract.ts';
import { basisPrice, liveMarginRatio, otherCrossPositions, positionFigures } from './position-figures.ts';

const position: FuturesPosition = {
  symbol: 'BTC_USDT',
  side: 'long',
  size: '0.1',
  entryPrice: '60000',
  markPrice: '60000',
  liquidationPrice: '54216.8',
  marginMode: 'isolated',
  leverage: 10,
  margin: '600',
  maintenanceMargin: '24',
  marginRatio: '0.04',
  unrealizedPnl: '0',
  roe: '0',
  realizedPnl: '0',
  closingPnl: '0',
  fees: '0',
  funding: '0',
  netRealizedPnl: '0',
  takeProfit: null,
  stopLoss: null,
  openedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const contracts = [btcPerpetual, { symbol: 'ETH_USDT', riskTiers: btcPerpetual.riskTiers }];

describe('position figures', () => {
  it('reads UPnL and ROE at the chosen price', () => {
    expect(positionFigures(position, '61000')).toEqual({ price: '61000', unrealizedPnl: '100', roe: '0.16666666' });
    expect(positionFigures({ ...position, side: 'short' }, '61000')).toEqual({
      price: '61000',
      unrealizedPnl: '-100',
      roe: '-0.16666667',
    });
  });

  it('keeps the pushed figures while no price is known', () => {
    expect(positionFigures({ ...position, unrealizedPnl: '5', roe: '0.01' }, undefined)).toEqual({
      price: undefined,
      unrealizedPnl: '5',
      roe: '0.01',
    });
  });

  it('takes the last price, or the mark until the contract trades', () => {
    expect(basisPrice({ markPrice: '1', lastPrice: '2' }, 'last')).toBe('2');
    expect(basisPrice({ markPrice: '1', lastPrice: undefined }, 'last')).toBe('1');
    expect(basisPrice({ markPrice: '1', lastPrice: '2' }, 'mark')).toBe('1');
    expect(basisPrice(undefined, 'mark')).toBeUndefined();
  });
});

describe('live margin ratio', () => {
  it('of an isolated position is its own at the mark', () => {
    // MM 0.1 x 59 000 x 0.004 = 23.6; balance 600 - 100 = 500
    expect(liveMarginRatio(position, [position], contracts, () => '59000', undefined)).toBe('0.0472');
  });

  it("of a cross position is the cross account's", () => {
    const cross = { ...position, marginMode: 'cross' as const };
    const eth = { ...cross, symbol: 'ETH_USDT', side: 'short' as const, size: '1', entryPrice: '3000' };
    const marks = (symbol: string) => (symbol === 'BTC_USDT' ? '59000' : '3100');
    // MM 23.6 + 3 100 x 0.004 = 36; balance 1 000 - 100 - 100 = 800
    expect(liveMarginRatio(cross, [cross, eth], contracts, marks, '1000')).toBe('0.045');
    expect(liveMarginRatio(cross, [cross, eth], contracts, marks, undefined)).toBe('0.04');
  });

  it('is the pushed one while the mark is unknown', () => {
    expect(liveMarginRatio(position, [position], contracts, () => undefined, '1000')).toBe('0.04');
  });

  it('lists the other cross positions for the order form', () => {
    const cross = { ...position, marginMode: 'cross' as const };
    const eth = { ...cross, symbol: 'ETH_USDT', size: '1', entryPrice: '3000', markPrice: null };
    expect(otherCrossPositions('BTC_USDT', [cross, eth, position], contracts, () => undefined)).toEqual([
      { side: 'long', size: '1', entryPrice: '3000', markPrice: '3000', tiers: btcPerpetual.riskTiers },
    ]);
  });
});
