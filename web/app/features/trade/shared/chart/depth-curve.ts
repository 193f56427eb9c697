import Big from 'big.js';
import type { BookRow, BookSides } from '../../../../lib/market/order-book.ts';

/** A level of the depth chart: its price and the amount of the book from the best price to it. */
export interface DepthStep {
  readonly price: string;
  /** Cumulative amount (base asset), exact. */
  readonly total: string;
  /** Drawing only. */
  readonly priceValue: number;
  readonly totalValue: number;
}

export interface DepthCurve extends BookSides<DepthStep> {
  /** The largest cumulative amount of either side (the chart's height), drawing only. */
  readonly deepest: number;
}

function accumulate(rows: readonly Pick<BookRow, 'price' | 'quantity'>[]): DepthStep[] {
  let total = new Big(0);
  return rows.map((row) => {
    total = total.plus(row.quantity);
    return { price: row.price, total: total.toFixed(), priceValue: Number(row.price), totalValue: total.toNumber() };
  });
}

/** Each side's cumulative depth from the book's rows (best first on both sides). */
export function depthCurve(book: {
  readonly bids: readonly Pick<BookRow, 'price' | 'quantity'>[];
  readonly asks: readonly Pick<BookRow, 'price' | 'quantity'>[];
}): DepthCurve {
  const bids = accumulate(book.bids);
  const asks = accumulate(book.asks);
  return { bids, asks, deepest: Math.max(bids.at(-1)?.totalValue ?? 0, asks.at(-1)?.totalValue ?? 0) };
}

export type DepthSide = 'bid' | 'ask';
export interface DepthPoint {
  readonly side: DepthSide;
  readonly step: DepthStep;
}

/**
 * What a seller (below the best bid) or a buyer (above the best ask) would fill down or up to a
 * price: the bids at or above it, the asks at or below it. Between the best prices, the nearer
 * best level; beyond the deepest level shown, the deepest.
 */
export function depthAt(curve: DepthCurve, price: number): DepthPoint | undefined {
  const bestBid = curve.bids[0];
  const bestAsk = curve.asks[0];
  if (!bestBid && !bestAsk) return undefined;
  const onBidSide =
    bestAsk === undefined || (bestBid !== undefined && price <= (bestBid.priceValue + bestAsk.priceValue) / 2);
  if (onBidSide && bestBid) {
    const step = [...curve.bids].reverse().find((level) => level.priceValue >= price) ?? bestBid;
    return { side: 'bid', step };
  }
  if (!bestAsk) return undefined;
  const step = [...curve.asks].reverse().find((level) => level.priceValue <= price) ?? bestAsk;
  return { side: 'ask', step };
}

/** The steps in price order, lowest bid to highest ask: what the arrow keys walk through. */
export function stepsInPriceOrder(curve: DepthCurve): DepthPoint[] {
  return [
    ...[...curve.bids].reverse().map((step): DepthPoint => ({ side: 'bid', step })),
    ...curve.asks.map((step): DepthPoint => ({ side: 'ask', step })),
  ];
}
