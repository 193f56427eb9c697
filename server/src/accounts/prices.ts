import type { Ticker } from '@vela/contracts/market-data';
import Big from 'big.js';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { spotMarkets } from '../db/schema.ts';

/**
 * Prices in USDT as decimal strings, by asset. The valuation code depends only on this, so the
 * live engine's last prices can replace the reference prices without touching it.
 */
export interface PriceSource {
  /** Prices of those `assets` it knows; USDT itself is always 1. */
  pricesInUsdt(assets: readonly string[]): Promise<Map<string, string>>;
}

/** Prices from `spot_markets.reference_price` of the BASE_USDT markets. */
export function referencePriceSource(db: Db): PriceSource {
  return {
    async pricesInUsdt(assets) {
      const prices = new Map<string, string>();
      if (assets.includes('USDT')) prices.set('USDT', '1');
      const others = assets.filter((asset) => asset !== 'USDT');
      if (others.length === 0) return prices;
      const rows = await db
        .select({ asset: spotMarkets.base, price: spotMarkets.referencePrice })
        .from(spotMarkets)
        .where(
          and(eq(spotMarkets.quote, 'USDT'), inArray(spotMarkets.base, others), isNotNull(spotMarkets.referencePrice)),
        );
      for (const row of rows) if (row.price !== null) prices.set(row.asset, row.price);
      return prices;
    },
  };
}

/**
 * The live market's last prices (the BASE_USDT tickers this instance holds), falling back to
 * `fallback` for assets without a live ticker: before the engine's first tickers, or a market
 * that is not traded.
 */
export function livePriceSource(lastTickers: () => readonly Ticker[], fallback: PriceSource): PriceSource {
  return {
    async pricesInUsdt(assets) {
      const live = new Map<string, string>();
      for (const ticker of lastTickers()) {
        const [base, quote] = ticker.symbol.split('_');
        if (base && quote === 'USDT' && assets.includes(base) && new Big(ticker.last).gt(0))
          live.set(base, ticker.last);
      }
      const missing = assets.filter((asset) => asset !== 'USDT' && !live.has(asset));
      const prices = await fallback.pricesInUsdt(missing);
      if (assets.includes('USDT')) prices.set('USDT', '1');
      for (const [asset, price] of live) prices.set(asset, price);
      return prices;
    },
  };
}
