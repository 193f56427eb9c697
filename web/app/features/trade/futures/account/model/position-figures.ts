import type { FuturesContract } from '@vela/contracts/futures';
import {
  type CrossPosition,
  crossMarginRatio,
  isolatedMarginRatio,
  type MarginRatio,
  returnOnEquity,
  unrealizedPnl,
} from '@vela/contracts/futures-margin';
import type { FuturesPosition } from '@vela/contracts/futures-trading';

/** Which price a position's PnL is read at: the mark (what liquidations use) or the last trade. */
export type PnlBasis = 'mark' | 'last';

/** A contract's live prices, as the tickers carry them. */
export interface ContractPrices {
  readonly markPrice: string | undefined;
  readonly lastPrice: string | undefined;
}

export interface PositionFigures {
  /** The price the figures are at; undefined while none is known (the server's figures then). */
  readonly price: string | undefined;
  readonly unrealizedPnl: string;
  /** As a fraction: 0.25 is 25 %. */
  readonly roe: string;
}

/** The price of `basis`; the last trade falls back on the mark until the contract trades. */
export function basisPrice(prices: ContractPrices | undefined, basis: PnlBasis): string | undefined {
  if (!prices) return undefined;
  return basis === 'last' ? (prices.lastPrice ?? prices.markPrice) : prices.markPrice;
}

/**
 * UPnL and ROE of a position at a live price, with the platform's formulas: the position list is
 * pushed only when a position changes, the tickers every second.
 */
export function positionFigures(position: FuturesPosition, price: string | undefined): PositionFigures {
  if (price === undefined) return { price, unrealizedPnl: position.unrealizedPnl, roe: position.roe };
  const { side, size, entryPrice, leverage } = position;
  return {
    price,
    unrealizedPnl: unrealizedPnl(side, size, entryPrice, price).toFixed(),
    roe: returnOnEquity(side, size, entryPrice, price, leverage).toFixed(),
  };
}

function ratioText(ratio: MarginRatio): string | null {
  return ratio.kind === 'ratio' ? ratio.ratio.toFixed() : null;
}

/**
 * The margin ratio of a position at the live marks: an isolated one's own, a cross one's account's
 * (every cross position with the cross wallet). The pushed figure while a mark or the cross wallet
 * is unknown; null when the margin balance is gone (no ratio: liquidation is under way).
 */
export function liveMarginRatio(
  position: FuturesPosition,
  positions: readonly FuturesPosition[],
  contracts: readonly Pick<FuturesContract, 'symbol' | 'riskTiers'>[],
  marks: (symbol: string) => string | undefined,
  crossWallet: string | undefined,
): string | null {
  const tiersOf = (symbol: string) => contracts.find((contract) => contract.symbol === symbol)?.riskTiers;
  const tiers = tiersOf(position.symbol);
  const mark = marks(position.symbol);
  if (!tiers || mark === undefined) return position.marginRatio;
  if (position.marginMode === 'isolated') return ratioText(isolatedMarginRatio(position, mark, tiers));
  if (crossWallet === undefined) return position.marginRatio;
  const cross: CrossPosition[] = [];
  for (const held of positions) {
    if (held.marginMode !== 'cross') continue;
    const heldTiers = tiersOf(held.symbol);
    if (!heldTiers) return position.marginRatio;
    const markPrice = marks(held.symbol) ?? held.markPrice ?? held.entryPrice;
    cross.push({ side: held.side, size: held.size, entryPrice: held.entryPrice, markPrice, tiers: heldTiers });
  }
  return ratioText(crossMarginRatio(crossWallet, cross));
}

/** The other contracts' cross positions, as the order form's cross liquidation estimate needs them. */
export function otherCrossPositions(
  symbol: string,
  positions: readonly FuturesPosition[],
  contracts: readonly Pick<FuturesContract, 'symbol' | 'riskTiers'>[],
  marks: (symbol: string) => string | undefined,
): CrossPosition[] {
  return positions.flatMap((held) => {
    if (held.symbol === symbol || held.marginMode !== 'cross') return [];
    const tiers = contracts.find((contract) => contract.symbol === held.symbol)?.riskTiers;
    if (!tiers) return [];
    const markPrice = marks(held.symbol) ?? held.markPrice ?? held.entryPrice;
    return [{ side: held.side, size: held.size, entryPrice: held.entryPrice, markPrice, tiers }];
  });
}
