import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { gridBots } from '../src/db/schema.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';
import { gridRequest, openBotOrders, PriceMover, storedHoldings } from './support/grid.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

async function storedBot(database: Database, botId: string) {
  const [row] = await database.db.select().from(gridBots).where(eq(gridBots.id, botId));
  if (!row) throw new Error(`no bot ${botId}`);
  return row;
}

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'grid bots across a restart',
    ({ factory }) => {
      let database: Database;
      let market: MarketApp | undefined;

      afterAll(async () => {
        await market?.close();
        await database?.close();
      });

      it('rebuilds each bot from the database: the same ladder, profit and rounds, and it trades on from there', async () => {
        database = await openMigrated(factory);
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        let mover = new PriceMover(market, SYMBOL);
        const { user } = await signUp(market.app);
        mover.moveTo('3300', 'buy', 1);
        mover.quote('3300.5', 'sell', 1_000_000);
        mover.moveTo('3300', 'buy', 1);
        const { bot } = await market.trading.desks.grid.createGridBot(user.id, gridRequest());
        // Rounds under way when the server stops: fills on several levels, their opposite orders laid.
        mover.moveTo('3240', 'sell');
        await market.trading.settled();
        mover.moveTo('3360', 'buy');
        await market.trading.settled();
        // The last fills' opposite orders are laid by the batch the stop lets finish.
        mover.moveTo('3260', 'sell');
        const { bot: before } = await market.trading.desks.grid.gridBot(user.id, bot.id);
        expect(before.roundsCompleted).toBeGreaterThan(0);
        await market.close();
        market = undefined;
        const ordersBefore = await openBotOrders(database.db, bot.id);
        const rowBefore = await storedBot(database, bot.id);
        const totalsBefore = await totalsByAsset(database.db);
        const held = await storedHoldings(database.db, bot.id);
        expect(rowBefore.ladder.map((entry) => entry.orderId).sort()).toEqual(
          ordersBefore.map((order) => order.id).sort(),
        );
        expect(rowBefore.roundsCompleted).toBe(before.roundsCompleted);
        expect(new Big(rowBefore.gridProfit).toFixed()).toBe(before.gridProfit);
        await database.close();

        database = await factory.open();
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        mover = new PriceMover(market, SYMBOL);
        const { bot: after } = await market.trading.desks.grid.gridBot(user.id, bot.id);
        expect(after).toEqual({
          ...before,
          floatingPnl: after.floatingPnl,
          totalPnl: after.totalPnl,
          annualisedReturn: after.annualisedReturn,
        });
        expect(await openBotOrders(database.db, bot.id)).toEqual(ordersBefore);
        const engine = market.market?.markets.get(SYMBOL)?.engine;
        for (const order of ordersBefore) expect(engine?.order(order.id)).toBeDefined();
        expect(await storedHoldings(database.db, bot.id)).toEqual(held);

        // It trades on: a fall fills its buys, each gets its sell; a rise completes rounds.
        mover.moveTo('3200', 'sell');
        await market.trading.settled();
        mover.moveTo('3400', 'buy');
        await market.trading.settled();
        const { bot: later } = await market.trading.desks.grid.gridBot(user.id, bot.id);
        expect(later.roundsCompleted).toBeGreaterThan(after.roundsCompleted);
        const open = await openBotOrders(database.db, bot.id);
        expect(new Set(open.map((order) => order.price)).size).toBe(open.length);
        expect((await storedBot(database, bot.id)).ladder.map((entry) => entry.orderId).sort()).toEqual(
          open.map((order) => order.id).sort(),
        );
        expect(await totalsByAsset(database.db)).toEqual(totalsBefore);
      }, 120_000);
    },
    { migrate: false },
  );
}
