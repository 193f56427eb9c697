import type { DepthSnapshot, DepthUpdate } from '@vela/contracts/market-data';
import { describe, expect, it, vi } from 'vitest';
import { fakeFrameClock } from '../../../test/support/fake-frame-clock.ts';
import { createLiveBook } from './live-book.ts';

const snapshot = (seq: number, symbol = 'BTC_USDT'): DepthSnapshot => ({
  symbol,
  seq,
  bids: [
    ['65000', '1'],
    ['64999', '2'],
  ],
  asks: [
    ['65001', '1.5'],
    ['65002', '3'],
  ],
  time: 0,
});

const update = (seq: number, bids: [string, string][] = [], asks: [string, string][] = []): DepthUpdate => ({
  symbol: 'BTC_USDT',
  seq,
  bids,
  asks,
  time: 0,
});

function setUp(options: { initial?: DepthSnapshot; now?: () => number } = {}) {
  const clock = fakeFrameClock();
  const onResync = vi.fn();
  const book = createLiveBook({
    symbol: 'BTC_USDT',
    initial: options.initial ?? snapshot(10),
    step: '1',
    rows: 10,
    clock,
    onResync,
    now: options.now,
  });
  const draws = vi.fn();
  book.subscribe(draws);
  return { clock, onResync, book, draws };
}

describe('createLiveBook', () => {
  it('draws the server-rendered snapshot at once', () => {
    const { book } = setUp();
    expect(book.getView()).toMatchObject({ seq: 10, bestBid: '65000', bestAsk: '65001', resyncing: false });
  });

  it('applies a burst of updates but draws once, at the next frame, with all of them', () => {
    const { clock, book, draws } = setUp();
    const before = book.getView();
    for (let seq = 11; seq <= 210; seq++) book.receiveUpdate(update(seq, [['65000', String(seq)]]));
    expect(book.getView()).toBe(before);
    expect(draws).not.toHaveBeenCalled();
    clock.frame();
    expect(draws).toHaveBeenCalledTimes(1);
    expect(book.getView().seq).toBe(210);
    expect(book.getView().bids[0]).toMatchObject({ price: '65000', quantity: '210' });
  });

  it('skips updates the snapshot already holds', () => {
    const { clock, book, onResync } = setUp();
    book.receiveUpdate(update(9, [['65000', '99']]));
    book.receiveUpdate(update(10, [['65000', '99']]));
    book.receiveUpdate(update(11, [['65000', '5']]));
    clock.frame();
    expect(onResync).not.toHaveBeenCalled();
    expect(book.getView().bids[0]?.quantity).toBe('5');
  });

  it('asks once for a snapshot on a gap and drops updates until it comes', () => {
    const { clock, book, onResync } = setUp({ now: () => 0 });
    book.receiveUpdate(update(11, [['65000', '4']]));
    book.receiveUpdate(update(13, [['65000', '7']]));
    book.receiveUpdate(update(14, [['65000', '8']]));
    clock.frame();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(book.getView()).toMatchObject({ seq: 11, resyncing: true });
    expect(book.getView().bids[0]?.quantity).toBe('4');

    book.receiveSnapshot(snapshot(20));
    book.receiveUpdate(update(21, [['65000', '9']]));
    clock.frame();
    expect(book.getView()).toMatchObject({ seq: 21, resyncing: false });
    expect(book.getView().bids[0]?.quantity).toBe('9');
  });

  it('asks again when no snapshot came within the retry time', () => {
    let time = 0;
    const { book, onResync } = setUp({ now: () => time });
    book.receiveUpdate(update(12));
    time = 1000;
    book.receiveUpdate(update(13));
    expect(onResync).toHaveBeenCalledTimes(1);
    time = 3000;
    book.receiveUpdate(update(14));
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('waits for the feed snapshot when the page had none', () => {
    const clock = fakeFrameClock();
    const onResync = vi.fn();
    const book = createLiveBook({ symbol: 'BTC_USDT', initial: undefined, step: '1', rows: 5, clock, onResync });
    expect(book.getView()).toMatchObject({ seq: undefined, bids: [], asks: [] });
    book.receiveSnapshot(snapshot(3));
    clock.frame();
    expect(book.getView().seq).toBe(3);
  });

  it('ignores another market and regroups on a step change', () => {
    const { clock, book, draws } = setUp();
    book.receiveSnapshot(snapshot(99, 'ETH_USDT'));
    book.receiveUpdate({ ...update(11, [['1', '1']]), symbol: 'ETH_USDT' });
    clock.frame();
    expect(draws).not.toHaveBeenCalled();
    book.setStep('10');
    clock.frame();
    expect(book.getView()).toMatchObject({ step: '10', seq: 10 });
    expect(book.getView().asks).toEqual([expect.objectContaining({ price: '65010', quantity: '4.5' })]);
  });

  it('stops drawing once disposed', () => {
    const { clock, book, draws } = setUp();
    book.receiveUpdate(update(11));
    book.dispose();
    clock.frame();
    expect(draws).not.toHaveBeenCalled();
  });
});
