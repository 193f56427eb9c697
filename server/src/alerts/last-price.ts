import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { marketTrades, spotMarkets } from '../db/schema.ts';
import type { MarketView } from '../feed/market-view.ts';
import { normalizeDecimal } from '../money.ts';

/**
 * The pair's last price as any instance knows it: the newer of the live ticker this instance heard
 * and the last trade the engine saved; before any trade, the pair's reference price; else null.
 */
export async function lastPrice(db: Db, view: MarketView, symbol: string): Promise<string | null> {
  const ticker = view.tickers().find((candidate) => candidate.symbol === symbol);
  const [saved] = await db
    .select({ price: marketTrades.price, time: marketTrades.time })
    .from(marketTrades)
    .where(eq(marketTrades.symbol, symbol))
    .orderBy(desc(marketTrades.id))
    .limit(1);
  if (ticker && (!saved || ticker.time >= Number(saved.time))) return ticker.last;
  if (saved) return normalizeDecimal(saved.price);
  const [market] = await db
    .select({ price: spotMarkets.referencePrice })
    .from(spotMarkets)
    .where(eq(spotMarkets.symbol, symbol));
  return market?.price ? normalizeDecimal(market.price) : null;
}
