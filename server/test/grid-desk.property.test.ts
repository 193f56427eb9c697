import type { GridBot } from '@vela/contracts/grid';
import Big from 'big.js';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { gridRequest, openBotOrders, PriceMover, roundsFromFills, storedHoldings } from './support/grid.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe('grid bots on the real desk and engine', ({ database }) => {
    let market: MarketApp;
    let mover: PriceMover;

    beforeAll(async () => {
      market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
      mover = new PriceMover(market, SYMBOL);
    });
    afterAll(async () => {
      await market?.close();
    });

    const grid = () => market.trading.desks.grid;

    /** A fresh owner and a bot laid at 3300 with asks to buy its base from. */
    async function startedBot(overrides = {}) {
      const { user } = await signUp(market.app);
      const totals = await totalsByAsset(database.db);
      mover.moveTo('3300', 'buy', 1);
      mover.quote('3300.5', 'sell', 100_000);
      mover.moveTo('3300', 'buy', 1);
      const { bot } = await grid().createGridBot(user.id, gridRequest(overrides));
      await market.trading.settled();
      return { ownerId: user.id, bot, totals };
    }

    async function expectLadderSound(bot: GridBot) {
      const open = await openBotOrders(database.db, bot.id);
      const prices = open.map((order) => new Big(order.price as string).toFixed());
      expect(new Set(prices).size).toBe(prices.length);
      for (const price of prices) expect(bot.levels).toContain(price);
      // At most one level is empty where the price stands, plus those the funds did not reach.
      expect(open.length).toBeLessThanOrEqual(bot.gridCount);
    }

    it('lays the ladder: sells above the price, buys below, one level empty, funds moved into the bot', async () => {
      const { ownerId, bot } = await startedBot();
      expect(bot.status).toBe('running');
      const open = await openBotOrders(database.db, bot.id);
      expect(
        open.filter((order) => order.side === 'sell').every((order) => new Big(order.price as string).gt(3300)),
      ).toBe(true);
      expect(
        open.filter((order) => order.side === 'buy').every((order) => new Big(order.price as string).lt(3300)),
      ).toBe(true);
      expect(open).toHaveLength(bot.gridCount);
      expect((await storedHoldings(database.db, ownerId)).USDT).toBe('8000');
      await expectLadderSound(bot);
    });

    it('random price paths: every round earns gap x quantity - both fees, one order a level, totals kept, stop gives all back', async () => {
      const level = fc.integer({ min: 0, max: 10 });
      let roundsSeen = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(level, { minLength: 1, maxLength: 14 }), fc.boolean(), async (path, sell) => {
          const { ownerId, bot, totals } = await startedBot();
          let current = 3300;
          for (const index of path) {
            const target = 3200 + index * 20;
            if (target === current) continue;
            mover.moveTo(target.toFixed(2), target < current ? 'sell' : 'buy');
            current = target;
            await market.trading.settled();
            const { bot: now } = await grid().gridBot(ownerId, bot.id);
            await expectLadderSound(now);
            const expected = await roundsFromFills(database.db, bot.id, now.levels);
            expect(now.roundsCompleted).toBe(expected.rounds);
            expect(now.gridProfit).toBe(expected.profit.toFixed());
            roundsSeen = Math.max(roundsSeen, now.roundsCompleted);
            expect(await totalsByAsset(database.db)).toEqual(totals);
          }
          const { bot: stopped } = await grid().stopGridBot(ownerId, bot.id, {
            action: sell ? 'sell-base' : 'keep-base',
          });
          await market.trading.settled();
          expect(stopped.status).toBe('stopped');
          expect(await openBotOrders(database.db, bot.id)).toEqual([]);
          const left = await storedHoldings(database.db, bot.id);
          for (const amount of Object.values(left)) expect(amount).toBe('0');
          expect(await totalsByAsset(database.db)).toEqual(totals);
        }),
        { numRuns: 8 },
      );
      // The paths did complete rounds: the profit check above was not vacuous.
      expect(roundsSeen).toBeGreaterThan(0);
    }, 240_000);

    it('fills on many levels in one batch each get their opposite order', async () => {
      const { ownerId, bot } = await startedBot({ gridCount: 20 });
      mover.moveTo('3200', 'sell');
      await market.trading.settled();
      const { bot: after } = await grid().gridBot(ownerId, bot.id);
      const open = await openBotOrders(database.db, bot.id);
      expect(open.every((order) => order.side === 'sell')).toBe(true);
      expect(open.length).toBe(bot.gridCount);
      await expectLadderSound(after);
    });
  });
}
