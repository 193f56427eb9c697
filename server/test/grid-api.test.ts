import { randomUUID } from 'node:crypto';
import { apiKeyHeaders, apiKeyPaths, canonicalRequest, createdApiKeySchema } from '@vela/contracts/api-keys';
import { apiErrorSchema } from '@vela/contracts/errors';
import { gridBotListSchema, gridBotResponseSchema, gridPaths } from '@vela/contracts/grid';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hmacSignature } from '../src/accounts/api-key-signature.ts';
import { gridBots, ledgerEntries, notifications, users } from '../src/db/schema.ts';
import { STOPPED_LISTED } from '../src/desks/grid/desk.ts';
import { storeNoticeForEveryone } from '../src/notify/notices.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { gridRequest, openBotOrders, PriceMover, placeOffLadder, storedHoldings } from './support/grid.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const SYMBOL = 'ETH_USDT';
/** A listed market this instance does not run: it has no last price. */
const UNTRADED = 'BTC_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe('the grid bot API', ({ database }) => {
    let market: MarketApp;
    let app: FastifyInstance;
    let owner: SignedUp;
    let mover: PriceMover;

    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = owner.cookie) =>
      app.inject({
        method,
        url,
        headers: { cookie, ...(method === 'GET' ? {} : { origin: SAME_ORIGIN }) },
        ...(payload ? { payload } : {}),
      });
    const refusal = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

    beforeAll(async () => {
      market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
      app = market.app;
      owner = await signUp(app);
      mover = new PriceMover(market, SYMBOL);
      mover.openAt3300();
    });
    afterAll(async () => {
      await market?.close();
    });

    it('creates a bot: the investment leaves the owner into the bot sub-account, with ledger entries on both sides', async () => {
      const response = await call('POST', gridPaths.bots, gridRequest({ investment: '1500', stopLossPrice: '3000' }));
      expect(response.statusCode, response.body).toBe(200);
      const { bot } = gridBotResponseSchema.parse(response.json());
      expect(bot).toMatchObject({ status: 'running', symbol: SYMBOL, investment: '1500', stopLossPrice: '3000' });
      expect(bot.levels).toHaveLength(11);
      expect((await storedHoldings(database.db, owner.user.id)).USDT).toBe('8500');
      const [account] = await database.db.select().from(users).where(eq(users.id, bot.id));
      expect(account).toMatchObject({ ownerId: owner.user.id, email: null, phone: null });
      const entries = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, bot.id));
      expect(entries.map((entry) => [entry.userId, entry.kind, Number(entry.amount)]).sort()).toEqual(
        [
          [owner.user.id, 'grid-bot-invest', -1500],
          [bot.id, 'grid-bot-invest', 1500],
        ].sort(),
      );
      // The owner's own orders cannot reach the bot's funds: they are another user's balances.
      expect((await openBotOrders(database.db, bot.id)).length).toBe(10);
      // Nobody reads a sub-account's notices: its start's fill and an announcement store none for it.
      await market.trading.settled();
      await storeNoticeForEveryone(database.db, {
        kind: 'announcement',
        title: 'Maintenance',
        body: 'Maintenance tonight',
        time: Date.now(),
      });
      const noticed = async (userId: string) =>
        (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);
      expect(await noticed(bot.id)).toEqual([]);
      expect(await noticed(owner.user.id)).toContain('announcement');
    });

    it('refuses bad parameters naming the field, and moves nothing', async () => {
      const before = await storedHoldings(database.db, owner.user.id);
      const cases: [object, string, string][] = [
        [{ upperPrice: '3100' }, 'upperPrice', 'upper-not-above-lower'],
        [{ investment: '10' }, 'investment', 'order-below-min-notional'],
        [{ gridCount: 200, lowerPrice: '3299.5', upperPrice: '3300.5' }, 'gridCount', 'grids-too-dense'],
        [{ lowerPrice: '3200.001' }, 'lowerPrice', 'price-off-tick'],
        [{ stopLossPrice: '3250' }, 'stopLossPrice', 'stop-loss-in-range'],
        [{ investment: '50000' }, 'investment', 'insufficient-balance'],
        [{ triggerPrice: '0' }, 'triggerPrice', 'price-not-positive'],
        [{ triggerPrice: '0.00' }, 'triggerPrice', 'price-not-positive'],
        [{ lowerPrice: '0' }, 'lowerPrice', 'lower-not-positive'],
        // The last price is about 3300: a range above it with a stop-loss the price is already under.
        [
          { lowerPrice: '3350', upperPrice: '3500', stopLossPrice: '3310' },
          'stopLossPrice',
          'stop-loss-not-below-price',
        ],
        [
          { lowerPrice: '3000', upperPrice: '3200', takeProfitPrice: '3210' },
          'takeProfitPrice',
          'take-profit-not-above-price',
        ],
        [{ symbol: UNTRADED, lowerPrice: '60000', upperPrice: '70000' }, 'symbol', 'no-price'],
        [{ symbol: 'NOPE_USDT' }, 'symbol', 'unknown-market'],
      ];
      for (const [change, field, reason] of cases) {
        const response = await call('POST', gridPaths.bots, gridRequest(change));
        expect(response.statusCode, JSON.stringify(change)).toBe(reason === 'no-price' ? 503 : 400);
        const error = refusal(response);
        expect(error.reason).toBe(reason);
        expect(Object.keys(error.fields ?? {})).toContain(field);
      }
      const tooSmall = refusal(await call('POST', gridPaths.bots, gridRequest({ investment: '10' })));
      expect(tooSmall.message).toMatch(/at least \d+(\.\d+)? USDT/);
      expect((await call('POST', gridPaths.bots, { ...gridRequest(), gridCount: 1 })).statusCode).toBe(400);
      expect(await storedHoldings(database.db, owner.user.id)).toEqual(before);
    });

    it('lists, shows and modifies the owner’s bots; another user gets 404', async () => {
      const list = gridBotListSchema.parse((await call('GET', gridPaths.bots)).json());
      expect(list.bots.length).toBeGreaterThan(0);
      const [bot] = list.bots;
      if (!bot) throw new Error('no bot');
      const shown = await call('GET', gridPaths.bot(bot.id));
      expect(gridBotResponseSchema.parse(shown.json()).bot.id).toBe(bot.id);
      const modified = await call('PATCH', gridPaths.bot(bot.id), { stopLossPrice: null, takeProfitPrice: '3600' });
      expect(modified.statusCode, modified.body).toBe(200);
      expect(gridBotResponseSchema.parse(modified.json()).bot).toMatchObject({
        stopLossPrice: null,
        takeProfitPrice: '3600',
      });
      const bad = await call('PATCH', gridPaths.bot(bot.id), { takeProfitPrice: '3300' });
      expect(refusal(bad).reason).toBe('take-profit-in-range');

      const stranger = await signUp(app);
      expect((await call('GET', gridPaths.bot(bot.id), undefined, stranger.cookie)).statusCode).toBe(404);
      expect(
        (await call('PATCH', gridPaths.bot(bot.id), { takeProfitPrice: '3700' }, stranger.cookie)).statusCode,
      ).toBe(404);
      expect((await call('POST', gridPaths.stop(bot.id), { action: 'keep-base' }, stranger.cookie)).statusCode).toBe(
        404,
      );
      expect(
        gridBotListSchema.parse((await call('GET', gridPaths.bots, undefined, stranger.cookie)).json()).bots,
      ).toEqual([]);
      expect((await call('GET', gridPaths.bot('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    });

    it('stops with keep-base: orders cancelled, the base and quote back in the owner’s wallet', async () => {
      const { bots } = gridBotListSchema.parse((await call('GET', gridPaths.bots)).json());
      const bot = bots.find((candidate) => candidate.status === 'running');
      if (!bot) throw new Error('no running bot');
      // An order of the bot's sub-account off its ladder (3190 is no level): the stop cancels it too.
      await placeOffLadder(market, bot.id);
      const response = await call('POST', gridPaths.stop(bot.id), { action: 'keep-base' });
      expect(response.statusCode, response.body).toBe(200);
      const stopped = gridBotResponseSchema.parse(response.json()).bot;
      expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'user' });
      expect(await openBotOrders(database.db, bot.id)).toEqual([]);
      const left = await storedHoldings(database.db, bot.id);
      expect(Object.values(left).every((amount) => amount === '0')).toBe(true);
      expect(Number(stopped.baseBalance)).toBeGreaterThan(0);
      expect(refusal(await call('POST', gridPaths.stop(bot.id), { action: 'keep-base' })).reason).toBe(
        'grid-bot-stopped',
      );
      const listed = gridBotListSchema.parse((await call('GET', `${gridPaths.bots}?status=stopped`)).json()).bots;
      expect(listed.map((candidate) => candidate.id)).toContain(bot.id);
    });

    it('lists every bot not stopped and the most recently stopped ones, at most STOPPED_LISTED', async () => {
      const trader = await signUp(app);
      const stoppedAt = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000);
      const ids = Array.from({ length: STOPPED_LISTED + 5 }, () => randomUUID());
      await database.db.insert(users).values(ids.map((id) => ({ id, passwordHash: '!', ownerId: trader.user.id })));
      await database.db.insert(gridBots).values(
        ids.map((id, index) => ({
          id,
          ownerId: trader.user.id,
          symbol: SYMBOL,
          lowerPrice: '3200',
          upperPrice: '3400',
          gridCount: 10,
          spacing: 'arithmetic',
          investment: '1000',
          orderQuantity: '0.03',
          onStop: 'keep-base',
          status: 'stopped',
          stopReason: 'user',
          finalBase: '0',
          finalQuote: '1000',
          createdAt: stoppedAt(-index),
          startedAt: stoppedAt(-index),
          stoppedAt: stoppedAt(index),
        })),
      );
      const created = await call('POST', gridPaths.bots, gridRequest({ investment: '1200' }), trader.cookie);
      expect(created.statusCode, created.body).toBe(200);
      const running = gridBotResponseSchema.parse(created.json()).bot;
      const listed = gridBotListSchema.parse(
        (await call('GET', `${gridPaths.bots}?status=all`, undefined, trader.cookie)).json(),
      ).bots;
      expect(listed).toHaveLength(STOPPED_LISTED + 1);
      expect(listed[0]?.id).toBe(running.id);
      // The most recently stopped: the last STOPPED_LISTED inserted.
      expect(new Set(listed.slice(1).map((bot) => bot.id))).toEqual(new Set(ids.slice(5)));
      const stopped = gridBotListSchema.parse(
        (await call('GET', `${gridPaths.bots}?status=stopped`, undefined, trader.cookie)).json(),
      ).bots;
      expect(stopped).toHaveLength(STOPPED_LISTED);
      const live = gridBotListSchema.parse(
        (await call('GET', `${gridPaths.bots}?status=running`, undefined, trader.cookie)).json(),
      ).bots;
      expect(live.map((bot) => bot.id)).toEqual([running.id]);
      await call('POST', gridPaths.stop(running.id), { action: 'keep-base' }, trader.cookie);
    });

    it('works with an API key holding spot-trade, and refuses one holding only read', async () => {
      const createKey = async (permissions: string[]) => {
        const response = await app.inject({
          method: 'POST',
          url: apiKeyPaths.keys,
          headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
          payload: { password: owner.password, kind: 'hmac', label: `grid ${permissions.join(' ')}`, permissions },
        });
        expect(response.statusCode, response.body).toBe(201);
        return createdApiKeySchema.parse(response.json());
      };
      const signed = (
        key: { key: { keyId: string }; secret?: string | null },
        method: 'GET' | 'POST',
        url: string,
        body?: object,
      ) => {
        const payload = body === undefined ? '' : JSON.stringify(body);
        const timestamp = String(Date.now());
        const message = canonicalRequest({ timestamp, method, pathAndQuery: url, body: payload });
        return app.inject({
          method,
          url,
          headers: {
            [apiKeyHeaders.key]: key.key.keyId,
            [apiKeyHeaders.timestamp]: timestamp,
            [apiKeyHeaders.signature]: hmacSignature(key.secret as string, message).toString('hex'),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload ? { payload } : {}),
        });
      };
      const trader = await createKey(['read', 'spot-trade']);
      const created = await signed(trader, 'POST', gridPaths.bots, gridRequest({ investment: '1200' }));
      expect(created.statusCode, created.body).toBe(200);
      const reader = await createKey(['read']);
      expect((await signed(reader, 'GET', gridPaths.bots)).statusCode).toBe(200);
      expect((await signed(reader, 'POST', gridPaths.bots, gridRequest({ investment: '1200' }))).statusCode).toBe(403);
    });
  });
}
