import type { Trade } from '@vela/contracts/market-data';
import { describe, expect, it, vi } from 'vitest';
import { fakeFrameClock } from '../../../test/support/fake-frame-clock.ts';
import { createLiveTrades } from './live-trades.ts';

const trade = (id: number, symbol = 'BTC_USDT'): Trade => ({
  id,
  symbol,
  price: '65000',
  quantity: '0.1',
  side: 'buy',
  time: id,
});

describe('createLiveTrades', () => {
  it('shows the REST page, then draws pushes once per frame, newest first', () => {
    const clock = fakeFrameClock();
    const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(2), trade(1)], limit: 3, clock });
    const draws = vi.fn();
    trades.subscribe(draws);
    trades.receive([trade(3)]);
    trades.receive([trade(4), trade(5, 'ETH_USDT')]);
    expect(trades.getTrades().map((item) => item.id)).toEqual([2, 1]);
    clock.frame();
    expect(draws).toHaveBeenCalledTimes(1);
    expect(trades.getTrades().map((item) => item.id)).toEqual([4, 3, 2]);
  });

  it('does not redraw for nothing new', () => {
    const clock = fakeFrameClock();
    const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(2)], limit: 3, clock });
    const draws = vi.fn();
    trades.subscribe(draws);
    trades.receive([trade(2), trade(1)]);
    clock.frame();
    expect(draws).not.toHaveBeenCalled();
    trades.receive([trade(3, 'ETH_USDT')]);
    expect(clock.waiting).toBe(0);
  });

  it('holds at most what it can show while no frame runs (a hidden tab)', () => {
    const clock = fakeFrameClock();
    const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [], limit: 5, clock });
    for (let id = 1; id <= 10_000; id++) trades.receive([trade(id)]);
    clock.frame();
    expect(trades.getTrades().map((item) => item.id)).toEqual([10_000, 9_999, 9_998, 9_997, 9_996]);
  });
});
