import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { contractFor, type ShownContract } from './column-view.ts';
import {
  basisPrice,
  liveMarginRatio,
  type PnlBasis,
  type PositionFigures,
  positionFigures,
} from './model/position-figures.ts';

/** A position with what its row shows live: the mark, UPnL and ROE at the chosen price, the margin ratio. */
export interface PositionRow {
  readonly position: FuturesPosition;
  readonly contract: ShownContract;
  /** The live mark, or the pushed one. */
  readonly markPrice: string | undefined;
  readonly figures: PositionFigures;
  readonly marginRatio: string | null;
}

export function positionRows(
  positions: readonly FuturesPosition[],
  contracts: readonly FuturesContract[],
  tickers: ReadonlyMap<string, FuturesTicker>,
  basis: PnlBasis,
  crossWallet: string | undefined,
): PositionRow[] {
  const prices = (symbol: string) => {
    const ticker = tickers.get(symbol);
    return ticker && { markPrice: ticker.markPrice, lastPrice: ticker.lastPrice ?? undefined };
  };
  const marks = (symbol: string) => prices(symbol)?.markPrice;
  return positions.map((position) => {
    const markPrice = marks(position.symbol) ?? position.markPrice ?? undefined;
    return {
      position,
      contract: contractFor(contracts, position.symbol),
      markPrice,
      figures: positionFigures(position, basisPrice(prices(position.symbol), basis)),
      marginRatio: liveMarginRatio(position, positions, contracts, marks, crossWallet),
    };
  });
}
