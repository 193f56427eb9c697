import type { Ticker } from '@vela/contracts/market-data';
import Big from 'big.js';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { spotMarkets } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

/**
 * Prices in USDT as decimal strings, by asset. The valuation code depends only on this, so the
 * live engine's last prices can replace the reference prices without touching it.
 */
export interface PriceSource {
  /** Prices of those `assets` it knows; USDT itself is always 1. */
  pricesInUsdt(assets: readonly string[]): Promise<Map<string, string>>;
}

/** One pair's price: a unit of `base` costs `price` of `quote`. */
export interface PairPrice {
  readonly base: string;
  readonly quote: string;
  readonly price: string;
}

/**
 * Every asset's price in USDT the pairs give: its BASE_USDT pair's where there is one, else
 * through a pair whose quote is priced (SOL_BTC x BTC_USDT, XRP_USDC x USDC_USDT). Exact decimal
 * products; an asset no chain reaches is left out.
 */
export function usdtPricesOf(pairs: readonly PairPrice[]): Map<string, string> {
  const prices = new Map<string, Big>([['USDT', new Big(1)]]);
  const positive = pairs.filter((pair) => new Big(pair.price).gt(0));
  for (const pair of positive)
    if (pair.quote === 'USDT' && !prices.has(pair.base)) prices.set(pair.base, new Big(pair.price));
  // Each round reaches one more hop from USDT; listed pairs are never more than two away.
  for (let round = 0; round < 2; round++) {
    for (const pair of positive) {
      const quotePrice = prices.get(pair.quote);
      if (quotePrice !== undefined && !prices.has(pair.base)) prices.set(pair.base, quotePrice.times(pair.price));
    }
  }
  return new Map([...prices].map(([asset, price]) => [asset, normalizeDecimal(price.toFixed())]));
}

function pick(prices: ReadonlyMap<string, string>, assets: readonly string[]): Map<string, string> {
  return new Map(assets.flatMap((asset) => (prices.has(asset) ? [[asset, prices.get(asset) as string] as const] : [])));
}

/** Prices from `spot_markets.reference_price`, through any quote asset. */
export function referencePriceSource(db: Db): PriceSource {
  return {
    async pricesInUsdt(assets) {
      if (assets.every((asset) => asset === 'USDT')) return pick(new Map([['USDT', '1']]), assets);
      const rows = await db
        .select({ base: spotMarkets.base, quote: spotMarkets.quote, price: spotMarkets.referencePrice })
        .from(spotMarkets)
        .where(isNotNull(spotMarkets.referencePrice));
      const pairs = rows.flatMap((row) => (row.price === null ? [] : [{ ...row, price: row.price }]));
      return pick(usdtPricesOf(pairs), assets);
    },
  };
}

/**
 * The live market's last prices (the tickers this instance holds, through any quote asset),
 * falling back to `fallback` for assets without a live price: before the engine's first
 * tickers, or a market that is not traded.
 */
export function livePriceSource(lastTickers: () => readonly Ticker[], fallback: PriceSource): PriceSource {
  return {
    async pricesInUsdt(assets) {
      const pairs = lastTickers().flatMap((ticker) => {
        const [base, quote] = ticker.symbol.split('_');
        return base && quote ? [{ base, quote, price: ticker.last }] : [];
      });
      const live = pick(usdtPricesOf(pairs), assets);
      const missing = assets.filter((asset) => !live.has(asset));
      const prices = await fallback.pricesInUsdt(missing);
      for (const [asset, price] of live) prices.set(asset, price);
      return prices;
    },
  };
}
