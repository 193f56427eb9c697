import Big from 'big.js';
import {
  type CrossPosition,
  type Fill,
  type MarginOptions,
  mergeFill,
  type PositionState,
  positionValue,
  type Side,
  unrealizedPnl,
} from './futures-margin.ts';
import { type Decimal, type Direction, divideToStep, owed, toBig } from './futures-margin-rounding.ts';
import { maintenanceMargin, type RiskTier } from './futures-risk-tiers.ts';

/**
 * Liquidation and bankruptcy prices of one position, in closed form (notation of futures-margin.ts).
 *
 * W is what the position can lose before its own requirement, the rest held fixed:
 *   isolated   W = the position's margin
 *   cross      W = wallet balance + UPnL of the other cross positions - their maintenance margin
 *              (the others at their current marks; their closing fee reserve included if used)
 *
 * Liquidation price: the position is liquidated at price P when its requirement reaches its balance,
 *   Q x P x (MMR + f) - MA  >=  W + s x (P - E) x Q         f: closing fee rate reserved, or 0
 * Within one tier both sides are linear in P, so the boundary is
 *   long    P = (Q x E - W - MA) / (Q x (1 - MMR - f))
 *   short   P = (Q x E + W + MA) / (Q x (1 + MMR + f))
 * MMR and MA are those of the notional Q x P at that very price, so each tier's root is computed
 * and the one whose notional lies inside its own tier is kept. Since MM is continuous and
 * requirement - balance is strictly monotonic in P (falling as P rises for a long, MMR + f < 1;
 * rising for a short), exactly one tier's root is consistent, unless the root is at or below 0: a
 * long that no positive price liquidates ('none', e.g. 1x with margin >= entry notional), or a short
 * that every price liquidates ('always': the other positions' losses have eaten the wallet).
 *
 * Bankruptcy price: where the balance, less the closing fee reserve, reaches 0 (MMR = MA = 0),
 *   long    P = (Q x E - W) / (Q x (1 - f))          short   P = (Q x E + W) / (Q x (1 + f))
 * with W = the isolated margin, or wallet balance + the other positions' UPnL (cross).
 *
 * Tick rounding (the mark price is on the tick grid):
 * - liquidation: the first grid price at which the rule holds as the mark moves against the
 *   position, the exact root rounded toward the loss (long down, short up). This is the
 *   conservative side for the exchange's word: the liquidation engine compares the margin ratio
 *   with 1, and at the published price that ratio is >= 1 (one tick before it, < 1), so the
 *   engine liquidates exactly when the mark reaches the published price, never at a price it did
 *   not publish. Rounding the other way would publish a price at which nothing happens yet.
 * - bankruptcy: the last grid price at which the balance is still >= 0, rounded toward the profit
 *   (long up, short down): a liquidation order bounded by it never fills past zero margin, so
 *   the insurance fund never pays for the part of a tick between the exact root and the grid.
 */

export type PriceLevel =
  | { readonly kind: 'price'; readonly price: Big }
  /** No positive price reaches it (a long). */
  | { readonly kind: 'none' }
  /** Every price is past it already (a short whose account is already exhausted). */
  | { readonly kind: 'always' };

export interface LiquidationRules extends MarginOptions {
  readonly tiers: readonly RiskTier[];
  readonly tickSize: Decimal;
}

export interface PositionTerms {
  readonly side: Side;
  readonly size: Decimal;
  readonly entryPrice: Decimal;
}

/** A cross account seen from one of its positions: everything but that position. */
export interface CrossRest {
  /** The cross wallet balance (isolated margins excluded). */
  readonly walletBalance: Decimal;
  readonly otherUnrealizedPnl: Decimal;
  readonly otherMaintenanceMargin: Decimal;
}

/** A linear piece of the requirement: notional in (lower, upper], requirement N x rate - amount. */
interface Piece {
  readonly lower: Big;
  readonly upper: Big | undefined;
  readonly rate: Big;
  readonly amount: Big;
}

function tierPieces(tiers: readonly RiskTier[], feeRate: Decimal): Piece[] {
  return tiers.map((tier, index) => ({
    lower: new Big(tiers[index - 1]?.maxNotional ?? 0),
    // Past the cap the last tier's rate goes on (futures-risk-tiers.ts).
    upper: index === tiers.length - 1 ? undefined : new Big(tier.maxNotional),
    rate: new Big(tier.maintenanceMarginRate).plus(toBig(feeRate)),
    amount: new Big(tier.maintenanceAmount),
  }));
}

type Rounding = 'toward-loss' | 'toward-profit';

/** The grid price where Q x P x rate - amount = W + s x (P - E) x Q, on the consistent piece. */
function boundaryPrice(
  position: PositionTerms,
  base: Big,
  pieces: readonly Piece[],
  tickSize: Decimal,
  rounding: Rounding,
): PriceLevel {
  const long = position.side === 'long';
  const size = toBig(position.size);
  const entryNotional = positionValue(size, position.entryPrice);
  for (const [index, piece] of pieces.entries()) {
    // long: N = (Q x E - W - MA) / (1 - rate); short: N = (Q x E + W + MA) / (1 + rate)
    const numerator = long
      ? entryNotional.minus(base).minus(piece.amount)
      : entryNotional.plus(base).plus(piece.amount);
    const denominator = long ? new Big(1).minus(piece.rate) : new Big(1).plus(piece.rate);
    if (denominator.lte(0)) throw new RangeError('maintenance margin rate plus closing fee rate must be below 1');
    if (index === 0 && numerator.lte(0)) return { kind: long ? 'none' : 'always' };
    const inside =
      numerator.gt(piece.lower.times(denominator)) && (!piece.upper || numerator.lte(piece.upper.times(denominator)));
    if (!inside) continue;
    const direction: Direction = long === (rounding === 'toward-loss') ? 'floor' : 'ceil';
    const price = divideToStep(numerator, denominator.times(size), toBig(tickSize), direction);
    if (price.lte(0)) return { kind: long ? 'none' : 'always' };
    return { kind: 'price', price };
  }
  // Unreachable for tiers passing riskTierProblems (MA(0) = 0 makes the first test decide).
  return { kind: long ? 'none' : 'always' };
}

export function isolatedLiquidationPrice(position: PositionState, rules: LiquidationRules): PriceLevel {
  const pieces = tierPieces(rules.tiers, rules.closingFeeRate ?? '0');
  return boundaryPrice(position, toBig(position.margin), pieces, rules.tickSize, 'toward-loss');
}

export function crossLiquidationPrice(position: PositionTerms, rest: CrossRest, rules: LiquidationRules): PriceLevel {
  const base = toBig(rest.walletBalance).plus(toBig(rest.otherUnrealizedPnl)).minus(toBig(rest.otherMaintenanceMargin));
  const pieces = tierPieces(rules.tiers, rules.closingFeeRate ?? '0');
  return boundaryPrice(position, base, pieces, rules.tickSize, 'toward-loss');
}

export interface BankruptcyRules extends MarginOptions {
  readonly tickSize: Decimal;
}

function bankruptcyPieces(rules: BankruptcyRules): Piece[] {
  return [{ lower: new Big(0), upper: undefined, rate: toBig(rules.closingFeeRate ?? '0'), amount: new Big(0) }];
}

export function isolatedBankruptcyPrice(position: PositionState, rules: BankruptcyRules): PriceLevel {
  return boundaryPrice(position, toBig(position.margin), bankruptcyPieces(rules), rules.tickSize, 'toward-profit');
}

export function crossBankruptcyPrice(
  position: PositionTerms,
  rest: Pick<CrossRest, 'walletBalance' | 'otherUnrealizedPnl'>,
  rules: BankruptcyRules,
): PriceLevel {
  const base = toBig(rest.walletBalance).plus(toBig(rest.otherUnrealizedPnl));
  return boundaryPrice(position, base, bankruptcyPieces(rules), rules.tickSize, 'toward-profit');
}

/** The `CrossRest` of a position: the wallet and the other cross positions at their marks. */
export function crossRest(
  walletBalance: Decimal,
  others: readonly CrossPosition[],
  options: MarginOptions = {},
): CrossRest {
  let pnl = new Big(0);
  let maintenance = new Big(0);
  for (const other of others) {
    pnl = pnl.plus(unrealizedPnl(other.side, other.size, other.entryPrice, other.markPrice));
    const notional = positionValue(other.size, other.markPrice);
    maintenance = maintenance.plus(maintenanceMargin(other.tiers, notional, options.closingFeeRate));
  }
  return { walletBalance, otherUnrealizedPnl: pnl, otherMaintenanceMargin: maintenance };
}

export type PreviewAccount = { readonly mode: 'isolated' } | ({ readonly mode: 'cross' } & CrossRest);

export interface OrderPreview {
  /** The position before the order (isolated: `margin` is its margin), or null. */
  readonly position: PositionState | null;
  /** The order's expected fills (one, filled whole at its price; several when it walks the book). */
  readonly fills: readonly PricedFill[];
  readonly leverage: number;
  readonly account: PreviewAccount;
  readonly rules: LiquidationRules;
  /** Fee rate of the order, paid from the wallet: it lowers a cross position's base. 0 by default. */
  readonly openingFeeRate?: Decimal;
}

/** A fill with its own fee rate (a taker part and a resting maker part); the preview's rate otherwise. */
export interface PricedFill extends Fill {
  readonly feeRate?: Decimal;
}

/**
 * The liquidation price the order form shows before an order is sent: each expected fill merged
 * into the position in turn, as the clearing posts them (margin-rounding and merge rules of
 * futures-margin.ts), then the isolated or cross formula. Cross: the wallet gains the PnL each fill
 * realizes and pays its fee (rounded up). 'none' when the order leaves no position.
 */
export function liquidationPriceAfterFills(preview: OrderPreview): PriceLevel {
  let position: PositionState | null = preview.position;
  let walletChange = new Big(0);
  for (const fill of preview.fills) {
    const merged = mergeFill(position, fill, preview.leverage);
    const fee = owed(positionValue(fill.quantity, fill.price).times(fill.feeRate ?? preview.openingFeeRate ?? '0'));
    walletChange = walletChange.plus(merged.realizedPnl).minus(fee);
    position = merged.position;
  }
  if (!position) return { kind: 'none' };
  if (preview.account.mode === 'isolated') return isolatedLiquidationPrice(position, preview.rules);
  const walletBalance = toBig(preview.account.walletBalance).plus(walletChange);
  return crossLiquidationPrice(position, { ...preview.account, walletBalance }, preview.rules);
}
