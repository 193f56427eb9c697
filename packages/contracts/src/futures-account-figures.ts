import Big from 'big.js';
import { type CrossPosition, crossMarginRatio, type MarginRatio, unrealizedPnl } from './futures-margin.ts';
import { type Decimal, roundTo, toBig, USDT_DECIMALS } from './futures-margin-rounding.ts';

/**
 * The figures of a futures account that move with the marks (FuturesAccountSummary's unrealized
 * PnL, available and cross margin ratio), one formula for the server's summary and the terminal's
 * live one. The cross wallet is the futures wallet's `available`: isolated margins and order
 * reserves sit in `frozen`, a cross position's margin stays in `available`.
 */

/** A position valued at its contract's mark (the entry price while none is known). */
export interface MarkedPosition extends CrossPosition {
  readonly marginMode: 'cross' | 'isolated';
  /** Its margin: an isolated one's own, a cross one's initial margin at entry. */
  readonly margin: Decimal;
}

export interface MarkedAccountFigures {
  /** Every position's UPnL. */
  readonly unrealizedPnl: Big;
  readonly isolatedMargin: Big;
  readonly crossPositionMargin: Big;
  /** What an order or a transfer may still use: the cross positions' margin and any cross loss out, rounded down. */
  readonly available: Big;
  /** Null without cross positions. */
  readonly crossMarginRatio: MarginRatio | null;
}

export function markedAccountFigures(
  walletAvailable: Decimal,
  positions: readonly MarkedPosition[],
): MarkedAccountFigures {
  let pnl = new Big(0);
  let crossPnl = new Big(0);
  let isolatedMargin = new Big(0);
  let crossPositionMargin = new Big(0);
  const cross = positions.filter((position) => position.marginMode === 'cross');
  for (const position of positions) {
    const positionPnl = unrealizedPnl(position.side, position.size, position.entryPrice, position.markPrice);
    pnl = pnl.plus(positionPnl);
    if (position.marginMode === 'isolated') {
      isolatedMargin = isolatedMargin.plus(toBig(position.margin));
    } else {
      crossPositionMargin = crossPositionMargin.plus(toBig(position.margin));
      crossPnl = crossPnl.plus(positionPnl);
    }
  }
  const free = toBig(walletAvailable)
    .plus(crossPnl.lt(0) ? crossPnl : 0)
    .minus(crossPositionMargin);
  return {
    unrealizedPnl: pnl,
    isolatedMargin,
    crossPositionMargin,
    available: free.gt(0) ? roundTo(free, USDT_DECIMALS, 'floor') : new Big(0),
    crossMarginRatio: cross.length === 0 ? null : crossMarginRatio(walletAvailable, cross),
  };
}
