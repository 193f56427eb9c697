import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { gridRequest, openBotOrders, PriceMover, storedHoldings } from './support/grid.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe('grid bot trigger, stop-loss and take-profit', ({ database }) => {
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
    async function at3300() {
      mover.tradeAt('3300');
      await market.trading.settled();
    }

    it('waits for its trigger price, then lays its ladder', async () => {
      await at3300();
      const { user } = await signUp(market.app);
      const { bot } = await grid().createGridBot(user.id, gridRequest({ triggerPrice: '3250' }));
      expect(bot.status).toBe('waiting');
      await market.trading.settled();
      expect(await openBotOrders(database.db, bot.id)).toEqual([]);
      expect((await storedHoldings(database.db, bot.id)).USDT).toBe('2000');
      mover.tradeAt('3280');
      await market.trading.settled();
      expect((await grid().gridBot(user.id, bot.id)).bot.status).toBe('waiting');
      mover.quote('3250.5', 'sell', 1_000_000);
      mover.tradeAt('3250');
      await market.trading.settled();
      const { bot: started } = await grid().gridBot(user.id, bot.id);
      expect(started.status).toBe('running');
      expect(started.startedAt).not.toBeNull();
      expect((await openBotOrders(database.db, bot.id)).length).toBe(bot.gridCount);
    });

    it('stops at its stop-loss selling the base, everything back with the owner', async () => {
      await at3300();
      mover.quote('3300.5', 'sell', 1_000_000);
      const { user } = await signUp(market.app);
      const totals = await totalsByAsset(database.db);
      const { bot } = await grid().createGridBot(user.id, gridRequest({ stopLossPrice: '3100' }));
      await market.trading.settled();
      mover.quote('3090', 'buy', 1_000_000);
      mover.moveTo('3200', 'sell');
      await market.trading.settled();
      expect((await grid().gridBot(user.id, bot.id)).bot.status).toBe('running');
      mover.tradeAt('3100');
      await market.trading.settled();
      const { bot: stopped } = await grid().gridBot(user.id, bot.id);
      expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'stop-loss' });
      // Sold at market but for less than a lot (the fee's remainder), which goes back as it is.
      expect(Number(stopped.baseBalance)).toBeLessThan(0.0001);
      expect(await openBotOrders(database.db, bot.id)).toEqual([]);
      expect(Object.values(await storedHoldings(database.db, bot.id)).every((amount) => amount === '0')).toBe(true);
      const returned = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, bot.id));
      expect(returned.some((entry) => entry.userId === user.id && entry.kind === 'grid-bot-return')).toBe(true);
      expect(await totalsByAsset(database.db)).toEqual(totals);
    });

    it('stops at its take-profit keeping the base when told to', async () => {
      await at3300();
      mover.quote('3300.5', 'sell', 1_000_000);
      const { user } = await signUp(market.app);
      const { bot } = await grid().createGridBot(
        user.id,
        gridRequest({ takeProfitPrice: '3500', onStop: 'keep-base' }),
      );
      await market.trading.settled();
      mover.moveTo('3400', 'buy');
      await market.trading.settled();
      expect((await grid().gridBot(user.id, bot.id)).bot.status).toBe('running');
      mover.tradeAt('3500');
      await market.trading.settled();
      const { bot: stopped } = await grid().gridBot(user.id, bot.id);
      expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'take-profit' });
      expect(await openBotOrders(database.db, bot.id)).toEqual([]);
    });
  });
}
