import Big from 'big.js';
import type { FeedRuntime } from '../feed/runtime.ts';
import { type PriceOf, underlyingMarket } from './products.ts';

/**
 * An underlying's price as this instance heard it: the perpetual's index price (`<ASSET>_USDT`),
 * else the spot market's last price; undefined before either arrived.
 */
export function indexPriceOf(feed: Pick<FeedRuntime, 'view' | 'futures'>): PriceOf {
  return (underlying) => {
    const symbol = underlyingMarket(underlying);
    const index = feed.futures.tickers().find((ticker) => ticker.symbol === symbol)?.indexPrice;
    if (index !== undefined && new Big(index).gt(0)) return index;
    const last = feed.view.tickers().find((ticker) => ticker.symbol === symbol)?.last;
    return last !== undefined && new Big(last).gt(0) ? last : undefined;
  };
}
