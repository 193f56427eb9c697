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

  it('after a reconnect, takes the snapshot as the list even when its ids are lower (a restarted server)', () => {
    const clock = fakeFrameClock();
    const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(900), trade(899)], limit: 4, clock });
    const draws = vi.fn();
    trades.subscribe(draws);
    const generation = trades.resubscribed();
    // The new server's first pushes come before the page read after the reconnect.
    trades.receive([trade(3), trade(4)]);
    clock.frame();
    expect(trades.getTrades().map((item) => item.id)).toEqual([900, 899]);
    trades.receiveSnapshot([trade(3), trade(2), trade(1, 'ETH_USDT')], generation);
    expect(draws).toHaveBeenCalledTimes(1);
    expect(trades.getTrades().map((item) => item.id)).toEqual([4, 3, 2]);
    // From then on the list grows from the new numbering.
    trades.receive([trade(5)]);
    clock.frame();
    expect(trades.getTrades().map((item) => item.id)).toEqual([5, 4, 3, 2]);
  });

  it('after a reconnect to the same numbering, keeps every push the snapshot does not have yet', () => {
    const clock = fakeFrameClock();
    const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(10)], limit: 5, clock });
    const generation = trades.resubscribed();
    trades.receive([trade(12), trade(13)]);
    clock.frame();
    // A page saved a moment earlier than the pushes.
    trades.receiveSnapshot([trade(12), trade(11), trade(10)], generation);
    expect(trades.getTrades().map((item) => item.id)).toEqual([13, 12, 11, 10]);
  });

  it('keeps the list when the read after a reconnect fails, unless the new pushes are numbered below it', () => {
    const clock = fakeFrameClock();
    const same = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(50)], limit: 5, clock });
    const sameGeneration = same.resubscribed();
    same.receive([trade(51)]);
    same.snapshotFailed(sameGeneration);
    clock.frame();
    expect(same.getTrades().map((item) => item.id)).toEqual([51, 50]);

    const restarted = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(50)], limit: 5, clock });
    const restartedGeneration = restarted.resubscribed();
    restarted.receive([trade(1), trade(2)]);
    restarted.snapshotFailed(restartedGeneration);
    clock.frame();
    expect(restarted.getTrades().map((item) => item.id)).toEqual([2, 1]);
  });

  it('takes only the snapshot of the latest reconnect', () => {
    const clock = fakeFrameClock();
    const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(50)], limit: 5, clock });
    const first = trades.resubscribed();
    const second = trades.resubscribed();
    trades.receive([trade(21)]);
    trades.receiveSnapshot([trade(20)], second);
    // The first reconnect's read comes back last, older than the second's.
    trades.receiveSnapshot([trade(60), trade(59)], first);
    trades.snapshotFailed(first);
    clock.frame();
    expect(trades.getTrades().map((item) => item.id)).toEqual([21, 20]);
  });
});
