import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  checkLeverage,
  maintenanceMargin,
  maintenanceTierFor,
  maxLeverageFor,
  maxNotionalForLeverage,
  type RiskTier,
  riskTierFor,
  riskTierProblems,
  tierIndexFor,
  withMaintenanceAmounts,
} from './futures-risk-tiers.ts';

const btcBrackets = [
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 125 },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 100 },
  { maxNotional: '1000000', maintenanceMarginRate: '0.01', maxLeverage: 50 },
  { maxNotional: '5000000', maintenanceMarginRate: '0.025', maxLeverage: 20 },
  { maxNotional: '20000000', maintenanceMarginRate: '0.05', maxLeverage: 10 },
];
const btc = withMaintenanceAmounts(btcBrackets);

describe('withMaintenanceAmounts', () => {
  it('accumulates maxNotional(i-1) x (MMR(i) - MMR(i-1))', () => {
    // 0; 0 + 50 000 x 0.001 = 50; 50 + 250 000 x 0.005 = 1 300; 1 300 + 1 000 000 x 0.015 = 16 300;
    // 16 300 + 5 000 000 x 0.025 = 141 300
    expect(btc.map((tier) => tier.maintenanceAmount)).toEqual(['0', '50', '1300', '16300', '141300']);
  });
});

describe('riskTierProblems', () => {
  it('accepts well-formed tiers', () => {
    expect(riskTierProblems(btc)).toEqual([]);
  });

  it('names each problem', () => {
    const tiers: RiskTier[] = [
      { maxNotional: '1000', maintenanceMarginRate: '0.02', maxLeverage: 50, maintenanceAmount: '0' },
      { maxNotional: '1000', maintenanceMarginRate: '0.01', maxLeverage: 60, maintenanceAmount: '5' },
    ];
    expect(riskTierProblems(tiers)).toEqual([
      // 0.02 x 50 = 1: at 50x the initial margin would equal the maintenance margin
      'tier 1: 1 / maxLeverage must be above maintenanceMarginRate',
      "tier 2: maxNotional must be above the previous tier's (or 0)",
      'tier 2: maintenanceMarginRate must not fall as notional grows',
      'tier 2: maxLeverage must not rise as notional grows',
      // 0 + 1 000 x (0.01 - 0.02) = -10
      'tier 2: maintenanceAmount must be -10',
    ]);
    expect(riskTierProblems([])).toEqual(['a contract needs at least one risk tier']);
  });
});

describe('tier lookup', () => {
  it('puts a notional in the tier whose maxNotional is the first at or above it', () => {
    expect(tierIndexFor(btc, '0')).toBe(0);
    expect(tierIndexFor(btc, '50000')).toBe(0);
    expect(tierIndexFor(btc, '50000.01')).toBe(1);
    expect(tierIndexFor(btc, '20000000')).toBe(4);
    expect(tierIndexFor(btc, '20000000.01')).toBe(-1);
    expect(riskTierFor(btc, '20000000.01')).toBeUndefined();
    // past the cap the maintenance margin keeps the last tier's rate
    expect(maintenanceTierFor(btc, '20000000.01')).toBe(btc[4]);
  });

  it('gives the maximum leverage of a notional and the largest notional of a leverage', () => {
    expect(maxLeverageFor(btc, '0')).toBe(125);
    expect(maxLeverageFor(btc, '60000')).toBe(100);
    expect(maxLeverageFor(btc, '30000000')).toBeUndefined();
    expect(maxNotionalForLeverage(btc, 125)?.toFixed()).toBe('50000');
    expect(maxNotionalForLeverage(btc, 100)?.toFixed()).toBe('250000');
    expect(maxNotionalForLeverage(btc, 21)?.toFixed()).toBe('1000000');
    expect(maxNotionalForLeverage(btc, 20)?.toFixed()).toBe('5000000');
    expect(maxNotionalForLeverage(btc, 1)?.toFixed()).toBe('20000000');
    expect(maxNotionalForLeverage(btc, 126)).toBeUndefined();
  });
});

describe('maintenanceMargin', () => {
  it('is N x MMR - MA of the tier', () => {
    // 60 000 x 0.005 - 50 = 250
    expect(maintenanceMargin(btc, '60000').toFixed()).toBe('250');
    // 40 000 x 0.004 - 0 = 160
    expect(maintenanceMargin(btc, '40000').toFixed()).toBe('160');
    // past the cap: 30 000 000 x 0.05 - 141 300 = 1 358 700
    expect(maintenanceMargin(btc, '30000000').toFixed()).toBe('1358700');
  });

  it('is the same on both sides of a boundary', () => {
    // tier 2 at 250 000: 1 250 - 50 = 1 200; tier 3 at 250 000: 2 500 - 1 300 = 1 200
    expect(maintenanceMargin(btc, '250000').toFixed()).toBe('1200');
    // one cent above: 250 000.01 x 0.01 - 1 300 = 1 200.0001
    expect(maintenanceMargin(btc, '250000.01').toFixed()).toBe('1200.0001');
  });

  it('adds the closing fee reserve N x feeRate when asked', () => {
    // 60 000 x (0.005 + 0.0005) - 50 = 280
    expect(maintenanceMargin(btc, '60000', '0.0005').toFixed()).toBe('280');
    expect(maintenanceMargin(btc, new Big('60000'), new Big('0.0005')).toFixed()).toBe('280');
  });
});

describe('checkLeverage', () => {
  it('allows a whole number from 1 to the tier maximum', () => {
    expect(checkLeverage(btc, 20, '60000')).toEqual({ ok: true });
    expect(checkLeverage(btc, 125)).toEqual({ ok: true });
    expect(checkLeverage(btc, 1, '20000000')).toEqual({ ok: true });
  });

  it('refuses with a reason and the maximum', () => {
    expect(checkLeverage(btc, 0)).toEqual({ ok: false, reason: 'leverage-below-one', maxLeverage: 125 });
    expect(checkLeverage(btc, 2.5)).toEqual({ ok: false, reason: 'leverage-not-whole', maxLeverage: 125 });
    expect(checkLeverage(btc, 101, '60000')).toEqual({
      ok: false,
      reason: 'leverage-above-tier-maximum',
      maxLeverage: 100,
    });
    expect(checkLeverage(btc, 1, '25000000')).toEqual({ ok: false, reason: 'position-above-cap', maxLeverage: 0 });
  });
});
