import { describe, expect, it } from 'vitest';
import { payoffBox, payoffGeometry, priceDomain } from './payoff.ts';

const terms = { low: '90000', high: '110000', baseApr: '0.02', highApr: '0.12' };

describe('payoffGeometry', () => {
  it('draws the base rate outside the range and the high rate inside it', () => {
    const chart = payoffGeometry(terms);
    const plotRight = payoffBox.width - payoffBox.right;
    expect(chart.line).toBe(
      `M${payoffBox.left} ${chart.baseY} H${chart.rangeLeft} V${chart.highY} H${chart.rangeRight} V${chart.baseY} H${plotRight}`,
    );
    expect(chart.highY).toBeLessThan(chart.baseY);
    expect(chart.baseY).toBeLessThan(chart.axisY);
    // The range sits in the middle half: half a range of shoulder either side.
    const plot = plotRight - payoffBox.left;
    expect(chart.rangeLeft).toBeCloseTo(payoffBox.left + plot / 4, 0);
    expect(chart.rangeRight).toBeCloseTo(payoffBox.left + (plot * 3) / 4, 0);
    expect(chart.priceX).toBeUndefined();
  });

  it('places the live price, and widens the axis for a price outside the shoulders', () => {
    const inside = payoffGeometry({ ...terms, price: '100000' });
    expect(inside.priceX).toBeCloseTo((inside.rangeLeft + inside.rangeRight) / 2, 0);
    const far = payoffGeometry({ ...terms, price: '150000' });
    expect(far.priceX).toBeGreaterThan(far.rangeRight);
    expect(far.priceX).toBeLessThanOrEqual(payoffBox.width - payoffBox.right);
  });

  it('keeps the axis at or above zero', () => {
    expect(priceDomain(10, 30)).toEqual([0, 40]);
    expect(priceDomain(100, 200, 20)).toEqual([10, 250]);
  });

  it('scales the rates so the high rate leaves headroom', () => {
    const chart = payoffGeometry(terms);
    const height = chart.axisY - payoffBox.top;
    expect(chart.axisY - chart.highY).toBeCloseTo(height / 1.2, 0);
    expect(chart.axisY - chart.baseY).toBeCloseTo((height / 1.2) * (0.02 / 0.12), 0);
  });
});
