import {
  ALERT_ALREADY_MET,
  ALERT_LIMIT_ERROR,
  alertPaths,
  MAX_ACTIVE_ALERTS,
  type PriceAlert,
  priceAlertJoinedSchema,
  priceAlertListSchema,
  priceAlertSchema,
} from '@vela/contracts/alerts';
import { outboxResponseSchema } from '@vela/contracts/auth';
import { type Notice, noticeSchema } from '@vela/contracts/feed';
import { tradingPaths } from '@vela/contracts/trading';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, priceAlerts } from '../src/db/schema.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const BTC = 'BTC_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe('price alerts', ({ database }) => {
    let running: MarketApp;
    // No simulator: the only trades are the test's, at the prices it chooses.
    const start = () => startMarketApp(database, { settings: { simulator: false }, symbols: [BTC] });

    beforeAll(async () => {
      running = await start();
    }, 120_000);
    afterAll(async () => {
      await running?.close();
    });

    const post = (who: SignedUp | null, url: string, payload: object) =>
      running.app.inject({
        method: 'POST',
        url,
        headers: { ...(who ? { cookie: who.cookie } : {}), origin: SAME_ORIGIN },
        payload,
      });
    const alertsOf = async (who: SignedUp) =>
      priceAlertListSchema.parse(
        (await running.app.inject({ method: 'GET', url: alertPaths.list, headers: { cookie: who.cookie } })).json(),
      ).alerts;
    const mailsTo = async (who: SignedUp) =>
      outboxResponseSchema
        .parse((await running.app.inject({ url: `/api/v1/auth/outbox?to=${encodeURIComponent(who.account)}` })).json())
        .messages.filter((message) => message.text.includes('/account/alerts'));
    async function setAlert(who: SignedUp, payload: object): Promise<PriceAlert> {
      const response = await post(who, alertPaths.create, { symbol: BTC, ...payload });
      expect(response.statusCode, response.body).toBe(201);
      return priceAlertSchema.parse(response.json());
    }
    /** A trade of 0.001 BTC at `price` between two fresh accounts (demo funds). */
    async function tradeAt(price: string) {
      const maker = await signUp(running.app);
      const taker = await signUp(running.app);
      const order = { symbol: BTC, type: 'limit', price, quantity: '0.001' };
      expect((await post(maker, tradingPaths.orders, { ...order, side: 'sell' })).statusCode).toBe(200);
      expect((await post(taker, tradingPaths.orders, { ...order, side: 'buy' })).statusCode).toBe(200);
      await running.trading.settled();
    }
    async function firedInDatabase(id: string) {
      await expect
        .poll(async () => {
          const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
          return row?.deliveredAt !== null && row?.deliveredAt !== undefined;
        })
        .toBe(true);
    }

    it('refuses visitors and bad input with a reason, and changes nothing', async () => {
      expect((await post(null, alertPaths.create, { symbol: BTC, condition: 'above', price: '1' })).statusCode).toBe(
        401,
      );
      const trader = await signUp(running.app);
      const bad = [
        { condition: 'sideways', price: '1' },
        { condition: 'above', price: '-5' },
        { condition: 'above', price: '0' },
        { condition: 'above', price: '100000.123' },
        { condition: 'move', percent: '0', direction: 'up' },
        { condition: 'move', percent: '100', direction: 'up' },
        { condition: 'move', percent: '5', direction: 'sideways' },
        { condition: 'below', price: '1', percent: '5' },
        { symbol: 'NOPE_USDT', condition: 'above', price: '1' },
      ];
      for (const payload of bad) {
        const response = await post(trader, alertPaths.create, { symbol: BTC, ...payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBeTruthy();
      }
      // The last price is the reference price (no trade yet): 95000.
      const met = await post(trader, alertPaths.create, { symbol: BTC, condition: 'below', price: '95000' });
      expect(met.statusCode).toBe(400);
      expect(met.json().reason).toBe(ALERT_ALREADY_MET);
      expect(await alertsOf(trader)).toEqual([]);
    });

    it('keeps at most the limit of active alerts, and removes them', async () => {
      const trader = await signUp(running.app);
      const move = await setAlert(trader, { condition: 'move', percent: '2.5', direction: 'either' });
      expect(move).toMatchObject({ condition: 'move', percent: '2.5', direction: 'either', status: 'active' });
      expect(move.referencePrice).toMatch(/^\d+(\.\d+)?$/);
      for (let index = 1; index < MAX_ACTIVE_ALERTS; index++) {
        await setAlert(trader, { condition: 'above', price: `${200000 + index}` });
      }
      const over = await post(trader, alertPaths.create, { symbol: BTC, condition: 'above', price: '300000' });
      expect(over.statusCode).toBe(409);
      expect(over.json().reason).toBe(ALERT_LIMIT_ERROR);
      expect(await alertsOf(trader)).toHaveLength(MAX_ACTIVE_ALERTS);

      const other = await signUp(running.app);
      const ignored = await post(other, alertPaths.remove, { ids: [move.id] });
      expect(priceAlertListSchema.parse(ignored.json()).alerts).toEqual([]);
      const removed = await post(trader, alertPaths.remove, { ids: [move.id] });
      expect(priceAlertListSchema.parse(removed.json()).alerts).toHaveLength(MAX_ACTIVE_ALERTS - 1);
      await setAlert(trader, { condition: 'above', price: '300000' });
      await post(trader, alertPaths.remove, { ids: (await alertsOf(trader)).map((alert) => alert.id) });
    });

    it('joins a visitor’s alerts as they were set, within the limit', async () => {
      const trader = await signUp(running.app);
      const createdAt = Date.now() - 60_000;
      const response = await post(trader, alertPaths.join, {
        alerts: [
          { symbol: BTC, condition: 'move', percent: '10', direction: 'down', referencePrice: '90000', createdAt },
          { symbol: 'GONE_USDT', condition: 'above', price: '5', referencePrice: '4', createdAt },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const joined = priceAlertJoinedSchema.parse(response.json());
      expect(joined).toMatchObject({ joined: 1, skipped: 1 });
      expect(joined.alerts[0]).toMatchObject({ referencePrice: '90000', createdAt, status: 'active' });
      const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.userId, trader.user.id));
      expect(row?.lowerPrice).toMatch(/^81000(\.0+)?$/);
      expect(row?.upperPrice).toBeNull();
      await post(trader, alertPaths.remove, { ids: joined.alerts.map((alert) => alert.id) });
    });

    it('fires once when a trade crosses, with a notice on the socket and an e-mail in the user’s language', async () => {
      const trader = await signUp(running.app, { language: 'fr_FR' });
      const base = running.wsBase.replace('ws://', 'http://');
      const socket = io(base, { extraHeaders: { cookie: trader.cookie }, reconnection: false, forceNew: true });
      const notices: Notice[] = [];
      socket.on('notice', (payload: unknown) => notices.push(noticeSchema.parse(payload)));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      try {
        const alert = await setAlert(trader, { condition: 'above', price: '95500' });
        await tradeAt('95400');
        await tradeAt('96000.5');
        await firedInDatabase(alert.id);
        await tradeAt('97000');
        await running.trading.settled();

        const [fired] = await alertsOf(trader);
        expect(fired).toMatchObject({ id: alert.id, status: 'fired', firedPrice: '96000.5' });
        await expect.poll(() => notices.length).toBe(1);
        expect(notices[0]?.title).toBe('BTC/USDT est monté à 95\u202f500');
        expect(notices[0]?.body).toContain('96\u202f000,5');
        const mails = await mailsTo(trader);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.subject).toBe('Alerte de prix\u00a0: BTC/USDT est monté à 95\u202f500');
        expect(mails[0]?.text).toContain('/account/alerts');
      } finally {
        socket.close();
      }
    });

    it('keeps watching across a restart, and a fired alert stays fired', async () => {
      const trader = await signUp(running.app);
      // The last price is 97000 now (the previous test's last trade).
      const down = await setAlert(trader, { condition: 'move', percent: '1', direction: 'down' });
      expect(down.referencePrice).toBe('97000');
      await running.close();
      running = await start();
      await tradeAt('96000');
      await firedInDatabase(down.id);
      expect((await mailsTo(trader)).map((mail) => mail.subject)).toEqual(['Price alert: BTC/USDT is down 1%']);
      await running.close();
      running = await start();
      await tradeAt('90000');
      await running.trading.settled();
      const [fired] = await alertsOf(trader);
      expect(fired).toMatchObject({ status: 'fired', firedPrice: '96000' });
      expect(await mailsTo(trader)).toEqual([]);
      const stored = await database.db.select().from(notifications).where(eq(notifications.userId, trader.user.id));
      expect(stored.map((notice) => notice.title)).toEqual(['BTC/USDT is down 1%']);
    });

    it('watches a perpetual’s last or mark price, labelled as the perpetual', async () => {
      // The test tells the prices: the engine's own futures prices stop.
      running.futures?.stop();
      const trader = await signUp(running.app, { language: 'en_US' });
      const ticker = (markPrice: string, lastPrice: string | null) => ({
        symbol: BTC,
        indexPrice: markPrice,
        markPrice,
        lastPrice,
        fundingRate: '0.0001',
        nextFundingTime: new Date(Date.now() + 3_600_000).toISOString(),
        fundingIntervalMinutes: 480,
        openInterest: '0',
        time: Date.now(),
        open24h: null,
        high24h: null,
        low24h: null,
        volume24h: '0',
        changePercent24h: null,
      });
      const futures = { symbol: BTC, market: 'futures' } as const;
      running.feed.bus.publish('futures.tickers', { tickers: [ticker('95000', null)] });
      const noLast = await post(trader, alertPaths.create, { ...futures, condition: 'above', price: '96000' });
      expect(noLast.statusCode).toBe(400);
      expect(noLast.json().reason).toBe('alert-no-price');
      const markOnSpot = await post(trader, alertPaths.create, {
        symbol: BTC,
        priceSource: 'mark',
        condition: 'above',
        price: '99000',
      });
      expect(markOnSpot.statusCode).toBe(400);
      expect(markOnSpot.json().reason).toBe('alert-price-source');
      expect(
        (
          await post(trader, alertPaths.create, {
            symbol: 'ETH_BTC',
            market: 'futures',
            condition: 'above',
            price: '1',
          })
        ).statusCode,
      ).toBe(400);

      running.feed.bus.publish('futures.tickers', { tickers: [ticker('95000', '94900')] });
      const mark = await setAlert(trader, { ...futures, priceSource: 'mark', condition: 'above', price: '95500' });
      expect(mark).toMatchObject({ market: 'futures', priceSource: 'mark', referencePrice: '95000' });
      const last = await setAlert(trader, { ...futures, priceSource: 'last', condition: 'below', price: '94000' });
      expect(last).toMatchObject({ market: 'futures', priceSource: 'last', referencePrice: '94900' });
      // A spot trade at the same symbol is another market: the perpetual's alerts stay active.
      await tradeAt('93000');

      running.feed.bus.publish('futures.tickers', { tickers: [ticker('95600', '94900')] });
      await firedInDatabase(mark.id);
      running.feed.bus.publish('futures.trades', {
        symbol: BTC,
        trades: [{ id: 1, symbol: BTC, price: '93900', quantity: '1', side: 'sell', time: Date.now() }],
      });
      await firedInDatabase(last.id);
      const alerts = await alertsOf(trader);
      expect(alerts.find((alert) => alert.id === mark.id)).toMatchObject({ status: 'fired', firedPrice: '95600' });
      expect(alerts.find((alert) => alert.id === last.id)).toMatchObject({ status: 'fired', firedPrice: '93900' });
      const stored = await database.db.select().from(notifications).where(eq(notifications.userId, trader.user.id));
      expect(stored.map((notice) => notice.title).sort()).toEqual([
        'BTCUSDT Perpetual fell to 94,000',
        'BTCUSDT Perpetual rose to 95,500',
      ]);
      expect(stored.map((notice) => notice.body).join('\n')).toContain(
        'The mark price of BTCUSDT Perpetual was 95,600',
      );
    });
  });
}
