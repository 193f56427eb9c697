import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gridBots } from '../src/db/schema.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser, type Engine, startEngine } from './support/engine.ts';
import { failingCommits } from './support/failing-commits.ts';
import { gridRequest, openBotOrders, PriceMover } from './support/grid.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

// A batch lost between the engine and the database (what a kill -9 before its commit does): the
// fills and the opposite orders it held are gone together, and every bot is rebuilt as the last
// commit left it, with no order lost or doubled.
for (const onDatabase of testDatabases) {
  onDatabase.describe('grid bots after a lost batch', ({ database }) => {
    let engine: Engine;
    let failNextCommit: (delayMs?: number) => void;

    beforeAll(async () => {
      const failing = failingCommits(database.db);
      failNextCommit = failing.failNextCommit;
      engine = await startEngine(database, { db: failing.db, symbols: [SYMBOL] });
    });
    afterAll(async () => {
      await engine?.close();
    });

    const storedLadder = async (botId: string) => {
      const [row] = await database.db.select().from(gridBots).where(eq(gridBots.id, botId));
      return (row?.ladder ?? []).map((entry) => entry.orderId).sort();
    };

    it('rebuilds each bot from its last commit: the same open orders in the book, once each, and it trades on', async () => {
      const mover = new PriceMover(engine, SYMBOL);
      const grid = engine.trading.desks.grid;
      const ownerId = await createFundedUser(database.db, `grid-${Date.now()}@example.com`, { USDT: '10000' });
      mover.tradeAt('3300');
      mover.quote('3300.5', 'sell', 1_000_000);
      const { bot } = await grid.createGridBot(ownerId, gridRequest());
      mover.moveTo('3240', 'sell');
      await engine.trading.settled();
      const committed = await openBotOrders(database.db, bot.id);
      const { bot: before } = await grid.gridBot(ownerId, bot.id);
      const totals = await totalsByAsset(database.db);

      failNextCommit();
      mover.moveTo('3360', 'buy');
      await engine.trading.settled();
      // Once more: the book was rebuilt from the database after the failed commit.
      await engine.trading.settled();

      expect(await openBotOrders(database.db, bot.id)).toEqual(committed);
      expect(await storedLadder(bot.id)).toEqual(committed.map((order) => order.id).sort());
      const inMemory = engine.trading.desks.spot.tracker.openOf(bot.id).map((order) => order.id);
      expect(inMemory.sort()).toEqual(committed.map((order) => order.id).sort());
      const book = engine.market.markets.get(SYMBOL)?.engine;
      for (const order of committed) expect(book?.order(order.id)).toBeDefined();
      const { bot: after } = await grid.gridBot(ownerId, bot.id);
      expect({ rounds: after.roundsCompleted, profit: after.gridProfit }).toEqual({
        rounds: before.roundsCompleted,
        profit: before.gridProfit,
      });
      expect(await totalsByAsset(database.db)).toEqual(totals);

      // It trades on from there: the rise fills the sells (rounds after the buys), each gets its buy.
      mover.moveTo('3360', 'buy');
      await engine.trading.settled();
      const { bot: later } = await grid.gridBot(ownerId, bot.id);
      expect(later.roundsCompleted).toBeGreaterThan(after.roundsCompleted);
      const open = await openBotOrders(database.db, bot.id);
      expect(new Set(open.map((order) => order.price)).size).toBe(open.length);
      expect(await storedLadder(bot.id)).toEqual(open.map((order) => order.id).sort());
      expect(await totalsByAsset(database.db)).toEqual(totals);
    }, 60_000);
  });
}
