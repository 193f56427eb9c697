import Big from 'big.js';
import type { Db } from '../../db/client.ts';
import { spotMarkets } from '../../db/schema.ts';
import { MarketUnits } from '../../market/units.ts';
import { normalizeDecimal } from '../../money.ts';

/** What the order API checks an order against, and the fees a fill pays. */
export interface MarketRules {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly units: MarketUnits;
  readonly minNotional: Big;
  readonly makerFee: Big;
  readonly takerFee: Big;
}

export async function loadMarketRules(db: Db): Promise<Map<string, MarketRules>> {
  const rows = await db.select().from(spotMarkets);
  return new Map(
    rows.map((row) => [
      row.symbol,
      {
        symbol: row.symbol,
        base: row.base,
        quote: row.quote,
        units: new MarketUnits(normalizeDecimal(row.tickSize), normalizeDecimal(row.lotSize)),
        minNotional: new Big(row.minNotional),
        makerFee: new Big(row.makerFee),
        takerFee: new Big(row.takerFee),
      },
    ]),
  );
}
