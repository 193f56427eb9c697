import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@vela/contracts/errors';
import {
  type FuturesContract,
  futuresCallPaths,
  futuresContractListSchema,
  futuresTickerListSchema,
} from '@vela/contracts/futures';
import { isolatedLiquidationPrice } from '@vela/contracts/futures-liquidation-price';
import { initialMargin } from '@vela/contracts/futures-margin';
import {
  futuresTradingCallPaths as calls,
  type FuturesPosition,
  fundingPaymentListSchema,
  futuresAccountSummarySchema,
  futuresFillListSchema,
  futuresOrderListSchema,
  futuresOrderResponseSchema,
  futuresPositionListSchema,
  futuresPositionResponseSchema,
  futuresSettingsListSchema,
  futuresSettingsSchema,
  futuresTokenSchema,
  futuresTradingPaths,
  placeFuturesOrderResponseSchema,
} from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUTURES_TOKEN_TTL_MS, futuresTokenKey, signFuturesToken } from '../src/accounts/futures-tokens.ts';
import {
  futuresBalances,
  futuresFills,
  futuresFundingRounds,
  futuresLedgerEntries,
  futuresOrders,
  futuresPositions,
} from '../src/db/schema.ts';
import { signFeedToken } from '../src/feed/tokens.ts';
import { testDatabases } from './support/database-suite.ts';
import { futuresApiSuite } from './support/futures-api.ts';
import { sleep, TEST_FEED_SECRET } from './support/market.ts';
import { type Answer, answerOf, BrowserStandIn, type RequestHelper, webRequestHelper } from './support/web-client.ts';

const BTC = 'BTC_USDT';

/** The body of a 200. */
function ok({ status, body }: Answer): unknown {
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A refusal's status and body. */
function refusal(answer: Answer) {
  return { status: answer.status, body: apiErrorSchema.parse(answer.body) };
}

const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Big(0));

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures trading API', ({ database }) => {
    const futures = futuresApiSuite(database);
    let contracts: FuturesContract[];

    beforeAll(async () => {
      const anonymous = await webRequestHelper(futures.app, new BrowserStandIn(futures.origin));
      contracts = futuresContractListSchema.parse(
        ok(await answerOf(anonymous.get(futuresCallPaths.contracts, undefined, 'futures'))),
      ).contracts;
    });

    const get = async (api: RequestHelper, path: string, query?: Record<string, unknown>) =>
      answerOf(api.get(path, query, 'futures'));
    const post = async (api: RequestHelper, path: string, body?: unknown) => answerOf(api.post(path, body, 'futures'));

    /** BTC_USDT's mark price, once this instance has heard one. */
    async function btcMark(api: RequestHelper): Promise<string> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { tickers } = futuresTickerListSchema.parse(
          ok(await get(api, futuresCallPaths.tickers, { symbol: BTC })),
        );
        if (tickers[0]) return tickers[0].markPrice;
        if (Date.now() > deadline) throw new Error('no BTC_USDT mark price');
        await sleep(50);
      }
    }

    /** `price` x `factor` on BTC_USDT's tick (0.01), rounded down. */
    const onTick = (price: string, factor: string) => new Big(price).times(factor).round(2, Big.roundDown).toFixed();

    it('answers 401 to every call without a session, and the client helper reports each one', async () => {
      const browser = new BrowserStandIn(futures.origin);
      const api = await webRequestHelper(futures.app, browser);
      const reads = [
        calls.orders,
        calls.orderHistory,
        calls.fills,
        calls.funding,
        calls.positions,
        calls.settings,
        calls.summary,
      ];
      const writes: [string, unknown][] = [
        [calls.orders, { symbol: BTC, side: 'buy', type: 'market', quantity: '0.001' }],
        [calls.cancel(randomUUID()), {}],
        [calls.cancelAll, {}],
        [calls.closePosition, { symbol: BTC, type: 'market' }],
        [calls.positionMargin, { symbol: BTC, direction: 'add', amount: '1' }],
        [calls.positionTpsl, { symbol: BTC, takeProfit: null }],
        [calls.leverage, { symbol: BTC, leverage: 5 }],
        [calls.marginMode, { symbol: BTC, marginMode: 'isolated' }],
        [calls.token, {}],
      ];
      for (const path of reads) {
        expect(refusal(await get(api, path)), path).toMatchObject({ status: 401, body: { code: 401 } });
      }
      for (const [path, body] of writes) {
        expect(refusal(await post(api, path, body)), path).toMatchObject({ status: 401, body: { code: 401 } });
      }
      expect(browser.unauthorizedCalls).toBe(reads.length + writes.length);
    });

    it('shows every contract at 10x cross until the user sets one, and an empty account', async () => {
      const { api } = await futures.trader('2000');
      const { settings } = futuresSettingsListSchema.parse(ok(await get(api, calls.settings)));
      expect(settings).toEqual(
        contracts.map((contract) => ({
          symbol: contract.symbol,
          leverage: 10,
          marginMode: 'cross',
          maxLeverage: contract.maxLeverage,
        })),
      );
      expect(futuresSettingsListSchema.parse(ok(await get(api, calls.settings, { symbol: BTC })))).toEqual({
        settings: [{ symbol: BTC, leverage: 10, marginMode: 'cross', maxLeverage: 100 }],
      });
      expect(refusal(await get(api, calls.settings, { symbol: 'NOPE_USDT' }))).toMatchObject({
        status: 400,
        body: { reason: 'unknown-contract', fields: { symbol: 'unknown-contract' } },
      });

      expect(futuresAccountSummarySchema.parse(ok(await get(api, calls.summary)))).toEqual({
        asset: 'USDT',
        walletBalance: '2000',
        available: '2000',
        orderMargin: '0',
        isolatedMargin: '0',
        crossPositionMargin: '0',
        unrealizedPnl: '0',
        marginBalance: '2000',
        crossMarginRatio: null,
      });
      expect(futuresPositionListSchema.parse(ok(await get(api, calls.positions)))).toEqual({ positions: [] });
      const empty = { orders: [], nextBefore: null };
      expect(futuresOrderListSchema.parse(ok(await get(api, calls.orders)))).toEqual(empty);
      expect(futuresOrderListSchema.parse(ok(await get(api, calls.orderHistory)))).toEqual(empty);
      expect(futuresFillListSchema.parse(ok(await get(api, calls.fills)))).toEqual({ fills: [], nextBefore: null });
      expect(fundingPaymentListSchema.parse(ok(await get(api, calls.funding)))).toEqual({
        payments: [],
        nextBefore: null,
      });
    });

    it('refuses malformed input with a 400 naming the field, and changes nothing', async () => {
      const { api, browser } = await futures.trader('100');
      const order = { symbol: BTC, side: 'buy', quantity: '0.001' };
      const cases: [string, unknown, string][] = [
        [calls.orders, { ...order, type: 'limit' }, 'price'],
        [calls.orders, { ...order, type: 'market', price: '90000' }, 'price'],
        [calls.orders, { ...order, type: 'limit', price: '90000', timeInForce: 'IOC', postOnly: true }, 'postOnly'],
        [calls.orders, { ...order, type: 'stop-market' }, 'triggerPrice'],
        [calls.orders, { ...order, type: 'market', timeInForce: 'GTC' }, 'timeInForce'],
        [calls.orders, { ...order, type: 'market', reduceOnly: true, takeProfit: '99000' }, 'takeProfit'],
        [calls.orders, { ...order, type: 'market', quantity: '-1' }, 'quantity'],
        [calls.orders, { ...order, type: 'market', side: 'long' }, 'side'],
        [calls.orders, { ...order, type: 'market', symbol: 'btc' }, 'symbol'],
        [calls.leverage, { symbol: BTC, leverage: 0 }, 'leverage'],
        [calls.leverage, { symbol: BTC, leverage: 2.5 }, 'leverage'],
        [calls.marginMode, { symbol: BTC, marginMode: 'hedge' }, 'marginMode'],
        [calls.positionMargin, { symbol: BTC, direction: 'add', amount: '0' }, 'amount'],
        [calls.positionMargin, { symbol: BTC, direction: 'up', amount: '1' }, 'direction'],
        [calls.closePosition, { symbol: BTC, type: 'limit' }, 'price'],
        [calls.positionTpsl, { symbol: BTC, takeProfit: 'high' }, 'takeProfit'],
        [calls.cancelAll, { symbol: 'all' }, 'symbol'],
      ];
      for (const [path, body, field] of cases) {
        const answer = refusal(await post(api, path, body));
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.fields, `${path} ${JSON.stringify(body)}`).toHaveProperty(field);
      }
      const queries: [string, Record<string, string>, string][] = [
        [calls.orderHistory, { limit: '500' }, 'limit'],
        [calls.fills, { before: 'latest' }, 'before'],
        [calls.funding, { symbol: 'btc' }, 'symbol'],
        [calls.orders, { symbol: 'NOPE_USDT' }, 'symbol'],
        [calls.positions, { side: 'long' }, '_'],
      ];
      for (const [path, query, field] of queries) {
        const answer = refusal(await get(api, path, query));
        expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(answer.body.fields, `${path} ${JSON.stringify(query)}`).toHaveProperty(field);
      }
      // A write from another site is refused before anything else.
      const crossSite = await fetch(`${futures.origin}${futuresTradingPaths.leverage}`, {
        method: 'POST',
        headers: { cookie: browser.cookieHeader, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ symbol: BTC, leverage: 5 }),
      });
      expect(crossSite.status).toBe(403);

      expect(futuresOrderListSchema.parse(ok(await get(api, calls.orders))).orders).toEqual([]);
      expect(futuresSettingsListSchema.parse(ok(await get(api, calls.settings, { symbol: BTC }))).settings).toEqual([
        { symbol: BTC, leverage: 10, marginMode: 'cross', maxLeverage: 100 },
      ]);
      expect(futuresAccountSummarySchema.parse(ok(await get(api, calls.summary)))).toMatchObject({
        walletBalance: '100',
        available: '100',
      });
    });

    it('reads what the engine committed: a position at the mark with its TP/SL, orders, fills, funding, summary', async () => {
      // Rows written as the clearing writes them, for a user the running engine never loaded.
      const { userId, api } = await futures.trader();
      const { db } = database;
      await db.insert(futuresBalances).values({ userId, asset: 'USDT', available: '1000', frozen: '60.5' });
      await db.insert(futuresPositions).values({
        userId,
        symbol: BTC,
        side: 'long',
        size: '0.01',
        entryPrice: '90000',
        margin: '50',
        marginMode: 'isolated',
        leverage: 20,
        // Closes made 2, funding paid 0.5; its fills paid 0.9 in fees.
        realizedPnl: '1.5',
        fees: '0.9',
        funding: '-0.5',
        openedAt: new Date('2025-01-02T00:00:00.000Z'),
        updatedAt: new Date('2025-01-02T00:05:00.000Z'),
      });
      const order = (fields: Partial<typeof futuresOrders.$inferInsert>): typeof futuresOrders.$inferInsert => ({
        id: randomUUID(),
        userId,
        symbol: BTC,
        side: 'sell',
        type: 'stop-market',
        quantity: '0.01',
        timeInForce: 'GTC',
        postOnly: false,
        reduceOnly: true,
        closePosition: true,
        liquidation: false,
        marginMode: 'isolated',
        leverage: 20,
        status: 'untriggered',
        triggerBy: 'mark',
        ...fields,
      });
      const filled = order({
        side: 'buy',
        type: 'market',
        triggerBy: null,
        reduceOnly: false,
        closePosition: false,
        status: 'filled',
        filledQuantity: '0.01',
        filledNotional: '900',
        fee: '0.45',
      });
      const cancelled = order({
        side: 'buy',
        type: 'limit',
        price: '80000',
        triggerBy: null,
        reduceOnly: false,
        closePosition: false,
        status: 'cancelled',
        cancelReason: 'user',
      });
      const takeProfit = order({ triggerPrice: '99000' });
      const stopLoss = order({ triggerPrice: '87000' });
      const resting = order({
        side: 'buy',
        type: 'limit',
        price: '50000',
        quantity: '0.001',
        triggerBy: null,
        reduceOnly: false,
        closePosition: false,
        status: 'open',
        frozen: '10.5',
      });
      for (const row of [filled, cancelled, takeProfit, stopLoss, resting]) await db.insert(futuresOrders).values(row);
      const [fill] = await db
        .insert(futuresFills)
        .values({
          orderId: filled.id,
          userId,
          symbol: BTC,
          side: 'buy',
          role: 'taker',
          price: '90000',
          quantity: '0.01',
          fee: '0.45',
          realizedPnl: '0',
          liquidation: false,
        })
        .returning();
      const rounds = [
        { time: new Date('2025-01-01T00:00:00.000Z'), rate: '0.0001', markPrice: '90100', amount: '-0.0901' },
        { time: new Date('2025-01-01T08:00:00.000Z'), rate: '-0.00005', markPrice: '89900', amount: '0.04495' },
      ];
      for (const round of rounds) {
        await db.insert(futuresFundingRounds).values({
          symbol: BTC,
          fundingTime: round.time,
          rate: round.rate,
          markPrice: round.markPrice,
        });
        await db.insert(futuresLedgerEntries).values({
          userId,
          asset: 'USDT',
          amount: round.amount,
          balanceAfter: '1060.5',
          kind: 'funding',
          reference: `${BTC}@${round.time.toISOString()}`,
        });
      }

      await btcMark(api);
      const [position] = futuresPositionListSchema.parse(ok(await get(api, calls.positions))).positions;
      if (!position?.markPrice)
        throw new Error(`expected the BTC_USDT position at a mark: ${JSON.stringify(position)}`);
      const mark = new Big(position.markPrice);
      expect(position).toEqual({
        symbol: BTC,
        side: 'long',
        size: '0.01',
        entryPrice: '90000',
        markPrice: position.markPrice,
        // (900 - 50) / (0.01 x (1 - 0.004)) = 85341.3654..., on the tick toward the loss.
        liquidationPrice: '85341.36',
        marginMode: 'isolated',
        leverage: 20,
        margin: '50',
        maintenanceMargin: mark.times('0.01').times('0.004').toFixed(),
        marginRatio: position.marginRatio,
        unrealizedPnl: mark.minus(90000).times('0.01').toFixed(),
        roe: position.roe,
        realizedPnl: '1.5',
        closingPnl: '2',
        fees: '0.9',
        funding: '-0.5',
        netRealizedPnl: '0.6',
        takeProfit: '99000',
        stopLoss: '87000',
        openedAt: '2025-01-02T00:00:00.000Z',
        updatedAt: '2025-01-02T00:05:00.000Z',
      });
      const balance = mark.minus(90000).times('0.01').plus(50);
      expect(
        new Big(position.marginRatio ?? 'NaN').minus(mark.times('0.00004').div(balance)).abs().lt('0.00000001'),
      ).toBe(true);
      expect(futuresPositionListSchema.parse(ok(await get(api, calls.positions, { symbol: 'ETH_USDT' })))).toEqual({
        positions: [],
      });

      const open = futuresOrderListSchema.parse(ok(await get(api, calls.orders)));
      expect(open.orders.map((listed) => [listed.id, listed.status])).toEqual([
        [resting.id, 'open'],
        [stopLoss.id, 'untriggered'],
        [takeProfit.id, 'untriggered'],
      ]);
      expect(open.orders[0]).toMatchObject({
        price: '50000',
        quantity: '0.001',
        filledQuantity: '0',
        averagePrice: null,
      });
      expect(futuresOrderListSchema.parse(ok(await get(api, calls.orders, { symbol: 'ETH_USDT' }))).orders).toEqual([]);

      const history = futuresOrderListSchema.parse(ok(await get(api, calls.orderHistory)));
      expect(history.orders.map((listed) => listed.id)).toEqual([cancelled.id, filled.id]);
      expect(history.orders[1]).toMatchObject({ status: 'filled', averagePrice: '90000', fee: '0.45' });
      const first = futuresOrderListSchema.parse(ok(await get(api, calls.orderHistory, { limit: 1 })));
      expect(first.orders.map((listed) => listed.id)).toEqual([cancelled.id]);
      expect(first.nextBefore).not.toBeNull();
      const second = futuresOrderListSchema.parse(
        ok(await get(api, calls.orderHistory, { limit: 1, before: first.nextBefore })),
      );
      expect(second).toEqual({ orders: [history.orders[1]], nextBefore: null });

      expect(futuresFillListSchema.parse(ok(await get(api, calls.fills)))).toEqual({
        fills: [
          {
            id: String(fill?.id),
            orderId: filled.id,
            symbol: BTC,
            side: 'buy',
            role: 'taker',
            price: '90000',
            quantity: '0.01',
            fee: '0.45',
            realizedPnl: '0',
            liquidation: false,
            createdAt: fill?.createdAt.toISOString(),
          },
        ],
        nextBefore: null,
      });

      const funding = fundingPaymentListSchema.parse(ok(await get(api, calls.funding)));
      expect(funding).toEqual({
        payments: [
          { symbol: BTC, amount: '0.04495', rate: '-0.00005', markPrice: '89900', time: '2025-01-01T08:00:00.000Z' },
          { symbol: BTC, amount: '-0.0901', rate: '0.0001', markPrice: '90100', time: '2025-01-01T00:00:00.000Z' },
        ],
        nextBefore: null,
      });
      const newest = fundingPaymentListSchema.parse(ok(await get(api, calls.funding, { limit: 1 })));
      expect(newest.payments).toEqual(funding.payments.slice(0, 1));
      const older = fundingPaymentListSchema.parse(
        ok(await get(api, calls.funding, { limit: 1, before: newest.nextBefore })),
      );
      expect(older).toEqual({ payments: funding.payments.slice(1), nextBefore: null });
      expect(fundingPaymentListSchema.parse(ok(await get(api, calls.funding, { symbol: 'ETH_USDT' })))).toEqual({
        payments: [],
        nextBefore: null,
      });

      const summary = futuresAccountSummarySchema.parse(ok(await get(api, calls.summary)));
      expect(summary).toMatchObject({
        asset: 'USDT',
        walletBalance: '1060.5',
        available: '1000',
        orderMargin: '10.5',
        isolatedMargin: '50',
        crossPositionMargin: '0',
        crossMarginRatio: null,
      });
      expect(new Big(summary.marginBalance).eq(new Big(summary.walletBalance).plus(summary.unrealizedPnl))).toBe(true);
    });

    it('mints a 15-minute futures token that opens the futures API alone, and refuses forged or stale ones', async () => {
      const { userId, browser, api } = await futures.trader();
      const before = Date.now();
      const minted = futuresTokenSchema.parse(ok(await post(api, calls.token)));
      expect(Date.parse(minted.expiresAt) - before).toBeGreaterThanOrEqual(FUTURES_TOKEN_TTL_MS - 1_000);
      expect(Date.parse(minted.expiresAt) - Date.now()).toBeLessThanOrEqual(FUTURES_TOKEN_TTL_MS);
      // Set as the futures cookie, readable by the page, which copies it into thirdAppToken.
      expect(browser.cookie('futuresToken')).toEqual({ value: minted.token, httpOnly: false });
      expect(browser.documentCookie).toContain(`futuresToken=${minted.token}`);

      const withHeaders = (headers: Record<string, string>) =>
        fetch(`${futures.origin}${futuresTradingPaths.positions}`, { headers: { thirdAppId: 'vela', ...headers } });
      // The header alone, no cookie at all: the token's user.
      const headerOnly = await withHeaders({ thirdAppToken: minted.token });
      expect(headerOnly.status).toBe(200);
      expect(futuresPositionListSchema.parse(await headerOnly.json())).toEqual({ positions: [] });
      // The cookie alone opens nothing: it is script-readable, so only a header (same-site script) counts.
      expect((await withHeaders({ cookie: `futuresToken=${minted.token}` })).status).toBe(401);

      // A page holding only the futures cookie, through the client's helper: reads and writes pass the check.
      const partner = new BrowserStandIn(futures.origin);
      partner.setCookie('futuresToken', minted.token);
      const viaToken = await webRequestHelper(futures.app, partner);
      expect(futuresSettingsListSchema.parse(ok(await get(viaToken, calls.settings, { symbol: BTC })))).toEqual({
        settings: [{ symbol: BTC, leverage: 10, marginMode: 'cross', maxLeverage: 100 }],
      });
      expect(refusal(await post(viaToken, calls.leverage, { symbol: BTC, leverage: 0 }))).toMatchObject({
        status: 400,
        body: { fields: { leverage: expect.any(String) } },
      });
      // A token does not mint its successor.
      expect(refusal(await post(viaToken, calls.token))).toMatchObject({ status: 401 });
      expect(partner.unauthorizedCalls).toBe(1);

      const claims = JSON.parse(Buffer.from(minted.token.split('.')[0] ?? '', 'base64url').toString('utf8'));
      expect(claims).toMatchObject({ aud: 'futures', uid: userId, exp: Date.parse(minted.expiresAt) });
      const key = futuresTokenKey(Buffer.from(TEST_FEED_SECRET, 'utf8'));
      const [body = '', mac = ''] = minted.token.split('.');
      const forged = [
        `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
        signFuturesToken(Buffer.from('another secret entirely, 32 chars long'), {
          uid: userId,
          sid: claims.sid,
          exp: claims.exp,
        }),
        signFuturesToken(key, { uid: userId, sid: claims.sid, exp: Date.now() - 1_000 }),
        signFuturesToken(key, { uid: userId, sid: randomUUID(), exp: claims.exp }),
        signFeedToken(Buffer.from(TEST_FEED_SECRET, 'utf8'), {
          kind: 'private',
          uid: userId,
          sid: claims.sid,
          exp: claims.exp,
        }),
        'not-a-token',
      ];
      for (const token of forged) expect((await withHeaders({ thirdAppToken: token })).status, token).toBe(401);
      // A well-made token for the live session passes: what was refused above was the forgery.
      expect(
        (await withHeaders({ thirdAppToken: signFuturesToken(key, { uid: userId, sid: claims.sid, exp: claims.exp }) }))
          .status,
      ).toBe(200);

      // With a session, a stale thirdAppToken is not looked at.
      browser.setCookie('futuresToken', forged[0] as string);
      expect(futuresPositionListSchema.parse(ok(await get(api, calls.positions)))).toEqual({ positions: [] });

      // Signing out ends the session, and every futures token it minted.
      ok(await answerOf(api.post('/api/v1/auth/logout', {})));
      expect((await withHeaders({ thirdAppToken: minted.token })).status).toBe(401);
    });

    describe('orders and positions, run by the futures engine', () => {
      let api: RequestHelper;
      let btc: FuturesContract;
      /** The position the market order opened, as last read. */
      let opened: FuturesPosition;

      beforeAll(async () => {
        ({ api } = await futures.trader('2000'));
        const found = contracts.find((contract) => contract.symbol === BTC);
        if (!found) throw new Error('BTC_USDT is not listed');
        btc = found;
      });

      const positions = async () => futuresPositionListSchema.parse(ok(await get(api, calls.positions))).positions;
      const summary = async () => futuresAccountSummarySchema.parse(ok(await get(api, calls.summary)));
      const fills = async () => futuresFillListSchema.parse(ok(await get(api, calls.fills, { limit: 100 }))).fills;
      /** What the isolated formula gives for `position`, as the view should show it. */
      const isolatedLiquidation = (position: FuturesPosition) => {
        const level = isolatedLiquidationPrice(position, { tiers: btc.riskTiers, tickSize: btc.tickSize });
        return level.kind === 'price' ? level.price.toFixed() : null;
      };

      it('sets a contract’s leverage and margin mode', async () => {
        expect(futuresSettingsSchema.parse(ok(await post(api, calls.leverage, { symbol: BTC, leverage: 20 })))).toEqual(
          {
            symbol: BTC,
            leverage: 20,
            marginMode: 'cross',
            maxLeverage: 100,
          },
        );
        const isolated = { symbol: BTC, leverage: 20, marginMode: 'isolated', maxLeverage: 100 };
        expect(
          futuresSettingsSchema.parse(ok(await post(api, calls.marginMode, { symbol: BTC, marginMode: 'isolated' }))),
        ).toEqual(isolated);
        expect(futuresSettingsListSchema.parse(ok(await get(api, calls.settings, { symbol: BTC })))).toEqual({
          settings: [isolated],
        });
        // The other contracts keep the default.
        const { settings } = futuresSettingsListSchema.parse(ok(await get(api, calls.settings)));
        expect(settings.filter((setting) => setting.symbol !== BTC).every((setting) => setting.leverage === 10)).toBe(
          true,
        );
      });

      it('rests a limit order far from the market, lists it, cancels it into the history', async () => {
        const price = onTick(await btcMark(api), '0.9');
        const placed = placeFuturesOrderResponseSchema.parse(
          ok(
            await post(api, calls.orders, {
              symbol: BTC,
              side: 'buy',
              type: 'limit',
              price,
              quantity: '0.001',
              clientOrderId: 'far-bid-1',
            }),
          ),
        );
        expect(placed.order).toMatchObject({
          clientOrderId: 'far-bid-1',
          symbol: BTC,
          side: 'buy',
          type: 'limit',
          price,
          quantity: '0.001',
          filledQuantity: '0',
          averagePrice: null,
          timeInForce: 'GTC',
          marginMode: 'isolated',
          leverage: 20,
          status: 'open',
          cancelReason: null,
        });
        expect(placed).toMatchObject({ fills: [], attached: [] });
        expect(futuresOrderListSchema.parse(ok(await get(api, calls.orders, { symbol: BTC })))).toEqual({
          orders: [placed.order],
          nextBefore: null,
        });
        const reserved = await summary();
        expect(new Big(reserved.orderMargin).gt(0)).toBe(true);
        expect(new Big(reserved.available).plus(reserved.orderMargin).eq(2000)).toBe(true);
        expect(reserved.walletBalance).toBe('2000');

        const cancelled = futuresOrderResponseSchema.parse(ok(await post(api, calls.cancel(placed.order.id))));
        expect(cancelled.order).toMatchObject({ id: placed.order.id, status: 'cancelled', cancelReason: 'user' });
        expect(futuresOrderListSchema.parse(ok(await get(api, calls.orders))).orders).toEqual([]);
        const history = futuresOrderListSchema.parse(ok(await get(api, calls.orderHistory)));
        expect(history.orders[0]).toEqual(cancelled.order);
        expect(await summary()).toMatchObject({ walletBalance: '2000', available: '2000', orderMargin: '0' });
      });

      it('opens a position with a market order: entry, mark, liquidation price, margin, and the fills listed', async () => {
        const placed = placeFuturesOrderResponseSchema.parse(
          ok(await post(api, calls.orders, { symbol: BTC, side: 'buy', type: 'market', quantity: '0.001' })),
        );
        expect(placed.order).toMatchObject({ type: 'market', status: 'filled', filledQuantity: '0.001', price: null });
        expect(placed.fills.length).toBeGreaterThan(0);
        expect(sum(placed.fills.map((fill) => fill.quantity)).eq('0.001')).toBe(true);
        expect(placed.fills.every((fill) => fill.role === 'taker' && fill.orderId === placed.order.id)).toBe(true);

        const [position, ...others] = await positions();
        expect(others).toEqual([]);
        if (!position) throw new Error('no position after a filled market order');
        const prices = placed.fills.map((fill) => new Big(fill.price));
        const lowest = prices.reduce((low, price) => (price.lt(low) ? price : low));
        const highest = prices.reduce((high, price) => (price.gt(high) ? price : high));
        expect(position).toMatchObject({
          symbol: BTC,
          side: 'long',
          size: '0.001',
          marginMode: 'isolated',
          leverage: 20,
        });
        expect(new Big(position.entryPrice).gte(lowest) && new Big(position.entryPrice).lte(highest)).toBe(true);
        expect(position.markPrice).not.toBeNull();
        expect(position.liquidationPrice).not.toBeNull();
        expect(new Big(position.liquidationPrice as string).lt(position.entryPrice)).toBe(true);
        expect(position.liquidationPrice).toBe(isolatedLiquidation(position));
        // Isolated at 20x: each fill locks the initial margin of its notional, rounded up (margin.ts).
        const locked = sum(
          placed.fills.map((fill) => initialMargin(new Big(fill.quantity).times(fill.price), 20).toFixed()),
        );
        expect(position.margin).toBe(locked.toFixed());
        expect(
          new Big(position.unrealizedPnl).eq(
            new Big(position.markPrice as string).minus(position.entryPrice).times(position.size),
          ),
        ).toBe(true);
        expect(position).toMatchObject({ takeProfit: null, stopLoss: null });
        opened = position;

        const listed = await fills();
        expect(listed.filter((fill) => fill.orderId === placed.order.id)).toEqual(
          [...placed.fills].sort((a, b) => Number(b.id) - Number(a.id)),
        );
        const account = await summary();
        const fees = sum(placed.fills.map((fill) => fill.fee));
        expect(account).toMatchObject({ isolatedMargin: position.margin, orderMargin: '0', crossPositionMargin: '0' });
        expect(new Big(account.walletBalance).eq(new Big(2000).minus(fees))).toBe(true);
        expect(new Big(account.available).eq(new Big(account.walletBalance).minus(position.margin))).toBe(true);
      });

      it('adds and removes isolated margin, answering the position', async () => {
        const added = futuresPositionResponseSchema.parse(
          ok(await post(api, calls.positionMargin, { symbol: BTC, direction: 'add', amount: '10' })),
        ).position;
        expect(new Big(added.margin).eq(new Big(opened.margin).plus(10))).toBe(true);
        expect(added.liquidationPrice).toBe(isolatedLiquidation(added));
        expect(new Big(added.liquidationPrice as string).lt(opened.liquidationPrice as string)).toBe(true);
        const removed = futuresPositionResponseSchema.parse(
          ok(await post(api, calls.positionMargin, { symbol: BTC, direction: 'remove', amount: '5' })),
        ).position;
        expect(new Big(removed.margin).eq(new Big(opened.margin).plus(5))).toBe(true);
        expect((await summary()).isolatedMargin).toBe(removed.margin);
        opened = removed;
      });

      it('sets a position’s take-profit and stop-loss, shows them, and clears them', async () => {
        const takeProfit = onTick(opened.entryPrice, '1.2');
        const stopLoss = onTick(opened.entryPrice, '0.97');
        const set = futuresOrderListSchema.parse(
          ok(await post(api, calls.positionTpsl, { symbol: BTC, takeProfit, stopLoss })),
        );
        expect(set.orders).toHaveLength(2);
        for (const order of set.orders) {
          expect(order).toMatchObject({ symbol: BTC, side: 'sell', status: 'untriggered', closePosition: true });
        }
        expect(set.orders.map((order) => order.triggerPrice).sort()).toEqual([takeProfit, stopLoss].sort());
        expect((await positions())[0]).toMatchObject({ takeProfit, stopLoss });
        const open = futuresOrderListSchema.parse(ok(await get(api, calls.orders))).orders;
        expect(open.map((order) => order.id).sort()).toEqual(set.orders.map((order) => order.id).sort());

        const cleared = futuresOrderListSchema.parse(
          ok(await post(api, calls.positionTpsl, { symbol: BTC, takeProfit: null, stopLoss: null })),
        );
        expect(cleared.orders).toEqual([]);
        expect((await positions())[0]).toMatchObject({ takeProfit: null, stopLoss: null });
        expect(futuresOrderListSchema.parse(ok(await get(api, calls.orders))).orders).toEqual([]);
      });

      it('closes the position at the market: no position left, PnL and fees settled in the wallet', async () => {
        const closed = placeFuturesOrderResponseSchema.parse(
          ok(await post(api, calls.closePosition, { symbol: BTC, type: 'market' })),
        );
        expect(closed.order).toMatchObject({
          side: 'sell',
          reduceOnly: true,
          status: 'filled',
          filledQuantity: '0.001',
        });
        expect(await positions()).toEqual([]);
        const history = futuresOrderListSchema.parse(ok(await get(api, calls.orderHistory))).orders;
        expect(history[0]?.id).toBe(closed.order.id);

        const listed = await fills();
        expect(listed.filter((fill) => fill.orderId === closed.order.id)).toHaveLength(closed.fills.length);
        const account = await summary();
        const settled = sum(listed.map((fill) => fill.realizedPnl)).minus(sum(listed.map((fill) => fill.fee)));
        expect(account).toMatchObject({
          isolatedMargin: '0',
          orderMargin: '0',
          crossPositionMargin: '0',
          unrealizedPnl: '0',
          crossMarginRatio: null,
        });
        expect(new Big(account.walletBalance).eq(new Big(2000).plus(settled))).toBe(true);
        expect(account.available).toBe(account.walletBalance);
        // No funding time passed (8 h interval): an empty list of the contract's shape.
        expect(fundingPaymentListSchema.parse(ok(await get(api, calls.funding)))).toEqual({
          payments: [],
          nextBefore: null,
        });
      });
    });
  });
}
