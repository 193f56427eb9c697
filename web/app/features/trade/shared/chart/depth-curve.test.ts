import { describe, expect, it } from 'vitest';
import { depthAt, depthCurve, stepsInPriceOrder } from './depth-curve.ts';

const book = {
  bids: [
    { price: '100.0', quantity: '0.1' },
    { price: '99.5', quantity: '0.2' },
    { price: '99.0', quantity: '1.7' },
  ],
  asks: [
    { price: '101.0', quantity: '0.3' },
    { price: '102.0', quantity: '0.0000001' },
  ],
};

describe('depthCurve', () => {
  it('adds each side up from its best price, exactly', () => {
    const curve = depthCurve(book);
    expect(curve.bids.map((step) => step.total)).toEqual(['0.1', '0.3', '2']);
    expect(curve.asks.map((step) => step.total)).toEqual(['0.3', '0.3000001']);
    expect(curve.deepest).toBe(2);
  });

  it('is empty for an empty book', () => {
    expect(depthCurve({ bids: [], asks: [] })).toEqual({ bids: [], asks: [], deepest: 0 });
  });
});

describe('depthAt', () => {
  const curve = depthCurve(book);
  it('reads the bids at or above a price below the best bid', () => {
    expect(depthAt(curve, 99.7)).toMatchObject({ side: 'bid', step: { price: '100.0', total: '0.1' } });
    expect(depthAt(curve, 99.5)).toMatchObject({ side: 'bid', step: { total: '0.3' } });
    expect(depthAt(curve, 50)).toMatchObject({ side: 'bid', step: { total: '2' } });
  });

  it('reads the asks at or below a price above the best ask', () => {
    expect(depthAt(curve, 101.5)).toMatchObject({ side: 'ask', step: { price: '101.0' } });
    expect(depthAt(curve, 500)).toMatchObject({ side: 'ask', step: { total: '0.3000001' } });
    // Inside the spread: the nearer best level.
    expect(depthAt(curve, 100.6)).toMatchObject({ side: 'ask', step: { price: '101.0' } });
    expect(depthAt(curve, 100.4)).toMatchObject({ side: 'bid', step: { price: '100.0' } });
  });

  it('reads one side when the other is empty, nothing when both are', () => {
    expect(depthAt(depthCurve({ bids: [], asks: book.asks }), 10)).toMatchObject({ side: 'ask' });
    expect(depthAt(depthCurve({ bids: book.bids, asks: [] }), 1000)).toMatchObject({ side: 'bid' });
    expect(depthAt(depthCurve({ bids: [], asks: [] }), 1)).toBeUndefined();
  });

  it('walks the levels from the lowest bid to the highest ask', () => {
    expect(stepsInPriceOrder(curve).map((point) => point.step.price)).toEqual([
      '99.0',
      '99.5',
      '100.0',
      '101.0',
      '102.0',
    ]);
  });
});
