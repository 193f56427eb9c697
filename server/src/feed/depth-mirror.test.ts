import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimals, DepthMirror } from './depth-mirror.ts';

const snapshot = (seq: number, bids: [string, string][], asks: [string, string][]) => ({
  symbol: 'BTC_USDT',
  seq,
  bids,
  asks,
  time: 1,
});

describe('DepthMirror', () => {
  it('holds nothing until a snapshot, then applies updates that follow on', () => {
    const mirror = new DepthMirror('BTC_USDT');
    expect(mirror.applyUpdate(snapshot(1, [['100', '1']], []))).toBe('waiting');
    expect(mirror.snapshot()).toBeUndefined();

    expect(
      mirror.applySnapshot(
        snapshot(
          5,
          [
            ['100', '1'],
            ['99.5', '2'],
          ],
          [['101', '3']],
        ),
      ),
    ).toBe('replaced');
    expect(mirror.applySnapshot(snapshot(5, [], []))).toBe('unchanged');
    expect(
      mirror.applyUpdate(
        snapshot(
          6,
          [
            ['100', '0'],
            ['100.5', '4'],
          ],
          [
            ['101', '0'],
            ['102', '1'],
          ],
        ),
      ),
    ).toBe('applied');
    expect(mirror.snapshot()).toEqual(
      snapshot(
        6,
        [
          ['100.5', '4'],
          ['99.5', '2'],
        ],
        [['102', '1']],
      ),
    );
    expect(mirror.snapshot(1)?.bids).toEqual([['100.5', '4']]);
  });

  it('stops trusting its book at a gap until the next snapshot', () => {
    const mirror = new DepthMirror('BTC_USDT');
    mirror.applySnapshot(snapshot(5, [['100', '1']], []));
    expect(mirror.applyUpdate(snapshot(7, [['100', '2']], []))).toBe('gap');
    expect(mirror.synced).toBe(false);
    expect(mirror.applyUpdate(snapshot(8, [['100', '3']], []))).toBe('waiting');
    // A restarted engine numbers from 0 again: its snapshot replaces the book all the same.
    expect(mirror.applySnapshot(snapshot(0, [['90', '1']], []))).toBe('replaced');
    expect(mirror.snapshot()?.bids).toEqual([['90', '1']]);
  });
});

describe('compareDecimals', () => {
  it('orders decimal strings as numbers', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
      .map(([digits, scale]) => new Big(digits.toString()).div(new Big(10).pow(scale)).toFixed());
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(Math.sign(compareDecimals(a, b))).toBe(new Big(a).cmp(b));
      }),
    );
    expect(compareDecimals('10', '9')).toBeGreaterThan(0);
    expect(compareDecimals('1.05', '1.5')).toBeLessThan(0);
    expect(compareDecimals('1.5', '1')).toBeGreaterThan(0);
  });
});
