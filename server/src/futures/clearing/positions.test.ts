import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { PositionBook } from './positions.ts';

const at = new Date('2026-03-01T10:00:00.000Z');
const cross = { leverage: 10, marginMode: 'cross' as const };

function open(book: PositionBook, userId: string, symbol: string, side: 'long' | 'short', size: string) {
  const position = book.record(userId, symbol, cross, at);
  position.side = side;
  position.size = new Big(size);
  position.entryPrice = new Big(100);
  return position;
}

describe('the position book', () => {
  it('lists a contract’s open positions only, and its open interest from them', () => {
    const book = new PositionBook();
    open(book, 'a', 'BTC_USDT', 'long', '3');
    open(book, 'b', 'BTC_USDT', 'short', '1');
    open(book, 'a', 'ETH_USDT', 'short', '7');
    open(book, 'c', 'BTC_USDT', 'long', '0');
    expect(book.onContract('BTC_USDT').map((p) => `${p.userId} ${p.side} ${p.size}`)).toEqual([
      'a long 3',
      'b short 1',
    ]);
    expect(book.onContract('ETH_USDT').map((p) => p.userId)).toEqual(['a']);
    expect(book.onContract('SOL_USDT')).toEqual([]);
    expect(book.openInterest('BTC_USDT').toFixed()).toBe('3');
    expect(book.openInterest('ETH_USDT').toFixed()).toBe('7');
  });

  it('never reads the positions of other contracts for one contract', () => {
    const book = new PositionBook();
    let reads = 0;
    const watched = open(book, 'a', 'ETH_USDT', 'long', '2');
    book.add(
      new Proxy(watched, {
        get(target, key, receiver) {
          reads += 1;
          return Reflect.get(target, key, receiver);
        },
      }),
    );
    open(book, 'b', 'BTC_USDT', 'long', '1');
    reads = 0;
    book.onContract('BTC_USDT');
    book.openInterest('BTC_USDT');
    book.usersOn(['BTC_USDT']);
    expect(reads).toBe(0);
    expect(book.usersOn(['ETH_USDT'])).toEqual(['a']);
  });

  it('keeps one record per user and contract, reused after a close, and forgets all on clear', () => {
    const book = new PositionBook();
    const first = open(book, 'a', 'BTC_USDT', 'long', '1');
    first.size = new Big(0);
    expect(book.open('a', 'BTC_USDT')).toBeUndefined();
    expect(book.record('a', 'BTC_USDT', cross, at)).toBe(first);
    book.clear();
    expect(book.allOpen()).toEqual([]);
    expect(book.record('a', 'BTC_USDT', cross, at)).not.toBe(first);
  });

  it('orders users by the first of their open positions it saw, whatever contract', () => {
    const book = new PositionBook();
    open(book, 'b', 'ETH_USDT', 'long', '1');
    open(book, 'a', 'BTC_USDT', 'long', '1');
    open(book, 'b', 'BTC_USDT', 'short', '1');
    const closed = open(book, 'c', 'SOL_USDT', 'long', '1');
    open(book, 'c', 'BTC_USDT', 'long', '1');
    closed.size = new Big(0);
    expect(book.usersOn(['BTC_USDT'])).toEqual(['b', 'a', 'c']);
    expect(book.crossOf('b').map((p) => p.symbol)).toEqual(['ETH_USDT', 'BTC_USDT']);
  });
});
