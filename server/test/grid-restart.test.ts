import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { balances, gridBots, spotOrders } from '../src/db/schema.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated } from './support/databases.ts';
import { gridRequest, openBotOrders, PriceMover, placeOffLadder, storedHoldings } from './support/grid.ts';
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

      /** A fresh database and market at 3300 (also in `database`, `market`), a user, and a running bot of `gridRequest()`. */
      async function startWithBot() {
        database = await openMigrated(factory);
        const running = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        market = running;
        const mover = new PriceMover(running, SYMBOL);
        const { user } = await signUp(running.app);
        mover.openAt3300();
        const { bot } = await running.trading.desks.grid.createGridBot(user.id, gridRequest());
        return { market: running, mover, user, bot };
      }

      it('rebuilds each bot from the database: the same ladder, profit and rounds, and it trades on from there', async () => {
        const started = await startWithBot();
        market = started.market;
        let mover = started.mover;
        const { user, bot } = started;
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

      it('after a restart: a filled ladder order not reacted to gets its opposite order, an order off the ladder is cancelled, and a stop returns everything', async () => {
        const started = await startWithBot();
        market = started.market;
        let mover = started.mover;
        const { user, bot } = started;
        // The buy at 3280 fills; its sell at 3300 is laid in the same batch.
        mover.moveTo('3280', 'sell');
        await market.trading.settled();
        // An order of the bot's sub-account off its ladder (3190 is no level).
        const stray = await placeOffLadder(market, bot.id);
        await market.close();
        market = undefined;
        const [filledBuy] = await database.db
          .select()
          .from(spotOrders)
          .where(and(eq(spotOrders.userId, bot.id), eq(spotOrders.status, 'filled'), eq(spotOrders.price, '3280')));
        const [reaction] = await database.db
          .select()
          .from(spotOrders)
          .where(and(eq(spotOrders.userId, bot.id), eq(spotOrders.status, 'open'), eq(spotOrders.price, '3300')));
        if (!filledBuy || !reaction) throw new Error('no filled buy or no sell after it');
        expect(filledBuy.side).toBe('buy');
        // As if the process died with that reaction still waiting in memory: the commit holds the
        // buy's fill and the ladder still holds the buy; the sell after it was never placed.
        const row = await storedBot(database, bot.id);
        const ladder = row.ladder.filter((entry) => entry.orderId !== reaction.id);
        ladder.push({ orderId: filledBuy.id, level: 4, side: 'buy' });
        await database.db.update(gridBots).set({ ladder }).where(eq(gridBots.id, bot.id));
        await database.db.update(spotOrders).set({ status: 'cancelled' }).where(eq(spotOrders.id, reaction.id));
        await database.db
          .update(balances)
          .set({
            available: sql`${balances.available} + ${reaction.quantity}`,
            frozen: sql`${balances.frozen} - ${reaction.quantity}`,
          })
          .where(and(eq(balances.userId, bot.id), eq(balances.asset, 'ETH')));
        const totalsBefore = await totalsByAsset(database.db);
        await database.close();

        database = await factory.open();
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        mover = new PriceMover(market, SYMBOL);
        await market.trading.settled();
        const open = await openBotOrders(database.db, bot.id);
        expect(open.map((order) => order.id)).not.toContain(stray.order.id);
        const [strayAfter] = await database.db.select().from(spotOrders).where(eq(spotOrders.id, stray.order.id));
        expect(strayAfter?.status).toBe('cancelled');
        const sell = open.find((order) => new Big(order.price ?? '0').eq('3300'));
        expect(sell?.side).toBe('sell');
        const stored = await storedBot(database, bot.id);
        expect(stored.ladder.find((entry) => entry.orderId === sell?.id)).toMatchObject({
          level: 5,
          side: 'sell',
          round: { buyPrice: '3280' },
        });
        expect(stored.ladder.map((entry) => entry.orderId)).not.toContain(filledBuy.id);
        // The round completes: the price rises through 3300.
        mover.moveTo('3300', 'buy');
        await market.trading.settled();
        const { bot: later } = await market.trading.desks.grid.gridBot(user.id, bot.id);
        expect(later.roundsCompleted).toBe(1);
        // The stop cancels every open order of the sub-account and gives back all it holds.
        await market.trading.desks.grid.stopGridBot(user.id, bot.id, { action: 'keep-base' });
        await market.trading.settled();
        expect(await openBotOrders(database.db, bot.id)).toEqual([]);
        const left = await storedHoldings(database.db, bot.id);
        for (const amount of Object.values(left)) expect(amount).toBe('0');
        expect(await totalsByAsset(database.db)).toEqual(totalsBefore);

        // After another restart the stopped bot is only in the table: stopping or modifying it is
        // still a conflict for its owner, and a 404 for anyone else.
        await market.close();
        market = undefined;
        await database.close();
        database = await factory.open();
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
        const grid = market.trading.desks.grid;
        await expect(grid.stopGridBot(user.id, bot.id, { action: 'keep-base' })).rejects.toMatchObject({
          kind: 'conflict',
          reason: 'grid-bot-stopped',
        });
        await expect(grid.modifyGridBot(user.id, bot.id, { stopLossPrice: null })).rejects.toMatchObject({
          kind: 'conflict',
          reason: 'grid-bot-stopped',
        });
        const { user: stranger } = await signUp(market.app);
        await expect(grid.stopGridBot(stranger.id, bot.id, { action: 'keep-base' })).rejects.toMatchObject({
          kind: 'not-found',
        });
      }, 120_000);
    },
    { migrate: false },
  );
}
