import { DEMO_DEPOSITS_PER_DAY, type WalletAsset, type WalletSummary } from '@vela/contracts/wallet';
import Big from 'big.js';
import { asc } from 'drizzle-orm';
import { holdingsOf } from '../accounts/balances.ts';
import type { PriceSource } from '../accounts/prices.ts';
import { totalInUsdt, valueInUsdt } from '../accounts/valuation.ts';
import type { Db } from '../db/client.ts';
import { spotMarkets } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { demoAllowances } from './demo-deposit.ts';
import { utcDay } from './utc-day.ts';

/** USDT first, then the markets' assets in their display order, each once; with the market each is traded on. */
async function listedAssets(db: Db): Promise<{ assets: string[]; tradeMarkets: Map<string, string> }> {
  const markets = await db
    .select({ symbol: spotMarkets.symbol, base: spotMarkets.base, quote: spotMarkets.quote })
    .from(spotMarkets)
    .orderBy(asc(spotMarkets.displayOrder), asc(spotMarkets.symbol));
  return {
    assets: [...new Set(['USDT', ...markets.flatMap((market) => [market.quote, market.base])])],
    // An asset's USDT market, else its first market in any quote (the later entries win).
    tradeMarkets: new Map(
      [...markets.filter((m) => m.quote !== 'USDT').reverse(), ...markets.filter((m) => m.quote === 'USDT')].map(
        (m) => [m.base, m.symbol],
      ),
    ),
  };
}

/**
 * The wallet screen in one answer: every listed asset (held or not) and any other asset held,
 * with its balance, price and value in USDT; the total is the sum of those values.
 */
export async function walletSummary(
  db: Db,
  userId: string,
  prices: PriceSource,
  now = new Date(),
): Promise<WalletSummary> {
  const holdings = await holdingsOf(db, userId);
  const held = new Map(holdings.map((holding) => [holding.asset, holding]));
  const listed = await listedAssets(db);
  const assets = [...new Set([...listed.assets, ...held.keys()])];
  const priced = await prices.pricesInUsdt(assets);
  const rows = assets.map((asset): WalletAsset => {
    const available = normalizeDecimal(held.get(asset)?.available ?? '0');
    const frozen = normalizeDecimal(held.get(asset)?.frozen ?? '0');
    const price = priced.get(asset);
    return {
      asset,
      available,
      frozen,
      total: new Big(available).plus(frozen).toFixed(),
      priceUsdt: price === undefined ? null : normalizeDecimal(price),
      valueUsdt: price === undefined ? null : valueInUsdt({ asset, available, frozen }, price),
      tradeSymbol: listed.tradeMarkets.get(asset) ?? null,
    };
  });
  return {
    assets: rows,
    totalUsdt: totalInUsdt(holdings, priced),
    demoDeposits: {
      perDay: DEMO_DEPOSITS_PER_DAY,
      resetsAt: utcDay(now).end.toISOString(),
      allowances: await demoAllowances(db, userId, now),
    },
  };
}
