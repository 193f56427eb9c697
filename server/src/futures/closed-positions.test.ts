import { describe, expect, it } from 'vitest';
import { closedPositionsFromFills, type ReplayedFill } from './closed-positions.ts';

let ids = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 0, minute));
const fill = (
  side: 'buy' | 'sell',
  quantity: string,
  price: string,
  more: Partial<ReplayedFill> & { minute?: number } = {},
): ReplayedFill => {
  ids += 1;
  return {
    id: ids,
    symbol: 'BTC_USDT',
    side,
    price,
    quantity,
    fee: '0',
    realizedPnl: '0',
    liquidation: false,
    leverage: 10,
    createdAt: at(more.minute ?? ids),
    ...more,
  };
};

describe('closedPositionsFromFills', () => {
  it('closes a long opened in two steps and reduced in two: averaged entry and close, PnL net of every fee', () => {
    ids = 0;
    const closed = closedPositionsFromFills([
      fill('buy', '1', '100', { fee: '0.05' }),
      fill('buy', '1', '110', { fee: '0.055' }),
      fill('sell', '0.5', '120', { fee: '0.03', realizedPnl: '7.5' }),
      fill('sell', '1.5', '90', { fee: '0.0675', realizedPnl: '-22.5' }),
    ]);
    expect(closed).toEqual([
      {
        id: '4',
        symbol: 'BTC_USDT',
        side: 'long',
        size: '2',
        entryPrice: '105',
        closePrice: '97.5',
        closingPnl: '-15',
        fee: '0.2025',
        realizedPnl: '-15.2025',
        leverage: 10,
        liquidated: false,
        openedAt: at(1).toISOString(),
        closedAt: at(4).toISOString(),
      },
    ]);
  });

  it('splits a fill that closes a long and opens a short, and keeps the open short out', () => {
    ids = 0;
    const closed = closedPositionsFromFills([
      fill('buy', '1', '100', { fee: '0.1' }),
      fill('sell', '3', '100', { fee: '0.3' }),
    ]);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ side: 'long', size: '1', fee: '0.2', closePrice: '100', realizedPnl: '-0.2' });
  });

  it('lists positions newest first per contract, a liquidation marked as such', () => {
    ids = 0;
    const closed = closedPositionsFromFills([
      fill('sell', '2', '50', { symbol: 'ETH_USDT', leverage: 5 }),
      fill('buy', '1', '100'),
      fill('sell', '1', '101', { realizedPnl: '1' }),
      fill('buy', '2', '60', { symbol: 'ETH_USDT', realizedPnl: '-20', liquidation: true }),
    ]);
    expect(closed.map((position) => [position.id, position.symbol, position.side, position.liquidated])).toEqual([
      ['4', 'ETH_USDT', 'short', true],
      ['3', 'BTC_USDT', 'long', false],
    ]);
    expect(closed[0]).toMatchObject({ leverage: 5, entryPrice: '50', closePrice: '60', realizedPnl: '-20' });
  });
});
