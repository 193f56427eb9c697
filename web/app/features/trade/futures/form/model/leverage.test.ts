import { describe, expect, it } from 'vitest';
import { clampLeverage, parseLeverage, tierMaxLeverage } from './leverage.ts';
import { btcPerpetual } from './test-contract.ts';

describe('leverage', () => {
  it("is at most the tier maximum of the position's notional", () => {
    expect(tierMaxLeverage(btcPerpetual, '0')).toBe(100);
    expect(tierMaxLeverage(btcPerpetual, '50000')).toBe(100);
    expect(tierMaxLeverage(btcPerpetual, '50000.1')).toBe(75);
    expect(tierMaxLeverage(btcPerpetual, '30000000')).toBe(0);
  });

  it('is typed as a whole number from 1 to the maximum', () => {
    expect(parseLeverage('20', 100)).toBe(20);
    expect(parseLeverage(' 7 ', 100)).toBe(7);
    expect(parseLeverage('0', 100)).toBeUndefined();
    expect(parseLeverage('101', 100)).toBeUndefined();
    expect(parseLeverage('2.5', 100)).toBeUndefined();
    expect(parseLeverage('', 100)).toBeUndefined();
  });

  it('is brought within the range when remembered from elsewhere', () => {
    expect(clampLeverage(125, 50)).toBe(50);
    expect(clampLeverage(0, 50)).toBe(1);
    expect(clampLeverage(10, 50)).toBe(10);
  });
});
