import { apiErrorSchema } from '@vela/contracts/errors';
import {
  cancelAllResponseSchema,
  fillListSchema,
  orderListSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
  tradingPaths,
} from '@vela/contracts/trading';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries, notifications, spotOrders } from '../src/db/schema.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader, totalsByAsset } from './support/trading.ts';

const BTC = 'BTC_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe('order API', ({ database }) => {
    let market: MarketApp;
    let seller: Trader;
    let buyer: Trader;
    let totalsBefore: Map<string, string>;

    beforeAll(async () => {
      // No simulator: the book holds only what the tests put there.
      market = await startMarketApp(database, { settings: { simulator: false }, symbols: [BTC] });
      seller = new Trader(market.app, (await signUp(market.app)).cookie);
      buyer = new Trader(market.app, (await signUp(market.app)).cookie);
      totalsBefore = await totalsByAsset(database.db);
    });
    afterAll(async () => {
      await market?.close();
    });

    const refusal = (response: { statusCode: number; json(): unknown }) => {
      const body = apiErrorSchema.parse(response.json());
      return { status: response.statusCode, reason: body.reason, fields: body.fields };
    };

    it('refuses bad orders with a reason and changes nothing', async () => {
      const before = await seller.balances();
      const cases: [object, string, string | undefined][] = [
        [{ symbol: BTC, side: 'sell', type: 'limit', price: '95000.001', quantity: '0.01' }, 'price-off-tick', 'price'],
        [
          { symbol: BTC, side: 'sell', type: 'limit', price: '95000', quantity: '0.000001' },
          'quantity-off-lot',
          'quantity',
        ],
        [
          { symbol: BTC, side: 'sell', type: 'limit', price: '100', quantity: '0.01' },
          'below-min-notional',
          'quantity',
        ],
        [{ symbol: BTC, side: 'sell', type: 'limit', quantity: '0.01' }, 'price-required', 'price'],
        [{ symbol: BTC, side: 'sell', type: 'market', price: '1', quantity: '0.01' }, 'price-not-allowed', 'price'],
        [
          { symbol: BTC, side: 'sell', type: 'limit', price: '95000', quantity: '5' },
          'insufficient-balance',
          'quantity',
        ],
        [{ symbol: BTC, side: 'buy', type: 'market', quantity: '0.01' }, 'no-liquidity', undefined],
        [{ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '1', quantity: '10' }, 'unknown-market', 'symbol'],
      ];
      for (const [order, reason, field] of cases) {
        const answer = refusal(await seller.place(order as never));
        expect(answer.status, reason).toBe(400);
        expect(answer.reason).toBe(reason);
        if (field) expect(answer.fields?.[field]).toBe(reason);
      }
      const shape = refusal(await seller.place({ symbol: BTC, side: 'up', type: 'limit' } as never));
      expect(shape.status).toBe(400);
      expect(shape.fields?.side).toBeDefined();
      expect(await seller.balances()).toEqual(before);
      expect(await seller.openOrders()).toEqual([]);
    });

    it('needs a session and a same-origin request', async () => {
      const order = { symbol: BTC, side: 'buy', type: 'limit', price: '1', quantity: '10' };
      const anonymous = await market.app.inject({ method: 'POST', url: tradingPaths.orders, payload: order });
      expect(anonymous.statusCode).toBe(401);
      const crossSite = await market.app.inject({
        method: 'POST',
        url: tradingPaths.orders,
        payload: order,
        headers: { cookie: buyer.cookie, origin: 'https://evil.example' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await market.app.inject({ method: 'GET', url: tradingPaths.balances })).statusCode).toBe(401);
    });

    it('rests a limit order: frozen funds, open order, a level in the book', async () => {
      const response = await seller.place({
        symbol: BTC,
        side: 'sell',
        type: 'limit',
        price: '95000',
        quantity: '0.02',
      });
      expect(response.statusCode).toBe(200);
      const { order, fills } = placeOrderResponseSchema.parse(response.json());
      expect(order).toMatchObject({ status: 'open', price: '95000', quantity: '0.02', filledQuantity: '0' });
      expect(fills).toEqual([]);
      const held = await seller.balances();
      // The demo grant made the row (version 1); the order's freeze is the next change.
      expect(held.BTC).toEqual({ asset: 'BTC', available: '0.08', frozen: '0.02', version: 2 });
      expect((await seller.openOrders(BTC)).map((open) => open.id)).toEqual([order.id]);
      expect(market.market?.markets.get(BTC)?.engine.bestAsk()).toBe(9_500_000);
    });

    it('fills a crossing buy at the maker price with fees on what each side receives', async () => {
      const response = await buyer.place({ symbol: BTC, side: 'buy', type: 'limit', price: '96000', quantity: '0.01' });
      const { order, fills } = placeOrderResponseSchema.parse(response.json());
      expect(order).toMatchObject({
        status: 'filled',
        filledQuantity: '0.01',
        filledQuote: '950',
        averagePrice: '95000',
      });
      expect(fills).toEqual([
        expect.objectContaining({ role: 'taker', price: '95000', quantity: '0.01', fee: '0.00001', feeAsset: 'BTC' }),
      ]);
      // Froze 960 at its limit, spent 950 at the maker's price: the rest went back at once.
      expect(await buyer.balances()).toMatchObject({
        USDT: { available: '9050', frozen: '0' },
        BTC: { available: '0.10999', frozen: '0' },
      });
      // The maker got 950 USDT less the 0.08 % maker fee, and still has 0.01 BTC on the book.
      expect(await seller.balances()).toMatchObject({
        USDT: { available: '10949.24', frozen: '0' },
        BTC: { available: '0.08', frozen: '0.01' },
      });
      const [open] = await seller.openOrders(BTC);
      expect(open).toMatchObject({ status: 'open', filledQuantity: '0.01' });
    });

    it('cancels: the rest goes back to available, the order is history', async () => {
      const [open] = await seller.openOrders(BTC);
      if (!open) throw new Error('expected an open order');
      const response = await seller.cancel(open.id);
      expect(response.statusCode).toBe(200);
      expect(orderResponseSchema.parse(response.json()).order).toMatchObject({
        status: 'cancelled',
        cancelReason: 'user',
      });
      // After the fill (3), the cancel's release.
      expect((await seller.balances()).BTC).toEqual({ asset: 'BTC', available: '0.09', frozen: '0', version: 4 });
      expect(refusal(await seller.cancel(open.id))).toMatchObject({ status: 409, reason: 'order-not-open' });
      expect(refusal(await buyer.cancel(open.id))).toMatchObject({ status: 404, reason: 'unknown-order' });
      expect(refusal(await seller.cancel('not-an-id'))).toMatchObject({ status: 404, reason: 'unknown-order' });
      const history = orderListSchema.parse((await seller.get(`${tradingPaths.orderHistory}?symbol=${BTC}`)).json());
      expect(history.orders.map((order) => order.id)).toContain(open.id);
    });

    it('makes a retry with the same client order id return the first order', async () => {
      const order = {
        symbol: BTC,
        side: 'buy',
        type: 'limit',
        price: '90000',
        quantity: '0.001',
        clientOrderId: 'retry-1',
      } as const;
      const first = placeOrderResponseSchema.parse((await buyer.place(order)).json());
      const second = placeOrderResponseSchema.parse((await buyer.place(order)).json());
      expect(second.order.id).toBe(first.order.id);
      const rows = await database.db.select().from(spotOrders).where(eq(spotOrders.clientOrderId, 'retry-1'));
      expect(rows).toHaveLength(1);
      expect((await buyer.balances()).USDT).toMatchObject({ frozen: '90' });
    });

    it('runs a market sell against the bids and cancels what the book cannot take', async () => {
      const response = await seller.place({ symbol: BTC, side: 'sell', type: 'market', quantity: '0.002' });
      const { order, fills } = placeOrderResponseSchema.parse(response.json());
      expect(order).toMatchObject({
        type: 'market',
        price: null,
        status: 'cancelled',
        cancelReason: 'market-remainder',
        filledQuantity: '0.001',
      });
      expect(fills).toHaveLength(1);
      // Freeze, fill and release in one batch: one change of the row.
      expect((await seller.balances()).BTC).toEqual({ asset: 'BTC', available: '0.089', frozen: '0', version: 5 });
      expect(await buyer.openOrders()).toEqual([]);
    });

    it('runs a market buy for a quote amount, never spending more than it froze', async () => {
      await seller.place({ symbol: BTC, side: 'sell', type: 'limit', price: '95000', quantity: '0.001' });
      await seller.place({ symbol: BTC, side: 'sell', type: 'limit', price: '95100', quantity: '0.01' });
      const response = await buyer.place({ symbol: BTC, side: 'buy', type: 'market', quoteAmount: '200' });
      const { order } = placeOrderResponseSchema.parse(response.json());
      // 0.001 at 95000 (95) + 0.00110 at 95100 (104.61) = 199.61 USDT for 0.0021 BTC.
      expect(order).toMatchObject({ status: 'filled', filledQuantity: '0.0021', filledQuote: '199.61' });
      expect((await buyer.balances()).USDT).toMatchObject({ frozen: '0' });
    });

    it('cancels all of a user’s orders at once', async () => {
      await seller.place({ symbol: BTC, side: 'sell', type: 'limit', price: '99000', quantity: '0.001' });
      const response = await seller.cancelAll(BTC);
      const { cancelled } = cancelAllResponseSchema.parse(response.json());
      expect(cancelled.length).toBe(2);
      expect(cancelled.every((order) => order.status === 'cancelled')).toBe(true);
      expect(await seller.openOrders()).toEqual([]);
      expect((await seller.balances()).BTC?.frozen).toBe('0');
    });

    it('lists fills with fee and role, notifies fills and writes every movement to the ledger', async () => {
      const fills = fillListSchema.parse((await seller.get(`${tradingPaths.fills}?limit=2`)).json());
      expect(fills.fills).toHaveLength(2);
      expect(fills.nextBefore).not.toBeNull();
      expect(fills.fills.every((fill) => fill.role === 'maker' && fill.feeAsset === 'USDT')).toBe(true);
      const notices = await database.db.select().from(notifications).where(eq(notifications.kind, 'order-filled'));
      expect(notices.length).toBeGreaterThanOrEqual(4);
      const kinds = new Set(
        (await database.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries)).map((row) => row.kind),
      );
      expect([...kinds].sort()).toEqual(['demo-grant', 'order-freeze', 'order-release', 'trade', 'trade-fee']);
    });

    it('never created or destroyed an amount of any asset', async () => {
      expect(await totalsByAsset(database.db)).toEqual(totalsBefore);
    });
  });
}
