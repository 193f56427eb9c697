import Big from 'big.js';
import { type Decimal, toBig } from './futures-margin-rounding.ts';

/** The spec's previous leverage default (`PREV_LEVERAGE`): a contract never set uses it. */
export const DEFAULT_LEVERAGE = 10;

/**
 * Risk tiers of a linear perpetual: the larger a position, the higher its maintenance margin rate
 * and the lower the leverage it may use. Tier i covers position notionals N (size x mark, USDT)
 * with maxNotional(i-1) < N <= maxNotional(i); tier 0 starts at 0.
 *
 *   maintenance margin   MM(N) = N x MMR(i) - MA(i)
 *   maintenance amount   MA(0) = 0,   MA(i) = MA(i-1) + maxNotional(i-1) x (MMR(i) - MMR(i-1))
 *
 * The maintenance amount makes MM continuous: at N = maxNotional(i-1) tiers i-1 and i give the
 * same margin, so a position growing by one lot across a boundary does not jump in requirement,
 * and the liquidation price moves smoothly with size. MM is a product and a difference of
 * decimals: exact, never rounded.
 *
 * The last tier's maxNotional is the contract's position cap: no order may take a position past
 * it (`riskTierFor` has no tier there). A position that grew past it through the price alone keeps
 * the last tier's rate for its maintenance margin (`maintenanceTierFor`).
 */

export interface RiskBracket {
  readonly maxNotional: string;
  readonly maintenanceMarginRate: string;
  /** An integer: leverage is chosen in whole steps from 1 to this. */
  readonly maxLeverage: number;
}

export interface RiskTier extends RiskBracket {
  readonly maintenanceAmount: string;
}

/** The tiers of `brackets` (in ascending maxNotional) with the maintenance amounts that make MM continuous. */
export function withMaintenanceAmounts(brackets: readonly RiskBracket[]): RiskTier[] {
  let amount = new Big(0);
  let previous: RiskBracket | undefined;
  return brackets.map((bracket) => {
    if (previous) {
      const rateStep = new Big(bracket.maintenanceMarginRate).minus(previous.maintenanceMarginRate);
      amount = amount.plus(new Big(previous.maxNotional).times(rateStep));
    }
    previous = bracket;
    return { ...bracket, maintenanceAmount: amount.toFixed() };
  });
}

/**
 * What is wrong with a contract's tiers, as sentences for the operator; empty when nothing is.
 * Beyond the shape, the initial margin rate 1 / maxLeverage must exceed the maintenance rate, or a
 * position opened at the tier's maximum would be liquidatable at once.
 */
export function riskTierProblems(tiers: readonly RiskTier[]): string[] {
  if (tiers.length === 0) return ['a contract needs at least one risk tier'];
  const problems: string[] = [];
  const expected = withMaintenanceAmounts(tiers);
  tiers.forEach((tier, index) => {
    const name = `tier ${index + 1}`;
    const rate = new Big(tier.maintenanceMarginRate);
    const previous = tiers[index - 1];
    if (new Big(tier.maxNotional).lte(previous?.maxNotional ?? 0)) {
      problems.push(`${name}: maxNotional must be above the previous tier's (or 0)`);
    }
    if (rate.lte(0) || rate.gte(1)) problems.push(`${name}: maintenanceMarginRate must be between 0 and 1`);
    if (previous && rate.lt(previous.maintenanceMarginRate)) {
      problems.push(`${name}: maintenanceMarginRate must not fall as notional grows`);
    }
    if (!Number.isSafeInteger(tier.maxLeverage) || tier.maxLeverage < 1) {
      problems.push(`${name}: maxLeverage must be a whole number from 1`);
    } else if (rate.times(tier.maxLeverage).gte(1)) {
      problems.push(`${name}: 1 / maxLeverage must be above maintenanceMarginRate`);
    }
    if (previous && tier.maxLeverage > previous.maxLeverage) {
      problems.push(`${name}: maxLeverage must not rise as notional grows`);
    }
    if (!new Big(tier.maintenanceAmount).eq(expected[index]?.maintenanceAmount ?? 0)) {
      problems.push(`${name}: maintenanceAmount must be ${expected[index]?.maintenanceAmount}`);
    }
  });
  return problems;
}

/** Index of the tier covering `notional`, or -1 past the position cap. */
export function tierIndexFor(tiers: readonly RiskTier[], notional: Decimal): number {
  const value = toBig(notional);
  return tiers.findIndex((tier) => value.lte(tier.maxNotional));
}

/** The tier a position of `notional` may be opened or held in; undefined past the position cap. */
export function riskTierFor(tiers: readonly RiskTier[], notional: Decimal): RiskTier | undefined {
  return tiers[tierIndexFor(tiers, notional)];
}

/** The tier whose rate the maintenance margin of `notional` uses: the last one past the cap. */
export function maintenanceTierFor(tiers: readonly RiskTier[], notional: Decimal): RiskTier {
  const tier = riskTierFor(tiers, notional) ?? tiers[tiers.length - 1];
  if (!tier) throw new RangeError('a contract needs at least one risk tier');
  return tier;
}

/**
 * Maintenance margin of a position of `notional`: N x MMR - MA of its tier, exact. With a closing
 * fee reserve (the taker fee to close the position at this notional), N x feeRate is added: the
 * liquidation then leaves the fee of the closing order inside the margin, as some venues do.
 */
export function maintenanceMargin(tiers: readonly RiskTier[], notional: Decimal, closingFeeRate: Decimal = '0'): Big {
  const value = toBig(notional);
  const tier = maintenanceTierFor(tiers, value);
  return value.times(new Big(tier.maintenanceMarginRate).plus(closingFeeRate)).minus(tier.maintenanceAmount);
}

/** The highest leverage a position of `notional` may use; undefined past the position cap. */
export function maxLeverageFor(tiers: readonly RiskTier[], notional: Decimal): number | undefined {
  return riskTierFor(tiers, notional)?.maxLeverage;
}

/**
 * The largest position notional `leverage` allows: the maxNotional of the last tier still allowing
 * it (maxLeverage falls tier by tier). Undefined when even the first tier does not allow it.
 */
export function maxNotionalForLeverage(tiers: readonly RiskTier[], leverage: number): Big | undefined {
  const allowing = tiers.filter((tier) => tier.maxLeverage >= leverage);
  const last = allowing[allowing.length - 1];
  return last ? new Big(last.maxNotional) : undefined;
}

export type LeverageRefusal =
  | 'leverage-not-whole'
  | 'leverage-below-one'
  | 'leverage-above-tier-maximum'
  | 'position-above-cap';

export type LeverageCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: LeverageRefusal; readonly maxLeverage: number };

/**
 * Whether `leverage` may be chosen for a position of `notional` (0 when there is none yet): a whole
 * number from 1 to the maximum of the notional's tier. The refusal carries that maximum for the
 * message ("at most 20x for this position size").
 */
export function checkLeverage(tiers: readonly RiskTier[], leverage: number, notional: Decimal = '0'): LeverageCheck {
  const maxLeverage = maxLeverageFor(tiers, notional);
  if (maxLeverage === undefined) return { ok: false, reason: 'position-above-cap', maxLeverage: 0 };
  if (!Number.isInteger(leverage)) return { ok: false, reason: 'leverage-not-whole', maxLeverage };
  if (leverage < 1) return { ok: false, reason: 'leverage-below-one', maxLeverage };
  if (leverage > maxLeverage) return { ok: false, reason: 'leverage-above-tier-maximum', maxLeverage };
  return { ok: true };
}
