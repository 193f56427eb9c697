import type { DepthSnapshot, Side } from './types.ts';

/** The best price on the other side of the book, as the engine exposes it. */
export interface BestPrices {
  bestBid(): number | undefined;
  bestAsk(): number | undefined;
}

/** Whether a limit at `limitTicks` would trade at once (take liquidity) on this book: what post-only refuses. */
export function wouldCross(book: BestPrices, side: Side, limitTicks: number): boolean {
  const opposite = side === 'buy' ? book.bestAsk() : book.bestBid();
  return opposite !== undefined && (side === 'buy' ? opposite <= limitTicks : opposite >= limitTicks);
}

/** Lots the other side offers up to `limitTicks`: a fill-or-kill order runs only when it is all there. */
export function lotsWithin(depth: DepthSnapshot, side: Side, limitTicks: number): bigint {
  const levels = side === 'buy' ? depth.asks : depth.bids;
  let lots = 0n;
  for (const level of levels) {
    if (side === 'buy' ? level.price > limitTicks : level.price < limitTicks) break;
    lots += BigInt(level.quantity);
  }
  return lots;
}
