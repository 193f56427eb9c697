import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { spotMarkets } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { MarketUnits } from './units.ts';

/** A listed spot market as the market service and the feed need it. */
export interface MarketSpec {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly units: MarketUnits;
  readonly displayOrder: number;
  /** Where the simulated price walk is anchored; null when the market has none. */
  readonly referencePrice: string | null;
}

export async function loadMarkets(db: Db): Promise<MarketSpec[]> {
  const rows = await db.select().from(spotMarkets).orderBy(asc(spotMarkets.displayOrder));
  return rows.map((row) => ({
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    units: new MarketUnits(normalizeDecimal(row.tickSize), normalizeDecimal(row.lotSize)),
    displayOrder: row.displayOrder,
    referencePrice: row.referencePrice === null ? null : normalizeDecimal(row.referencePrice),
  }));
}

/**
 * The listed markets, read from the database again when older than `maxAgeMs`: REST calls and
 * subscriptions check symbols against it without a query each, and a market listed later shows
 * up within that time. An unknown symbol never forces a reload, so it cannot be used to load the
 * database.
 */
export class MarketDirectory {
  private markets: MarketSpec[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<MarketSpec[]> | undefined;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 30_000,
  ) {}

  /** The markets, fresh enough. */
  async list(): Promise<MarketSpec[]> {
    if (Date.now() - this.loadedAt > this.maxAgeMs) return this.refresh();
    return this.markets;
  }

  async find(symbol: string): Promise<MarketSpec | undefined> {
    return (await this.list()).find((market) => market.symbol === symbol);
  }

  /**
   * Synchronous, for the feed's frame handling: answers from the last load and refreshes in the
   * background when that is stale. Call `list()` once at start-up so the first answer is right.
   */
  has(symbol: string): boolean {
    if (Date.now() - this.loadedAt > this.maxAgeMs) this.refresh().catch(() => {});
    return this.markets.some((market) => market.symbol === symbol);
  }

  /** Reads the list again now (one read at a time: a call during a read shares it). */
  refresh(): Promise<MarketSpec[]> {
    this.loading ??= loadMarkets(this.db)
      .then((markets) => {
        this.markets = markets;
        this.loadedAt = Date.now();
        return markets;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
