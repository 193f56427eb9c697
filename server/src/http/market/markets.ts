import type { SpotMarketList } from '@vela/contracts/markets';
import { marketDataOperations } from '@vela/contracts/operations/market-data';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { spotMarkets } from '../../db/schema.ts';
import { normalizeDecimal } from '../../money.ts';
import { route } from '../route.ts';

export async function marketRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  route(app, marketDataOperations.markets, async (): Promise<SpotMarketList> => {
    const rows = await database.db.select().from(spotMarkets).orderBy(asc(spotMarkets.displayOrder));
    return {
      markets: rows.map((row) => ({
        symbol: row.symbol,
        base: row.base,
        quote: row.quote,
        tickSize: normalizeDecimal(row.tickSize),
        lotSize: normalizeDecimal(row.lotSize),
        minNotional: normalizeDecimal(row.minNotional),
        pricePrecision: row.pricePrecision,
        amountPrecision: row.amountPrecision,
        displayOrder: row.displayOrder,
        makerFee: normalizeDecimal(row.makerFee),
        takerFee: normalizeDecimal(row.takerFee),
        listedAt: row.listedAt.toISOString(),
      })),
    };
  });
}
