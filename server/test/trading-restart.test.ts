import { placeOrderResponseSchema } from '@vela/contracts/trading';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { spotOrders } from '../src/db/schema.ts';
import { MarketUnits } from '../src/market/units.ts';
import { normalizeDecimal } from '../src/money.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader, totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const units = new MarketUnits('0.01', '0.0001');

async function orderStates(database: Database) {
  const rows = await database.db.select().from(spotOrders).where(eq(spotOrders.symbol, SYMBOL));
  return new Map(
    rows.map((row) => [
      row.id,
      { status: row.status, filled: normalizeDecimal(row.filledQuantity), frozen: normalizeDecimal(row.frozen) },
    ]),
  );
}

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'trading across a restart',
    ({ factory }) => {
      let database: Database;
      let market: MarketApp | undefined;

      afterAll(async () => {
        await market?.close();
        await database?.close();
      });

      it('keeps every accepted order open, filled or cancelled exactly as it was, and trades on from there', async () => {
        database = await openMigrated(factory);
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        const cookies: string[] = [];
        for (let index = 0; index < 3; index += 1) cookies.push((await signUp(market.app)).cookie);

        // A stream of crossing orders over real HTTP, the server stopping while it is still arriving.
        const http = market.wsBase.replace('ws:', 'http:');
        const accepted = new Set<string>();
        const stream = Array.from({ length: 60 }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 5));
          const side = index % 2 === 0 ? 'buy' : 'sell';
          const price = (3300 + ((index * 7) % 11) - 5).toFixed(2);
          try {
            const response = await fetch(`${http}/api/v1/spot/orders`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                cookie: cookies[index % cookies.length] as string,
                origin: http,
              },
              body: JSON.stringify({ symbol: SYMBOL, side, type: 'limit', price, quantity: '0.0150' }),
            });
            if (response.status === 200) accepted.add(placeOrderResponseSchema.parse(await response.json()).order.id);
          } catch {
            // Refused: the server is gone.
          }
        });
        await new Promise((resolve) => setTimeout(resolve, 120));
        await market.close();
        market = undefined;
        await Promise.all(stream);
        expect(accepted.size).toBeGreaterThan(0);
        expect(accepted.size).toBeLessThan(stream.length);
        const before = await orderStates(database);
        const totalsBefore = await totalsByAsset(database.db);
        await database.close();

        database = await factory.open();
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        const after = await orderStates(database);
        expect(after).toEqual(before);
        expect(await totalsByAsset(database.db)).toEqual(totalsBefore);
        for (const id of accepted) expect(['open', 'filled', 'cancelled']).toContain(after.get(id)?.status);

        const engine = market.market?.markets.get(SYMBOL)?.engine;
        if (!engine) throw new Error('no engine');
        const rows = await database.db.select().from(spotOrders).where(eq(spotOrders.status, 'open'));
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const resting = engine.order(row.id);
          expect(resting?.remaining).toBe(Number(units.lots(row.quantity) - units.lots(row.filledQuantity)));
        }
        const restingLots = (levels: { quantity: number }[]) => levels.reduce((sum, level) => sum + level.quantity, 0);
        const depth = engine.depth();
        const openLots = rows.reduce(
          (sum, row) => sum + Number(units.lots(row.quantity) - units.lots(row.filledQuantity)),
          0,
        );
        expect(restingLots(depth.bids) + restingLots(depth.asks)).toBe(openLots);

        // Trading goes on against the restored book, and each restored order fills only once.
        const taker = new Trader(market.app, (await signUp(market.app)).cookie);
        const totalsWithTaker = await totalsByAsset(database.db);
        const bids = restingLots(depth.bids);
        const response = await taker.place({ symbol: SYMBOL, side: 'sell', type: 'market', quantity: '0.1' });
        expect(response.statusCode === 200 || bids === 0).toBe(true);
        await market.trading.settled();
        expect(await totalsByAsset(database.db)).toEqual(totalsWithTaker);
        for (const [id, state] of await orderStates(database)) {
          if (before.has(id)) expect(Number(state.filled)).toBeLessThanOrEqual(0.015);
          if (state.status !== 'open') expect(state.frozen).toBe('0');
        }
      }, 120_000);
    },
    { migrate: false },
  );
}
